/** Shown while the first route's chunks load: a quiet brand-coloured strip, no layout jump. */
export function BootFallback() {
  return (
    <div style={{ minHeight: '100vh', background: '#f5f6f8' }}>
      <div style={{ height: 34, background: '#f2f3f5', borderBottom: '1px solid #e6e7ea' }} />
      <div style={{ height: 96, background: '#fff' }} />
      <div style={{ height: 46, background: '#d7000f' }} />
    </div>
  );
}

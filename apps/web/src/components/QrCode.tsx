/**
 * A real QR code of `value` (an address), drawn locally as inline SVG from the `qrcode` package's matrix: nothing
 * is fetched. The addresses the shell's codes carry are in app/entry-links.ts.
 */
import QRCode from 'qrcode';
import { useMemo } from 'react';

/** The SVG path of the dark modules of `value`'s QR code and its size in modules. */
export function qrPath(value: string): { d: string; n: number } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  let d = '';
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) if (modules.get(x, y)) d += `M${x} ${y}h1v1h-1z`;
  }
  return { d, n };
}

export function QrCode({ value, size = 96, label }: { value: string; size?: number; label?: string }) {
  const { d, n } = useMemo(() => qrPath(value), [value]);
  return (
    <figure style={{ margin: 0, textAlign: 'center' }}>
      <svg
        width={size}
        height={size}
        viewBox={`-2 -2 ${n + 4} ${n + 4}`}
        role="img"
        aria-label={label ?? '二维码'}
        data-qr-value={value}
        style={{ background: '#fff', borderRadius: 4, display: 'block', margin: '0 auto' }}
        shapeRendering="crispEdges"
      >
        <path d={d} fill="#1f2329" />
      </svg>
      {label ? <figcaption style={{ fontSize: 12, marginTop: 6, color: 'inherit' }}>{label}</figcaption> : null}
    </figure>
  );
}

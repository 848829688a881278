/**
 * A QR-style code drawn locally as inline SVG (decorative: the real codes come with the content issues).
 * The pattern is derived from `seed`, so each code looks distinct and stable.
 */
const N = 25;

function prng(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    return ((h >>> 0) % 1000) / 1000;
  };
}

const inFinder = (x: number, y: number) => {
  const corner = (cx: number, cy: number) => x >= cx && x < cx + 8 && y >= cy && y < cy + 8;
  return corner(0, 0) || corner(N - 8, 0) || corner(0, N - 8);
};

function finderPath(x: number, y: number): string {
  return `M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z`;
}

export function QrCode({ seed, size = 96, label }: { seed: string; size?: number; label?: string }) {
  const rnd = prng(seed);
  let d = finderPath(0, 0) + finderPath(N - 7, 0) + finderPath(0, N - 7);
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      if (inFinder(x, y)) continue;
      const timing = (x === 6 || y === 6) && (x + y) % 2 === 0;
      if (timing || rnd() > 0.52) d += `M${x} ${y}h1v1h-1z`;
    }
  }
  return (
    <figure style={{ margin: 0, textAlign: 'center' }}>
      <svg
        width={size}
        height={size}
        viewBox={`-2 -2 ${N + 4} ${N + 4}`}
        role="img"
        aria-label={label ?? '二维码'}
        style={{ background: '#fff', borderRadius: 4, display: 'block' }}
        shapeRendering="crispEdges"
      >
        <path d={d} fill="#1f2329" fillRule="evenodd" />
        <rect x={N / 2 - 2.5} y={N / 2 - 2.5} width="5" height="5" rx="1" fill="#fff" />
        <rect x={N / 2 - 1.8} y={N / 2 - 1.8} width="3.6" height="3.6" rx="0.8" fill="#d7000f" />
      </svg>
      {label ? <figcaption style={{ fontSize: 12, marginTop: 6, color: 'inherit' }}>{label}</figcaption> : null}
    </figure>
  );
}

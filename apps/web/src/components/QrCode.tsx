/**
 * A real QR code of `value` (an address), drawn locally as inline SVG from the `qrcode` package's matrix: nothing
 * is fetched from outside. The addresses the shell's codes carry are in app/entry-links.ts. The `qrcode` package
 * (≈ 9 KB compressed) loads with the first code drawn, and a code is drawn once it comes near the window — the
 * footer's codes not with the first screen (issue 22: the package's file and ≈ 20 ms of drawing each on this machine's
 * Chromium). The frame keeps its size meanwhile, so nothing moves when the code appears.
 */
import { useEffect, useRef, useState } from 'react';

/** How near the window a code is drawn (px): a fast scroll still finds it drawn. */
const DRAW_MARGIN = '300px';

/** Settles when `el` comes within DRAW_MARGIN of the window (at once where IntersectionObserver is missing). */
function whenNear(el: Element, near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near();
    return () => {};
  }
  const io = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        near();
      }
    },
    { rootMargin: DRAW_MARGIN },
  );
  io.observe(el);
  return () => io.disconnect();
}

type Drawn = { value: string; d: string; n: number };

export function QrCode({ value, size = 96, label }: { value: string; size?: number; label?: string }) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const frame = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let live = true;
    const stop = whenNear(frame.current!, () => {
      void import('./qr-path.ts').then(({ qrPath }) => {
        if (live) setDrawn({ value, ...qrPath(value) });
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, [value]);
  const shown = drawn?.value === value ? drawn : null;
  const n = shown?.n ?? 25;
  return (
    <figure style={{ margin: 0, textAlign: 'center' }}>
      <svg
        ref={frame}
        width={size}
        height={size}
        viewBox={`-2 -2 ${n + 4} ${n + 4}`}
        role="img"
        aria-label={label ?? '二维码'}
        data-qr-value={value}
        style={{ background: '#fff', borderRadius: 4, display: 'block', margin: '0 auto' }}
        shapeRendering="crispEdges"
      >
        {shown ? <path d={shown.d} fill="#1f2329" /> : null}
      </svg>
      {label ? <figcaption style={{ fontSize: 12, marginTop: 6, color: 'inherit' }}>{label}</figcaption> : null}
    </figure>
  );
}

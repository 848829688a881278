/**
 * The QR matrix of an address as an SVG path (the `qrcode` package; loaded only when a code is drawn: QrCode.tsx).
 * Its encoder alone (`qrcode/lib/core/qrcode`), not the package's browser entry with its canvas and SVG-string
 * renderers this file does not use.
 */
import { create } from 'qrcode/lib/core/qrcode';

/** Codes drawn in this page, by value (the bottom bar and the footer show the same address). */
const drawn = new Map<string, { d: string; n: number }>();

/** The SVG path of the dark modules of `value`'s QR code and its size in modules. */
export function qrPath(value: string): { d: string; n: number } {
  const known = drawn.get(value);
  if (known) return known;
  const path = draw(value);
  drawn.set(value, path);
  return path;
}

function draw(value: string): { d: string; n: number } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  let d = '';
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) if (modules.get(x, y)) d += `M${x} ${y}h1v1h-1z`;
  }
  return { d, n };
}

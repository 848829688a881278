/** The QR matrix of an address as an SVG path (the `qrcode` package; loaded only when a code is drawn: QrCode.tsx). */
import QRCode from 'qrcode';

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

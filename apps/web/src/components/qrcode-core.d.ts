// The `qrcode` package's encoder module (qr-path.ts imports it alone); its types are @types/qrcode's `create`.
declare module 'qrcode/lib/core/qrcode' {
  export { create } from 'qrcode';
}

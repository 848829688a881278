/**
 * A real QR code of one of this portal's pages: an SVG image the server draws (`/qr.svg?path=…`, domain
 * navigation/entry-qr.ts) with the site's own address, so nothing is fetched from outside and no QR encoder is sent
 * to the browser (issue 22). The image loads lazily — the footer's codes not with the first screen — and keeps its
 * size meanwhile, so nothing moves when it appears.
 */
import { entryQrSrc } from '@portal/domain';

export function QrCode({ path, size = 96, label }: { path: string; size?: number; label?: string }) {
  return (
    <figure style={{ margin: 0, textAlign: 'center' }}>
      <img
        src={entryQrSrc(path)}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        alt={label ? `${label}二维码` : '二维码'}
        data-qr-value={window.location.origin + path}
        style={{ background: '#fff', borderRadius: 4, display: 'block', margin: '0 auto' }}
      />
      {label ? <figcaption style={{ fontSize: 12, marginTop: 6, color: 'inherit' }}>{label}</figcaption> : null}
    </figure>
  );
}

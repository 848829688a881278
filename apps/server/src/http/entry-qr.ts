import { ENTRY_QR, ENTRY_QR_MESSAGES, ErrorCode, entryQrPathError, reasonOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { failure } from './envelope.ts';

/**
 * The shell's QR codes as SVG images (domain navigation/entry-qr.ts): `GET /qr.svg?path=/home` draws the full address
 * of that page on the site the request came to (its protocol and host, as TRUST_PROXY lets the proxy say them), so
 * every instance behind one address draws the same code and keeps nothing. A browser may keep a code a day (the
 * origin and paths change only with a deploy); the picture differs per host, hence `vary: host`.
 */
export function registerEntryQr(app: FastifyInstance): void {
  app.get(ENTRY_QR.src, async (req, reply) => {
    const raw = (req.query as Record<string, unknown>).path;
    const path = typeof raw === 'string' ? raw : '';
    const refused = entryQrPathError(path);
    if (refused) {
      return reply
        .status(400)
        .send(failure(ErrorCode.badRequest, { msg: refused, reason: reasonOf(ENTRY_QR_MESSAGES, 'badPath') }));
    }
    const address = `${req.protocol}://${req.host}${path}`;
    const svg = await QRCode.toString(address, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', `public, max-age=${ENTRY_QR.maxAgeSeconds}`)
      .header('vary', 'host')
      .send(svg);
  });
}

/**
 * GET /files/<key>: a stored file through the portal (the S3 store's URLs; the local store's public files are also
 * reachable here, besides /static/). A private kind's file (kinds.ts) only with a valid signed link (links.ts), never
 * cached; a missing thumbnail of a picture stored before thumbnails existed is answered by the picture. Unknown or
 * malformed keys answer the 404 envelope. A byte range (a video's seek) reads only those bytes from the store.
 */
import { API_MESSAGES, ErrorCode, refusal, UPLOAD_MESSAGES } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { failure } from '../http/envelope.ts';
import { fileLinksFor, fileStoreFor, isPrivateKey, isValidKey } from './index.ts';
import type { RangeSpec } from './store.ts';

function rangeOf(header: string | undefined): RangeSpec | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!m || (!m[1] && !m[2])) return null;
  return { start: m[1] ? Number(m[1]) : null, end: m[2] ? Number(m[2]) : null };
}

export const fileRoutes: FastifyPluginAsync<AppDeps> = async (app, { config }) => {
  const store = fileStoreFor(config);
  const links = fileLinksFor(config);
  app.get('/files/*', { schema: { hide: true } }, async (req, reply) => {
    let key = '';
    try {
      key = decodeURIComponent((req.params as { '*': string })['*'] ?? '');
    } catch {
      key = '';
    }
    const notFound = () => reply.status(404).send(failure(ErrorCode.notFound, refusal(API_MESSAGES, 'notFound')));
    if (!isValidKey(key)) return notFound();
    const isPrivate = isPrivateKey(key);
    if (isPrivate) {
      const q = req.query as { e?: unknown; s?: unknown };
      if (!links.verify(key, q.e, q.s))
        return reply
          .status(403)
          .header('cache-control', 'private, no-store')
          .send(failure(ErrorCode.forbidden, refusal(UPLOAD_MESSAGES, 'linkInvalid')));
    }
    const range = rangeOf(req.headers.range);
    let file = await store.open(key, range);
    if (file === null && /_t\.(jpg|png)$/.test(key))
      file = await store.open(key.replace(/_t\.(jpg|png)$/, '.$1'), range);
    if (file === null) return notFound();
    reply.header('accept-ranges', 'bytes');
    if ('unsatisfiable' in file) return reply.status(416).header('content-range', `bytes */${file.size}`).send();
    if (file.range) {
      reply.status(206).header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`);
    }
    return (
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.range ? file.range.end - file.range.start + 1 : file.size)
        .header('cache-control', isPrivate ? 'private, no-store' : 'public, max-age=86400')
        .header('content-disposition', 'inline')
        // A stored file is data, never a page: no scripts, no plugins, whatever its type says.
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .send(file.body)
    );
  });
};

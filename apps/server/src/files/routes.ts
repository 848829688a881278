/**
 * GET /files/<key>: a stored file through the portal (the S3 store's URLs; the local store's files are also
 * reachable here, besides /static/). Unknown or malformed keys answer the 404 envelope.
 */
import { API_MESSAGES, ErrorCode, refusal } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { failure } from '../http/envelope.ts';
import { fileStoreFor, isValidKey } from './index.ts';

export const FILES_PREFIX = '/files/';

export const fileRoutes: FastifyPluginAsync<AppDeps> = async (app, { config }) => {
  const store = fileStoreFor(config);
  app.get('/files/*', { schema: { hide: true } }, async (req, reply) => {
    let key = '';
    try {
      key = decodeURIComponent((req.params as { '*': string })['*'] ?? '');
    } catch {
      key = '';
    }
    const file = isValidKey(key) ? await store.get(key) : null;
    if (!file) return reply.status(404).send(failure(ErrorCode.notFound, refusal(API_MESSAGES, 'notFound')));
    // One byte range (a video's seek): 206 with that slice, 416 when it lies outside the file.
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    const size = file.body.length;
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start >= size || start > end) return reply.status(416).header('content-range', `bytes */${size}`).send();
      reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`);
      file.body = file.body.subarray(start, end + 1);
    }
    return (
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('content-disposition', 'inline')
        // A stored file is data, never a page: no scripts, no plugins, whatever its type says.
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .send(file.body)
    );
  });
};

/**
 * Graceful stop with requests in flight. When the app starts closing (SIGTERM → main.ts → app.close()):
 * - every answer still being written ends its connection (`Connection: close`), so keep-alive connections (a proxy
 *   keeps many) do not hold the close open until their idle timeout;
 * - a new request on a connection still open gets 503 in the envelope (and `Connection: close`): the proxy sends the
 *   next ones to another instance;
 * - idle connections are closed at once.
 * The requests in flight finish; the job queue (manifest) waits for its jobs; then the process exits.
 */
import { API_MESSAGES, ErrorCode, refusal } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope.ts';

const closing = new WeakSet<object>();

/** Whether this app (any of its encapsulated instances) is stopping. */
export const isClosing = (app: FastifyInstance) => closing.has(app.server);

export function installLifecycle(app: FastifyInstance): void {
  app.addHook('onRequest', async (_req, reply) => {
    if (!closing.has(app.server)) return;
    reply.header('connection', 'close');
    return reply.status(503).send(failure(ErrorCode.unavailable, refusal(API_MESSAGES, 'unavailable')));
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing.has(app.server)) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing.add(app.server);
    app.server.closeIdleConnections?.();
  });
}

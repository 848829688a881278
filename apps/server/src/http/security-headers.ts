/**
 * Security headers (Content-Security-Policy, nosniff, frame and referrer policies...) on every answer, by helmet.
 * The middleware is built once here: @fastify/helmet built it anew on every request (re-parsing the CSP
 * directives), which cost ≈ 4 % of the server's time on the order path.
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function installSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}

import { API_MESSAGES, ErrorCode, refusal, SYSTEM_ENDPOINTS as E } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint.ts';
import { failure, ok } from '../../http/envelope.ts';
import type { AppDeps } from '../../deps.ts';

export const systemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  route(app, E.healthz, { tags: ['系统'], summary: '健康检查（含数据库可达性）' }, async (_req, reply) => {
    const started = performance.now();
    try {
      await database.ping();
      return {
        status: 'ok',
        database: 'up',
        driver: database.driver,
        latencyMs: Math.round(performance.now() - started),
      };
    } catch {
      return reply.status(503).send({
        ...failure(ErrorCode.unavailable, refusal(API_MESSAGES, 'unavailable')),
        data: { status: 'degraded', database: 'down', driver: database.driver },
      });
    }
  });

  // The ceiling for benchmarks: the same server, no database, no validation (so not in the endpoint table).
  app.get('/hello', { schema: { hide: true } }, async () => ok('hello'));
};

/** Operations over HTTP: the job queue page (staff; with its alert lines), liveness, readiness and the Prometheus metrics. */
import { API_MESSAGES, ErrorCode, OPS_ENDPOINTS as E, refusal } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findFfmpeg } from '../../../ffmpeg.mjs';
import type { AppDeps } from '../../deps.ts';
import { failure, ok } from '../../http/envelope.ts';
import { route } from '../../http/endpoint.ts';
import { isClosing } from '../../http/lifecycle.ts';
import { METRICS_CONTENT_TYPE, metricsText } from '../../http/metrics.ts';
import { jobsPage } from './service.ts';

export const opsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, database, config }) => {
  route(app, E.jobs, { tags: ['运维'], summary: '后台任务（状态、尝试次数、最后错误）' }, async (req) =>
    jobsPage(db, config.smsHourlyBudget, req.query.name),
  );

  // Liveness: the process answers (no database): a proxy or orchestrator restarts it when this fails.
  app.get('/livez', { schema: { hide: true } }, async () => ok({ status: 'live' }));

  // Readiness: send it traffic? No while it is stopping, nor while its database is unreachable. `ffmpeg` says
  // whether it can make videos (false: the rest works, AI videos are refused; not a reason to take it out).
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    if (isClosing(app))
      return reply.status(503).send({
        ...failure(ErrorCode.unavailable, refusal(API_MESSAGES, 'unavailable')),
        data: { status: 'stopping' },
      });
    try {
      await database.ping();
      return ok({ status: 'ready', ffmpeg: findFfmpeg() !== null });
    } catch {
      return reply.status(503).send({
        ...failure(ErrorCode.unavailable, refusal(API_MESSAGES, 'unavailable')),
        data: { status: 'database down' },
      });
    }
  });

  if (config.metrics) {
    app.get('/metrics', { schema: { hide: true } }, async (_req, reply) =>
      reply.type(METRICS_CONTENT_TYPE).send(await metricsText(app, db, database)),
    );
  }
};

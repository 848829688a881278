import {
  API_PREFIX,
  compareBatchSchema,
  compareItemSchema,
  compareKeySchema,
  compareResultSchema,
  directCompareSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import * as compare from './service.ts';

const tags = ['产品对比'];
const listAnswer = { 200: envelopeOf(z.array(compareItemSchema)) };

export const compareRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const base = `${API_PREFIX}/v1/compare`;
  const user = { auth: 'user' as const };

  app.get(
    `${base}/list`,
    { config: user, schema: { tags, summary: '我的对比栏（最多6个）', response: listAnswer } },
    async (req) => {
      const items = await compare.list(db, requireUser(req).accountId);
      return ok(items, items.length);
    },
  );
  app.post(
    `${base}/add`,
    { config: user, schema: { tags, summary: '加入对比', body: compareKeySchema, response: listAnswer } },
    async (req) => ok(await compare.add(db, requireUser(req).accountId, req.body)),
  );
  app.post(
    `${base}/batch-add`,
    {
      config: user,
      schema: { tags, summary: '批量加入对比（受剩余名额限制）', body: compareBatchSchema, response: listAnswer },
    },
    async (req) => ok(await compare.batchAdd(db, requireUser(req).accountId, req.body.list)),
  );
  app.post(
    `${base}/del`,
    { config: user, schema: { tags, summary: '移出对比', body: compareKeySchema, response: listAnswer } },
    async (req) => ok(await compare.remove(db, requireUser(req).accountId, req.body)),
  );
  app.post(`${base}/clean`, { config: user, schema: { tags, summary: '清空对比栏' } }, async (req) => {
    await compare.clean(db, requireUser(req).accountId);
    return ok(null);
  });
  app.post(
    `${API_PREFIX}/open/v1/compare/direct`,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: '直接对比（2-6个同类型号）',
        body: directCompareSchema,
        response: { 200: envelopeOf(compareResultSchema) },
      },
    },
    async (req) => ok(await compare.direct(db, req.body.list, { accountId: req.auth?.accountId ?? null })),
  );
};

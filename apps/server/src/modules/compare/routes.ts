import { COMPARE_ENDPOINTS as E } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route } from '../../http/endpoint.ts';
import * as compare from './service.ts';

const tags = ['产品对比'];

export const compareRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, E.list, { tags, summary: '我的对比栏（最多6个）' }, async (req) => {
    const items = await compare.list(db, requireUser(req).accountId);
    return paged(items, items.length);
  });
  route(app, E.add, { tags, summary: '加入对比' }, async (req) =>
    compare.add(db, requireUser(req).accountId, req.body),
  );
  route(app, E.batchAdd, { tags, summary: '批量加入对比（受剩余名额限制）' }, async (req) =>
    compare.batchAdd(db, requireUser(req).accountId, req.body.list),
  );
  route(app, E.del, { tags, summary: '移出对比' }, async (req) =>
    compare.remove(db, requireUser(req).accountId, req.body),
  );
  route(app, E.clean, { tags, summary: '清空对比栏' }, async (req) => {
    await compare.clean(db, requireUser(req).accountId);
    return null;
  });
  route(app, E.direct, { tags, summary: '直接对比（2-6个同类型号）' }, async (req) =>
    compare.direct(db, req.body.list, { accountId: req.auth?.accountId ?? null }),
  );
};

import { FAVORITE_ENDPOINTS as E } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route } from '../../http/endpoint.ts';
import * as favorite from './service.ts';

const tags = ['收藏'];

export const favoriteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, E.page, { tags, summary: '我收藏的商品' }, async (req) => {
    const { list, total } = await favorite.page(db, requireUser(req).accountId, req.query.page, req.query.size);
    return paged(list, total);
  });
  route(app, E.add, { tags, summary: '收藏商品' }, async (req) => {
    await favorite.add(db, requireUser(req).accountId, req.body.spuNo);
    return null;
  });
  route(app, E.del, { tags, summary: '取消收藏' }, async (req) => {
    await favorite.remove(db, requireUser(req).accountId, req.body.spuNo);
    return null;
  });
  route(app, E.status, { tags, summary: '是否已收藏' }, async (req) =>
    favorite.status(db, requireUser(req).accountId, req.query.spuNo),
  );
};

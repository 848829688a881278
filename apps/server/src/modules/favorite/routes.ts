import { API_PREFIX, favoriteItemSchema, favoritePageQuerySchema, favoriteSpuBodySchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import * as favorite from './service.ts';

const tags = ['收藏'];

export const favoriteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const base = `${API_PREFIX}/v1/goods/favorite/spu`;
  const config = { auth: 'user' as const };

  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: '我收藏的商品',
        querystring: favoritePageQuerySchema,
        response: { 200: envelopeOf(z.array(favoriteItemSchema)) },
      },
    },
    async (req) => {
      const { list, total } = await favorite.page(db, requireUser(req).accountId, req.query.page, req.query.size);
      return ok(list, total);
    },
  );
  app.post(base, { config, schema: { tags, summary: '收藏商品', body: favoriteSpuBodySchema } }, async (req) => {
    await favorite.add(db, requireUser(req).accountId, req.body.spuNo);
    return ok(null);
  });
  app.post(
    `${base}/del`,
    { config, schema: { tags, summary: '取消收藏', body: favoriteSpuBodySchema } },
    async (req) => {
      await favorite.remove(db, requireUser(req).accountId, req.body.spuNo);
      return ok(null);
    },
  );
  app.get(
    `${base}/status`,
    {
      config,
      schema: {
        tags,
        summary: '是否已收藏',
        querystring: favoriteSpuBodySchema,
        response: { 200: envelopeOf(z.boolean()) },
      },
    },
    async (req) => ok(await favorite.status(db, requireUser(req).accountId, req.query.spuNo)),
  );
};

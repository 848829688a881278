/** The catalogue's browsing answers over HTTP (browse.ts): suite list, spu/info, brands, hot and recommended, pairing count. */
import { CATALOGUE_BROWSE_ENDPOINTS as E } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route } from '../../http/endpoint.ts';
import * as browse from './browse.ts';

const tags = ['商品目录'];
const viewerOf = (req: { auth: { accountId: number } | null }) => ({ accountId: req.auth?.accountId ?? null });

export const browseRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, E.suitPage, { tags, summary: '套装分页（本人价格：各型号价格×数量之和；能否购买）' }, async (req) => {
    const { list, total } = await browse.suitPage(db, req.query, viewerOf(req));
    return paged(list, total);
  });
  route(app, E.spuInfo, { tags, summary: '商品简要信息（按 spuNo）' }, async (req) =>
    browse.spuInfo(db, req.query.spuNo, viewerOf(req)),
  );
  route(app, E.brands, { tags, summary: '品牌列表（有在架商品的品牌，商品列表的品牌筛选）' }, async () =>
    browse.brands(db),
  );
  route(app, E.recommend, { tags, summary: '热销与推荐商品（业务员标注，按使用次数）' }, async (req) =>
    browse.recommend(db, req.query, viewerOf(req)),
  );
  route(app, E.pairingCount, { tags, summary: '配单数量（配单清单中的型号数与件数）' }, async (req) =>
    browse.pairingCount(db, requireUser(req).accountId),
  );
};

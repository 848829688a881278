import { CATALOGUE_ENDPOINTS as E } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/endpoint.ts';
import { sendSerialised } from '../../http/serialised.ts';
import { spuDetailEnvelope } from './detail.ts';
import * as catalogue from './service.ts';
import { suitDetail } from './browse.ts';
import { skuAttrs } from './sku-attrs.ts';

const tags = ['商品目录'];
const viewerOf = (req: { auth: { accountId: number } | null }) => ({ accountId: req.auth?.accountId ?? null });

export const catalogueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, E.categoryTree, { tags, summary: '商品分类树（两级）' }, async () => catalogue.categoryTree(db));
  route(app, E.categoryAttrs, { tags, summary: '分类的可筛选属性及取值（按属性键合并）' }, async (req) =>
    catalogue.filterAttrs(db, req.query.categoryIds ?? []),
  );
  route(
    app,
    E.spuPage,
    {
      tags,
      summary: '商品分页（分类、关键词、属性筛选、标签、库存、来源、排序）',
      description:
        'attributesStr：以 ; 分隔的 `属性id或属性键:取值`，同一属性多个取值以 !!! 连接；sort 为 listedAt | sumNo | price，order 为 desc | asc。价格单位为分，null 表示暂无价格。',
    },
    // Sent pre-serialised (the service builds and caches the envelope text, and its gzip for clients that take
    // it, so a hot page is neither serialised nor compressed again); the entry's schema documents it.
    async (req, reply) => {
      const page = await catalogue.pageEnvelope(db, req.query, viewerOf(req));
      return sendSerialised(req, reply.header('x-page-cache', page.cache), page);
    },
  );
  // Sent pre-serialised as the page is (a public family's detail is kept for a second per price plan).
  route(app, E.spuDetail, { tags, summary: '商品详情（型号、参数、附件、配件、相关商品、套装）' }, async (req, reply) =>
    sendSerialised(req, reply, await spuDetailEnvelope(db, req.params.id, viewerOf(req))),
  );
  route(
    app,
    E.skuAttrs,
    { tags, summary: '型号属性（按型号编号批量，可只取部分属性键；params=1 附参数表）' },
    async (req) => skuAttrs(db, req.query, viewerOf(req)),
  );
  route(app, E.suitDetail, { tags, summary: '套装详情' }, async (req) => suitDetail(db, req.params.id, viewerOf(req)));
  route(app, E.shops, { tags, summary: '在售店铺（一级经销商，已绑定的在前）' }, async (req) =>
    catalogue.shopsFor(db, req.query.spuNo, viewerOf(req)),
  );
  route(app, E.hotWords, { tags, summary: '搜索热词' }, async (req) => catalogue.hotWords(db, req.query.location));
  route(app, E.keywords, { tags, summary: '搜索框轮播关键词' }, async (req) =>
    catalogue.keywords(db, req.query.location),
  );
  route(app, E.track, { tags, summary: '行为埋点（terminalType 2）' }, async (req) => {
    await catalogue.track(db, req.body, req.auth?.accountId ?? null);
    return null;
  });
  route(app, E.addToMatchList, { tags, summary: '加入配单' }, async (req) =>
    catalogue.addToMatchList(db, requireUser(req).accountId, req.body),
  );
};

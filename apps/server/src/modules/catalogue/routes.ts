import {
  API_PREFIX,
  addToMatchOrderSchema,
  categoryAttrSchema,
  categoryNodeSchema,
  hotWordSchema,
  locationQuerySchema,
  catalogueShopSchema,
  spuDetailSchema,
  spuListItemSchema,
  spuNoParamsSchema,
  spuPageQuerySchema,
  shopListQuerySchema,
  suitDetailSchema,
  suitNoParamsSchema,
  trackEventSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { acceptsGzip } from '../../http/encoding.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import * as catalogue from './service.ts';

const tags = ['商品目录'];
const viewerOf = (req: { auth: { accountId: number } | null }) => ({ accountId: req.auth?.accountId ?? null });

export const catalogueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const open = `${API_PREFIX}/open/v1`;

  app.get(
    `${open}/goods/category/tree`,
    { schema: { tags, summary: '商品分类树（两级）', response: { 200: envelopeOf(z.array(categoryNodeSchema)) } } },
    async () => ok(await catalogue.categoryTree(db)),
  );

  app.get(
    `${open}/goods/category/attrs`,
    {
      schema: {
        tags,
        summary: '分类的可筛选属性及取值（按属性键合并）',
        querystring: spuPageQuerySchema.pick({ categoryIds: true }),
        response: { 200: envelopeOf(z.array(categoryAttrSchema)) },
      },
    },
    async (req) => ok(await catalogue.filterAttrs(db, req.query.categoryIds ?? [])),
  );

  app.get(
    `${open}/goods/spu/page`,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: '商品分页（分类、关键词、属性筛选、标签、库存、来源、排序）',
        description:
          'attributesStr：以 ; 分隔的 `属性id或属性键:取值`，同一属性多个取值以 !!! 连接；sort 为 listedAt | sumNo | price，order 为 desc | asc。价格单位为分，null 表示暂无价格。',
        querystring: spuPageQuerySchema,
        response: { 200: envelopeOf(z.array(spuListItemSchema)) },
      },
    },
    // Sent pre-serialised (the service builds and caches the envelope text, and its gzip for clients that take
    // it, so a hot page is neither serialised nor compressed again); the schema documents it.
    async (req, reply) => {
      const page = await catalogue.pageEnvelope(db, req.query, viewerOf(req));
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      // A string or buffer payload skips the schema serializer; the typed reply expects the object form.
      if (!acceptsGzip(req.headers['accept-encoding'])) return reply.send(page.json as never);
      return reply.header('content-encoding', 'gzip').send((await page.gzip()) as never);
    },
  );

  app.get(
    `${open}/goods/spu/detail/:id`,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: '商品详情（型号、参数、附件、配件、相关商品、套装）',
        params: spuNoParamsSchema,
        response: { 200: envelopeOf(spuDetailSchema) },
      },
    },
    async (req) => ok(await catalogue.spuDetail(db, req.params.id, viewerOf(req))),
  );

  app.get(
    `${open}/goods/suit/detail/:id`,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: '套装详情',
        params: suitNoParamsSchema,
        response: { 200: envelopeOf(suitDetailSchema) },
      },
    },
    async (req) => ok(await catalogue.suitDetail(db, req.params.id, viewerOf(req))),
  );

  app.get(
    `${open}/goods/getShopList`,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: '在售店铺（一级经销商，已绑定的在前）',
        querystring: shopListQuerySchema,
        response: { 200: envelopeOf(z.array(catalogueShopSchema)) },
      },
    },
    async (req) => ok(await catalogue.shopsFor(db, req.query.spuNo, viewerOf(req))),
  );

  app.get(
    `${open}/search/hotWords`,
    {
      schema: {
        tags,
        summary: '搜索热词',
        querystring: locationQuerySchema,
        response: { 200: envelopeOf(z.array(hotWordSchema)) },
      },
    },
    async (req) => ok(await catalogue.hotWords(db, req.query.location)),
  );

  app.get(
    `${open}/search/keywords`,
    {
      schema: {
        tags,
        summary: '搜索框轮播关键词',
        querystring: locationQuerySchema,
        response: { 200: envelopeOf(z.array(z.string())) },
      },
    },
    async (req) => ok(await catalogue.keywords(db, req.query.location)),
  );

  app.post(
    `${open}/tracking/event`,
    { config: { auth: 'optional' }, schema: { tags, summary: '行为埋点（terminalType 2）', body: trackEventSchema } },
    async (req) => {
      await catalogue.track(db, req.body, req.auth?.accountId ?? null);
      return ok(null);
    },
  );

  app.post(
    `${API_PREFIX}/v1/matchList/add`,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: '加入配单',
        body: addToMatchOrderSchema,
        response: { 200: envelopeOf(z.object({ count: z.number() })) },
      },
    },
    async (req) => ok(await catalogue.addToMatchList(db, requireUser(req).accountId, req.body)),
  );
};

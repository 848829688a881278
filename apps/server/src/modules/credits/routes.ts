/** The credits mall over HTTP (part 1 §7 integration calls; management by provider sales accounts). */
import {
  CREDITS_API,
  creditAccountInfoSchema,
  creditExchangeNoSchema,
  creditExchangeRecordQuerySchema,
  creditExchangeSchema,
  creditLedgerEntrySchema,
  creditLedgerQuerySchema,
  creditManageExchangeQuerySchema,
  creditManageExchangeSchema,
  creditManageSpuPageQuerySchema,
  creditManageSpuSchema,
  creditPurchaseBodySchema,
  creditPurchaseResultSchema,
  creditSpuDetailSchema,
  creditSpuNoQuerySchema,
  creditSpuPageQuerySchema,
  creditSpuSaveBodySchema,
  creditSpuSchema,
  creditSpuShelfBodySchema,
  creditStockCheckBodySchema,
  creditStockCheckSchema,
  creditsRankQuerySchema,
  creditsRankSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { idempotencyHeaders, idempotencyKeyOf } from '../../http/idempotency.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import * as credits from './service.ts';

const tags = ['积分商城'];
const manageTags = ['积分商城管理'];
const config = { auth: 'user' as const };

export const creditsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    CREDITS_API.accountInfo,
    { config, schema: { tags, summary: '我的积分账户', response: { 200: envelopeOf(creditAccountInfoSchema) } } },
    async (req) => ok(await credits.accountInfo(db, requireUser(req).accountId)),
  );

  app.get(
    CREDITS_API.ledger,
    {
      config,
      schema: {
        tags,
        summary: '积分明细',
        description: '收入为正、支出为负，按时间倒序；余额始终等于明细之和。',
        querystring: creditLedgerQuerySchema,
        response: { 200: envelopeOf(z.array(creditLedgerEntrySchema)) },
      },
    },
    async (req) => {
      const { list, total } = await credits.ledgerPage(db, requireUser(req).accountId, req.query.page, req.query.size);
      return ok(list, total);
    },
  );

  app.get(
    CREDITS_API.spuList,
    {
      config,
      schema: {
        tags,
        summary: '积分商品列表',
        description: '仅上架商品；stock 为剩余可兑换数量。affordable=1 只看我的积分够兑换的。',
        querystring: creditSpuPageQuerySchema,
        response: { 200: envelopeOf(z.array(creditSpuSchema)) },
      },
    },
    async (req) => {
      const { list, total } = await credits.spuPage(db, requireUser(req).accountId, req.query);
      return ok(list, total);
    },
  );

  app.get(
    CREDITS_API.spuDetail,
    {
      config,
      schema: {
        tags,
        summary: '积分商品详情',
        querystring: creditSpuNoQuerySchema,
        response: { 200: envelopeOf(creditSpuDetailSchema) },
      },
    },
    async (req) => ok(await credits.spuDetail(db, requireUser(req).accountId, req.query.spuNo)),
  );

  app.post(
    CREDITS_API.stockCheck,
    {
      config,
      schema: {
        tags,
        summary: '兑换前库存与积分校验',
        body: creditStockCheckBodySchema,
        response: { 200: envelopeOf(creditStockCheckSchema) },
      },
    },
    async (req) => ok(await credits.stockCheck(db, requireUser(req).accountId, req.body)),
  );

  app.post(
    CREDITS_API.purchase,
    {
      config: { ...config, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '积分兑换（下单）',
        description:
          '须带 Idempotency-Key 请求头：同一键重试得到同一兑换单。库存与积分在同一事务内以条件更新扣减；' +
          '含现金部分的商品生成待付款兑换单（kind=credits_order 经支付模块支付），超时未付则退回积分与库存。',
        headers: idempotencyHeaders,
        body: creditPurchaseBodySchema,
        response: { 200: envelopeOf(creditPurchaseResultSchema) },
      },
    },
    async (req) => ok(await credits.purchase(db, requireUser(req).accountId, req.body, idempotencyKeyOf(req))),
  );

  app.get(
    CREDITS_API.rank,
    {
      config,
      schema: {
        tags,
        summary: '积分排行',
        description: '按当前积分从高到低；手机号脱敏。',
        querystring: creditsRankQuerySchema,
        response: { 200: envelopeOf(creditsRankSchema) },
      },
    },
    async (req) => ok(await credits.rank(db, requireUser(req).accountId, req.query.size)),
  );

  app.get(
    CREDITS_API.record,
    {
      config,
      schema: {
        tags,
        summary: '兑换记录',
        querystring: creditExchangeRecordQuerySchema,
        response: { 200: envelopeOf(z.array(creditExchangeSchema)) },
      },
    },
    async (req) => {
      const { list, total } = await credits.recordPage(db, requireUser(req).accountId, req.query);
      return ok(list, total);
    },
  );

  app.get(
    CREDITS_API.recordDetail,
    {
      config,
      schema: {
        tags,
        summary: '兑换详情',
        querystring: creditExchangeNoSchema,
        response: { 200: envelopeOf(creditExchangeSchema) },
      },
    },
    async (req) => ok(await credits.recordDetail(db, requireUser(req).accountId, req.query.exchangeNo)),
  );

  app.post(
    CREDITS_API.cancel,
    { config, schema: { tags, summary: '取消待付款的兑换（退回积分与库存）', body: creditExchangeNoSchema } },
    async (req) => {
      await credits.cancel(db, requireUser(req).accountId, req.body.exchangeNo);
      return ok(null);
    },
  );

  // ---------- management ----------

  app.get(
    CREDITS_API.manageSpuPage,
    {
      config,
      schema: {
        tags: manageTags,
        summary: '积分商品管理列表（业务员）',
        querystring: creditManageSpuPageQuerySchema,
        response: { 200: envelopeOf(z.array(creditManageSpuSchema)) },
      },
    },
    async (req) => {
      const { list, total } = await credits.manageSpuPage(db, requireUser(req).accountId, req.query);
      return ok(list, total);
    },
  );

  app.post(
    CREDITS_API.manageSpuSave,
    {
      config,
      schema: {
        tags: manageTags,
        summary: '新增或编辑积分商品（业务员）',
        description: '无 spuNo 为新增。所需积分须大于0，现金部分不小于0，总库存不小于已兑换数量。',
        body: creditSpuSaveBodySchema,
        response: { 200: envelopeOf(creditManageSpuSchema) },
      },
    },
    async (req) => ok(await credits.saveSpu(db, requireUser(req).accountId, req.body)),
  );

  app.post(
    CREDITS_API.manageSpuShelf,
    { config, schema: { tags: manageTags, summary: '上架或下架积分商品（业务员）', body: creditSpuShelfBodySchema } },
    async (req) => {
      await credits.setShelf(db, requireUser(req).accountId, req.body.spuNo, req.body.onShelf);
      return ok(null);
    },
  );

  app.get(
    CREDITS_API.managePictures,
    {
      config,
      schema: {
        tags: manageTags,
        summary: '可选的积分商品图片（业务员）',
        response: { 200: envelopeOf(z.array(z.string())) },
      },
    },
    async (req) => ok(await credits.pictures(db, requireUser(req).accountId)),
  );

  app.get(
    CREDITS_API.manageExchangePage,
    {
      config,
      schema: {
        tags: manageTags,
        summary: '兑换单列表（业务员）',
        querystring: creditManageExchangeQuerySchema,
        response: { 200: envelopeOf(z.array(creditManageExchangeSchema)) },
      },
    },
    async (req) => {
      const { list, total } = await credits.manageExchangePage(db, requireUser(req).accountId, req.query);
      return ok(list, total);
    },
  );

  app.post(
    CREDITS_API.manageShip,
    { config, schema: { tags: manageTags, summary: '兑换单发货（业务员）', body: creditExchangeNoSchema } },
    async (req) => {
      await credits.ship(db, requireUser(req).accountId, req.body.exchangeNo);
      return ok(null);
    },
  );
};

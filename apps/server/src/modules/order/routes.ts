import {
  BUYING_API,
  MALL_ORDER_MESSAGES,
  ORDER_API,
  mallOrderPageQuerySchema,
  orderNoSchema,
  orderPageSchema,
  orderViewSchema,
  placeOrderBodySchema,
  placedOrderSchema,
  preSettlementBodySchema,
  preSettlementSchema,
  purchaseListQuerySchema,
  purchaseListSchema,
  shopBriefSchema,
  shopOrderPageQuerySchema,
  skuMatchShopBodySchema,
  skuShopSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { idempotencyHeaders, idempotencyKeyOf } from '../../http/idempotency.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import * as order from './service.ts';

const tags = ['商城订单'];
const config = { auth: 'user' as const };

export const orderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config: appConfig }) => {
  const settings: order.OrderSettings = { expireMinutes: appConfig.orderExpireMinutes };

  app.post(
    BUYING_API.skuMatchShop,
    {
      config,
      schema: {
        tags,
        summary: '型号匹配供货店铺（skuMatchShop）',
        description: '每个型号由买家当前的订货一级经销商供货；未绑定一级经销商时按第一部分 §5 的提示拒绝。',
        body: skuMatchShopBodySchema,
        response: { 200: envelopeOf(z.array(skuShopSchema)) },
      },
    },
    async (req) => ok(await order.skuMatchShop(db, requireUser(req).accountId, req.body.skuNos)),
  );

  app.get(
    BUYING_API.shopStatusCheck,
    {
      config,
      schema: {
        tags,
        summary: '店铺状态（shop-status-check）',
        description: 'status 1 营业，0 异常（msg 说明原因）。不传 merchantNo 时为当前订货店铺。',
        querystring: z.object({ merchantNo: z.string().trim().max(40).optional() }),
        response: { 200: envelopeOf(shopBriefSchema) },
      },
    },
    async (req) => ok(await order.shopStatus(db, requireUser(req).accountId, req.query.merchantNo || undefined)),
  );

  app.post(
    BUYING_API.preSettlement,
    {
      config,
      schema: {
        tags,
        summary: '预结算（preSettlement）',
        description:
          '购物车中已勾选的商品（source=cart）或直接购买的型号（source=direct）：价格、库存、运费、可用优惠券与应付金额，全部由服务端计算，金额单位分。userCouponNo 不传时自动选择最优的可用券，传 null 表示不用券。',
        body: preSettlementBodySchema,
        response: { 200: envelopeOf(preSettlementSchema) },
      },
    },
    async (req) => ok(await order.preSettlement(db, requireUser(req).accountId, req.body)),
  );

  app.post(
    BUYING_API.placeOrder,
    {
      config,
      schema: {
        tags,
        summary: '提交订单（placeorder）',
        description:
          '必须带 Idempotency-Key 请求头（8–64 位字母、数字、下划线或短横线）：同一个键与相同的请求体总是返回同一笔订单；同一个键配不同的请求体被拒绝（422）。服务端在一个事务内重新计算金额（与 expectedPayFen 不符时拒绝）、锁定库存、核销优惠券并生成订单。',
        headers: idempotencyHeaders,
        body: placeOrderBodySchema,
        response: { 200: envelopeOf(placedOrderSchema) },
      },
    },
    async (req) => {
      const { accountId } = requireUser(req);
      return ok(await order.placeOrder(db, accountId, idempotencyKeyOf(req), req.body, settings));
    },
  );

  app.get(
    BUYING_API.orderPage,
    {
      config,
      schema: {
        tags,
        summary: '我的订单（分状态）',
        description: 'status 不传为全部；tabs 给出每个状态的订单数，count 为当前状态的总数。',
        querystring: mallOrderPageQuerySchema,
        response: { 200: envelopeOf(orderPageSchema) },
      },
    },
    async (req) => {
      const { page, total } = await order.page(db, requireUser(req).accountId, req.query);
      return ok(page, total);
    },
  );

  app.get(
    BUYING_API.orderDetail,
    {
      config,
      schema: { tags, summary: '订单详情', querystring: orderNoSchema, response: { 200: envelopeOf(orderViewSchema) } },
    },
    async (req) => ok(await order.detail(db, requireUser(req).accountId, req.query.orderNo)),
  );

  app.post(
    BUYING_API.orderCancel,
    {
      config,
      schema: {
        tags,
        summary: '取消订单',
        description: '只有待付款的订单可以取消；库存与优惠券在同一事务内退回。',
        body: orderNoSchema,
        response: { 200: envelopeOf(orderViewSchema) },
      },
    },
    async (req) => {
      return {
        ...ok(await order.cancel(db, requireUser(req).accountId, req.body.orderNo)),
        msg: MALL_ORDER_MESSAGES.cancelled,
      };
    },
  );

  app.post(
    ORDER_API.confirmReceipt,
    {
      config,
      schema: {
        tags,
        summary: '确认收货（已发货 → 已完成）',
        body: orderNoSchema,
        response: { 200: envelopeOf(orderViewSchema) },
      },
    },
    async (req) => {
      return {
        ...ok(await order.confirmReceipt(db, requireUser(req).accountId, req.body.orderNo)),
        msg: MALL_ORDER_MESSAGES.received,
      };
    },
  );

  app.get(
    BUYING_API.purchaseList,
    {
      config,
      schema: {
        tags,
        summary: '采购单列表（data.rows，每行带 skuDTOList）',
        querystring: purchaseListQuerySchema,
        response: { 200: envelopeOf(purchaseListSchema) },
      },
    },
    async (req) => {
      const data = await order.purchaseList(db, requireUser(req).accountId, req.query);
      return ok(data, data.total);
    },
  );

  app.get(
    ORDER_API.shopOrderPage,
    {
      config,
      schema: {
        tags,
        summary: '店铺订单（一级经销商待处理的订单）',
        querystring: shopOrderPageQuerySchema,
        response: { 200: envelopeOf(orderPageSchema) },
      },
    },
    async (req) => {
      const { page, total } = await order.shopPage(db, requireUser(req).accountId, req.query);
      return ok(page, total);
    },
  );

  app.get(
    ORDER_API.shopOrderDetail,
    {
      config,
      schema: {
        tags,
        summary: '店铺订单详情',
        querystring: orderNoSchema,
        response: { 200: envelopeOf(orderViewSchema) },
      },
    },
    async (req) => ok(await order.shopDetail(db, requireUser(req).accountId, req.query.orderNo)),
  );

  app.post(
    ORDER_API.ship,
    {
      config,
      schema: {
        tags,
        summary: '发货（已付款 → 已发货）',
        body: orderNoSchema,
        response: { 200: envelopeOf(orderViewSchema) },
      },
    },
    async (req) => {
      return {
        ...ok(await order.ship(db, requireUser(req).accountId, req.body.orderNo)),
        msg: MALL_ORDER_MESSAGES.shipped,
      };
    },
  );
};

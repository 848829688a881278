/** Endpoints of flash sales: the zone, an activity, its shops, settle and buy, and management by sales accounts. */
import { z } from 'zod';
import {
  SECKILL_FOLLOW_API,
  SECKILL_FOLLOW_MESSAGES,
  seckillFollowBodySchema,
  seckillFollowQuerySchema,
  seckillFollowSchema,
  SECKILL_API,
  promotionShopQuerySchema,
  promotionShopSchema,
  seckillAbandonBodySchema,
  seckillBuyBodySchema,
  seckillDetailQuerySchema,
  seckillDetailSchema,
  seckillGoodsQuerySchema,
  seckillGoodsSchema,
  seckillManageActivitySchema,
  seckillManagePageQuerySchema,
  seckillManagePageSchema,
  seckillPageQuerySchema,
  seckillPageSchema,
  seckillSaleSchema,
  seckillSalesQuerySchema,
  seckillSaveBodySchema,
  seckillSettleBodySchema,
  seckillSettlementSchema,
  SECKILL_MESSAGES,
} from '../../member-store/index.ts';
import { placedOrderSchema, idempotencyHeadersSchema, MALL_ORDER_MESSAGES } from '../../buying/index.ts';
import { endpoint, reasonOf } from '../../core/index.ts';

const user = 'user' as const;

export const SECKILL_ENDPOINTS = {
  page: endpoint({
    method: 'GET',
    path: SECKILL_API.page,
    auth: user,
    query: seckillPageQuerySchema,
    data: seckillPageSchema,
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: SECKILL_API.detail,
    auth: user,
    query: seckillDetailQuerySchema,
    data: seckillDetailSchema,
  }),
  promotionShop: endpoint({
    method: 'GET',
    path: SECKILL_API.promotionShop,
    auth: user,
    query: promotionShopQuerySchema,
    data: z.array(promotionShopSchema),
  }),
  settle: endpoint({
    method: 'POST',
    path: SECKILL_API.settle,
    auth: user,
    body: seckillSettleBodySchema,
    data: seckillSettlementSchema,
  }),
  buy: endpoint({
    method: 'POST',
    path: SECKILL_API.buy,
    auth: user,
    headers: idempotencyHeadersSchema,
    body: seckillBuyBodySchema,
    data: placedOrderSchema,
    refusals: [
      reasonOf(SECKILL_MESSAGES, 'overLimit'),
      reasonOf(MALL_ORDER_MESSAGES, 'amountChanged'),
      reasonOf(MALL_ORDER_MESSAGES, 'idempotencyKeyReused'),
    ],
  }),
  managePage: endpoint({
    method: 'GET',
    path: SECKILL_API.managePage,
    auth: user,
    query: seckillManagePageQuerySchema,
    data: seckillManagePageSchema,
    paged: true,
  }),
  manageGoods: endpoint({
    method: 'GET',
    path: SECKILL_API.manageGoods,
    auth: user,
    query: seckillGoodsQuerySchema,
    data: seckillGoodsSchema,
  }),
  manageSave: endpoint({
    method: 'POST',
    path: SECKILL_API.manageSave,
    auth: user,
    body: seckillSaveBodySchema,
    data: seckillManageActivitySchema,
  }),
  manageAbandon: endpoint({
    method: 'POST',
    path: SECKILL_API.manageAbandon,
    auth: user,
    body: seckillAbandonBodySchema,
    data: seckillManageActivitySchema,
  }),
  manageSales: endpoint({
    method: 'GET',
    path: SECKILL_API.manageSales,
    auth: user,
    query: seckillSalesQuerySchema,
    data: z.array(seckillSaleSchema),
    paged: true,
  }),
};

/** 'Remind me' on a flash sale's detail (member-store/seckill-follow.ts). */
export const SECKILL_FOLLOW_ENDPOINTS = {
  status: endpoint({
    method: 'GET',
    path: SECKILL_FOLLOW_API.status,
    auth: 'user',
    query: seckillFollowQuerySchema,
    data: seckillFollowSchema,
  }),
  set: endpoint({
    method: 'POST',
    path: SECKILL_FOLLOW_API.set,
    auth: 'user',
    body: seckillFollowBodySchema,
    data: seckillFollowSchema,
    refusals: [reasonOf(SECKILL_FOLLOW_MESSAGES, 'started'), reasonOf(SECKILL_FOLLOW_MESSAGES, 'over')],
  }),
};

/** Endpoints of flash sales: the zone, an activity, its shops, settle and buy, and management by sales accounts. */
import { SECKILL_ROUTES, SECKILL_FOLLOW_ROUTES } from '../routes/seckill.ts';
import { z } from 'zod';
import {
  seckillFollowBodySchema,
  seckillFollowQuerySchema,
  seckillFollowSchema,
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
} from '../../member-store/index.ts';
import { placedOrderSchema, idempotencyHeadersSchema } from '../../buying/index.ts';
import { endpoint } from '../../core/index.ts';

export const SECKILL_ENDPOINTS = {
  page: endpoint({ ...SECKILL_ROUTES.page, query: seckillPageQuerySchema, data: seckillPageSchema }),
  detail: endpoint({ ...SECKILL_ROUTES.detail, query: seckillDetailQuerySchema, data: seckillDetailSchema }),
  promotionShop: endpoint({
    ...SECKILL_ROUTES.promotionShop,
    query: promotionShopQuerySchema,
    data: z.array(promotionShopSchema),
  }),
  settle: endpoint({ ...SECKILL_ROUTES.settle, body: seckillSettleBodySchema, data: seckillSettlementSchema }),
  buy: endpoint({
    ...SECKILL_ROUTES.buy,
    headers: idempotencyHeadersSchema,
    body: seckillBuyBodySchema,
    data: placedOrderSchema,
  }),
  managePage: endpoint({
    ...SECKILL_ROUTES.managePage,
    query: seckillManagePageQuerySchema,
    data: seckillManagePageSchema,
  }),
  manageGoods: endpoint({ ...SECKILL_ROUTES.manageGoods, query: seckillGoodsQuerySchema, data: seckillGoodsSchema }),
  manageSave: endpoint({
    ...SECKILL_ROUTES.manageSave,
    body: seckillSaveBodySchema,
    data: seckillManageActivitySchema,
  }),
  manageAbandon: endpoint({
    ...SECKILL_ROUTES.manageAbandon,
    body: seckillAbandonBodySchema,
    data: seckillManageActivitySchema,
  }),
  manageSales: endpoint({
    ...SECKILL_ROUTES.manageSales,
    query: seckillSalesQuerySchema,
    data: z.array(seckillSaleSchema),
  }),
};

/** 'Remind me' on a flash sale's detail (member-store/seckill-follow.ts). */
export const SECKILL_FOLLOW_ENDPOINTS = {
  status: endpoint({ ...SECKILL_FOLLOW_ROUTES.status, query: seckillFollowQuerySchema, data: seckillFollowSchema }),
  set: endpoint({ ...SECKILL_FOLLOW_ROUTES.set, body: seckillFollowBodySchema, data: seckillFollowSchema }),
};

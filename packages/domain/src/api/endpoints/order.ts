/** Endpoints of the order module: the mall orders (settle, place, list, the shop's side). */
import { ORDER_ROUTES } from '../routes/order.ts';
import { z } from 'zod';
import {
  idempotencyHeadersSchema,
  mallOrderPageQuerySchema,
  orderNoSchema,
  orderParcelsSchema,
  shipBodySchema,
  orderPageSchema,
  orderViewSchema,
  placedOrderSchema,
  placeOrderBodySchema,
  preSettlementBodySchema,
  preSettlementSchema,
  purchaseListQuerySchema,
  purchaseListSchema,
  shopBriefSchema,
  shopOrderPageQuerySchema,
  shopStatusQuerySchema,
  skuMatchShopBodySchema,
  skuShopSchema,
} from '../../buying/index.ts';
import { endpoint } from '../../core/index.ts';

export const ORDER_ENDPOINTS = {
  skuMatchShop: endpoint({
    ...ORDER_ROUTES.skuMatchShop,
    body: skuMatchShopBodySchema,
    data: z.array(skuShopSchema),
  }),
  shopStatus: endpoint({ ...ORDER_ROUTES.shopStatus, query: shopStatusQuerySchema, data: shopBriefSchema }),
  preSettlement: endpoint({
    ...ORDER_ROUTES.preSettlement,
    body: preSettlementBodySchema,
    data: preSettlementSchema,
  }),
  placeOrder: endpoint({
    ...ORDER_ROUTES.placeOrder,
    headers: idempotencyHeadersSchema,
    body: placeOrderBodySchema,
    data: placedOrderSchema,
  }),
  page: endpoint({ ...ORDER_ROUTES.page, query: mallOrderPageQuerySchema, data: orderPageSchema }),
  detail: endpoint({ ...ORDER_ROUTES.detail, query: orderNoSchema, data: orderViewSchema }),
  cancel: endpoint({ ...ORDER_ROUTES.cancel, body: orderNoSchema, data: orderViewSchema }),
  confirmReceipt: endpoint({ ...ORDER_ROUTES.confirmReceipt, body: orderNoSchema, data: orderViewSchema }),
  purchaseList: endpoint({
    ...ORDER_ROUTES.purchaseList,
    query: purchaseListQuerySchema,
    data: purchaseListSchema,
  }),
  shopPage: endpoint({ ...ORDER_ROUTES.shopPage, query: shopOrderPageQuerySchema, data: orderPageSchema }),
  shopDetail: endpoint({ ...ORDER_ROUTES.shopDetail, query: orderNoSchema, data: orderViewSchema }),
  ship: endpoint({ ...ORDER_ROUTES.ship, body: shipBodySchema, data: orderViewSchema }),
  parcels: endpoint({ ...ORDER_ROUTES.parcels, query: orderNoSchema, data: orderParcelsSchema }),
};

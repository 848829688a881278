/** Endpoints of the order module: the mall orders (settle, place, list, the shop's side). */
import { z } from 'zod';
import {
  BUYING_API,
  mallOrderPageQuerySchema,
  orderNoSchema,
  placeOrderBodySchema,
  placedOrderSchema,
  preSettlementBodySchema,
  preSettlementSchema,
  shopBriefSchema,
} from '../../buying/contract.ts';
import {
  MALL_ORDER_MESSAGES,
  ORDER_API,
  idempotencyHeadersSchema,
  orderPageSchema,
  orderViewSchema,
  purchaseListQuerySchema,
  purchaseListSchema,
  shopOrderPageQuerySchema,
  shopStatusQuerySchema,
  skuMatchShopBodySchema,
  skuShopSchema,
} from '../../buying/order.ts';
import { endpoint } from '../../core/endpoint.ts';
import { reasonOf } from '../../core/refusals.ts';

const user = 'user' as const;

export const MALL_ORDER_ENDPOINTS = {
  skuMatchShop: endpoint({
    method: 'POST',
    path: BUYING_API.skuMatchShop,
    auth: user,
    body: skuMatchShopBodySchema,
    data: z.array(skuShopSchema),
  }),
  shopStatus: endpoint({
    method: 'GET',
    path: BUYING_API.shopStatusCheck,
    auth: user,
    query: shopStatusQuerySchema,
    data: shopBriefSchema,
  }),
  preSettlement: endpoint({
    method: 'POST',
    path: BUYING_API.preSettlement,
    auth: user,
    body: preSettlementBodySchema,
    data: preSettlementSchema,
  }),
  placeOrder: endpoint({
    method: 'POST',
    path: BUYING_API.placeOrder,
    auth: user,
    headers: idempotencyHeadersSchema,
    body: placeOrderBodySchema,
    data: placedOrderSchema,
    refusals: [
      reasonOf(MALL_ORDER_MESSAGES, 'amountChanged'),
      reasonOf(MALL_ORDER_MESSAGES, 'stockTaken'),
      reasonOf(MALL_ORDER_MESSAGES, 'stockShort'),
      reasonOf(MALL_ORDER_MESSAGES, 'soldOut'),
      reasonOf(MALL_ORDER_MESSAGES, 'quantityMax'),
      reasonOf(MALL_ORDER_MESSAGES, 'totalMax'),
      reasonOf(MALL_ORDER_MESSAGES, 'idempotencyKeyReused'),
    ],
  }),
  page: endpoint({
    method: 'GET',
    path: BUYING_API.orderPage,
    auth: user,
    query: mallOrderPageQuerySchema,
    data: orderPageSchema,
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: BUYING_API.orderDetail,
    auth: user,
    query: orderNoSchema,
    data: orderViewSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: BUYING_API.orderCancel,
    auth: user,
    body: orderNoSchema,
    data: orderViewSchema,
    refusals: [reasonOf(MALL_ORDER_MESSAGES, 'cannotCancel')],
  }),
  confirmReceipt: endpoint({
    method: 'POST',
    path: ORDER_API.confirmReceipt,
    auth: user,
    body: orderNoSchema,
    data: orderViewSchema,
    refusals: [reasonOf(MALL_ORDER_MESSAGES, 'cannotConfirm')],
  }),
  purchaseList: endpoint({
    method: 'GET',
    path: BUYING_API.purchaseList,
    auth: user,
    query: purchaseListQuerySchema,
    data: purchaseListSchema,
    paged: true,
  }),
  shopPage: endpoint({
    method: 'GET',
    path: ORDER_API.shopOrderPage,
    auth: user,
    query: shopOrderPageQuerySchema,
    data: orderPageSchema,
    paged: true,
  }),
  shopDetail: endpoint({
    method: 'GET',
    path: ORDER_API.shopOrderDetail,
    auth: user,
    query: orderNoSchema,
    data: orderViewSchema,
  }),
  ship: endpoint({
    method: 'POST',
    path: ORDER_API.ship,
    auth: user,
    body: orderNoSchema,
    data: orderViewSchema,
    refusals: [reasonOf(MALL_ORDER_MESSAGES, 'cannotShip')],
  }),
};

/** Endpoints of buying: the cart, addresses, freight, coupons and mall orders. */
import { z } from 'zod';
import {
  BUYING_API,
  cartAddBodySchema,
  cartAddResultSchema,
  cartCheckBodySchema,
  cartCountSchema,
  cartDelBodySchema,
  cartModifyBodySchema,
  cartViewSchema,
  couponCentreItemSchema,
  couponGotBodySchema,
  couponListQuerySchema,
  couponMineQuerySchema,
  freightBodySchema,
  freightResultSchema,
  mallOrderPageQuerySchema,
  myCouponSchema,
  orderNoSchema,
  placeOrderBodySchema,
  placedOrderSchema,
  preSettlementBodySchema,
  preSettlementSchema,
  shopBriefSchema,
} from '../../buying/contract.ts';
import { addressSchema } from '../../buying/address-contract.ts';
import { addressIdSchema, addressInputSchema, addressUpdateSchema } from '../../buying/address-input.ts';
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
import { endpoint, noData } from '../../core/endpoint.ts';
import { reasonOf } from '../../core/refusals.ts';

const user = 'user' as const;

export const CART_ENDPOINTS = {
  query: endpoint({ method: 'GET', path: BUYING_API.cartQuery, auth: user, data: cartViewSchema }),
  count: endpoint({ method: 'GET', path: BUYING_API.cartCount, auth: user, data: cartCountSchema }),
  batchAdd: endpoint({
    method: 'POST',
    path: BUYING_API.cartBatchAdd,
    auth: user,
    body: cartAddBodySchema,
    data: cartAddResultSchema,
  }),
  modify: endpoint({
    method: 'POST',
    path: BUYING_API.cartModify,
    auth: user,
    body: cartModifyBodySchema,
    data: cartViewSchema,
  }),
  del: endpoint({
    method: 'POST',
    path: BUYING_API.cartDel,
    auth: user,
    body: cartDelBodySchema,
    data: cartViewSchema,
  }),
  batchCheck: endpoint({
    method: 'POST',
    path: BUYING_API.cartBatchCheck,
    auth: user,
    body: cartCheckBodySchema,
    data: cartViewSchema,
  }),
};

export const ADDRESS_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: BUYING_API.addressList, auth: user, data: z.array(addressSchema) }),
  add: endpoint({
    method: 'POST',
    path: BUYING_API.addressAdd,
    auth: user,
    body: addressInputSchema,
    data: addressSchema,
  }),
  update: endpoint({
    method: 'POST',
    path: BUYING_API.addressUpdate,
    auth: user,
    body: addressUpdateSchema,
    data: addressSchema,
  }),
  remove: endpoint({ method: 'POST', path: BUYING_API.addressDelete, auth: user, body: addressIdSchema, data: noData }),
  setDefault: endpoint({
    method: 'POST',
    path: BUYING_API.addressSetDefault,
    auth: user,
    body: addressIdSchema,
    data: noData,
  }),
  check: endpoint({
    method: 'POST',
    path: BUYING_API.addressCheck,
    auth: user,
    body: addressIdSchema,
    data: addressSchema,
  }),
};

export const LOGISTICS_ENDPOINTS = {
  freight: endpoint({
    method: 'POST',
    path: BUYING_API.freight,
    auth: user,
    body: freightBodySchema,
    data: freightResultSchema,
  }),
};

export const COUPON_ENDPOINTS = {
  centre: endpoint({
    method: 'GET',
    path: BUYING_API.couponList,
    auth: 'optional',
    query: couponListQuerySchema,
    data: z.array(couponCentreItemSchema),
    paged: true,
  }),
  claim: endpoint({
    method: 'POST',
    path: BUYING_API.couponGot,
    auth: user,
    body: couponGotBodySchema,
    data: myCouponSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: BUYING_API.couponMine,
    auth: user,
    query: couponMineQuerySchema,
    data: z.array(myCouponSchema),
    paged: true,
  }),
};

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

/** The constants, messages and rules of contract.ts (no zod: what the start imports, apart from the schemas). */
import { messages } from '../core/index.ts';

const P = '/api-cloud-merchant-service/v1';

export const BUYING_API = {
  cartQuery: `${P}/cart/query`,
  cartBatchAdd: `${P}/cart/batchAdd`,
  cartDel: `${P}/cart/del`,
  cartModify: `${P}/cart/modify`,
  cartBatchCheck: `${P}/cart/batch/check`,
  cartCount: `${P}/cart/count`,
  addressList: `${P}/address/list`,
  addressAdd: `${P}/address/add`,
  addressUpdate: `${P}/address/update`,
  addressDelete: `${P}/address/delete`,
  addressSetDefault: `${P}/address/set-default`,
  addressCheck: `${P}/address/check`,
  freight: `${P}/logistics/template/calculate`,
  couponList: `${P}/coupon/list`,
  couponGot: `${P}/coupon/got`,
  couponMine: `${P}/coupon/mine`,
  skuMatchShop: `${P}/order/skuMatchShop`,
  shopStatusCheck: `${P}/order/shop-status-check`,
  preSettlement: `${P}/order/preSettlement`,
  placeOrder: `${P}/order/placeorder`,
  orderPage: `${P}/order/page`,
  orderDetail: `${P}/order/detail`,
  orderCancel: `${P}/order/cancel`,
  purchaseList: `${P}/order/purchase/list`,
  /** The first-level dealer's orders to fulfil (its shop is the order's shop). */
  shopOrderPage: `${P}/order/shop/page`,
  shopOrderDetail: `${P}/order/shop/detail`,
  /** 已付款 -> 已发货, by the shop. */
  ship: `${P}/order/ship`,
  /** The order's parcels with their traces, for its buyer and its shop. */
  parcels: `${P}/order/parcels`,
  /** 已发货 -> 已完成, by the buyer. */
  confirmReceipt: `${P}/order/confirm-receipt`,
} as const;

/** The header that makes placeorder safe to retry. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const BUY_QUANTITY_MIN = 1;

export const BUY_QUANTITY_MAX = 9999;

export const ORDER_REMARK_MAX_LENGTH = 200;

export const CART_MAX_LINES = 200;

/** The words of the quantity rule (the zod schema below and buyQuantityError in cart.ts). */
export const BUY_QUANTITY_MESSAGES = messages('BUY_QUANTITY', {
  required: '请输入购买数量',
  integer: '购买数量须为整数',
  min: '购买数量不能小于1',
  max: '购买数量不能大于9999',
});

export const COUPON_TABS = ['unused', 'used', 'expired'] as const;

export type CouponTab = (typeof COUPON_TABS)[number];

export const COUPON_TAB_LABEL: Record<CouponTab, string> = { unused: '未使用', used: '已使用', expired: '已过期' };

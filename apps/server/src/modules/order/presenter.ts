/** Rows of mall orders -> the API types of @portal/domain. Only the fields listed here leave the module. */
import {
  addressSnapshotOf,
  ORDER_STATUS_LABEL,
  isOrderStatus,
  orderActions,
  type OrderSide,
  type OrderStatus,
  type OrderView,
  type PurchaseRow,
} from '@portal/domain';
import type { LineRow, OrderRow } from './queries.ts';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

function statusOf(n: number): OrderStatus {
  if (!isOrderStatus(n)) throw new Error(`mall_order.status ${n} is not a known state`);
  return n;
}

export function toOrderView(
  o: OrderRow,
  lines: readonly LineRow[],
  side: OrderSide,
  now: Date,
  buyerName: string | null = null,
): OrderView {
  const status = statusOf(o.status);
  const expiresAt = new Date(o.expires_at);
  return {
    orderNo: o.order_no,
    status,
    statusLabel: ORDER_STATUS_LABEL[status],
    actions: orderActions(side, { status, expiresAt }, now),
    shopMerchantNo: o.shop_merchant_no,
    shopName: o.shop_name,
    buyerName,
    goodsFen: o.goods_fen,
    freightFen: o.freight_fen,
    discountFen: o.discount_fen,
    payFen: o.pay_fen,
    userCouponNo: o.user_coupon_no,
    address: addressSnapshotOf(o.address),
    remark: o.remark,
    payChannel: o.pay_channel,
    createdAt: iso(o.created_at)!,
    expiresAt: expiresAt.toISOString(),
    paidAt: iso(o.paid_at),
    shippedAt: iso(o.shipped_at),
    completedAt: iso(o.completed_at),
    cancelledAt: iso(o.cancelled_at),
    cancelReason: o.cancel_reason,
    lines: lines.map((l) => ({
      skuNo: l.sku_no,
      spuNo: l.spu_no,
      skuName: l.sku_name,
      spuName: l.spu_name,
      model: l.model,
      picUrl: l.pic_url,
      priceFen: l.price_fen,
      quantity: l.quantity,
      amountFen: l.amount_fen,
      discountFen: l.discount_fen,
    })),
  };
}

export function toPurchaseRow(o: OrderRow, lines: readonly LineRow[]): PurchaseRow {
  const status = statusOf(o.status);
  return {
    orderNo: o.order_no,
    status,
    statusLabel: ORDER_STATUS_LABEL[status],
    shopMerchantNo: o.shop_merchant_no,
    shopName: o.shop_name,
    goodsFen: o.goods_fen,
    payFen: o.pay_fen,
    createdAt: iso(o.created_at)!,
    skuDTOList: lines.map((l) => ({
      skuNo: l.sku_no,
      spuNo: l.spu_no,
      skuName: l.sku_name,
      spuName: l.spu_name,
      model: l.model,
      picUrl: l.pic_url,
      price: l.price_fen,
      quantity: l.quantity,
      amount: l.amount_fen,
    })),
  };
}

/** Groups lines by their order id. */
export function linesByOrder(lines: readonly LineRow[]): Map<number, LineRow[]> {
  const by = new Map<number, LineRow[]>();
  for (const l of lines) {
    const list = by.get(l.order_id);
    if (list) list.push(l);
    else by.set(l.order_id, [l]);
  }
  return by;
}

/**
 * What the after-sale module reads of a mall order: its buyer, its shop, its state and delivery times, what was paid
 * and each line as ordered (the line's amount and its reduction, a coupon's share included).
 */
import { addressSnapshotOf } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as q from './queries.ts';

export interface SoldOrder {
  orderNo: string;
  accountId: number;
  shopMerchantNo: string;
  shopName: string;
  status: number;
  payFen: number;
  shippedAt: Date | null;
  completedAt: Date | null;
  /** The receiver's phone on the order (a carrier's trace may ask for it). */
  contactPhone: string | null;
  lines: {
    lineNo: number;
    skuNo: string;
    skuName: string;
    spuName: string;
    model: string;
    picUrl: string | null;
    quantity: number;
    amountFen: number;
    discountFen: number;
  }[];
}

export async function soldOrder(db: Kysely<DB> | Transaction<DB>, orderNo: string): Promise<SoldOrder | null> {
  const o = await q.findOrder(db, orderNo);
  if (!o) return null;
  const lines = await q.linesOf(db, [Number(o.id)]);
  return {
    orderNo: o.order_no,
    accountId: Number(o.account_id),
    shopMerchantNo: o.shop_merchant_no,
    shopName: o.shop_name,
    status: Number(o.status),
    payFen: o.pay_fen,
    shippedAt: o.shipped_at,
    completedAt: o.completed_at,
    contactPhone: addressSnapshotOf(o.address).contactPhone || null,
    lines: lines.map((l) => ({
      lineNo: l.line_no,
      skuNo: l.sku_no,
      skuName: l.sku_name,
      spuName: l.spu_name,
      model: l.model,
      picUrl: l.pic_url,
      quantity: l.quantity,
      amountFen: l.amount_fen,
      discountFen: l.discount_fen,
    })),
  };
}

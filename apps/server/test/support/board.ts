/**
 * The boards' test fixture (issue 60): paid, unpaid and flash-sale mall orders, refunded returns and staff refunds,
 * written directly as the real paths write them: a paid order has its paid payment; a return refunded with money has
 * its successful payment_refund under the return's refund number (after-sale/refund.ts goes through the payment
 * module's refund path), as has a staff refund in 退款管理 (payment/refund.ts staffRefund) without a return.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';

let n = 0;
export async function order(
  db: Kysely<DB>,
  o: {
    accountId: number;
    buyer: string | null;
    shop: string;
    province: string;
    payFen: number;
    paidAt: string | null;
    flash?: boolean;
    /** Default: 2 (paid) when paid, else 5 (cancelled). */
    status?: number;
    lines: { model: string; quantity: number; amountFen: number }[];
  },
): Promise<string> {
  const orderNo = `BT${String(++n).padStart(6, '0')}${Date.now() % 100000}`;
  const row = await db
    .insertInto('mall_order')
    .values({
      order_no: orderNo,
      account_id: o.accountId,
      buyer_merchant_no: o.buyer,
      shop_merchant_no: o.shop,
      shop_name: '店',
      status: o.status ?? (o.paidAt ? 2 : 5),
      goods_fen: o.lines.reduce((s, l) => s + l.amountFen, 0),
      freight_fen: o.payFen - o.lines.reduce((s, l) => s + l.amountFen, 0),
      pay_fen: o.payFen,
      address: JSON.stringify({ provinceName: o.province }),
      idempotency_key: orderNo,
      request_hash: orderNo,
      order_type: o.flash ? 2 : 1,
      expires_at: new Date('2026-12-31T00:00:00Z'),
      paid_at: o.paidAt ? new Date(o.paidAt) : null,
      cancelled_at: o.paidAt ? null : new Date('2026-10-06T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (o.paidAt)
    await db
      .insertInto('payment')
      .values({
        payment_no: `P${orderNo}`,
        payable_kind: 'mall_order',
        payable_no: orderNo,
        account_id: o.accountId,
        channel: 'wechat',
        amount_fen: o.payFen,
        subject: orderNo,
        status: 1,
        expires_at: new Date(o.paidAt),
        paid_at: new Date(o.paidAt),
      })
      .execute();
  let lineNo = 0;
  for (const l of o.lines)
    await db
      .insertInto('mall_order_line')
      .values({
        order_id: row.id,
        line_no: ++lineNo,
        sku_no: l.model,
        spu_no: l.model,
        sku_name: l.model,
        spu_name: l.model,
        model: l.model,
        price_fen: l.amountFen / l.quantity,
        quantity: l.quantity,
        amount_fen: l.amountFen,
      })
      .execute();
  return orderNo;
}

export async function refund(
  db: Kysely<DB>,
  r: {
    orderNo: string;
    accountId: number;
    shop: string;
    model: string;
    quantity: number;
    fen: number;
    at: string;
    state?: 'refunded' | 'applied' | 'closed';
  },
) {
  const a = await db
    .insertInto('after_sale')
    .values({
      after_sale_no: `AS${r.orderNo}${r.state ?? ''}`,
      order_no: r.orderNo,
      line_no: 1,
      account_id: r.accountId,
      shop_merchant_no: r.shop,
      shop_name: '店',
      kind: 'return',
      state: r.state ?? 'refunded',
      reason_code: 'damaged',
      quantity: r.quantity,
      sku_no: r.model,
      sku_name: r.model,
      spu_name: r.model,
      model: r.model,
      pictures: JSON.stringify([]),
      refund_fen: r.fen,
      refund_no: `R${r.orderNo}${r.state ?? ''}`,
      created_at: new Date(r.at),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if ((r.state ?? 'refunded') === 'refunded' && r.fen > 0)
    await paymentRefund(db, { orderNo: r.orderNo, refundNo: `R${r.orderNo}`, fen: r.fen, at: r.at, by: null });
  await db
    .insertInto('after_sale_step')
    .values({
      after_sale_id: a.id,
      event: r.state && r.state !== 'refunded' ? 'apply' : 'refund',
      state: r.state ?? 'refunded',
      by_side: r.state && r.state !== 'refunded' ? 'buyer' : 'seller',
      created_at: new Date(r.at),
    })
    .execute();
}

/** A successful refund of an order's paid payment (the payment's refunded_fen raised as refund.ts reserves it). */
async function paymentRefund(
  db: Kysely<DB>,
  r: { orderNo: string; refundNo: string; fen: number; at: string; by: number | null },
) {
  await db
    .updateTable('payment')
    .set((eb) => ({ refunded_fen: eb('refunded_fen', '+', r.fen) }))
    .where('payment_no', '=', `P${r.orderNo}`)
    .execute();
  await db
    .insertInto('payment_refund')
    .values({
      refund_no: r.refundNo,
      payment_no: `P${r.orderNo}`,
      channel: 'wechat',
      amount_fen: r.fen,
      reason: r.by === null ? '售后退货' : '协商退款',
      status: 1,
      requested_by: r.by,
      succeeded_at: new Date(r.at),
      created_at: new Date(r.at),
    })
    .execute();
}

/** A staff refund in 退款管理 of part of a paid order, with no return behind it. */
export async function staffRefund(
  db: Kysely<DB>,
  r: { orderNo: string; staffId: number; fen: number; at: string; status?: 0 | 1 | 2 },
) {
  const refundNo = `RS${r.orderNo}${r.at.replace(/\D/g, '')}`;
  if ((r.status ?? 1) === 1) return paymentRefund(db, { ...r, refundNo, by: r.staffId });
  await db
    .insertInto('payment_refund')
    .values({
      refund_no: refundNo,
      payment_no: `P${r.orderNo}`,
      channel: 'wechat',
      amount_fen: r.fen,
      reason: '协商退款',
      status: r.status!,
      requested_by: r.staffId,
      created_at: new Date(r.at),
    })
    .execute();
}

/** Money that arrived for an order that could no longer take it (never paid), refunded whole by itself. */
export async function lateMoneyRefunded(
  db: Kysely<DB>,
  r: { orderNo: string; accountId: number; fen: number; at: string },
) {
  await db
    .insertInto('payment')
    .values({
      payment_no: `P${r.orderNo}`,
      payable_kind: 'mall_order',
      payable_no: r.orderNo,
      account_id: r.accountId,
      channel: 'alipay',
      amount_fen: r.fen,
      subject: r.orderNo,
      status: 2,
      expires_at: new Date(r.at),
      paid_at: new Date(r.at),
    })
    .execute();
  await paymentRefund(db, { orderNo: r.orderNo, refundNo: `RL${r.orderNo}`, fen: r.fen, at: r.at, by: null });
}

let d = 0;
/**
 * A design order of an account's as the design tool keeps it (its creation is the design-order module's own, tested
 * there): lines of catalogue models (skuType 0) or custom products (1), created now unless told, quoted when exported.
 */
export async function designOrder(
  db: Kysely<DB>,
  o: {
    accountId: number;
    name: string;
    lines: { skuNo: string; quantity: number; skuType?: number }[];
    exported?: boolean;
    createdAt?: string;
  },
): Promise<{ id: number; orderNo: string }> {
  const orderNo = `PD${String(Date.now()).slice(-9)}${String(++d).padStart(4, '0')}`;
  const at = o.createdAt ? new Date(o.createdAt) : new Date();
  const row = await db
    .insertInto('design_order')
    .values({
      order_no: orderNo,
      account_id: o.accountId,
      name: o.name,
      exported_at: o.exported ? at : null,
      created_at: at,
    }) // prettier-ignore
    .returning('id')
    .executeTakeFirstOrThrow();
  let sort = 0;
  for (const l of o.lines)
    await db
      .insertInto('design_order_line')
      .values({
        order_id: row.id,
        sort: ++sort,
        spu_no: l.skuType === 1 ? 'CUSTOM' : l.skuNo,
        sku_no: l.skuNo,
        spu_name: l.skuNo,
        sku_name: l.skuNo,
        model: l.skuNo,
        sku_type: l.skuType ?? 0,
        price_fen: 100,
        rate_bp: 10000,
        rate_price_fen: 100,
        quantity: l.quantity,
        amount_fen: 100 * l.quantity,
      })
      .execute();
  return { id: Number(row.id), orderNo };
}

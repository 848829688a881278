/** The boards' test fixture (issue 60): paid, unpaid and flash-sale mall orders and refunded returns, written directly. */
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
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

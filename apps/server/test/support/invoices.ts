/** Paid mall orders and their refunds written straight into the tables (the invoice tests' set-up). */
import { PAYMENT_STATUS, REFUND_STATUS } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';
import type { BuyingWorld } from './buying.ts';

/** A company title that can take a 专票 (GB 32100-2015's own example code). */
export const COMPANY_TITLE = {
  kind: 'company',
  name: '杭州安视系统集成有限公司',
  taxNo: '91350100M000100Y43',
  registeredAddress: '杭州市西湖区文三路 90 号',
  registeredPhone: '0571-88886666',
  bankName: '招商银行杭州分行',
  bankAccount: '571900112233445',
};

let seq = 0;

export interface PaidLine {
  name: string;
  model: string;
  quantity: number;
  amountFen: number;
  discountFen?: number;
  /** The family the line sold (its tax classification); absent: a made-up one. */
  spuNo?: string;
}

/** A paid order of buyer `i` to the world's shop: its lines, freight and payment; answers its number. */
export async function paidOrder(
  db: Kysely<DB>,
  world: BuyingWorld,
  i: number,
  lines: PaidLine[],
  freightFen = 0,
  paidAt = new Date(),
): Promise<string> {
  const orderNo = `59${String(process.pid % 10000).padStart(4, '0')}${String(++seq).padStart(8, '0')}`;
  const goods = lines.reduce((s, l) => s + l.amountFen - (l.discountFen ?? 0), 0);
  const buyer = world.buyers[i]!;
  const { id } = await db
    .insertInto('mall_order')
    .values({
      order_no: orderNo,
      account_id: buyer.accountId,
      buyer_merchant_no: buyer.merchantNo,
      shop_merchant_no: world.shopMerchantNo,
      shop_name: world.shopName,
      status: 20,
      goods_fen: goods,
      freight_fen: freightFen,
      pay_fen: goods + freightFen,
      address: JSON.stringify({ contactName: '王工', contactPhone: '13900001111' }),
      idempotency_key: `inv-${orderNo}`,
      request_hash: 'h',
      expires_at: paidAt,
      paid_at: paidAt,
      pay_channel: 'wechat',
      payment_no: `P${orderNo}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('mall_order_line')
    .values(
      lines.map((l, n) => ({
        order_id: id,
        line_no: n + 1,
        sku_no: `SKU-${n}`,
        spu_no: l.spuNo ?? `SPU-${n}`,
        sku_name: l.name,
        spu_name: l.name,
        model: l.model,
        price_fen: Math.round(l.amountFen / l.quantity),
        quantity: l.quantity,
        amount_fen: l.amountFen,
        discount_fen: l.discountFen ?? 0,
      })),
    )
    .execute();
  await db
    .insertInto('payment')
    .values({
      payment_no: `P${orderNo}`,
      payable_kind: 'mall_order',
      payable_no: orderNo,
      account_id: buyer.accountId,
      channel: 'wechat',
      amount_fen: goods + freightFen,
      subject: '测试订单',
      status: PAYMENT_STATUS.PAID,
      expires_at: paidAt,
      paid_at: paidAt,
    })
    .execute();
  return orderNo;
}

/** A refund of `fen` on the order that the channel confirmed now. */
export async function refunded(db: Kysely<DB>, orderNo: string, fen: number): Promise<void> {
  await db
    .insertInto('payment_refund')
    .values({
      refund_no: `R${orderNo}-${++seq}`,
      payment_no: `P${orderNo}`,
      channel: 'wechat',
      amount_fen: fen,
      reason: '退货退款',
      status: REFUND_STATUS.SUCCESS,
      succeeded_at: new Date(),
    })
    .execute();
}

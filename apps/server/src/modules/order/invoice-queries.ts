/**
 * What the invoice module reads of mall orders (issue 59): buyer, seller, when paid, what was paid, the freight inside
 * it and each line at what its buyer paid for it (its amount less its discounts). One query for the orders and one for
 * their lines, however many are asked (at most the 50 of one merged invoice).
 */
import type { Db } from './tables.ts';

export interface OrderForInvoice {
  orderNo: string;
  accountId: number;
  shopMerchantNo: string;
  shopName: string;
  paidAt: Date | null;
  payFen: number;
  freightFen: number;
  lines: { spuNo: string; name: string; model: string; quantity: number; paidFen: number }[];
}

export async function ordersForInvoice(db: Db, orderNos: readonly string[]): Promise<OrderForInvoice[]> {
  if (orderNos.length === 0) return [];
  const orders = await db
    .selectFrom('mall_order')
    .select(['id', 'order_no', 'account_id', 'shop_merchant_no', 'shop_name', 'paid_at', 'pay_fen', 'freight_fen'])
    .where('order_no', 'in', [...orderNos])
    .execute();
  if (orders.length === 0) return [];
  const lines = await db
    .selectFrom('mall_order_line')
    .select(['order_id', 'spu_no', 'spu_name', 'sku_name', 'model', 'quantity', 'amount_fen', 'discount_fen'])
    .where(
      'order_id',
      'in',
      orders.map((o) => o.id),
    )
    .orderBy('order_id')
    .orderBy('line_no')
    .execute();
  return orders.map((o) => ({
    orderNo: o.order_no,
    accountId: Number(o.account_id),
    shopMerchantNo: o.shop_merchant_no,
    shopName: o.shop_name,
    paidAt: o.paid_at,
    payFen: o.pay_fen,
    freightFen: Number(o.freight_fen),
    lines: lines
      .filter((l) => Number(l.order_id) === Number(o.id))
      .map((l) => ({
        spuNo: l.spu_no,
        name: l.spu_name || l.sku_name,
        model: l.model,
        quantity: l.quantity,
        paidFen: l.amount_fen - Number(l.discount_fen),
      })),
  }));
}

/** A buyer's orders paid since `since`, newest payment first, one page (the invoice centre's choice of orders). */
export async function paidOrdersPage(
  db: Db,
  accountId: number,
  since: Date,
  page: number,
  size: number,
): Promise<{ rows: Omit<OrderForInvoice, 'lines' | 'accountId'>[]; total: number }> {
  const base = db
    .selectFrom('mall_order')
    .where('account_id', '=', accountId)
    .where('paid_at', 'is not', null)
    .where('paid_at', '>=', since);
  const rows = await base
    .select(['order_no', 'shop_merchant_no', 'shop_name', 'paid_at', 'pay_fen', 'freight_fen'])
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const { n } = await base.select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return {
    rows: rows.map((o) => ({
      orderNo: o.order_no,
      shopMerchantNo: o.shop_merchant_no,
      shopName: o.shop_name,
      paidAt: o.paid_at,
      payFen: o.pay_fen,
      freightFen: Number(o.freight_fen),
    })),
    total: Number(n),
  };
}

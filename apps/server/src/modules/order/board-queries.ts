/**
 * What the boards (issue 60) roll up from the orders: orders that were paid (paid_at set: an unpaid order cancelled
 * or expired never was), by the Beijing day they were paid. The board module keeps the sums; only this file reads the
 * order tables for it.
 */
import { ORDER_STATUS, SECKILL_ORDER_TYPE } from '@portal/domain';
import { sql } from 'kysely';
import { chinaDay } from '../../db/china-day.ts';
import type { Db } from './tables.ts';

/** The buyer: its merchant, or 'A<account id>' for a person buying for itself. */
const BUYER_KEY = sql<string>`coalesce(o.buyer_merchant_no, 'A' || o.account_id::text)`;
const PROVINCE = sql<string>`coalesce(o.address->>'provinceName', '')`;
const FLASH = sql<boolean>`(o.order_type = ${SECKILL_ORDER_TYPE})`;

export interface PaidSaleRow {
  day: string;
  shop_merchant_no: string;
  buyer_key: string;
  province_name: string;
  flash: boolean;
  orders: number;
  paid_fen: number;
}

/** Paid orders per Beijing day, dealer, buyer, province and flash sale, for orders paid in [from, to). */
export async function paidSalesOf(db: Db, from: Date, to: Date): Promise<PaidSaleRow[]> {
  const rows = await db
    .selectFrom('mall_order as o')
    .select([
      chinaDay('o.paid_at').as('day'),
      'o.shop_merchant_no',
      BUYER_KEY.as('buyer_key'),
      PROVINCE.as('province_name'),
      FLASH.as('flash'),
      sql<string>`count(*)`.as('orders'),
      sql<string>`sum(o.pay_fen)`.as('paid_fen'),
    ])
    .where('o.paid_at', '>=', from)
    .where('o.paid_at', '<', to)
    .groupBy(['day', 'o.shop_merchant_no', 'buyer_key', 'province_name', 'flash'])
    .execute();
  return rows.map((r) => ({ ...r, orders: Number(r.orders), paid_fen: Number(r.paid_fen) }));
}

export interface PaidModelRow {
  day: string;
  shop_merchant_no: string;
  buyer_key: string;
  model: string;
  units: number;
  net_fen: number;
}

/** Paid lines per Beijing day, dealer, buyer and model: units and the amount after the line's reduction. */
export async function paidModelsOf(db: Db, from: Date, to: Date): Promise<PaidModelRow[]> {
  const rows = await db
    .selectFrom('mall_order_line as l')
    .innerJoin('mall_order as o', 'o.id', 'l.order_id')
    .select([
      chinaDay('o.paid_at').as('day'),
      'o.shop_merchant_no',
      BUYER_KEY.as('buyer_key'),
      'l.model',
      sql<string>`sum(l.quantity)`.as('units'),
      sql<string>`sum(l.amount_fen - l.discount_fen)`.as('net_fen'),
    ])
    .where('o.paid_at', '>=', from)
    .where('o.paid_at', '<', to)
    .groupBy(['day', 'o.shop_merchant_no', 'buyer_key', 'l.model'])
    .execute();
  return rows.map((r) => ({ ...r, units: Number(r.units), net_fen: Number(r.net_fen) }));
}

export interface OrderFacts {
  order_no: string;
  shop_merchant_no: string;
  buyer_key: string;
  province_name: string;
  flash: boolean;
}

/**
 * The dealer, buyer, province and flash-sale mark of some paid orders (what a refund is counted under): an order never
 * paid is absent (late money refunded for an order that could no longer take it was never a sale).
 */
export async function orderFactsOf(db: Db, orderNos: readonly string[]): Promise<Map<string, OrderFacts>> {
  if (orderNos.length === 0) return new Map();
  const rows = await db
    .selectFrom('mall_order as o')
    .select([
      'o.order_no',
      'o.shop_merchant_no',
      BUYER_KEY.as('buyer_key'),
      PROVINCE.as('province_name'),
      FLASH.as('flash'),
    ])
    .where('o.order_no', '=', sql<string>`any(${[...new Set(orderNos)]}::text[])`)
    .where('o.paid_at', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.order_no, r]));
}

/** When the first order was paid (where a full rebuild of the rollups starts), or null. */
export async function firstPaidAt(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('mall_order')
    .select(sql<Date | null>`min(paid_at)`.as('at'))
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

/** A dealer's orders paid and not yet shipped (待发货): how many, and what they came to. */
export async function waitingShipOf(db: Db, shopMerchantNo: string): Promise<{ orders: number; fen: number }> {
  const row = await db
    .selectFrom('mall_order')
    .select([sql<string>`count(*)`.as('orders'), sql<string>`coalesce(sum(pay_fen), 0)`.as('fen')])
    .where('shop_merchant_no', '=', shopMerchantNo)
    .where('status', '=', ORDER_STATUS.PAID)
    .executeTakeFirst();
  return { orders: Number(row?.orders ?? 0), fen: Number(row?.fen ?? 0) };
}

/**
 * The paid orders placed from these design orders (a line put in the cart by 「加入购物车」 on one keeps its number):
 * one row per design order and order, with what the order was paid (its refunds are the payment module's).
 */
export async function designOrderPurchases(
  db: Db,
  designOrderNos: readonly string[],
): Promise<{ designOrderNo: string; orderNo: string; payFen: number }[]> {
  if (!designOrderNos.length) return [];
  const rows = await db
    .selectFrom('mall_order_line as l')
    .innerJoin('mall_order as o', 'o.id', 'l.order_id')
    .select(['l.design_order_no', 'o.order_no', 'o.pay_fen'])
    .distinct()
    .where('l.design_order_no', '=', sql<string>`any(${[...new Set(designOrderNos)]}::text[])`)
    .where('o.paid_at', 'is not', null)
    .execute();
  return rows.map((r) => ({ designOrderNo: r.design_order_no!, orderNo: r.order_no, payFen: Number(r.pay_fen) }));
}

/**
 * What a buyer paid per model and Beijing month for orders paid in [from, to): units and the lines' amounts less their
 * reductions (the board's unit price per month).
 */
export async function buyerPricesOf(
  db: Db,
  buyerMerchantNo: string,
  from: Date,
  to: Date,
): Promise<{ month: string; model: string; units: number; paidFen: number }[]> {
  const rows = await db
    .selectFrom('mall_order_line as l')
    .innerJoin('mall_order as o', 'o.id', 'l.order_id')
    .select([
      sql<string>`substr(${chinaDay('o.paid_at')}, 1, 7)`.as('month'),
      'l.model',
      sql<string>`sum(l.quantity)`.as('units'),
      sql<string>`sum(l.amount_fen - l.discount_fen)`.as('paid_fen'),
    ])
    .where('o.buyer_merchant_no', '=', buyerMerchantNo)
    .where('o.paid_at', '>=', from)
    .where('o.paid_at', '<', to)
    .groupBy(['month', 'l.model'])
    .execute();
  return rows.map((r) => ({ month: r.month, model: r.model, units: Number(r.units), paidFen: Number(r.paid_fen) }));
}

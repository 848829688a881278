/**
 * SQL of mall orders: the order and its lines, the stock movements an order causes, the status moves (each a
 * conditional update `where status = from`), the lists of both sides and the expiry scan.
 */
import type { OrderStatus } from '@portal/domain';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { MallOrderLineTable, MallOrderTable } from '../../db/schema.ts';

import type { Db } from './tables.ts';
export type OrderRow = Selectable<MallOrderTable>;
export type LineRow = Selectable<MallOrderLineTable>;

/** The address as the order keeps it (a copy: later edits of the address book do not change the order). */
interface AddressSnapshot {
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  areaCode: string;
  areaName: string;
  streetCode: string | null;
  streetName: string | null;
  detailAddress: string;
  contactName: string;
  contactPhone: string;
}

export interface OrderWrite {
  orderNo: string;
  accountId: number;
  buyerMerchantNo: string | null;
  shopMerchantNo: string;
  shopName: string;
  goodsFen: number;
  freightFen: number;
  discountFen: number;
  payFen: number;
  userCouponNo: string | null;
  address: AddressSnapshot;
  remark: string;
  idempotencyKey: string;
  requestHash: string;
  expiresAt: Date;
  /** mall_order.order_type: absent = 1, an ordinary order (a flash-sale buy places SECKILL_ORDER_TYPE). */
  orderType?: number;
}

export interface LineWrite {
  skuNo: string;
  spuNo: string;
  skuName: string;
  spuName: string;
  model: string;
  picUrl: string | null;
  priceFen: number;
  quantity: number;
  amountFen: number;
  discountFen: number;
  /** The design order the line was put in the cart from (「加入购物车」 on it), else absent. */
  designOrderNo?: string | null;
}

/** The orders under several (account, Idempotency-Key) pairs in one query, in their order (undefined where none). */
export async function findByKeys(db: Db, keys: readonly { accountId: number; key: string }[]) {
  const rows = await db
    .selectFrom('mall_order')
    .select(['account_id', 'idempotency_key', 'order_no', 'request_hash', 'pay_fen', 'expires_at'])
    .where(
      sql<boolean>`(account_id, idempotency_key) in (select * from unnest(${keys.map((k) => k.accountId)}::bigint[],
        ${keys.map((k) => k.key)}::text[]))`,
    )
    .execute();
  const by = new Map(rows.map(({ account_id, idempotency_key, ...r }) => [`${account_id}:${idempotency_key}`, r]));
  return keys.map((k) => by.get(`${k.accountId}:${k.key}`));
}

/**
 * Inserts the order with its lines and the stock movements that take what the lines hold, in one statement,
 * unless this account already has an order under the key (the unique constraint decides between racing
 * requests: the loser waits for the winner's commit and inserts nothing). Answers the new id, or null.
 */
/**
 * What another module writes in the same statement as the order: more CTEs (each starting with a comma; they may
 * refer to the new order as `o`, with its id and order_no) and a guard evaluated after them, which raises to undo
 * the whole statement and whose value comes back as `held`.
 */
export interface WithOrder {
  ctes: RawBuilder<unknown>;
  guard: RawBuilder<number | null>;
}

/**
 * The order, its lines and its stock movements in one statement; `take` (the catalogue's takeStockSql) takes the
 * stock in the same statement, only when the order was written. id null when the account already has an order under
 * the key (nothing written, no stock taken).
 */
export async function insertOrder(
  db: Db,
  o: OrderWrite,
  lines: readonly LineWrite[],
  take: RawBuilder<number>,
  also?: WithOrder,
): Promise<{ id: number | null; held: number | null }> {
  const lineRows = sql.join(
    lines.map(
      (l, i) =>
        sql`(${i + 1}::int, ${l.skuNo}::text, ${l.spuNo}::text, ${l.skuName}::text, ${l.spuName}::text, ${l.model}::text,
             ${l.picUrl}::text, ${l.priceFen}::int, ${l.quantity}::int, ${l.amountFen}::int, ${l.discountFen}::int,
             ${l.designOrderNo ?? null}::text)`,
    ),
  );
  const r = await sql<{ id: number | null; held: number | null }>`
    with o as (
      insert into mall_order (order_no, account_id, buyer_merchant_no, shop_merchant_no, shop_name, goods_fen,
        freight_fen, discount_fen, pay_fen, user_coupon_no, address, remark, idempotency_key, request_hash, expires_at,
        order_type)
      values (${o.orderNo}, ${o.accountId}, ${o.buyerMerchantNo}, ${o.shopMerchantNo}, ${o.shopName}, ${o.goodsFen},
        ${o.freightFen}, ${o.discountFen}, ${o.payFen}, ${o.userCouponNo}, ${JSON.stringify(o.address)}::jsonb, ${o.remark},
        ${o.idempotencyKey}, ${o.requestHash}, ${o.expiresAt}, ${o.orderType ?? 1}::smallint)
      on conflict (account_id, idempotency_key) do nothing
      returning id, order_no
    ), v (line_no, sku_no, spu_no, sku_name, spu_name, model, pic_url, price_fen, quantity, amount_fen, discount_fen,
        design_order_no) as (
      values ${lineRows}
    ), l as (
      insert into mall_order_line (order_id, line_no, sku_no, spu_no, sku_name, spu_name, model, pic_url, price_fen,
        quantity, amount_fen, discount_fen, design_order_no)
      select o.id, v.line_no, v.sku_no, v.spu_no, v.sku_name, v.spu_name, v.model, v.pic_url, v.price_fen, v.quantity,
        v.amount_fen, v.discount_fen, v.design_order_no
      from o cross join v
    ), m as (
      insert into stock_movement (sku_no, order_no, delta, reason)
      select v.sku_no, o.order_no, -v.quantity, 'order' from o cross join v
    )${also ? also.ctes : sql``}
    select (select id from o) as id, ${also ? also.guard : sql`null::int`} as held,
           (select ${take} from o) as taken`.execute(db);
  const row = r.rows[0];
  return {
    id: row?.id === null || row?.id === undefined ? null : Number(row.id),
    held: row?.held === null || row?.held === undefined ? null : Number(row.held),
  };
}

/**
 * Several orders in one statement (a batch of flash-sale buys): each with its lines and stock movements, `take`
 * taking the stock of all of them, and `also` (which sees the new orders as `o`, with id, order_no and account_id)
 * writing more. The arrays are passed whole (unnest), so the text is the same for any number of orders and stays one
 * prepared statement. An order whose account already has one under its key is not written; `also`'s guard sees how
 * many were (`o`) and decides whether the batch stands. Answers the guard's value.
 */
export async function insertOrders(
  db: Db,
  orders: readonly { order: OrderWrite; lines: readonly LineWrite[] }[],
  take: RawBuilder<number>,
  also: WithOrder,
): Promise<{ held: number | null }> {
  const col = <T>(f: (o: OrderWrite) => T) => orders.map(({ order }) => f(order));
  const lines = orders.flatMap(({ order, lines }) =>
    lines.map((l, i) => ({ orderNo: order.orderNo, lineNo: i + 1, ...l })),
  );
  const lcol = <T>(f: (l: (typeof lines)[number]) => T) => lines.map(f);
  const r = await sql<{ held: number | null }>`
    with d as (
      select * from unnest(${col((o) => o.orderNo)}::text[], ${col((o) => o.accountId)}::bigint[],
        ${col((o) => o.buyerMerchantNo)}::text[], ${col((o) => o.shopMerchantNo)}::text[], ${col((o) => o.shopName)}::text[],
        ${col((o) => o.goodsFen)}::int[], ${col((o) => o.freightFen)}::int[], ${col((o) => o.discountFen)}::int[],
        ${col((o) => o.payFen)}::int[], ${col((o) => o.userCouponNo)}::text[], ${col((o) => JSON.stringify(o.address))}::jsonb[],
        ${col((o) => o.remark)}::text[], ${col((o) => o.idempotencyKey)}::text[], ${col((o) => o.requestHash)}::text[],
        ${col((o) => o.expiresAt.toISOString())}::timestamptz[], ${col((o) => o.orderType ?? 1)}::smallint[])
        with ordinality as d (order_no, account_id, buyer_merchant_no, shop_merchant_no, shop_name, goods_fen, freight_fen,
          discount_fen, pay_fen, user_coupon_no, address, remark, idempotency_key, request_hash, expires_at, order_type, n)
    ), o as (
      insert into mall_order (order_no, account_id, buyer_merchant_no, shop_merchant_no, shop_name, goods_fen,
        freight_fen, discount_fen, pay_fen, user_coupon_no, address, remark, idempotency_key, request_hash, expires_at,
        order_type)
      select order_no, account_id, buyer_merchant_no, shop_merchant_no, shop_name, goods_fen, freight_fen, discount_fen,
        pay_fen, user_coupon_no, address, remark, idempotency_key, request_hash, expires_at, order_type
        from d order by n
      on conflict (account_id, idempotency_key) do nothing
      returning id, order_no, account_id
    ), v as (
      select * from unnest(${lcol((l) => l.orderNo)}::text[], ${lcol((l) => l.lineNo)}::int[], ${lcol((l) => l.skuNo)}::text[],
        ${lcol((l) => l.spuNo)}::text[], ${lcol((l) => l.skuName)}::text[], ${lcol((l) => l.spuName)}::text[],
        ${lcol((l) => l.model)}::text[], ${lcol((l) => l.picUrl)}::text[], ${lcol((l) => l.priceFen)}::int[],
        ${lcol((l) => l.quantity)}::int[], ${lcol((l) => l.amountFen)}::int[], ${lcol((l) => l.discountFen)}::int[])
        as v (order_no, line_no, sku_no, spu_no, sku_name, spu_name, model, pic_url, price_fen, quantity, amount_fen,
          discount_fen)
    ), l as (
      insert into mall_order_line (order_id, line_no, sku_no, spu_no, sku_name, spu_name, model, pic_url, price_fen,
        quantity, amount_fen, discount_fen)
      select o.id, v.line_no, v.sku_no, v.spu_no, v.sku_name, v.spu_name, v.model, v.pic_url, v.price_fen, v.quantity,
        v.amount_fen, v.discount_fen
      from o join v on v.order_no = o.order_no
    ), m as (
      insert into stock_movement (sku_no, order_no, delta, reason)
      select v.sku_no, o.order_no, -v.quantity, 'order' from o join v on v.order_no = o.order_no
    )${also.ctes}
    select ${also.guard} as held, ${take} as taken`.execute(db);
  const row = r.rows[0];
  return { held: row?.held === null || row?.held === undefined ? null : Number(row.held) };
}

/** delta < 0 takes stock for the order, > 0 gives it back; once per (order, model, reason). */
export async function insertMovements(
  db: Db,
  orderNo: string,
  reason: 'order' | 'cancel' | 'expire',
  moves: readonly { skuNo: string; delta: number }[],
) {
  if (!moves.length) return;
  await db
    .insertInto('stock_movement')
    .values(moves.map((m) => ({ sku_no: m.skuNo, order_no: orderNo, delta: m.delta, reason })))
    .execute();
}

export function findOrder(db: Db, orderNo: string) {
  return db.selectFrom('mall_order').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

export function linesOf(db: Db, orderIds: readonly number[]) {
  if (!orderIds.length) return Promise.resolve([] as LineRow[]);
  return db
    .selectFrom('mall_order_line')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('line_no')
    .execute();
}

/** Whose orders a list shows: the buyer's own, or those a shop fulfils. */
export type OrderOwner = { accountId: number } | { shopMerchantNo: string };

function owned(db: Db, owner: OrderOwner) {
  const q = db.selectFrom('mall_order');
  return 'accountId' in owner
    ? q.where('account_id', '=', owner.accountId)
    : q.where('shop_merchant_no', '=', owner.shopMerchantNo);
}

export function pageOrders(db: Db, owner: OrderOwner, status: number | undefined, page: number, size: number) {
  let q = owned(db, owner).selectAll();
  if (status !== undefined) q = q.where('status', '=', status);
  return q
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}

export async function countByStatus(db: Db, owner: OrderOwner): Promise<Map<number, number>> {
  const rows = await owned(db, owner)
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}

/** Who bought these orders (the account and the merchant it bought for), by order id. */
export function buyersOf(db: Db, orderIds: readonly number[]) {
  return db
    .selectFrom('mall_order')
    .select(['id', 'account_id', 'buyer_merchant_no'])
    .where('id', 'in', [...orderIds])
    .execute();
}

export interface StatusMove {
  from: OrderStatus;
  to: OrderStatus;
  /** Only the owner's order moves (absent: the sweeper and the payment module, which checked already). */
  where?: OrderOwner;
  set?: Partial<{
    paid_at: Date;
    pay_channel: string;
    payment_no: string;
    shipped_at: Date;
    completed_at: Date;
    cancelled_at: Date;
    cancel_reason: string;
  }>;
  /** Also require the order to be past (expire) or before (pay) its expiry at this instant. */
  expired?: { at: Date; past: boolean };
  /** Also require this amount due (a payment of another amount never pays the order). */
  payFen?: number;
}

/** The one way an order changes state: `update … where order_no = ? and status = from` — racing moves cannot both win. */
export async function moveStatus(db: Db, orderNo: string, m: StatusMove) {
  let q = db
    .updateTable('mall_order')
    .set({ status: m.to, updated_at: new Date(), ...m.set })
    .where('order_no', '=', orderNo)
    .where('status', '=', m.from);
  if (m.where)
    q =
      'accountId' in m.where
        ? q.where('account_id', '=', m.where.accountId)
        : q.where('shop_merchant_no', '=', m.where.shopMerchantNo);
  if (m.expired) q = q.where('expires_at', m.expired.past ? '<=' : '>', m.expired.at);
  if (m.payFen !== undefined) q = q.where('pay_fen', '=', m.payFen);
  return q.returning(['id', 'order_no', 'order_type', 'account_id']).executeTakeFirst();
}

/** Unpaid orders whose time is up, oldest first. */
export function listExpired(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('mall_order')
    .select('order_no')
    .where('status', '=', 1)
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** An order's number, without any owner filter (the payment module's look-ups check the owner themselves). */
export function findForPayment(db: Db, orderNo: string) {
  return db
    .selectFrom('mall_order')
    .select(['id', 'order_no', 'account_id', 'status', 'pay_fen', 'expires_at', 'shop_name'])
    .select(
      sql<string>`(select l.sku_name from mall_order_line l where l.order_id = mall_order.id order by l.line_no limit 1)`.as(
        'first_line',
      ),
    )
    .select(sql<string>`(select count(*) from mall_order_line l where l.order_id = mall_order.id)`.as('line_count'))
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
}

/** SQL of the design orders and their lines. */
import { sql } from 'kysely';
import { BUY_QUANTITY_MAX, DESIGN_ORDER_TRANSITIONS, type CustomerChoice, type DesignOrderEvent } from '@portal/domain';
import type { Db } from './tables.ts';

export interface LineSnapshot {
  spuNo: string;
  skuNo: string;
  spuName: string;
  skuName: string;
  model: string;
  categoryName: string | null;
  brandName: string | null;
  picUrl: string | null;
  skuType: number;
  priceFen: number | null;
  rateBp: number;
  ratePriceFen: number;
  quantity: number;
  amountFen: number;
}

export async function insertOrder(
  db: Db,
  o: {
    orderNo: string;
    accountId: number;
    name: string;
    remark: string;
    sceneId: number | null;
    sceneName: string | null;
    orderType: number | null;
    customer: CustomerChoice | null;
  },
): Promise<number> {
  const r = await db
    .insertInto('design_order')
    .values({
      order_no: o.orderNo,
      account_id: o.accountId,
      name: o.name,
      remark: o.remark,
      scene_id: o.sceneId,
      scene_name: o.sceneName,
      order_type: o.orderType,
      ...customerColumns(o.customer),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** The order's customer columns: the dealer's record of the group and member, or all null. */
function customerColumns(c: CustomerChoice | null) {
  return {
    group_id: c?.groupId ?? null,
    group_name: c?.groupName ?? null,
    member_account_no: c?.memberAccountNo ?? null,
    member_account_name: c?.memberAccountName ?? null,
    member_account_phone: c?.memberAccountPhone ?? null,
    member_account_remark: c?.memberAccountRemark ?? null,
  };
}

/** Adds lines to an order; a model already there adds its quantity and takes the new pricing. */
export async function mergeOrderLines(db: Db, orderId: number, lines: readonly LineSnapshot[], startSort: number) {
  if (!lines.length) return;
  await db
    .insertInto('design_order_line')
    .values(
      lines.map((l, i) => ({
        order_id: orderId,
        sort: startSort + i,
        spu_no: l.spuNo,
        sku_no: l.skuNo,
        spu_name: l.spuName,
        sku_name: l.skuName,
        model: l.model,
        category_name: l.categoryName,
        brand_name: l.brandName,
        pic_url: l.picUrl,
        sku_type: l.skuType,
        price_fen: l.priceFen,
        rate_bp: l.rateBp,
        rate_price_fen: l.ratePriceFen,
        quantity: l.quantity,
        amount_fen: l.amountFen,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['order_id', 'sku_no']).doUpdateSet({
        quantity: sql<number>`least(design_order_line.quantity + excluded.quantity, ${BUY_QUANTITY_MAX}::int)`,
        rate_bp: sql<number>`excluded.rate_bp`,
        rate_price_fen: sql<number>`excluded.rate_price_fen`,
        amount_fen: sql<number>`excluded.rate_price_fen * least(design_order_line.quantity + excluded.quantity, ${BUY_QUANTITY_MAX}::int)`,
        updated_at: new Date(),
      }),
    )
    .execute();
}

export async function maxLineSort(db: Db, orderId: number): Promise<number> {
  const r = await db
    .selectFrom('design_order_line')
    .select((eb) => eb.fn.max('sort').as('m'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return r?.m === null || r?.m === undefined ? 0 : Number(r.m);
}

/** Recomputes the order's totals from its lines. */
export async function refreshOrderTotals(db: Db, orderId: number) {
  await sql`
    update design_order o set
      amount_fen = t.amount, original_fen = t.original, preferential_fen = t.original - t.amount, updated_at = now()
    from (
      select coalesce(sum(amount_fen), 0) as amount, coalesce(sum(coalesce(price_fen, 0) * quantity), 0) as original
      from design_order_line where order_id = ${orderId}
    ) t
    where o.id = ${orderId}`.execute(db);
}

/** The order if it belongs to the account (else undefined: the caller answers 404). */
export function findOrder(db: Db, accountId: number, id: number) {
  return db
    .selectFrom('design_order as o')
    .selectAll('o')
    .select(sql<number>`(select count(*) from design_order_line l where l.order_id = o.id)::int`.as('line_count'))
    .where('o.id', '=', id)
    .where('o.account_id', '=', accountId)
    .executeTakeFirst();
}

export function orderLines(db: Db, orderId: number) {
  return db
    .selectFrom('design_order_line')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function pageOrders(
  db: Db,
  accountId: number,
  f: { keyword?: string | undefined; status?: number | undefined; from: Date; to: Date; page: number; size: number },
) {
  let q = db
    .selectFrom('design_order as o')
    .where('o.account_id', '=', accountId)
    .where('o.created_at', '>=', f.from)
    .where('o.created_at', '<', f.to);
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('o.name', 'ilike', like), eb('o.order_no', 'ilike', like)]));
  }
  if (f.status !== undefined && f.status !== -1) q = q.where('o.status', '=', f.status);
  const rows = await q
    .selectAll('o')
    .select(sql<number>`(select count(*) from design_order_line l where l.order_id = o.id)::int`.as('line_count'))
    .select(sql<string>`count(*) over ()`.as('total'))
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(f.size)
    .offset((f.page - 1) * f.size)
    .execute();
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** Units of each model the order's survey points hold. */
export async function placedCounts(db: Db, orderId: number, skuNos: readonly string[]): Promise<Map<string, number>> {
  if (!skuNos.length) return new Map();
  const rows = await db
    .selectFrom('design_point')
    .select(['sku_no', (eb) => eb.fn.countAll<string>().as('n')])
    .where('order_id', '=', orderId)
    .where('sku_no', 'in', [...new Set(skuNos)])
    .groupBy('sku_no')
    .execute();
  return new Map(rows.map((r) => [r.sku_no, Number(r.n)]));
}

/** A line keeps at least as many units as its points hold: the condition every write of a line carries. */
const keepsPlaced = sql<boolean>`(select count(*) from design_point p where p.order_id = l.order_id and p.sku_no = l.sku_no)`;

/**
 * Writes pricing and quantities; a line whose new quantity is below the units its points hold is not written.
 * Answers how many lines were written (the caller refuses the whole change when one is missing).
 */
export async function updateOrderLines(
  db: Db,
  orderId: number,
  lines: readonly { id: number; rateBp: number; ratePriceFen: number; quantity: number; amountFen: number }[],
): Promise<number> {
  if (!lines.length) return 0;
  const r = await sql<{ id: number }>`
    update design_order_line l set rate_bp = v.rate, rate_price_fen = v.rp, quantity = v.q, amount_fen = v.amount, updated_at = now()
    from (values ${sql.join(lines.map((l) => sql`(${l.id}::bigint, ${l.rateBp}::int, ${l.ratePriceFen}::bigint, ${l.quantity}::int, ${l.amountFen}::bigint)`))})
      as v(id, rate, rp, q, amount)
    where l.id = v.id and l.order_id = ${orderId} and v.q >= ${keepsPlaced}
    returning l.id`.execute(db);
  return r.rows.length;
}

/** Deletes lines that no point holds; answers how many went. */
export async function deleteOrderLines(db: Db, orderId: number, ids: readonly number[]): Promise<number> {
  if (!ids.length) return 0;
  const r = await sql`
    delete from design_order_line l
    where l.order_id = ${orderId} and l.id in (${sql.join([...ids])}) and ${keepsPlaced} = 0`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

/** Lowers a line's quantity (its amount follows) unless its points hold more; answers whether it was written. */
export async function reduceOrderLine(db: Db, orderId: number, lineId: number, quantity: number): Promise<boolean> {
  const r = await sql`
    update design_order_line l set quantity = ${quantity}, amount_fen = l.rate_price_fen * ${quantity}, updated_at = now()
    where l.order_id = ${orderId} and l.id = ${lineId} and ${quantity} >= ${keepsPlaced}`.execute(db);
  return Number(r.numAffectedRows ?? 0) === 1;
}

export function updateOrderHeader(
  db: Db,
  orderId: number,
  set: {
    name?: string | undefined;
    remark?: string | undefined;
    /** undefined: unchanged; null: no customer. */
    customer?: CustomerChoice | null | undefined;
  },
) {
  return db
    .updateTable('design_order')
    .set({
      ...(set.name !== undefined ? { name: set.name } : {}),
      ...(set.remark !== undefined ? { remark: set.remark } : {}),
      ...(set.customer !== undefined ? customerColumns(set.customer) : {}),
      updated_at: new Date(),
    })
    .where('id', '=', orderId)
    .execute();
}

/**
 * Applies an event to the order's status by the domain's transition table, in one statement (the new status is
 * computed from the row's current one, so concurrent events cannot interleave a read and a write); an export
 * also records its time.
 */
export function transitionStatus(db: Db, orderId: number, event: DesignOrderEvent) {
  const cases = sql.join(
    Object.entries(DESIGN_ORDER_TRANSITIONS).map(([from, to]) => sql`when ${Number(from)} then ${to[event]}`),
    sql` `,
  );
  return sql`
    update design_order set status = case status ${cases} else status end,
      ${event === 'exported' ? sql`exported_at = now(),` : sql``} updated_at = now()
    where id = ${orderId}`.execute(db);
}

export function deleteOrder(db: Db, accountId: number, id: number) {
  return db.deleteFrom('design_order').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
}

/** Models the account used most in its orders: the common-products tab. */
export async function commonSpuNos(db: Db, accountId: number, limit = 200): Promise<string[]> {
  const rows = await db
    .selectFrom('design_order_line as l')
    .innerJoin('design_order as o', 'o.id', 'l.order_id')
    .select(['l.spu_no', (eb) => eb.fn.count('l.id').as('n'), (eb) => eb.fn.max('l.created_at').as('last')])
    .where('o.account_id', '=', accountId)
    .groupBy('l.spu_no')
    .orderBy('n', 'desc')
    .orderBy('last', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.spu_no);
}

export function copyOrderLines(db: Db, fromOrderId: number, toOrderId: number) {
  return sql`
    insert into design_order_line (order_id, sort, spu_no, sku_no, spu_name, sku_name, model, category_name, brand_name,
      pic_url, sku_type, price_fen, rate_bp, rate_price_fen, quantity, amount_fen)
    select ${toOrderId}, sort, spu_no, sku_no, spu_name, sku_name, model, category_name, brand_name,
      pic_url, sku_type, price_fen, rate_bp, rate_price_fen, quantity, amount_fen
    from design_order_line where order_id = ${fromOrderId}`.execute(db);
}

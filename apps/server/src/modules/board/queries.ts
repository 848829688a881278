/** The board module's SQL: the rollups' rewrite for a range of days, and every board's sums over them. */
import type { BoardRange } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export interface SaleDayRow {
  day: string;
  shop_merchant_no: string;
  buyer_key: string;
  province_name: string;
  flash: boolean;
  orders: number;
  paid_fen: number;
  refund_fen: number;
}
export interface ModelDayRow {
  day: string;
  shop_merchant_no: string;
  buyer_key: string;
  model: string;
  units: number;
  refund_units: number;
  net_fen: number;
}

const CHUNK = 2000;

/** The rollups kept for the days [from, to) (what a refresh compares its new rows with). */
export async function daysOf(db: Db, range: BoardRange): Promise<{ sales: SaleDayRow[]; models: ModelDayRow[] }> {
  const [sales, models] = await Promise.all([
    db.selectFrom('board_sale_day').selectAll().where('day', '>=', range.from).where('day', '<', range.to).execute(),
    db.selectFrom('board_model_day').selectAll().where('day', '>=', range.from).where('day', '<', range.to).execute(),
  ]);
  return { sales: sales as SaleDayRow[], models: models as ModelDayRow[] };
}

/** Replaces the rollups of the days [from, to) with these rows (in the caller's transaction). */
export async function replaceDays(db: Db, range: BoardRange, sales: SaleDayRow[], models: ModelDayRow[]) {
  // a new version of the rollups: the boards' kept answers (cache.ts) are not read again
  await db
    .updateTable('board_refresh')
    .set({ refreshed_at: sql<Date>`clock_timestamp()` })
    .where('id', '=', 1)
    .execute();
  await db.deleteFrom('board_sale_day').where('day', '>=', range.from).where('day', '<', range.to).execute();
  await db.deleteFrom('board_model_day').where('day', '>=', range.from).where('day', '<', range.to).execute();
  for (let i = 0; i < sales.length; i += CHUNK)
    await db
      .insertInto('board_sale_day')
      .values(sales.slice(i, i + CHUNK))
      .execute();
  for (let i = 0; i < models.length; i += CHUNK)
    await db
      .insertInto('board_model_day')
      .values(models.slice(i, i + CHUNK))
      .execute();
}

/** The first day the rollups cover (null: never built). */
export async function coveredFrom(db: Db): Promise<string | null> {
  const row = await db.selectFrom('board_refresh').select('covered_from').where('id', '=', 1).executeTakeFirst();
  return row?.covered_from ?? null;
}

/** When the rollups were last written (the boards' kept answers are per this version; '' never). */
export async function rollupVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('board_refresh')
    .select(sql<string>`coalesce(to_char(refreshed_at, 'YYYY-MM-DD"T"HH24:MI:SS.US'), '')`.as('v'))
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.v ?? '';
}

/** Records a run's range (its time is the rollups' write time, replaceDays); the covered range only grows back in time. */
export async function markRefreshed(db: Db, from: string): Promise<void> {
  await db
    .updateTable('board_refresh')
    .set({ covered_from: sql<string>`least(coalesce(covered_from, ${from}), ${from})` })
    .where('id', '=', 1)
    .execute();
}

/** Whose figures a board shows: every dealer (staff), one shipping dealer, or one buyer. */
export type Scope = { kind: 'all' } | { kind: 'shop'; merchantNo: string } | { kind: 'buyer'; buyerKey: string };
type Dim = 'day' | 'shop_merchant_no' | 'buyer_key' | 'province_name';

export interface SumRow {
  key: string;
  orders: number;
  paid_fen: number;
  refund_fen: number;
}

const num = (v: string | number | null) => Number(v ?? 0);

/** Orders, paid and refunded fen of the scope over a range, grouped by one dimension (or none: key ''). */
export async function saleSums(
  db: Db,
  scope: Scope,
  range: BoardRange,
  by: Dim | null,
  extra: { flash?: boolean; province?: string } = {},
): Promise<SumRow[]> {
  let q = db
    .selectFrom('board_sale_day')
    .select([
      (by ? sql<string>`${sql.ref(by)}` : sql<string>`''`).as('key'),
      sql<string>`coalesce(sum(orders), 0)`.as('orders'),
      sql<string>`coalesce(sum(paid_fen), 0)`.as('paid_fen'),
      sql<string>`coalesce(sum(refund_fen), 0)`.as('refund_fen'),
    ])
    .where('day', '>=', range.from)
    .where('day', '<', range.to);
  if (scope.kind === 'shop') q = q.where('shop_merchant_no', '=', scope.merchantNo);
  if (scope.kind === 'buyer') q = q.where('buyer_key', '=', scope.buyerKey);
  if (extra.flash !== undefined) q = q.where('flash', '=', extra.flash);
  if (extra.province !== undefined) q = q.where('province_name', '=', extra.province);
  if (by) q = q.groupBy(by);
  const rows = await q.execute();
  return rows.map((r) => ({
    key: r.key,
    orders: num(r.orders),
    paid_fen: num(r.paid_fen),
    refund_fen: num(r.refund_fen),
  }));
}

export interface ModelSumRow {
  model: string;
  units: number;
  refund_units: number;
  net_fen: number;
}

/** The scope's models over a range, most sold first (net amount, then units, then model); all of them without a limit. */
export async function topModels(db: Db, scope: Scope, range: BoardRange, limit?: number): Promise<ModelSumRow[]> {
  let q = db
    .selectFrom('board_model_day')
    .select([
      'model',
      sql<string>`sum(units)`.as('units'),
      sql<string>`sum(refund_units)`.as('refund_units'),
      sql<string>`sum(net_fen)`.as('net_fen'),
    ])
    .where('day', '>=', range.from)
    .where('day', '<', range.to);
  if (scope.kind === 'shop') q = q.where('shop_merchant_no', '=', scope.merchantNo);
  if (scope.kind === 'buyer') q = q.where('buyer_key', '=', scope.buyerKey);
  let ordered = q
    .groupBy('model')
    .orderBy(sql`sum(net_fen)`, 'desc')
    .orderBy(sql`sum(units)`, 'desc')
    .orderBy('model');
  if (limit !== undefined) ordered = ordered.limit(limit);
  const rows = await ordered.execute();
  return rows.map((r) => ({
    model: r.model,
    units: num(r.units),
    refund_units: num(r.refund_units),
    net_fen: num(r.net_fen),
  }));
}

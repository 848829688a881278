/**
 * SQL of the credits items (stock taken and given back by conditional updates) and the exchanges (status moves
 * `where status = from`), for both the buyers' and the managers' lists.
 */
import type { CreditsSort } from '@portal/domain';
import { sql, type Selectable } from 'kysely';
import type { CreditExchangeTable, CreditSpuTable } from '../../db/schema.ts';
import type { Db } from './tables.ts';

export type SpuRow = Selectable<CreditSpuTable>;
export type ExchangeRow = Selectable<CreditExchangeTable>;

// ---------- credits items ----------

export function spuByNo(db: Db, spuNo: string) {
  return db.selectFrom('credit_spu').selectAll().where('spu_no', '=', spuNo).executeTakeFirst();
}

export async function spuPage(
  db: Db,
  q: { page: number; size: number; keyword?: string | undefined; sort: CreditsSort; maxCredits?: number | null },
) {
  let base = db.selectFrom('credit_spu').where('status', '=', 0);
  if (q.keyword) base = base.where('name', 'ilike', `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (q.maxCredits !== undefined && q.maxCredits !== null) base = base.where('credits', '<=', q.maxCredits);
  let list = base.selectAll();
  if (q.sort === 'creditsAsc') list = list.orderBy('credits', 'asc');
  else if (q.sort === 'creditsDesc') list = list.orderBy('credits', 'desc');
  else if (q.sort === 'hot') list = list.orderBy('exchanged', 'desc');
  else list = list.orderBy('sort', 'asc');
  const [rows, total] = await Promise.all([
    list
      .orderBy('id', 'desc')
      .limit(q.size)
      .offset((q.page - 1) * q.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function manageSpuPage(
  db: Db,
  q: { page: number; size: number; keyword?: string | undefined; onShelf?: '0' | '1' | undefined },
) {
  let base = db.selectFrom('credit_spu');
  if (q.keyword) base = base.where('name', 'ilike', `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (q.onShelf !== undefined) base = base.where('status', '=', q.onShelf === '1' ? 0 : 1);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(q.size)
      .offset((q.page - 1) * q.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * Takes `quantity` for an exchange: only while on shelf, at the price the buyer saw, and while what is left covers
 * it. One statement; the row stays locked until commit. Answers whether it was taken.
 */
export async function takeStock(
  db: Db,
  spuId: number,
  quantity: number,
  price: { credits: number; cashFen: number },
): Promise<boolean> {
  const r = await db
    .updateTable('credit_spu')
    .set({ exchanged: sql`exchanged + ${quantity}`, updated_at: new Date() })
    .where('id', '=', spuId)
    .where('status', '=', 0)
    .where('credits', '=', price.credits)
    .where('cash_fen', '=', price.cashFen)
    .where(sql<boolean>`exchanged + ${quantity} <= total_stock`)
    .returning('id')
    .executeTakeFirst();
  return !!r;
}

export async function giveBackStock(db: Db, spuId: number, quantity: number): Promise<void> {
  await db
    .updateTable('credit_spu')
    .set({ exchanged: sql`exchanged - ${quantity}`, updated_at: new Date() })
    .where('id', '=', spuId)
    .execute();
}

export async function nextSpuNo(db: Db): Promise<string> {
  const r = await db
    .selectFrom('credit_spu')
    .select(sql<string>`coalesce(max(id), 0)`.as('m'))
    .executeTakeFirstOrThrow();
  return `JF${String(Number(r.m) + 100001)}`;
}

export interface SpuWrite {
  name: string;
  description: string;
  picUrl: string;
  credits: number;
  cashFen: number;
  totalStock: number;
  status: number;
}

/** A new item; null when the number is taken (a racing create), so the caller picks another. */
export async function insertSpu(db: Db, spuNo: string, w: SpuWrite, createdBy: number | null, sort = 0) {
  return db
    .insertInto('credit_spu')
    .values({
      spu_no: spuNo,
      name: w.name,
      description: w.description,
      pic_url: w.picUrl,
      credits: w.credits,
      cash_fen: w.cashFen,
      total_stock: w.totalStock,
      status: w.status,
      sort,
      created_by: createdBy,
    })
    .onConflict((oc) => oc.column('spu_no').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Edits an item; the stock never below what was exchanged (checked in the same statement). */
export async function updateSpu(db: Db, spuNo: string, w: SpuWrite) {
  return db
    .updateTable('credit_spu')
    .set({
      name: w.name,
      description: w.description,
      pic_url: w.picUrl,
      credits: w.credits,
      cash_fen: w.cashFen,
      total_stock: w.totalStock,
      status: w.status,
      updated_at: new Date(),
    })
    .where('spu_no', '=', spuNo)
    .where('exchanged', '<=', w.totalStock)
    .returning('id')
    .executeTakeFirst();
}

export async function setShelf(db: Db, spuNo: string, onShelf: boolean) {
  return db
    .updateTable('credit_spu')
    .set({ status: onShelf ? 0 : 1, updated_at: new Date() })
    .where('spu_no', '=', spuNo)
    .returning('id')
    .executeTakeFirst();
}

export async function pictureUrls(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('credit_spu').select('pic_url').distinct().orderBy('pic_url').execute();
  return rows.map((r) => r.pic_url);
}

// ---------- exchanges ----------

export interface ExchangeWrite {
  exchangeNo: string;
  accountId: number;
  spu: SpuRow;
  quantity: number;
  status: number;
  address: unknown;
  remark: string;
  idempotencyKey: string;
  requestHash: string;
  expiresAt: Date | null;
}

/**
 * Inserts the exchange unless the account already has one under the key, or the number is taken (any unique
 * conflict does nothing: the loser of a race waits for the winner's commit). Answers the new id or null.
 */
export async function insertExchange(db: Db, e: ExchangeWrite): Promise<number | null> {
  const r = await db
    .insertInto('credit_exchange')
    .values({
      exchange_no: e.exchangeNo,
      account_id: e.accountId,
      spu_id: e.spu.id,
      spu_no: e.spu.spu_no,
      name: e.spu.name,
      pic_url: e.spu.pic_url,
      quantity: e.quantity,
      unit_credits: e.spu.credits,
      unit_cash_fen: e.spu.cash_fen,
      credits: e.spu.credits * e.quantity,
      cash_fen: e.spu.cash_fen * e.quantity,
      status: e.status,
      address: JSON.stringify(e.address),
      remark: e.remark,
      idempotency_key: e.idempotencyKey,
      request_hash: e.requestHash,
      expires_at: e.expiresAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return r ? r.id : null;
}

export function exchangeByKey(db: Db, accountId: number, key: string) {
  return db
    .selectFrom('credit_exchange')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export function exchangeByNo(db: Db, exchangeNo: string) {
  return db.selectFrom('credit_exchange').selectAll().where('exchange_no', '=', exchangeNo).executeTakeFirst();
}

export async function exchangePage(
  db: Db,
  q: { accountId?: number; spuNo?: string | undefined; status?: number | undefined; page: number; size: number },
) {
  let base = db.selectFrom('credit_exchange as e');
  if (q.accountId !== undefined) base = base.where('e.account_id', '=', q.accountId);
  if (q.spuNo) base = base.where('e.spu_no', '=', q.spuNo);
  if (q.status !== undefined) base = base.where('e.status', '=', q.status);
  const [rows, total] = await Promise.all([
    base
      .selectAll('e')
      .orderBy('e.id', 'desc')
      .limit(q.size)
      .offset((q.page - 1) * q.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * Moves an exchange from one status to the next, only from `from`; optionally only once expired (expiry), only
 * when paid before its expiry and for exactly its cash part (payment), only the account's own (cancel).
 */
export async function moveExchange(
  db: Db,
  exchangeNo: string,
  from: number,
  set: Partial<{
    status: number;
    paid_at: Date;
    pay_channel: string;
    payment_no: string;
    shipped_at: Date;
    cancelled_at: Date;
    cancel_reason: string;
  }>,
  extra: { expiredBy?: Date; paidBefore?: Date; accountId?: number; cashFen?: number } = {},
) {
  let u = db
    .updateTable('credit_exchange')
    .set({ ...set, updated_at: new Date() })
    .where('exchange_no', '=', exchangeNo)
    .where('status', '=', from);
  if (extra.expiredBy) u = u.where('expires_at', '<=', extra.expiredBy);
  if (extra.paidBefore) u = u.where('expires_at', '>', extra.paidBefore);
  if (extra.accountId !== undefined) u = u.where('account_id', '=', extra.accountId);
  if (extra.cashFen !== undefined) u = u.where('cash_fen', '=', extra.cashFen);
  return u.returningAll().executeTakeFirst();
}

/** Unpaid exchanges past their expiry, oldest first. */
export async function overdue(db: Db, now: Date, limit: number, accountId?: number): Promise<string[]> {
  let sel = db
    .selectFrom('credit_exchange')
    .select('exchange_no')
    .where('status', '=', 1)
    .where('expires_at', '<=', now);
  if (accountId !== undefined) sel = sel.where('account_id', '=', accountId);
  const rows = await sel.orderBy('expires_at').limit(limit).execute();
  return rows.map((r) => r.exchange_no);
}

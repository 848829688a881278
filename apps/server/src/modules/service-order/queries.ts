/** SQL of the service centre, on its own tables only. */
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Db } from './tables.ts';

export type OrderRow = Selectable<DB['service_order']>;
export type DeviceRow = Selectable<DB['service_device']>;
type Tx = Db;

export const deviceBySerial = (db: Tx, serial: string) =>
  db.selectFrom('service_device').selectAll().where('serial', '=', serial).executeTakeFirst();

export const priceRules = (db: Tx, serviceType: string) =>
  db.selectFrom('service_price_rule').selectAll().where('service_type', '=', serviceType).execute();

export function insertOrder(db: Tx, row: Insertable<DB['service_order']>) {
  return db.insertInto('service_order').values(row).returningAll().executeTakeFirstOrThrow();
}

export const orderByNo = (db: Tx, orderNo: string) =>
  db.selectFrom('service_order').selectAll().where('order_no', '=', orderNo).executeTakeFirst();

export async function pageOrders(
  db: Db,
  f: { accountId?: number; status?: number | undefined; provinceCode?: string | undefined },
  page: number,
  size: number,
) {
  let q = db.selectFrom('service_order');
  if (f.accountId !== undefined) q = q.where('account_id', '=', f.accountId);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  if (f.provinceCode !== undefined) q = q.where('province_code', 'like', `${f.provinceCode.slice(0, 2)}%`);
  const [rows, total] = await Promise.all([
    q
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Moves an order from one state to the next only if it is still in `from`: the one guard against racing moves. */
export function moveStatus(
  tx: Tx,
  orderNo: string,
  from: number,
  to: number,
  set: Updateable<DB['service_order']> = {},
  where: { accountId?: number; priceFen?: number; unpaidDueBy?: Date } = {},
) {
  let q = tx
    .updateTable('service_order')
    .set({ ...set, status: to, updated_at: new Date() })
    .where('order_no', '=', orderNo)
    .where('status', '=', from);
  if (where.accountId !== undefined) q = q.where('account_id', '=', where.accountId);
  if (where.priceFen !== undefined) q = q.where('price_fen', '=', where.priceFen);
  // The expiry: only while nothing was paid and its time is up (the same row a payment's move would take).
  if (where.unpaidDueBy !== undefined)
    q = q.where('paid_fen', '=', 0).where('price_fen', '>', 0).where('pay_until', '<=', where.unpaidDueBy);
  return q.returningAll().executeTakeFirst();
}

export function insertStep(tx: Tx, orderNo: string, status: number, note = '') {
  return tx.insertInto('service_order_step').values({ order_no: orderNo, status, note }).execute();
}

export const stepsOf = (db: Tx, orderNos: readonly string[]) =>
  orderNos.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('service_order_step')
        .selectAll()
        .where('order_no', '=', sql<string>`any(${[...orderNos]}::text[])`)
        .orderBy('id')
        .execute();

export const outlets = (db: Tx) => db.selectFrom('service_outlet').selectAll().orderBy('id').execute();
export const engineers = (db: Tx) => db.selectFrom('service_engineer').selectAll().orderBy('id').execute();
export const outletById = (db: Tx, id: number) =>
  db.selectFrom('service_outlet').selectAll().where('id', '=', id).executeTakeFirst();
export const engineerById = (db: Tx, id: number) =>
  db.selectFrom('service_engineer').selectAll().where('id', '=', id).executeTakeFirst();

/** The supplement after a close, paid once: only while unpaid and for exactly what is due. */
export function markSupplementPaid(tx: Tx, orderNo: string, amountFen: number, paymentNo: string, at: Date) {
  return tx
    .updateTable('service_order')
    .set({ supplement_paid_at: at, supplement_payment_no: paymentNo, updated_at: at })
    .where('order_no', '=', orderNo)
    .where('supplement_fen', '=', amountFen)
    .where('supplement_fen', '>', 0)
    .where('supplement_paid_at', 'is', null)
    .returning('account_id')
    .executeTakeFirst();
}

export function addPhotos(tx: Tx, orderNo: string, urls: readonly string[]) {
  return tx
    .updateTable('service_order')
    .set({ photos: sql`photos || ${JSON.stringify(urls)}::jsonb`, updated_at: new Date() })
    .where('order_no', '=', orderNo)
    .execute();
}

export function insertShareLink(db: Tx, row: { secret_hash: string; order_no: string; expires_at: Date }) {
  return db.insertInto('service_share_link').values(row).execute();
}

export const shareLink = (db: Tx, hash: string) =>
  db.selectFrom('service_share_link').selectAll().where('secret_hash', '=', hash).executeTakeFirst();

/** Uses a share link once: only if unused and not expired (conditional update). */
export function useShareLink(tx: Tx, hash: string, at: Date) {
  return tx
    .updateTable('service_share_link')
    .set({ used_at: at })
    .where('secret_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('order_no')
    .executeTakeFirst();
}

/** Registers devices; a serial already known is left as it is (answers how many were new). */
export async function insertDevices(tx: Tx, rows: readonly Insertable<DB['service_device']>[]) {
  if (rows.length === 0) return 0;
  const r = await tx
    .insertInto('service_device')
    .values([...rows])
    .onConflict((oc) => oc.column('serial').doNothing())
    .returning('serial')
    .execute();
  return r.length;
}

/** Unpaid orders with a price whose time to pay is up at `now`, oldest first. */
export const unpaidDue = (db: Tx, now: Date, limit: number) =>
  db
    .selectFrom('service_order')
    .select('order_no')
    .where('status', '=', 1)
    .where('price_fen', '>', 0)
    .where('pay_until', '<=', now)
    .orderBy('pay_until')
    .limit(limit)
    .execute();

/** A refund to ask of the payment module; a second one for the same order and purpose is refused by the constraint. */
export function insertRefund(tx: Tx, row: Insertable<DB['service_refund']>) {
  return tx.insertInto('service_refund').values(row).execute();
}

export const refundsDue = (db: Tx, now: Date, limit: number) =>
  db
    .selectFrom('service_refund')
    .selectAll()
    .where('state', '=', 'pending')
    .where('next_at', '<=', now)
    .orderBy('next_at')
    .limit(limit)
    .execute();

/**
 * Takes a due refund for one attempt (a conditional update: two workers never take the same attempt). It is held
 * until `leaseUntil`: a worker that dies midway leaves it to be taken again then.
 */
export function claimRefund(db: Tx, id: number, now: Date, leaseUntil: Date) {
  return db
    .updateTable('service_refund')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_at: leaseUntil }))
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where('next_at', '<=', now)
    .returningAll()
    .executeTakeFirst();
}

/** Ends an attempt: done or manual, or still pending with its error until `nextAt` (only from pending). */
export function settleRefund(
  db: Tx,
  id: number,
  to: 'done' | 'manual' | 'pending',
  error: string | null,
  nextAt: Date = new Date(),
) {
  return db
    .updateTable('service_refund')
    .set({
      state: to,
      last_error: error?.slice(0, 300) ?? null,
      done_at: to === 'pending' ? null : new Date(),
      next_at: nextAt,
    })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .returning(['order_no', 'amount_fen', 'purpose'])
    .executeTakeFirst();
}

export const refundsOf = (db: Tx, orderNos: readonly string[]) =>
  orderNos.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('service_refund')
        .selectAll()
        .where('order_no', '=', sql<string>`any(${[...orderNos]}::text[])`)
        .orderBy('id')
        .execute();

/** The active outlets of a province (the region allocation's choice), first made first. */
export const outletsOfProvince = (db: Tx, provinceCode: string) =>
  db
    .selectFrom('service_outlet')
    .selectAll()
    .where('province_code', '=', provinceCode)
    .where('active', '=', true)
    .orderBy('id')
    .execute();

export const orderAccount = async (db: Tx, orderNo: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('service_order')
        .select('account_id')
        .where('order_no', '=', orderNo)
        .executeTakeFirstOrThrow()
    ).account_id,
  );

/** SQL of invoice titles: at most one default per account (partial unique index invoice_title_one_default). */
import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Db } from './tables.ts';

const COLUMNS = [
  'id',
  'kind',
  'name',
  'tax_no',
  'registered_address',
  'registered_phone',
  'bank_name',
  'bank_account',
  'is_default',
] as const;

/** Serialises one account's title writes (the cap of 20, the default flag). */
export async function lockTitles(tx: Transaction<DB>, accountId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('invoice_title'), ${accountId}::int)`.execute(tx);
}

/** The default first, then newest first. */
export function list(db: Db, accountId: number) {
  return db
    .selectFrom('invoice_title')
    .select(COLUMNS)
    .where('account_id', '=', accountId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
export type TitleRow = Awaited<ReturnType<typeof list>>[number];

/** One of the account's titles (the invoice request copies it). */
export function find(db: Db, accountId: number, id: number) {
  return db
    .selectFrom('invoice_title')
    .select(COLUMNS)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function count(db: Db, accountId: number): Promise<number> {
  const r = await db
    .selectFrom('invoice_title')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export function insert(db: Db, row: Insertable<DB['invoice_title']>) {
  return db.insertInto('invoice_title').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

export function update(db: Db, accountId: number, id: number, row: Updateable<DB['invoice_title']>) {
  return db
    .updateTable('invoice_title')
    .set({ ...row, updated_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export function remove(db: Db, accountId: number, id: number) {
  return db
    .deleteFrom('invoice_title')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returning(['is_default'])
    .executeTakeFirst();
}

/** Clears the account's default, except on `keep`. */
export async function clearDefault(db: Db, accountId: number, keep: number | null): Promise<void> {
  let q = db
    .updateTable('invoice_title')
    .set({ is_default: false })
    .where('account_id', '=', accountId)
    .where('is_default', '=', true);
  if (keep !== null) q = q.where('id', '<>', keep);
  await q.execute();
}

export async function markDefault(db: Db, accountId: number, id: number): Promise<boolean> {
  const r = await db
    .updateTable('invoice_title')
    .set({ is_default: true })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export function newest(db: Db, accountId: number) {
  return db
    .selectFrom('invoice_title')
    .select('id')
    .where('account_id', '=', accountId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The account's company title with this taxpayer number, if it has one. */
export function findByTaxNo(db: Db, accountId: number, taxNo: string) {
  return db
    .selectFrom('invoice_title')
    .select(COLUMNS)
    .where('account_id', '=', accountId)
    .where('tax_no', '=', taxNo)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** SQL of delivery addresses: at most one default per account (partial unique index address_one_default). */
import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Db } from './tables.ts';

const COLUMNS = [
  'id',
  'province_code',
  'province_name',
  'city_code',
  'city_name',
  'area_code',
  'area_name',
  'street_code',
  'street_name',
  'detail_address',
  'contact_name',
  'contact_phone',
  'is_default',
] as const;

/** Serialises one account's address writes (the cap of 20, the default flag). */
export async function lockAddresses(tx: Transaction<DB>, accountId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('address'), ${accountId}::int)`.execute(tx);
}

/** The default first, then newest first. */
export function list(db: Db, accountId: number) {
  return db
    .selectFrom('address')
    .select(COLUMNS)
    .where('account_id', '=', accountId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
export type AddressRow = Awaited<ReturnType<typeof list>>[number];

/** Addresses by (account, id), in one query: for each pair, the row when that id is that account's, else none. */
export async function findMany(db: Db, keys: readonly { accountId: number; id: number }[]) {
  const rows = await db
    .selectFrom('address')
    .select(['account_id', ...COLUMNS])
    .where('id', '=', sql<number>`any(${keys.map((k) => k.id)}::bigint[])`)
    .execute();
  const byId = new Map(rows.map(({ account_id, ...r }) => [Number(r.id), { accountId: Number(account_id), row: r }]));
  return keys.map((k) => {
    const found = byId.get(k.id);
    return found && found.accountId === k.accountId ? found.row : undefined;
  });
}

export async function count(db: Db, accountId: number): Promise<number> {
  const r = await db
    .selectFrom('address')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export function insert(db: Db, row: Insertable<DB['address']>) {
  return db.insertInto('address').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

export function update(db: Db, accountId: number, id: number, set: Updateable<DB['address']>) {
  return db
    .updateTable('address')
    .set({ ...set, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function remove(db: Db, accountId: number, id: number) {
  return db
    .deleteFrom('address')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returning('is_default')
    .executeTakeFirst();
}

/** Clears the default flag of every address of the account but `exceptId`. */
export async function clearDefault(db: Db, accountId: number, exceptId: number | null): Promise<void> {
  let q = db
    .updateTable('address')
    .set({ is_default: false, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('is_default', '=', true);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  await q.execute();
}

/** Makes one address the default; false when it is not the account's. */
export async function markDefault(db: Db, accountId: number, id: number): Promise<boolean> {
  const r = await db
    .updateTable('address')
    .set({ is_default: true, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The newest address of the account (the next default after the default is deleted). */
export function newest(db: Db, accountId: number) {
  return db
    .selectFrom('address')
    .select('id')
    .where('account_id', '=', accountId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

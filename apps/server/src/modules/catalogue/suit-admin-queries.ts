/**
 * SQL of suites in the staff's catalogue maintenance (suit-admin.ts). Every write to suit and suit_item raises
 * catalogue_version and sends 'catalogue.changed' through the tables' triggers (migration 0180): no writer tells
 * anyone by hand. A suite's number is unique (suit_suit_no_key), a model once per suite (suit_item's unique key).
 */
import { escapeLike } from '@portal/domain';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Db } from './tables.ts';

export interface SuitFilter {
  keyword?: string | undefined;
  status?: number | undefined;
}

function filteredSuits(db: Db, f: SuitFilter) {
  let q = db.selectFrom('suit as t').leftJoin('category as c', 'c.id', 't.category_id');
  if (f.keyword) {
    const like = `%${escapeLike(f.keyword.toLowerCase())}%`;
    q = q.where((eb) =>
      eb.or([eb(eb.fn('lower', ['t.suit_no']), 'like', like), eb(eb.fn('lower', ['t.name']), 'like', like)]),
    );
  }
  if (f.status !== undefined) q = q.where('t.status', '=', f.status);
  return q;
}

const suitColumns = [
  't.id',
  't.suit_no',
  't.name',
  't.suit_desc',
  't.price_fen',
  't.status',
  't.pic_url',
  't.category_id',
  't.updated_at',
  'c.name as category_name',
] as const;

export async function pageSuits(db: Db, f: SuitFilter, page: number, size: number) {
  const [rows, total] = await Promise.all([
    filteredSuits(db, f)
      .select([
        ...suitColumns,
        (eb) =>
          eb
            .selectFrom('suit_item as i')
            .select((e) => e.fn.countAll<string>().as('n'))
            .whereRef('i.suit_id', '=', 't.id')
            .as('item_count'),
      ])
      .orderBy('t.updated_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    filteredSuits(db, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function findSuitById(db: Db, id: number) {
  return db
    .selectFrom('suit as t')
    .leftJoin('category as c', 'c.id', 't.category_id')
    .select(suitColumns)
    .where('t.id', '=', id)
    .executeTakeFirst();
}

export type SuitRow = NonNullable<Awaited<ReturnType<typeof findSuitById>>>;

/** Locks the suite's row for the save: two staff saving it at once queue, each replacing the items whole. */
export async function lockSuit(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('suit').select('id').where('id', '=', id).forUpdate().executeTakeFirst());
}

const skuColumns = [
  'k.id as sku_id',
  'k.sku_no',
  'k.sku_name',
  'k.model',
  'k.price_fen',
  'k.status',
  's.spu_name',
  sql<boolean>`(s.sku_type = 1 or s.private_tenant is not null or s.owner_account_id is not null)`.as('private'),
] as const;

export function itemsOf(db: Db, suitId: number) {
  return db
    .selectFrom('suit_item as i')
    .innerJoin('sku as k', 'k.id', 'i.sku_id')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    .select([...skuColumns, 'i.quantity'])
    .where('i.suit_id', '=', suitId)
    .orderBy('i.sort')
    .orderBy('i.id')
    .execute();
}

/** The models of these numbers, with whether each is part of a private product. */
export function skusByNo(db: Db, skuNos: readonly string[]) {
  if (!skuNos.length) return Promise.resolve([]);
  return db
    .selectFrom('sku as k')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    .select(skuColumns)
    .where('k.sku_no', 'in', skuNos)
    .execute();
}

/**
 * Catalogue models (never private ones) whose number, model or name holds the keyword: those whose number starts with
 * it first, then on shelf before off, then by number.
 */
export function searchSkus(db: Db, keyword: string | undefined, limit: number) {
  let q = db
    .selectFrom('sku as k')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    .select(skuColumns)
    .where('s.sku_type', '<>', 1)
    .where('s.private_tenant', 'is', null)
    .where('s.owner_account_id', 'is', null);
  if (keyword) {
    const like = `%${escapeLike(keyword.toLowerCase())}%`;
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['k.sku_no']), 'like', like),
        eb(eb.fn('lower', ['k.model']), 'like', like),
        eb(eb.fn('lower', ['k.sku_name']), 'like', like),
      ]),
    );
  }
  return q
    .orderBy(sql`lower(k.sku_no) like ${`${escapeLike((keyword ?? '').toLowerCase())}%`}`, 'desc')
    .orderBy('k.status')
    .orderBy('k.sku_no')
    .limit(limit)
    .execute();
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('category').select('id').where('id', '=', id).executeTakeFirst());
}

export async function insertSuit(db: Db, v: Insertable<DB['suit']>): Promise<number> {
  const r = await db.insertInto('suit').values(v).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updateSuit(db: Db, id: number, v: Updateable<DB['suit']>): Promise<void> {
  await db
    .updateTable('suit')
    .set({ ...v, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The suite's items replaced as a whole, in the order given. */
export async function replaceItems(
  db: Db,
  suitId: number,
  items: readonly { skuId: number; quantity: number }[],
): Promise<void> {
  await db.deleteFrom('suit_item').where('suit_id', '=', suitId).execute();
  if (!items.length) return;
  await db
    .insertInto('suit_item')
    .values(items.map((i, n) => ({ suit_id: suitId, sku_id: i.skuId, quantity: i.quantity, sort: n })))
    .execute();
}

import type { Db } from './tables.ts';

/** Adds the favourite; answers whether it is new (a repeated add changes nothing). */
export async function add(db: Db, accountId: number, spuId: number): Promise<boolean> {
  const row = await db
    .insertInto('favorite_spu')
    .values({ account_id: accountId, spu_id: spuId })
    .onConflict((oc) => oc.columns(['account_id', 'spu_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function remove(db: Db, accountId: number, spuId: number) {
  await db.deleteFrom('favorite_spu').where('account_id', '=', accountId).where('spu_id', '=', spuId).execute();
}

export function exists(db: Db, accountId: number, spuId: number) {
  return db
    .selectFrom('favorite_spu')
    .select('id')
    .where('account_id', '=', accountId)
    .where('spu_id', '=', spuId)
    .executeTakeFirst();
}

export async function page(db: Db, accountId: number, page: number, size: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('favorite_spu')
      .select(['spu_id', 'created_at'])
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('favorite_spu')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

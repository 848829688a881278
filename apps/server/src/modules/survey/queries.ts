/** SQL of survey scenes and the guide record, on the survey's own tables. */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export function scenesOf(db: Db, accountId: number, orderId: number) {
  return db
    .selectFrom('survey_scene')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('account_id', '=', accountId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The scene if it is the account's (else undefined: the caller answers 404). */
export function findScene(db: Db, accountId: number, sceneId: number) {
  return db
    .selectFrom('survey_scene')
    .selectAll()
    .where('id', '=', sceneId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export type SceneRow = NonNullable<Awaited<ReturnType<typeof findScene>>>;

/**
 * Adds scenes at the end of the order's list unless that would pass `max` scenes, counted in the same statement.
 * (A limit of size, not of correctness: two adds at the same instant may each see the count before the other.)
 * Answers the new rows, or none when refused.
 */
export async function insertScenes(db: Db, accountId: number, orderId: number, names: readonly string[], max: number) {
  const r = await sql<SceneRow>`
    with cur as (
      select count(*)::int as n, coalesce(max(sort), 0)::int as s from survey_scene where order_id = ${orderId}
    )
    insert into survey_scene (order_id, account_id, name, sort)
    select ${orderId}, ${accountId}, v.name, cur.s + v.i
    from cur, unnest(${sql.val([...names])}::text[]) with ordinality as v(name, i)
    where cur.n + ${names.length} <= ${max}
    returning *`.execute(db);
  return r.rows;
}

export async function renameScene(db: Db, accountId: number, sceneId: number, name: string) {
  return db
    .updateTable('survey_scene')
    .set({ name, updated_at: new Date() })
    .where('id', '=', sceneId)
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteScene(db: Db, accountId: number, sceneId: number): Promise<boolean> {
  const r = await db
    .deleteFrom('survey_scene')
    .where('id', '=', sceneId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function sortScenes(db: Db, accountId: number, orderId: number, ids: readonly number[]): Promise<number> {
  const r = await sql`
    update survey_scene s set sort = v.i, updated_at = now()
    from unnest(${sql.val(ids.map(String))}::bigint[]) with ordinality as v(id, i)
    where s.id = v.id and s.order_id = ${orderId} and s.account_id = ${accountId}`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

/** Saves the plan if the scene is still at the revision the editor loaded (a conditional write). */
export async function savePlan(db: Db, accountId: number, sceneId: number, revision: number, plan: unknown) {
  return db
    .updateTable('survey_scene')
    .set({ plan: JSON.stringify(plan), revision: sql<number>`revision + 1`, updated_at: new Date() })
    .where('id', '=', sceneId)
    .where('account_id', '=', accountId)
    .where('revision', '=', revision)
    .returningAll()
    .executeTakeFirst();
}

export async function setPlanImage(
  db: Db,
  accountId: number,
  sceneId: number,
  image: { url: string | null; width: number; height: number },
  plan: unknown,
) {
  return db
    .updateTable('survey_scene')
    .set({
      plan_url: image.url,
      plan_width: image.width,
      plan_height: image.height,
      plan: JSON.stringify(plan),
      revision: sql<number>`revision + 1`,
      updated_at: new Date(),
    })
    .where('id', '=', sceneId)
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirst();
}

export async function guideSeen(db: Db, accountId: number, guide: string): Promise<boolean> {
  const r = await db
    .selectFrom('survey_guide')
    .select('guide')
    .where('account_id', '=', accountId)
    .where('guide', '=', guide)
    .executeTakeFirst();
  return !!r;
}

export async function saveGuide(db: Db, accountId: number, guide: string) {
  await db
    .insertInto('survey_guide')
    .values({ account_id: accountId, guide })
    .onConflict((oc) => oc.columns(['account_id', 'guide']).doNothing())
    .execute();
}

/** The order's hidden models (sku numbers). */
export async function hiddenSkus(db: Db, orderId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('survey_hidden_product').select('sku_no').where('order_id', '=', orderId).execute();
  return new Set(rows.map((r) => r.sku_no));
}

/** Replaces the order's hidden models with these (the caller's transaction makes it one change). */
export async function replaceHidden(db: Db, orderId: number, skuNos: readonly string[]) {
  await db.deleteFrom('survey_hidden_product').where('order_id', '=', orderId).execute();
  if (skuNos.length)
    await db
      .insertInto('survey_hidden_product')
      .values(skuNos.map((sku_no) => ({ order_id: orderId, sku_no })))
      .onConflict((oc) => oc.doNothing())
      .execute();
}

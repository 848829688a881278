/** SQL of search words (hot words, suggested keywords), behaviour tracking and the quick-match list. */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export function listHotWords(db: Db, location: number) {
  return db
    .selectFrom('search_hot_word')
    .select(['word', 'status', 'link_type', 'link_url'])
    .where('location', '=', location)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listKeywords(db: Db, location: number) {
  return db
    .selectFrom('search_keyword')
    .select(['keyword'])
    .where('location', '=', location)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Skus by number with what compare and match-list need. */
export async function recordEvent(
  db: Db,
  e: { accountId: number | null; terminalType: number; eventId: string; contentId: string },
  countsAsUse: boolean,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('behaviour_event')
      .values({ account_id: e.accountId, terminal_type: e.terminalType, event_id: e.eventId, content_id: e.contentId })
      .execute();
    if (countsAsUse) {
      await trx
        .updateTable('spu')
        .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
        .where('spu_no', '=', e.contentId)
        .execute();
    }
  });
}

export async function addMatchLines(
  db: Db,
  accountId: number,
  lines: { spuNo: string; skuNo: string; priceFen: number | null; quantity: number }[],
) {
  await db
    .insertInto('match_list_item')
    .values(
      lines.map((l) => ({
        account_id: accountId,
        spu_no: l.spuNo,
        sku_no: l.skuNo,
        price_fen: l.priceFen,
        quantity: l.quantity,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['account_id', 'sku_no']).doUpdateSet((eb) => ({
        quantity: sql<number>`${eb.ref('match_list_item.quantity')} + excluded.quantity`,
        updated_at: new Date(),
      })),
    )
    .execute();
  const c = await db
    .selectFrom('match_list_item')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(c.n);
}

/**
 * SQL of the catalogue's read model (read-model.ts): the whole catalogue in five statements, read in one
 * repeatable-read transaction so that the rows agree with each other, and the hot counters (stock, times used)
 * re-read on their own.
 */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export async function loadCatalogueRows(db: Db) {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (tx) => {
      // The counters read below have this print (one snapshot): the model's first re-read can skip their rows.
      const countersPrint = await countersFingerprint(tx);
      const [version, spus, skus, texts, dealerPrices, accessories, attachments, suits, synonyms] = await Promise.all([
        catalogueVersion(tx),
        tx
          .selectFrom('spu as s')
          .leftJoin('category as c1', 'c1.id', 's.first_category_id')
          .leftJoin('category as c2', 'c2.id', 's.second_category_id')
          .select([
            's.id',
            's.spu_no',
            's.spu_name',
            's.brand_id',
            's.brand_name',
            's.first_category_id',
            's.second_category_id',
            's.sku_type',
            's.sku_sale_type',
            's.status',
            's.labels',
            's.spu_desc',
            's.model_remark',
            's.pic_url',
            's.listed_at',
            's.times_used',
            's.search_text',
            's.private_tenant',
            's.owner_account_id',
            's.source',
            'c1.name as first_category_name',
            'c2.name as second_category_name',
            'c1.separate_category as c1_separate',
            'c2.separate_category as c2_separate',
          ])
          .orderBy('s.id')
          .execute(),
        tx
          .selectFrom('sku as k')
          .select([
            'k.id',
            'k.spu_id',
            'k.sku_no',
            'k.sku_name',
            'k.model',
            'k.sku_desc',
            'k.unit',
            'k.price_fen',
            'k.wholesale_price_fen',
            'k.market_price_fen',
            'k.stock',
            'k.status',
            'k.pic_url',
            'k.main_pics',
          ])
          .orderBy('k.spu_id')
          .orderBy('k.sort')
          .orderBy('k.id')
          .execute(),
        tx
          .selectFrom('sku_attr')
          .select(['sku_id', 'attr_id', 'value_text'])
          .orderBy('sku_id')
          .orderBy('attr_id')
          .execute(),
        tx
          .selectFrom('dealer_sku_price')
          .select(['first_merchant_no', 'sku_no', 'price_fen', 'gold_price_fen'])
          .execute(),
        tx
          .selectFrom('sku_accessory')
          .select(['sku_id', 'accessory_sku_id'])
          .orderBy('sku_id')
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        tx
          .selectFrom('spu_attachment')
          .select(['spu_id', 'file_type', 'file_title', 'file_url'])
          .orderBy('spu_id')
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        // Active suites with the families they hold a model of, the most used first (as listSuitsWithSkus).
        tx
          .selectFrom('suit as t')
          .innerJoin('suit_item as i', 'i.suit_id', 't.id')
          .innerJoin('sku as k', 'k.id', 'i.sku_id')
          .select(['k.spu_id', 't.id', 't.suit_no', 't.name', 't.suit_desc', 't.price_fen', 't.pic_url'])
          .distinct()
          .select('t.times_used')
          .where('t.status', '=', 0)
          .orderBy('t.times_used', 'desc')
          .orderBy('t.id', 'desc')
          .execute(),
        // The staff's search synonyms (issue 46), in the model so every write reloads it (migration 0250).
        listSynonyms(tx, true),
      ]);
      return { version, countersPrint, spus, skus, texts, dealerPrices, accessories, attachments, suits, synonyms };
    });
}

/**
 * One short text that changes whenever any model's stock or family's times used does (an md5 of each column in id
 * order), so a model whose counters are unchanged is kept without moving every row to this process (on the embedded
 * database the rows took ~40 ms, this ~8 ms; issue 22: the first page after a quiet spell waited on them).
 */
export async function countersFingerprint(db: Db): Promise<string> {
  const { rows } = await sql<{ print: string | null }>`
    select coalesce((select md5(string_agg(id || ':' || stock, ',' order by id)) from sku), '') || '/' ||
      coalesce((select md5(string_agg(id || ':' || times_used, ',' order by id)) from spu), '') as print`.execute(db);
  return rows[0]?.print ?? '';
}

/** What changes on every order and every use of a product, without the catalogue.changed event. */
export async function loadCounters(db: Db) {
  const [stock, used] = await Promise.all([
    db.selectFrom('sku').select(['id', 'stock']).execute(),
    db.selectFrom('spu').select(['id', 'times_used']).execute(),
  ]);
  return { stock, used };
}

/** The number every write to the catalogue raises (migration 0180), committed with the write. */
export async function catalogueVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** The search synonym groups (enabled ones only, or all for the staff page), in the order staff made them. */
export function listSynonyms(db: Db, enabledOnly: boolean) {
  let q = db.selectFrom('search_synonym').select(['id', 'words', 'excludes', 'enabled', 'updated_at']).orderBy('id');
  if (enabledOnly) q = q.where('enabled', '=', true);
  return q.execute();
}

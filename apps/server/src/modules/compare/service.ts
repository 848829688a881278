/**
 * Compare (part 1 §4-§5): a logged-in user's compare bar lives here (guests keep theirs in the browser
 * session and use direct compare). The rules are @portal/domain's; the server re-checks them.
 */
import {
  boundedBatch,
  canAdd,
  canCompare,
  COMPARE_MAX,
  COMPARE_MESSAGES,
  type CompareItem,
  type CompareKey,
  type CompareResult,
  compareRows,
  diffIndexes,
  refusal,
  uniqueBySku,
  listedBy,
  COMPARE_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError, notFound } from '../../http/errors.ts';
import * as catalogue from '../catalogue/index.ts';
import { lockAccount } from '../account/index.ts';
import * as q from './queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const addNo = listedBy(COMPARE_ROUTES.add);
const directNo = listedBy(COMPARE_ROUTES.direct);

type SkuRow = Awaited<ReturnType<typeof catalogue.findSkus>>[number];

function toRule(r: SkuRow) {
  return {
    skuNo: r.sku_no,
    firstCategoryId: r.first_category_id,
    secondCategoryId: r.second_category_id,
    separateCategory: !!r.separate_category,
  };
}

/** Compare items for keys, in the keys' order, skipping skus that no longer exist. */
async function itemsFor(db: Kysely<DB>, keys: CompareKey[], viewer: catalogue.Viewer): Promise<CompareItem[]> {
  const rows = await catalogue.findSkus(
    db,
    keys.map((k) => k.skuNo),
    viewer,
  );
  const bySku = new Map(rows.map((r) => [r.sku_no, r]));
  const ordered = keys.map((k) => bySku.get(k.skuNo)).filter((r): r is SkuRow => !!r);
  const params = await catalogue.skuParams(db, ordered);
  return ordered.map((r, i) => ({
    spuNo: r.spu_no,
    skuNo: r.sku_no,
    skuName: r.sku_name,
    spuName: r.spu_name,
    picUrl: r.sku_pic_url ?? r.pic_url,
    price: r.price_fen === null ? null : Number(r.price_fen),
    referPrice: r.market_price_fen === null ? null : Number(r.market_price_fen),
    skuModel: r.model,
    skuDesc: r.sku_desc,
    status: r.sku_status,
    separateCategory: !!r.separate_category,
    firstCategoryId: r.first_category_id,
    secondCategoryId: r.second_category_id,
    secondCategoryName: r.second_category_name,
    compareSkuAttrList: params[i]!.map((p) => ({ attrName: p.attrName, attrValue: p.value })),
  }));
}

export async function list(db: Kysely<DB>, accountId: number): Promise<CompareItem[]> {
  const keys = await q.listKeys(db, accountId);
  return itemsFor(
    db,
    keys.map((k) => ({ spuNo: k.spu_no, skuNo: k.sku_no })),
    { accountId },
  );
}

async function candidate(db: Kysely<DB>, key: CompareKey, accountId: number): Promise<SkuRow> {
  const [row] = await catalogue.findSkus(db, [key.skuNo], { accountId });
  if (!row || row.spu_no !== key.spuNo) throw notFound(addNo(refusal(COMPARE_MESSAGES, 'skuNotFound')));
  return row;
}

export async function add(db: Kysely<DB>, accountId: number, key: CompareKey): Promise<CompareItem[]> {
  const row = await candidate(db, key, accountId);
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, accountId);
    const current = await catalogue.findSkus(
      trx,
      (await q.listKeys(trx, accountId)).map((k) => k.sku_no),
      { accountId },
    );
    const verdict = canAdd(current.map(toRule), toRule(row));
    if (!verdict.ok) throw businessError(addNo(verdict.refusal));
    await q.insertKeys(trx, accountId, [{ spuNo: row.spu_no, skuNo: row.sku_no }]);
  });
  return list(db, accountId);
}

/** Adds what fits: new, comparable items, bounded by the free slots (part 1 §5). */
export async function batchAdd(db: Kysely<DB>, accountId: number, keys: CompareKey[]): Promise<CompareItem[]> {
  const rows = await catalogue.findSkus(
    db,
    keys.map((k) => k.skuNo),
    { accountId },
  );
  const bySku = new Map(rows.map((r) => [r.sku_no, r]));
  const wanted = keys
    .map((k) => bySku.get(k.skuNo))
    .filter((r): r is SkuRow => !!r && keys.some((k) => k.skuNo === r.sku_no && k.spuNo === r.spu_no));
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, accountId);
    const current = await catalogue.findSkus(
      trx,
      (await q.listKeys(trx, accountId)).map((k) => k.sku_no),
      { accountId },
    );
    const fit = boundedBatch(current.map(toRule), wanted.map(toRule), COMPARE_MAX);
    await q.insertKeys(
      trx,
      accountId,
      fit.map((f) => ({ spuNo: bySku.get(f.skuNo)!.spu_no, skuNo: f.skuNo })),
    );
  });
  return list(db, accountId);
}

export async function remove(db: Kysely<DB>, accountId: number, key: CompareKey): Promise<CompareItem[]> {
  await q.deleteKey(db, accountId, key.skuNo);
  return list(db, accountId);
}

export async function clean(db: Kysely<DB>, accountId: number): Promise<void> {
  await q.deleteAll(db, accountId);
}

/** The comparison of 2-6 skus of one category: rows per attribute with differences marked. */
export async function direct(db: Kysely<DB>, keys: CompareKey[], viewer: catalogue.Viewer): Promise<CompareResult> {
  const wanted = uniqueBySku(keys);
  const items = await itemsFor(db, wanted, viewer);
  if (items.length < wanted.length || items.some((i, n) => i.spuNo !== wanted[n]!.spuNo))
    throw notFound(directNo(refusal(COMPARE_MESSAGES, 'skuNotFound')));
  const verdict = canCompare(items);
  if (!verdict.ok) throw businessError(directNo(verdict.refusal));
  const rows = compareRows(items.map((i) => i.compareSkuAttrList));
  const descs = new Set(items.map((i) => i.skuDesc ?? ''));
  return {
    compareSkuList: items.map((i) => ({ ...i, skuDescDiff: descs.size > 1 })),
    compareSkuAttrList: rows,
    diffAttrIdxArr: diffIndexes(rows),
  };
}

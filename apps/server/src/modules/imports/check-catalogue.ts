/**
 * The checks of the catalogue's sheets (models, attributes, prices, stock): every cell by the catalogue's field rules
 * (domain catalogue/product-fields.ts), names resolved against the categories, attributes, models and first-level
 * dealers there are, each problem listed by sheet, row and column. The rows that pass become the plan apply writes.
 */
import {
  IMPORT_PROBLEMS,
  PRICE_LISTS,
  parseAttrValue,
  parseOptionalPriceYuan,
  parsePriceYuan,
  parseSaleType,
  parseShelf,
  parseSkuNo,
  parseStock,
  type ImportSummary,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { dealerBulk } from '../account/index.ts';
import { catalogueBulk } from '../catalogue/index.ts';
import { noticePriceChange } from '../prompt/index.ts';
import { cellsOf, firstSeen } from './cells.ts';
import type { Problems } from './problems.ts';
import type { DataRow, SheetsOf } from './workbook.ts';

type Bulk = typeof catalogueBulk;
export interface CataloguePlan {
  families: Parameters<Bulk['upsertFamilies']>[1][number][];
  models: Parameters<Bulk['upsertModels']>[1][number][];
  attrs: Parameters<Bulk['upsertAttrs']>[1][number][];
  prices: Parameters<Bulk['upsertPrices']>[1][number][];
  stock: { skuNo: string; stock: number }[];
}

interface KnownSku {
  secondCategoryId: number | null;
  inSheet: boolean;
}

function checkModels(
  rows: DataRow[],
  dict: Awaited<ReturnType<Bulk['catalogueDictionary']>>,
  problems: Problems,
  plan: CataloguePlan,
  known: Map<string, KnownSku>,
  taken: Set<string>,
): void {
  const firsts = new Map(dict.categories.filter((c) => c.parentId === null).map((c) => [c.name, c]));
  const seconds = new Map(
    dict.categories.filter((c) => c.parentId !== null).map((c) => [`${c.parentId}:${c.name}`, c]),
  );
  const secondNames = new Set(dict.categories.filter((c) => c.parentId !== null).map((c) => c.name));
  const brands = new Map(dict.brands.map((b) => [b.name, b.id]));
  const dup = firstSeen();
  const families = new Map<string, { row: number; w: CataloguePlan['families'][number] }>();
  const sortOf = new Map<string, number>();
  for (const r of rows) {
    const c = cellsOf(problems, 'models', r);
    const skuNo = c.field('skuNo', parseSkuNo);
    let firstRow: number | null = null;
    if (skuNo.ok) {
      firstRow = dup(skuNo.value, r.row);
      if (firstRow !== null) c.say('skuNo', IMPORT_PROBLEMS.duplicateKey(firstRow));
      else if (taken.has(skuNo.value)) {
        c.say('skuNo', IMPORT_PROBLEMS.privateSku);
        firstRow = r.row;
      }
    }
    const model = c.text('model', 64, true);
    const skuName = c.text('skuName', 100, true);
    const spuNo = c.text('spuNo', 64, true);
    const spuName = c.text('spuName', 100, true);
    const c1Name = c.text('category1', 50, true);
    const c2Name = c.text('category2', 50, true);
    const c1 = c1Name ? firsts.get(c1Name) : undefined;
    if (c1Name && !c1) c.say('category1', IMPORT_PROBLEMS.unknownCategory(c1Name));
    const c2 = c1 && c2Name ? seconds.get(`${c1.id}:${c2Name}`) : undefined;
    if (c1 && c2Name && !c2)
      c.say(
        'category2',
        secondNames.has(c2Name)
          ? IMPORT_PROBLEMS.categoryNotUnder(c2Name, c1.name)
          : IMPORT_PROBLEMS.unknownCategory(c2Name),
      );
    const brand = c.text('brand', 50, false);
    const sale = r.cells.saleType ? c.field('saleType', parseSaleType) : { ok: true as const, value: '经销' as const };
    const unit = c.text('unit', 10, false);
    const price = c.field('price', parseOptionalPriceYuan);
    // blank: a new model starts at 0, an existing one keeps its stock (never set to 0 by an empty column)
    const stock = r.cells.stock ? c.field('stock', parseStock) : { ok: true as const, value: null };
    const shelf = r.cells.shelf ? c.field('shelf', parseShelf) : { ok: true as const, value: 0 as const };
    const skuDesc = c.text('skuDesc', 500, false);
    const spuDesc = c.text('spuDesc', 2000, false);
    const tax = c.taxClass();
    // Known to the other sheets even when this row has problems (they are reported here, not again there).
    if (skuNo.ok && firstRow === null) known.set(skuNo.value, { secondCategoryId: c2?.id ?? null, inSheet: true });
    if (
      firstRow !== null ||
      !skuNo.ok ||
      !model ||
      !skuName ||
      !spuNo ||
      !spuName ||
      !c1 ||
      !c2 ||
      brand === null ||
      !sale.ok
    )
      continue;
    if (unit === null || !price.ok || !stock.ok || !shelf.ok || skuDesc === null || spuDesc === null || !tax.ok)
      continue;
    const fam = {
      spuNo,
      name: spuName,
      brandId: brand ? (brands.get(brand) ?? null) : null,
      brandName: brand || null,
      firstCategoryId: c1.id,
      secondCategoryId: c2.id,
      saleType: sale.value,
      status: shelf.value,
      desc: spuDesc || null,
      taxCode: tax.value?.code ?? null,
      taxRate: tax.value?.rate ?? null,
    };
    const had = families.get(spuNo);
    if (had) {
      const w = had.w;
      const clash: [string, boolean][] = [
        ['spuName', w.name !== fam.name],
        ['category2', w.secondCategoryId !== fam.secondCategoryId],
        ['brand', w.brandName !== fam.brandName],
        ['saleType', w.saleType !== fam.saleType],
        // a blank pair on one row leaves the family's class to the rows that fill it
        ['taxCode', !!w.taxCode && !!fam.taxCode && (w.taxCode !== fam.taxCode || w.taxRate !== fam.taxRate)],
      ];
      const bad = clash.filter(([, x]) => x);
      for (const [key] of bad) c.say(key, IMPORT_PROBLEMS.familyConflict(spuNo, had.row));
      if (bad.length) continue;
      if (fam.status === 0) w.status = 0;
      if (!w.desc && fam.desc) w.desc = fam.desc;
      if (!w.taxCode && fam.taxCode) Object.assign(w, { taxCode: fam.taxCode, taxRate: fam.taxRate });
    } else families.set(spuNo, { row: r.row, w: fam });
    const sort = (sortOf.get(spuNo) ?? 0) + 1;
    sortOf.set(spuNo, sort);
    plan.models.push({
      skuNo: skuNo.value,
      spuNo,
      name: skuName,
      model,
      desc: skuDesc || null,
      unit: unit || '台',
      priceFen: price.value,
      stock: stock.value,
      status: shelf.value,
      sort,
    });
  }
  plan.families.push(...[...families.values()].map((f) => f.w));
}

function checkAttrs(
  rows: DataRow[],
  dict: Awaited<ReturnType<Bulk['catalogueDictionary']>>,
  problems: Problems,
  plan: CataloguePlan,
  known: Map<string, KnownSku>,
): void {
  const byCat = new Map<string, (typeof dict.attrs)[number]>();
  for (const a of dict.attrs) {
    byCat.set(`${a.categoryId}:${a.name}`, a);
    byCat.set(`${a.categoryId}:${a.key}`, a);
  }
  const catName = new Map(dict.categories.map((c) => [c.id, c.name]));
  const dup = firstSeen();
  for (const r of rows) {
    const c = cellsOf(problems, 'attributes', r);
    const skuNo = c.field('skuNo', parseSkuNo);
    const attrName = c.text('attr', 50, true);
    const sku = skuNo.ok ? known.get(skuNo.value) : undefined;
    if (skuNo.ok && !sku) c.say('skuNo', IMPORT_PROBLEMS.unknownSku(skuNo.value));
    if (!sku || !skuNo.ok || !attrName || sku.secondCategoryId === null) {
      if (!r.cells.value) c.say('value', IMPORT_PROBLEMS.required);
      continue;
    }
    const a = byCat.get(`${sku.secondCategoryId}:${attrName}`);
    if (!a) {
      c.say('attr', IMPORT_PROBLEMS.unknownAttr(attrName, catName.get(sku.secondCategoryId ?? -1) ?? '—'));
      continue;
    }
    const first = dup(`${skuNo.value}\u0000${a.id}`, r.row);
    if (first !== null) {
      c.say('attr', IMPORT_PROBLEMS.duplicateKey(first));
      continue;
    }
    const v = c.field('value', (raw) => parseAttrValue(a.valueType, raw, a.unit));
    if (!v.ok) continue;
    if (v.value === null) {
      c.say('value', IMPORT_PROBLEMS.required);
      continue;
    }
    // A number's text is the number and its unit however it was typed ('4', '4mm', 4 → '4mm'): its export (the
    // number) imported again changes nothing.
    const num = v.value.num;
    const text = num === null ? v.value.text : `${num}${a.unit ?? ''}`;
    plan.attrs.push({ skuNo: skuNo.value, attrId: a.id, key: a.key, text, num, filterable: a.filterable });
  }
}

function checkPrices(
  rows: DataRow[],
  dealers: Set<string>,
  problems: Problems,
  plan: CataloguePlan,
  known: Map<string, KnownSku>,
) {
  const dup = firstSeen();
  for (const r of rows) {
    const c = cellsOf(problems, 'prices', r);
    const skuNo = c.field('skuNo', parseSkuNo);
    if (skuNo.ok && !known.has(skuNo.value)) c.say('skuNo', IMPORT_PROBLEMS.unknownSku(skuNo.value));
    const listText = c.text('priceList', 20, true);
    const list =
      listText === PRICE_LISTS.retail ? 'retail' : listText === PRICE_LISTS.wholesale ? 'wholesale' : listText;
    if (listText && list === listText && !dealers.has(listText))
      c.say('priceList', IMPORT_PROBLEMS.unknownPriceList(listText));
    const price = c.field('price', parsePriceYuan);
    const gold = c.field('goldPrice', parseOptionalPriceYuan);
    const isDealer = !!list && list !== 'retail' && list !== 'wholesale';
    if (gold.ok && gold.value !== null && list && !isDealer) c.say('goldPrice', IMPORT_PROBLEMS.goldOnlyDealer);
    if (!skuNo.ok || !known.has(skuNo.value) || !list || (isDealer && !dealers.has(list)) || !price.ok || !gold.ok)
      continue;
    if (gold.value !== null && !isDealer) continue;
    const first = dup(`${skuNo.value}\u0000${list}`, r.row);
    if (first !== null) {
      c.say('priceList', IMPORT_PROBLEMS.duplicateKey(first));
      continue;
    }
    plan.prices.push({ skuNo: skuNo.value, list, fen: price.value, goldFen: gold.value });
  }
}

function checkStock(rows: DataRow[], problems: Problems, plan: CataloguePlan, known: Map<string, KnownSku>) {
  const dup = firstSeen();
  for (const r of rows) {
    const c = cellsOf(problems, 'stock', r);
    const skuNo = c.field('skuNo', parseSkuNo);
    if (skuNo.ok && !known.has(skuNo.value)) c.say('skuNo', IMPORT_PROBLEMS.unknownSku(skuNo.value));
    const stock = c.field('stock', parseStock);
    if (!skuNo.ok || !known.has(skuNo.value) || !stock.ok) continue;
    const first = dup(skuNo.value, r.row);
    if (first !== null) {
      c.say('skuNo', IMPORT_PROBLEMS.duplicateKey(first));
      continue;
    }
    plan.stock.push({ skuNo: skuNo.value, stock: stock.value });
  }
}

/** Checks the catalogue's sheets against the database `db` (a transaction when applying); answers the plan. */
export async function checkCatalogue(
  db: Kysely<DB>,
  sheets: SheetsOf,
  problems: Problems,
): Promise<{ plan: CataloguePlan; summary: ImportSummary }> {
  const plan: CataloguePlan = { families: [], models: [], attrs: [], prices: [], stock: [] };
  const dict = await catalogueBulk.catalogueDictionary(db);
  const known = new Map<string, KnownSku>();
  const taken = await catalogueBulk.privateSkuNos(
    db,
    (sheets.models ?? []).map((r) => r.cells.skuNo ?? ''),
  );
  checkModels(sheets.models ?? [], dict, problems, plan, known, taken);
  const others = [...(sheets.attributes ?? []), ...(sheets.prices ?? []), ...(sheets.stock ?? [])]
    .map((r) => r.cells.skuNo ?? '')
    .filter((no) => no && !known.has(no));
  for (const [no, k] of await catalogueBulk.skuKeys(db, others)) known.set(no, { ...k, inSheet: false });
  checkAttrs(sheets.attributes ?? [], dict, problems, plan, known);
  if (sheets.prices?.length) checkPrices(sheets.prices, await dealerBulk.firstDealerNos(db), problems, plan, known);
  checkStock(sheets.stock ?? [], problems, plan, known);

  const existingSkus = await catalogueBulk.skuKeys(
    db,
    plan.models.map((m) => m.skuNo),
  );
  const existingSpus = await catalogueBulk.existingSpuNos(
    db,
    plan.families.map((f) => f.spuNo),
  );
  const summary: ImportSummary = {};
  if (sheets.models) {
    const newSpus = plan.families.filter((f) => !existingSpus.has(f.spuNo)).length;
    const newSkus = plan.models.filter((m) => !existingSkus.has(m.skuNo)).length;
    summary['产品'] = { inserted: newSpus, updated: plan.families.length - newSpus };
    summary['型号'] = { inserted: newSkus, updated: plan.models.length - newSkus };
  }
  if (sheets.attributes) summary['属性'] = { inserted: 0, updated: plan.attrs.length };
  if (sheets.prices) summary['价格'] = { inserted: 0, updated: plan.prices.length };
  if (sheets.stock) summary['库存'] = { inserted: 0, updated: plan.stock.length };
  return { plan, summary };
}

/** Writes a checked plan in `trx` (families before models, models before their attributes and prices). */
export async function writeCatalogue(
  trx: Kysely<DB>,
  plan: CataloguePlan,
  summary: ImportSummary,
): Promise<ImportSummary> {
  const out: ImportSummary = {};
  const priced = [...plan.models.map((m) => m.skuNo), ...plan.prices.map((p) => p.skuNo)];
  // the families' lowest prices recomputed once for all of them, not once per changed row
  await catalogueBulk.withBulkReprice(trx, priced, async () => {
    if (summary['产品']) out['产品'] = await catalogueBulk.upsertFamilies(trx, plan.families);
    if (summary['型号']) out['型号'] = await catalogueBulk.upsertModels(trx, plan.models);
    if (summary['价格']) {
      const { changedLists, ...written } = await catalogueBulk.upsertPrices(trx, plan.prices);
      out['价格'] = written;
      // the dealers buying at a changed list hear of it, in the import's transaction
      await noticePriceChange(trx, changedLists);
    }
  });
  if (summary['属性']) out['属性'] = await catalogueBulk.upsertAttrs(trx, plan.attrs);
  if (summary['库存']) out['库存'] = await catalogueBulk.setStock(trx, plan.stock);
  const planned: Record<string, number> = {
    产品: plan.families.length,
    型号: plan.models.length,
    属性: plan.attrs.length,
    价格: plan.prices.length,
    库存: plan.stock.length,
  };
  for (const [what, n] of Object.entries(out))
    out[what] = { ...n, unchanged: Math.max(0, (planned[what] ?? 0) - n.inserted - n.updated) };
  return out;
}

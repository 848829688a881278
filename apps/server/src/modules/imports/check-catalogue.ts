/**
 * The checks of the catalogue's sheets (models, attributes, prices, stock), one row at a time as the rows are read
 * (stream-catalogue.ts runs them): every cell by the catalogue's field rules (domain catalogue/product-fields.ts),
 * names resolved against the categories, attributes, models and first-level dealers there are, each problem listed by
 * sheet, row and column. A row that passes is what apply writes. What they keep between rows is compact: the models
 * known (a number each), and the keys seen (numbers) to tell a duplicate's first row.
 */
import {
  IMPORT_PROBLEMS,
  PRICE_LISTS,
  isBareNumber,
  parseAttrValue,
  parseOptionalPriceYuan,
  parsePriceYuan,
  parseSaleType,
  parseShelf,
  parseSkuNo,
  parseStock,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { catalogueBulk } from '../catalogue/index.ts';
import { cellsOf, firstSeen } from './cells.ts';
import type { Problems } from './problems.ts';
import { FirstRows } from './seen.ts';
import type { DataRow } from './workbook.ts';

type Bulk = typeof catalogueBulk;
export type FamilyWrite = Parameters<Bulk['upsertFamilies']>[1][number];
export type ModelWrite = Parameters<Bulk['upsertModels']>[1][number];
export type AttrWrite = Parameters<Bulk['upsertAttrs']>[1][number];
export type PriceWrite = Parameters<Bulk['upsertPrices']>[1][number];
export type StockWrite = { skuNo: string; stock: number };
type Dictionary = Awaited<ReturnType<Bulk['catalogueDictionary']>>;

interface KnownSku {
  /** Its number in this check (the compact keys of duplicates). */
  idx: number;
  secondCategoryId: number | null;
  inSheet: boolean;
}

/** The models the other sheets may name: the models sheet's, and those in the database (looked up chunk by chunk). */
export class KnownSkus {
  private readonly map = new Map<string, KnownSku>();
  get(no: string): KnownSku | undefined {
    return this.map.get(no);
  }
  has(no: string): boolean {
    return this.map.has(no);
  }
  add(no: string, secondCategoryId: number | null, inSheet: boolean): void {
    if (!this.map.has(no)) this.map.set(no, { idx: this.map.size, secondCategoryId, inSheet });
  }
  /** The numbers these rows name that are not known yet, looked up in the database. */
  async load(db: Kysely<DB>, rows: readonly DataRow[]): Promise<void> {
    const want = rows.map((r) => r.cells.skuNo ?? '').filter((no) => no && !this.map.has(no));
    if (!want.length) return;
    for (const [no, k] of await catalogueBulk.skuKeys(db, want)) this.add(no, k.secondCategoryId, false);
  }
}

/** Duplicates of a pair within a sheet (a model's idx and a small id), kept in a compact table (seen.ts). */
function pairSeen() {
  const seen = new FirstRows();
  const big = new Map<string, number>();
  return (idx: number, id: number, row: number): number | null => {
    if (id < 2 ** 20) return seen.firstOr(idx * 2 ** 20 + id, row);
    const key = `${idx}:${id}`; // an id beyond 2^20 (never in practice): a Map's key
    const first = big.get(key);
    if (first !== undefined) return first;
    big.set(key, row);
    return null;
  };
}

/**
 * The models sheet, row by row (`taken`: the model numbers of this chunk a dealer's private product carries): each
 * model that passes is kept with its family (what the apply writes once the sheet is read: a family's rows may lie
 * anywhere in it). Every model number read is known to the other sheets, even a row with problems (they are reported
 * here, not again there).
 */
export function modelsChecker(dict: Dictionary, problems: Problems, known: KnownSkus) {
  const firsts = new Map(dict.categories.filter((c) => c.parentId === null).map((c) => [c.name, c]));
  const seconds = new Map(
    dict.categories.filter((c) => c.parentId !== null).map((c) => [`${c.parentId}:${c.name}`, c]),
  );
  const secondNames = new Set(dict.categories.filter((c) => c.parentId !== null).map((c) => c.name));
  const brands = new Map(dict.brands.map((b) => [b.name, b.id]));
  const dup = firstSeen();
  const families = new Map<string, { row: number; w: FamilyWrite }>();
  const sortOf = new Map<string, number>();
  const models: ModelWrite[] = [];
  const row = (r: DataRow, taken: Set<string>): void => {
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
    if (skuNo.ok && firstRow === null) known.add(skuNo.value, c2?.id ?? null, true);
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
      return;
    if (unit === null || !price.ok || !stock.ok || !shelf.ok || skuDesc === null || spuDesc === null || !tax.ok) return;
    const fam: FamilyWrite = {
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
      if (bad.length) return;
      if (fam.status === 0) w.status = 0;
      if (!w.desc && fam.desc) w.desc = fam.desc;
      if (!w.taxCode && fam.taxCode) Object.assign(w, { taxCode: fam.taxCode, taxRate: fam.taxRate });
    } else families.set(spuNo, { row: r.row, w: fam });
    const sort = (sortOf.get(spuNo) ?? 0) + 1;
    sortOf.set(spuNo, sort);
    models.push({
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
  };
  return { row, models, families: () => [...families.values()].map((f) => f.w) };
}

/** The attributes sheet, row by row: the value to write, or null (a problem said, or nothing to write). */
export function attrsChecker(dict: Dictionary, problems: Problems, known: KnownSkus) {
  const byCat = new Map<string, (typeof dict.attrs)[number]>();
  for (const a of dict.attrs) {
    byCat.set(`${a.categoryId}:${a.name}`, a);
    byCat.set(`${a.categoryId}:${a.key}`, a);
  }
  const catName = new Map(dict.categories.map((c) => [c.id, c.name]));
  const dup = pairSeen();
  return (r: DataRow): AttrWrite | null => {
    const c = cellsOf(problems, 'attributes', r);
    const skuNo = c.field('skuNo', parseSkuNo);
    const attrName = c.text('attr', 50, true);
    const sku = skuNo.ok ? known.get(skuNo.value) : undefined;
    if (skuNo.ok && !sku) c.say('skuNo', IMPORT_PROBLEMS.unknownSku(skuNo.value));
    if (!sku || !skuNo.ok || !attrName || sku.secondCategoryId === null) {
      if (!r.cells.value) c.say('value', IMPORT_PROBLEMS.required);
      return null;
    }
    const a = byCat.get(`${sku.secondCategoryId}:${attrName}`);
    if (!a) {
      c.say('attr', IMPORT_PROBLEMS.unknownAttr(attrName, catName.get(sku.secondCategoryId ?? -1) ?? '—'));
      return null;
    }
    const first = dup(sku.idx, a.id, r.row);
    if (first !== null) {
      c.say('attr', IMPORT_PROBLEMS.duplicateKey(first));
      return null;
    }
    const v = c.field('value', (raw) => parseAttrValue(a.valueType, raw, a.unit));
    if (!v.ok) return null;
    if (v.value === null) {
      c.say('value', IMPORT_PROBLEMS.required);
      return null;
    }
    // A bare number's text is the number and its unit ('4', 4 → '4mm'); the trade's notations are kept as typed
    // (「400万像素」, 「2.8-12mm」) with their number: the export writes the text, and imported again changes nothing.
    const num = v.value.num;
    const text = num === null || !isBareNumber(v.value.text) ? v.value.text : `${num}${a.unit ?? ''}`;
    return { skuNo: skuNo.value, attrId: a.id, key: a.key, text, num, filterable: a.filterable };
  };
}

/** The prices sheet, row by row (`dealers`: the first-level dealers' numbers, the lists there are). */
export function pricesChecker(dealers: Set<string>, problems: Problems, known: KnownSkus) {
  const dup = pairSeen();
  const listNo = new Map<string, number>();
  return (r: DataRow): PriceWrite | null => {
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
    const sku = skuNo.ok ? known.get(skuNo.value) : undefined;
    if (!skuNo.ok || !sku || !list || (isDealer && !dealers.has(list)) || !price.ok || !gold.ok) return null;
    if (gold.value !== null && !isDealer) return null;
    if (!listNo.has(list)) listNo.set(list, listNo.size);
    const first = dup(sku.idx, listNo.get(list)!, r.row);
    if (first !== null) {
      c.say('priceList', IMPORT_PROBLEMS.duplicateKey(first));
      return null;
    }
    return { skuNo: skuNo.value, list, fen: price.value, goldFen: gold.value };
  };
}

/** The stock sheet, row by row. */
export function stockChecker(problems: Problems, known: KnownSkus) {
  const dup = pairSeen();
  return (r: DataRow): StockWrite | null => {
    const c = cellsOf(problems, 'stock', r);
    const skuNo = c.field('skuNo', parseSkuNo);
    if (skuNo.ok && !known.has(skuNo.value)) c.say('skuNo', IMPORT_PROBLEMS.unknownSku(skuNo.value));
    const stock = c.field('stock', parseStock);
    const sku = skuNo.ok ? known.get(skuNo.value) : undefined;
    if (!skuNo.ok || !sku || !stock.ok) return null;
    const first = dup(sku.idx, 0, r.row);
    if (first !== null) {
      c.say('skuNo', IMPORT_PROBLEMS.duplicateKey(first));
      return null;
    }
    return { skuNo: skuNo.value, stock: stock.value };
  };
}

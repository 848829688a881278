/**
 * The templates and the exports (issue 42 §4): the same workbook, empty or filled from the database, so that an
 * export edited and imported again round-trips (prices in yuan, shelf and status in words, attributes by name).
 */
import {
  ATTR_VALUE_TYPE_LABELS,
  DEALER_STATUS_WORDS,
  EnterpriseType,
  PRICE_LISTS,
  SECOND_DEALER_LEVEL_WORDS,
  SHELF_LABELS,
  YES_NO_WORDS,
  type ImportKind,
  type ImportSheetKey,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { dealerBulk } from '../account/index.ts';
import { bindingBulk } from '../dealer/index.ts';
import { catalogueBulk, categoryBulk, dealerPricesForExport, modelsForExport } from '../catalogue/index.ts';
import { writeWorkbook, type ExportCell } from './workbook.ts';

const yuan = (fen: number | null): number | null => (fen === null ? null : fen / 100);
type Rows = Partial<Record<ImportSheetKey, ExportCell[][]>>;

async function catalogueRows(db: Kysely<DB>, kind: ImportKind): Promise<Rows> {
  const models = await modelsForExport(db);
  if (kind === 'stock') return { stock: models.map((m) => [m.sku_no, m.stock]) };
  const prices: ExportCell[][] = [];
  for (const m of models)
    if (m.price_fen !== null) prices.push([m.sku_no, PRICE_LISTS.retail, yuan(m.price_fen), null]);
  for (const m of models)
    if (m.wholesale_price_fen !== null)
      prices.push([m.sku_no, PRICE_LISTS.wholesale, yuan(m.wholesale_price_fen), null]);
  for (const p of await dealerPricesForExport(db))
    prices.push([p.sku_no, p.first_merchant_no, yuan(p.price_fen), yuan(p.gold_price_fen)]);
  if (kind === 'prices') return { prices };
  const dict = await catalogueBulk.catalogueDictionary(db);
  const attrName = new Map(dict.attrs.map((a) => [`${a.categoryId}:${a.key}`, a.name]));
  const attributes: ExportCell[][] = [];
  for (const m of models) {
    for (const [key, v] of Object.entries(m.attrs ?? {})) {
      const name = attrName.get(`${m.second_category_id}:${key}`);
      if (name && v !== null && v !== '') attributes.push([m.sku_no, name, typeof v === 'number' ? v : String(v)]);
    }
  }
  return {
    models: models.map((m) => [
      m.sku_no,
      m.model,
      m.sku_name,
      m.spu_no,
      m.spu_name,
      m.category1,
      m.category2,
      m.brand_name,
      m.sku_sale_type,
      m.unit,
      yuan(m.price_fen),
      m.stock,
      SHELF_LABELS[m.status as 0 | 1] ?? '',
      m.sku_desc,
      m.spu_desc,
    ]),
    attributes,
    prices,
  };
}

const yesNo = (v: boolean) => (v ? YES_NO_WORDS.yes : YES_NO_WORDS.no);

async function categoryRows(db: Kysely<DB>): Promise<Rows> {
  const [categories, attrs] = await Promise.all([
    categoryBulk.categoriesForExport(db),
    categoryBulk.attrDefsForExport(db),
  ]);
  return {
    categories: categories.map((c) => [
      c.category1,
      c.category2,
      c.sort,
      yesNo(c.separate),
      SHELF_LABELS[c.status as 0 | 1] ?? '',
    ]),
    categoryAttrs: attrs.map((a) => [
      a.category1,
      a.category2,
      a.key,
      a.name,
      ATTR_VALUE_TYPE_LABELS[a.valueType],
      a.unit,
      yesNo(a.filterable),
      a.sort,
    ]),
  };
}

const dealerCells = (d: dealerBulk.ExportDealerRow): ExportCell[] => [
  d.credit_code,
  d.company_name,
  d.merchant_no,
  d.street_code ?? d.area_code,
  d.address,
  d.longitude,
  d.latitude,
  d.contact_name,
  d.contact_phone,
  d.status === 1 ? DEALER_STATUS_WORDS.normal : DEALER_STATUS_WORDS.stopped,
];

async function dealerRows(db: Kysely<DB>): Promise<Rows> {
  return { dealers: (await dealerBulk.dealersForExport(db, [EnterpriseType.first])).map(dealerCells) };
}

async function secondDealerRows(db: Kysely<DB>): Promise<Rows> {
  const rows = await dealerBulk.dealersForExport(db, [EnterpriseType.second, EnterpriseType.goldSecond]);
  const owners = await dealerBulk.ownersOf(
    db,
    rows.map((d) => d.merchant_no),
  );
  const codes = new Map(rows.map((d) => [d.merchant_no, d.credit_code]));
  const firsts = new Map((await dealerBulk.firstDealerKeys(db)).map((f) => [f.merchantNo, f]));
  const bindings = await bindingBulk.bindingsForExport(
    db,
    [...owners].map(([merchantNo, accountId]) => ({ merchantNo, accountId })),
  );
  return {
    secondDealers: rows.map((d) => {
      const cells = dealerCells(d);
      const level =
        d.enterprise_type === EnterpriseType.goldSecond
          ? SECOND_DEALER_LEVEL_WORDS.gold
          : SECOND_DEALER_LEVEL_WORDS.normal;
      return [...cells.slice(0, 3), level, ...cells.slice(3)];
    }),
    // a dealer with no credit code cannot be named in the sheet; the first-level dealer by its number
    bindings: bindings
      .filter((b) => codes.get(b.buyerMerchantNo) && firsts.has(b.firstMerchantNo))
      .map((b) => [codes.get(b.buyerMerchantNo)!, b.firstMerchantNo, b.current ? YES_NO_WORDS.yes : YES_NO_WORDS.no]),
  };
}

/** The kind's template, empty. */
export const templateOf = (kind: ImportKind): Promise<Buffer> => writeWorkbook(kind, {});

/** The kind's template filled with what the database holds. */
export async function exportOf(db: Kysely<DB>, kind: ImportKind): Promise<Buffer> {
  const rows =
    kind === 'dealers'
      ? await dealerRows(db)
      : kind === 'secondDealers'
        ? await secondDealerRows(db)
        : kind === 'categories'
          ? await categoryRows(db)
          : await catalogueRows(db, kind);
  return writeWorkbook(kind, rows);
}

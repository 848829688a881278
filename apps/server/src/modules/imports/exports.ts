/**
 * The templates and the exports (issue 42 §4): the same workbook, empty or filled from the database, so that an
 * export edited and imported again round-trips (prices in yuan, shelf and status in words, attributes by name). The
 * catalogue and the dealers are read a page at a time while the workbook streams out (issue 61).
 */
import {
  ATTR_VALUE_TYPE_LABELS,
  DEALER_STATUS_WORDS,
  EnterpriseType,
  IMPORT_KIND_DEFS,
  PRICE_LISTS,
  SECOND_DEALER_LEVEL_WORDS,
  SHELF_LABELS,
  YES_NO_WORDS,
  taxRateLabel,
  type ImportKind,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import { PassThrough, type Readable } from 'node:stream';
import type { DB } from '../../db/schema.ts';
import { dealerBulk } from '../account/index.ts';
import { bindingBulk } from '../dealer/index.ts';
import {
  catalogueBulk,
  categoryBulk,
  dealerPricesForExport,
  modelsForExport,
  type ExportModelRow,
} from '../catalogue/index.ts';
import {
  ExportAborted,
  workbookBuffer,
  writeWorkbook,
  type ExportCell,
  type ExportPages,
  type ExportSources,
} from './workbook-writer.ts';

const yuan = (fen: number | null): number | null => (fen === null ? null : fen / 100);

/** Each page of the source as rows of cells (a page with no rows left is skipped). */
async function* mapPages<T>(pages: AsyncIterable<T[]>, cells: (row: T) => ExportCell[][]): ExportPages {
  for await (const page of pages) {
    const rows = page.flatMap(cells);
    if (rows.length) yield rows;
  }
}

/** A whole list as one page. */
async function* onePage(rows: Promise<ExportCell[][]>): ExportPages {
  yield await rows;
}

const modelCells = (m: ExportModelRow): ExportCell[] => [
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
  ...taxCells(m.tax_code, m.tax_rate),
];

/** The 税收分类编码 and 税率 cells of a family or a category (blank when it has none of its own). */
const taxCells = (code: string | null, rate: number | null): ExportCell[] =>
  code === null || rate === null ? [null, null] : [code, taxRateLabel(rate)];

/** Retail prices of every model, then wholesale ones, then the dealers' lists (each read page by page). */
async function* pricePages(db: Kysely<DB>): ExportPages {
  yield* mapPages(modelsForExport(db), (m) =>
    m.price_fen === null ? [] : [[m.sku_no, PRICE_LISTS.retail, yuan(m.price_fen), null]],
  );
  yield* mapPages(modelsForExport(db), (m) =>
    m.wholesale_price_fen === null ? [] : [[m.sku_no, PRICE_LISTS.wholesale, yuan(m.wholesale_price_fen), null]],
  );
  yield* mapPages(dealerPricesForExport(db), (p) => [
    [p.sku_no, p.first_merchant_no, yuan(p.price_fen), yuan(p.gold_price_fen)],
  ]);
}

/** The catalogue's sheets; the attribute names (one dictionary, as big as the categories) read before any row. */
async function catalogueSources(db: Kysely<DB>, kind: ImportKind): Promise<ExportSources> {
  if (kind === 'stock') return { stock: () => mapPages(modelsForExport(db), (m) => [[m.sku_no, m.stock]]) };
  if (kind === 'prices') return { prices: () => pricePages(db) };
  const dict = await catalogueBulk.catalogueDictionary(db);
  const attrName = new Map(dict.attrs.map((a) => [`${a.categoryId}:${a.key}`, a.name]));
  const attrCells = (m: ExportModelRow): ExportCell[][] =>
    Object.entries(m.attrs ?? {}).flatMap(([key, num]) => {
      const name = attrName.get(`${m.second_category_id}:${key}`);
      // a number as shown where there is its text (「400万像素」, read back to 4 by the import); a text as stored
      const v = typeof num === 'number' ? (m.attr_texts?.[key] ?? num) : num;
      return name && v !== null && v !== '' ? [[m.sku_no, name, typeof v === 'number' ? v : String(v)]] : [];
    });
  return {
    models: () => mapPages(modelsForExport(db), (m) => [modelCells(m)]),
    attributes: () => mapPages(modelsForExport(db), attrCells),
    prices: () => pricePages(db),
  };
}

const yesNo = (v: boolean) => (v ? YES_NO_WORDS.yes : YES_NO_WORDS.no);

/** The category tree and its attributes (as many as staff define by hand: one page each). */
function categorySources(db: Kysely<DB>): ExportSources {
  const categories = async (): Promise<ExportCell[][]> =>
    (await categoryBulk.categoriesForExport(db)).map((c) => [
      c.category1,
      c.category2,
      c.sort,
      yesNo(c.separate),
      SHELF_LABELS[c.status as 0 | 1] ?? '',
      ...taxCells(c.taxCode, c.taxRate),
    ]);
  const attrs = async (): Promise<ExportCell[][]> =>
    (await categoryBulk.attrDefsForExport(db)).map((a) => [
      a.category1,
      a.category2,
      a.key,
      a.name,
      ATTR_VALUE_TYPE_LABELS[a.valueType],
      a.unit,
      yesNo(a.filterable),
      a.sort,
    ]);
  return { categories: () => onePage(categories()), categoryAttrs: () => onePage(attrs()) };
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

const dealerSources = (db: Kysely<DB>): ExportSources => ({
  dealers: () => mapPages(dealerBulk.dealerPagesForExport(db, [EnterpriseType.first]), (d) => [dealerCells(d)]),
});

/** Second-level dealers with their owners' bindings: read whole (their bindings are looked up by owner). */
async function secondDealerRows(db: Kysely<DB>): Promise<Record<'secondDealers' | 'bindings', ExportCell[][]>> {
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
export const templateOf = (kind: ImportKind): Promise<Buffer> => workbookBuffer(kind);

async function sourcesOf(db: Kysely<DB>, kind: ImportKind): Promise<ExportSources> {
  if (kind === 'dealers') return dealerSources(db);
  if (kind === 'categories') return categorySources(db);
  if (kind !== 'secondDealers') return catalogueSources(db, kind);
  const rows = await secondDealerRows(db);
  return {
    secondDealers: () => onePage(Promise.resolve(rows.secondDealers)),
    bindings: () => onePage(Promise.resolve(rows.bindings)),
  };
}

/** The first sheet's first page read now: a database that fails before any byte is sent answers with the envelope. */
async function withFirstPage(kind: ImportKind, sources: ExportSources): Promise<ExportSources> {
  const first = IMPORT_KIND_DEFS[kind].sheets[0]!;
  const source = sources[first];
  if (!source) return sources;
  const it = source()[Symbol.asyncIterator]();
  const head = await it.next();
  async function* rest(): ExportPages {
    if (head.done) return;
    yield head.value;
    for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
  }
  return { ...sources, [first]: rest };
}

/**
 * The kind's template filled with what the database holds, as a stream (issue 61): the database is read a page at a
 * time while the workbook is written and sent. A failure once sending has begun ends the stream with the error (the
 * download breaks off; the error is logged by `onError`).
 */
export async function exportOf(db: Kysely<DB>, kind: ImportKind, onError: (e: unknown) => void): Promise<Readable> {
  const sources = await withFirstPage(kind, await sourcesOf(db, kind));
  const out = new PassThrough();
  writeWorkbook(out, kind, sources).catch((e) => {
    if (!(e instanceof ExportAborted)) onError(e);
  });
  return out;
}

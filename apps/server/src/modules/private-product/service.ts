/**
 * Private products: the form's add/edit/detail/delete, the category and brand options, and the xlsx template,
 * export and import (every row checked with the form's rules; good rows go in one transaction, bad rows are
 * reported with their reason; a malformed or oversized file imports nothing).
 */
import {
  IMPORT_COLUMNS,
  PERMISSION_MESSAGES,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ENTRIES,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNPACKED_BYTES,
  PRIVATE_MESSAGES,
  PRIVATE_PRODUCT_ROUTES as E,
  listedBy,
  checkImportRow,
  escapeCell,
  formatFen,
  unescapeCell,
  type CategoryOption,
  type ImportReport,
  type PrivateDetail,
  type PrivateProduct,
  refusal,
} from '@portal/domain';
import ExcelJS from '../../exceljs.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, businessError, forbidden, notFound } from '../../http/errors.ts';
import { ownerOf, permissionsOf } from '../design-order/index.ts';
import {
  brandNames,
  deletePrivateProducts,
  findPrivateProduct,
  insertPrivateProducts,
  listPrivateProducts,
  updatePrivateProduct,
  type PrivateWrite,
} from '../catalogue/index.ts';
import { categoryTree } from '../catalogue/index.ts';
import { checkXlsx } from './xlsx-guard.ts';

/** What each use case may refuse: only what the entries that reach it list (the compiler checks). */
const shopNo = listedBy(E.add, E.importXlsx);
const formNo = listedBy(E.add, E.edit);
const editNo = listedBy(E.edit);
const detailNo = listedBy(E.detail);
const delNo = listedBy(E.del);
const importNo = listedBy(E.importXlsx);

/** The private-product check (part 2 §6): a shop's account that is not of the private role manages them. */
export async function canCreate(db: Kysely<DB>, accountId: number): Promise<boolean> {
  return (await permissionsOf(db, accountId)).managePrivate;
}

/**
 * Creating and importing private products need a shop (an account acting for a merchant). The private role is
 * refused every managing call before the handler, by the endpoints' declared policy 'manager'.
 */
async function requireShop(db: Kysely<DB>, accountId: number): Promise<void> {
  if (!(await permissionsOf(db, accountId)).managePrivate)
    throw forbidden(shopNo(refusal(PERMISSION_MESSAGES, 'noShop')));
}

interface CategoryIndex {
  options: CategoryOption[];
  firstOf: Map<number, number>;
  byName: Map<string, number>;
}

async function categories(db: Kysely<DB>): Promise<CategoryIndex> {
  const tree = await categoryTree(db);
  const options: CategoryOption[] = [];
  const firstOf = new Map<number, number>();
  const byName = new Map<string, number>();
  for (const first of tree) {
    for (const second of first.children) {
      const label = `${first.catagoryName} > ${second.catagoryName}`;
      options.push({ id: second.id, itemValue: label });
      firstOf.set(second.id, first.id);
      byName.set(label, second.id);
      byName.set(`${first.catagoryName}>${second.catagoryName}`, second.id);
      if (!byName.has(second.catagoryName)) byName.set(second.catagoryName, second.id);
    }
  }
  return { options, firstOf, byName };
}

export async function categoryOptions(db: Kysely<DB>): Promise<CategoryOption[]> {
  return (await categories(db)).options;
}

export async function brands(db: Kysely<DB>, accountId: number): Promise<string[]> {
  return brandNames(db, await ownerOf(db, accountId));
}

/** The form's product to write: its category must be a second-level one (the form's select). */
function toWrite(p: PrivateProduct, idx: CategoryIndex): PrivateWrite {
  const first = idx.firstOf.get(p.categoryValueSelect);
  if (first === undefined) throw badRequest(formNo(refusal(PRIVATE_MESSAGES, 'categoryRequired')));
  return writeOf(p, first);
}

function writeOf(p: PrivateProduct, first: number): PrivateWrite {
  return {
    spuName: p.spuName,
    firstCategoryId: first,
    secondCategoryId: p.categoryValueSelect,
    priceFen: p.price,
    brandName: p.brandName,
    spuDesc: p.spuDesc,
    mainPics: p.mainPics,
  };
}

export async function add(db: Kysely<DB>, accountId: number, p: PrivateProduct): Promise<{ spuNo: string }> {
  await requireShop(db, accountId);
  const owner = await ownerOf(db, accountId);
  const [spuNo] = await insertPrivateProducts(db, owner, [toWrite(p, await categories(db))]);
  return { spuNo: spuNo! };
}

export async function edit(db: Kysely<DB>, accountId: number, p: PrivateProduct): Promise<void> {
  if (!p.spuNo) throw badRequest(editNo(refusal(PRIVATE_MESSAGES, 'notFound')));
  const ok = await updatePrivateProduct(db, await ownerOf(db, accountId), p.spuNo, toWrite(p, await categories(db)));
  if (!ok) throw notFound(editNo(refusal(PRIVATE_MESSAGES, 'notFound')));
}

export async function detail(db: Kysely<DB>, accountId: number, spuNo: string): Promise<PrivateDetail> {
  // The private role cannot open a self-defined product's detail (part 2 §6): the endpoint's policy 'manager'.
  const r = await findPrivateProduct(db, await ownerOf(db, accountId), spuNo);
  if (!r) throw notFound(detailNo(refusal(PRIVATE_MESSAGES, 'notFound')));
  return {
    spuNo: r.spu_no,
    skuNo: r.sku_no,
    spuName: r.spu_name,
    categoryValueSelect: r.second_category_id,
    categoryName: [r.c1_name, r.c2_name].filter(Boolean).join(' > ') || null,
    price: r.price_fen === null ? null : Number(r.price_fen),
    brandName: r.brand_name,
    spuDesc: r.spu_desc ?? '',
    mainPics: r.main_pics ?? [],
    model: r.model,
    source: r.source,
  };
}

/** The account's private products, newest first, as candidates for the list (quick-add's construction fee). */
export async function remove(db: Kysely<DB>, accountId: number, spuNos: string[]): Promise<number> {
  const n = await deletePrivateProducts(db, await ownerOf(db, accountId), [...new Set(spuNos)]);
  if (n === 0) throw notFound(delNo(refusal(PRIVATE_MESSAGES, 'notFound')));
  return n;
}

// ---------------------------------------------------------------------------------------------------
// xlsx

function sheetWithHeader(wb: ExcelJS.Workbook, name: string) {
  const ws = wb.addWorksheet(name);
  ws.columns = [
    { header: IMPORT_COLUMNS[0], key: 'name', width: 30 },
    { header: IMPORT_COLUMNS[1], key: 'category', width: 28 },
    { header: IMPORT_COLUMNS[2], key: 'price', width: 12 },
    { header: IMPORT_COLUMNS[3], key: 'brand', width: 16 },
    { header: IMPORT_COLUMNS[4], key: 'desc', width: 50 },
  ];
  ws.getRow(1).font = { bold: true };
  return ws;
}

export async function template(db: Kysely<DB>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = sheetWithHeader(wb, '自定义产品');
  ws.addRow({
    name: '6米监控立杆(含基础)',
    category: '线缆配件 > 支架',
    price: 1380,
    brand: '本地加工',
    desc: '镀锌钢管6米立杆',
  });
  const cats = wb.addWorksheet('产品分类');
  cats.columns = [{ header: '可选产品分类', key: 'c', width: 36 }];
  for (const o of await categoryOptions(db)) cats.addRow({ c: o.itemValue });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function exportXlsx(db: Kysely<DB>, accountId: number): Promise<Buffer> {
  const rows = await listPrivateProducts(db, await ownerOf(db, accountId));
  const wb = new ExcelJS.Workbook();
  const ws = sheetWithHeader(wb, '自定义产品');
  ws.getColumn(3).numFmt = '0.00';
  ws.addRows(
    rows.map((r) => [
      escapeCell(r.spu_name),
      escapeCell([r.c1_name, r.c2_name].filter(Boolean).join(' > ')),
      r.price_fen === null ? '' : Number(formatFen(Number(r.price_fen))),
      escapeCell(r.brand_name ?? ''),
      escapeCell(r.spu_desc ?? ''),
    ]),
  );
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A cell as plain data: rich text joined, a formula's cached result (never the formula), escaped text restored. */
function cellValue(v: ExcelJS.CellValue): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return unescapeCell(v);
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object' && 'richText' in v) return unescapeCell(v.richText.map((t) => t.text).join(''));
  if (typeof v === 'object' && 'result' in v)
    return v.result === undefined ? null : cellValue(v.result as ExcelJS.CellValue);
  if (typeof v === 'object' && 'text' in v) return unescapeCell(String(v.text));
  return null;
}

export async function importXlsx(db: Kysely<DB>, accountId: number, file: Buffer): Promise<ImportReport> {
  await requireShop(db, accountId);
  const guard = checkXlsx(file, {
    maxBytes: IMPORT_MAX_BYTES,
    maxEntries: IMPORT_MAX_ENTRIES,
    maxUnpackedBytes: IMPORT_MAX_UNPACKED_BYTES,
  });
  if (!guard.ok) {
    const key = guard.reason === 'tooLarge' ? 'fileTooLarge' : guard.reason === 'notZip' ? 'badFile' : 'fileTooComplex';
    throw businessError(importNo(refusal(PRIVATE_MESSAGES, key)));
  }
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(file as never);
  } catch {
    throw businessError(importNo(refusal(PRIVATE_MESSAGES, 'badFile')));
  }
  const ws = wb.worksheets[0];
  if (!ws) throw businessError(importNo(refusal(PRIVATE_MESSAGES, 'emptyFile')));
  const header = IMPORT_COLUMNS.map((_, i) => String(ws.getRow(1).getCell(i + 1).value ?? '').trim());
  if (header.some((h, i) => h.replace(/\*$/, '') !== IMPORT_COLUMNS[i]))
    throw businessError(importNo(refusal(PRIVATE_MESSAGES, 'badHeader')));
  if (ws.actualRowCount - 1 > IMPORT_MAX_ROWS)
    throw businessError(
      importNo(refusal(PRIVATE_MESSAGES, 'tooManyRows', PRIVATE_MESSAGES.tooManyRows(IMPORT_MAX_ROWS))),
    );

  const idx = await categories(db);
  const good: PrivateWrite[] = [];
  const rejected: ImportReport['rejected'] = [];
  ws.eachRow({ includeEmpty: false }, (row, n) => {
    if (n === 1) return;
    const cells = [1, 2, 3, 4, 5].map((c) => cellValue(row.getCell(c).value));
    if (cells.every((v) => v === null || v === undefined || String(v).trim() === '')) return;
    const r = checkImportRow(
      { name: cells[0], category: cells[1], price: cells[2], brand: cells[3], desc: cells[4] },
      (name) => idx.byName.get(name.replace(/\s*>\s*/g, ' > ')) ?? idx.byName.get(name),
    );
    // byName names only second-level categories, each of them in firstOf
    if (r.ok) good.push(writeOf(r.value, idx.firstOf.get(r.value.categoryValueSelect)!));
    else rejected.push({ row: n, reason: r.reason });
  });
  if (!good.length && !rejected.length) throw businessError(importNo(refusal(PRIVATE_MESSAGES, 'emptyFile')));
  const owner = await ownerOf(db, accountId);
  if (good.length) await db.transaction().execute((trx) => insertPrivateProducts(trx, owner, good));
  return { imported: good.length, rejected };
}

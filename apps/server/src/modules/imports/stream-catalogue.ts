/**
 * A catalogue import (kinds catalogue, prices, stock: issue 56 §3) as one pass over its sheets as they are read, in
 * the caller's transaction: the rows checked a chunk at a time (check-catalogue.ts), the models they name looked up a
 * chunk at a time, and while no problem has been found each chunk written at once (INSERT … ON CONFLICT, a few
 * thousand rows a statement; the models once their sheet is read, its families being whole then). After the first
 * problem nothing more is written and the rest is only checked: every problem of the file is reported by sheet, row
 * and column, and the caller rolls the transaction back (a dry run always does). What is held between chunks is
 * compact: the models sheet's rows that pass (a few fields each), the model numbers known, the keys seen, the
 * families touched — never a sheet's rows, never a table. The families' lowest prices are recomputed once at the end.
 */
import { IMPORT_KIND_DEFS, IMPORT_SHEETS, type ImportKind, type ImportSummary } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { dealerBulk } from '../account/index.ts';
import { catalogueBulk } from '../catalogue/index.ts';
import { noticePriceChange } from '../prompt/index.ts';
import { attrsChecker, KnownSkus, modelsChecker, pricesChecker, stockChecker } from './check-catalogue.ts';
import type { Problems } from './problems.ts';
import type { DataRow, SheetRows } from './workbook.ts';

/** Rows checked, looked up and written together. */
const CHUNK = 5000;

async function* chunksOf<T>(rows: AsyncIterable<T>): AsyncGenerator<T[]> {
  let part: T[] = [];
  for await (const r of rows) {
    part.push(r);
    if (part.length >= CHUNK) {
      yield part;
      part = [];
    }
  }
  if (part.length) yield part;
}

async function* fromArray<T>(rows: readonly T[]): AsyncGenerator<T> {
  yield* rows;
}

interface Written {
  inserted: number;
  updated: number;
}
type Counted = '产品' | '型号' | '价格' | '属性' | '库存';
/** The summary's order (what the page lists). */
const COUNTED: readonly Counted[] = ['产品', '型号', '价格', '属性', '库存'];

/**
 * Checks (and, while clean, writes) the sheets of one pass; answers the rows read by sheet name and, when no problem
 * was found, what was written (新增 / 更新 / 不变 by what). Call inside a transaction the caller rolls back unless it
 * applies a clean file.
 */
export async function streamCatalogue(
  trx: Kysely<DB>,
  kind: ImportKind,
  sheets: AsyncIterable<SheetRows>,
  problems: Problems,
): Promise<{ rows: Record<string, number>; summary: ImportSummary }> {
  const dict = await catalogueBulk.catalogueDictionary(trx);
  const known = new KnownSkus();
  const reprice = await catalogueBulk.bulkRepricer(trx);
  const rows: Record<string, number> = {};
  const tallies = new Map<Counted, Written & { planned: number }>();
  const tally = (what: Counted) => {
    const t = tallies.get(what) ?? { inserted: 0, updated: 0, planned: 0 };
    tallies.set(what, t);
    return t;
  };
  const count = (what: Counted, w: Written) => {
    tally(what).inserted += w.inserted;
    tally(what).updated += w.updated;
  };
  const clean = () => problems.count === 0;
  const changedLists = new Map<string, number>();
  // One write in flight while the next chunk is read and checked (the database and the reader work side by side):
  // a write starts once the one before it is done, in order; a failed one fails the pass at the next wait.
  let pending: Promise<void> = Promise.resolve();
  const write = async (work: () => Promise<void>) => {
    await pending;
    pending = work();
    pending.catch(() => undefined);
  };

  const models = async (rs: AsyncIterable<DataRow>) => {
    const check = modelsChecker(dict, problems, known);
    tally('产品');
    tally('型号');
    let n = 0;
    for await (const part of chunksOf(rs)) {
      n += part.length;
      const taken = await catalogueBulk.privateSkuNos(
        trx,
        part.map((r) => r.cells.skuNo ?? ''),
      );
      for (const r of part) check.row(r, taken);
    }
    rows[IMPORT_SHEETS.models.name] = n;
    const families = check.families();
    tally('产品').planned = families.length;
    tally('型号').planned = check.models.length;
    if (!clean()) return;
    await write(async () => {
      count('产品', await catalogueBulk.upsertFamilies(trx, families));
      for (let i = 0; i < check.models.length; i += CHUNK) {
        const part = check.models.slice(i, i + CHUNK);
        const nos = part.map((m) => m.skuNo);
        await reprice.touch(nos); // the families they leave
        count('型号', await catalogueBulk.upsertModels(trx, part));
        await reprice.touch(nos); // and those they join
      }
    });
  };

  /** A sheet that names models: each chunk checked, then (while clean) written. */
  const naming = async <W>(
    key: 'attributes' | 'prices' | 'stock',
    rs: AsyncIterable<DataRow>,
    what: Counted,
    check: (r: DataRow) => W | null,
    put: (w: W[]) => Promise<Written>,
  ) => {
    const t = tally(what);
    let n = 0;
    for await (const part of chunksOf(rs)) {
      n += part.length;
      await known.load(trx, part);
      const writes: W[] = [];
      for (const r of part) {
        const w = check(r);
        if (w) writes.push(w);
      }
      t.planned += writes.length;
      if (clean() && writes.length) await write(async () => count(what, await put(writes)));
    }
    rows[IMPORT_SHEETS[key].name] = n;
  };

  const other = async (key: SheetRows['key'], rs: AsyncIterable<DataRow>) => {
    if (key === 'attributes')
      return naming(key, rs, '属性', attrsChecker(dict, problems, known), (w) => catalogueBulk.upsertAttrs(trx, w));
    if (key === 'stock')
      return naming(key, rs, '库存', stockChecker(problems, known), (w) => catalogueBulk.setStock(trx, w));
    if (key !== 'prices') return;
    const dealers = await dealerBulk.firstDealerNos(trx);
    return naming(key, rs, '价格', pricesChecker(dealers, problems, known), async (w) => {
      await reprice.touch(w.map((p) => p.skuNo));
      const { changedLists: lists, ...written } = await catalogueBulk.upsertPrices(trx, w);
      for (const l of lists) changedLists.set(l.firstMerchantNo, (changedLists.get(l.firstMerchantNo) ?? 0) + l.models);
      return written;
    });
  };

  // The other sheets name the models sheet's models: one that comes before it in the file waits for it (held whole;
  // the template's order never does). A workbook of the catalogue kind without the models sheet is refused by the
  // reader; a push may leave it out.
  const waitsForModels = IMPORT_KIND_DEFS[kind].sheets.includes('models');
  let modelsRead = false;
  const waiting: { key: SheetRows['key']; rows: DataRow[] }[] = [];
  for await (const { key, rows: rs } of sheets) {
    if (key === 'models') {
      await models(rs);
      modelsRead = true;
      for (const w of waiting.splice(0)) await other(w.key, fromArray(w.rows));
    } else if (waitsForModels && !modelsRead) {
      const held: DataRow[] = [];
      for await (const r of rs) held.push(r);
      waiting.push({ key, rows: held });
    } else await other(key, rs);
  }
  for (const w of waiting.splice(0)) await other(w.key, fromArray(w.rows));
  await pending;

  if (!clean()) return { rows, summary: {} };
  await reprice.finish();
  // the dealers buying at a changed list hear of it, in the import's transaction
  await noticePriceChange(
    trx,
    [...changedLists].map(([firstMerchantNo, models]) => ({ firstMerchantNo, models })),
  );
  const summary: ImportSummary = {};
  for (const what of COUNTED) {
    const t = tallies.get(what);
    if (t)
      summary[what] = {
        inserted: t.inserted,
        updated: t.updated,
        unchanged: Math.max(0, t.planned - t.inserted - t.updated),
      };
  }
  return { rows, summary };
}

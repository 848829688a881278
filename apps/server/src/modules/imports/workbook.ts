/**
 * Workbooks in and out (issue 42 §4). In: the file checked before any parser sees it (size, zip structure, what its
 * entries unpack to: a zip bomb declares more), then read with exceljs's streaming reader, row by row; the kind's first sheet must be there and every
 * sheet's header must be the template's; a formula where a value belongs is a problem of its cell; an escaped text
 * cell (a leading apostrophe before = + - @) is restored. Out: workbook-writer.ts.
 */
import {
  IMPORT_KIND_DEFS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  IMPORT_PROBLEMS,
  IMPORT_SHEETS,
  refusal,
  unescapeCell,
  type ImportKind,
  type ImportSheetKey,
  type Refusal,
  type SheetRow,
} from '@portal/domain';
import { Readable } from 'node:stream';
import ExcelJS from '../../exceljs.ts';
import { checkXlsx } from '../private-product/index.ts';
import { Problems } from './problems.ts';
import { decodeWhole, workbookPartLost } from './stream-reader.ts';

/** A refusal of the whole file: nothing in it is checked further, nothing is changed. */
export class FileRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.msg);
  }
}

export interface DataRow {
  /** The row's number as Excel shows it (the header is row 1). */
  row: number;
  cells: SheetRow;
}
export type SheetsOf = Partial<Record<ImportSheetKey, DataRow[]>>;

/** The first bytes and structure of an upload: refused before it is kept or parsed. */
export function guardFile(buf: Buffer): void {
  const why = fileRefusalOf(buf);
  if (why) throw new FileRefusal(why);
}

/** Why an upload's first bytes and structure refuse it (too large, not a workbook, too complex), or null. */
export function fileRefusalOf(buf: Buffer) {
  const guard = checkXlsx(buf, {
    maxBytes: IMPORT_LIMITS.maxBytes,
    maxEntries: IMPORT_LIMITS.maxEntries,
    maxUnpackedBytes: IMPORT_LIMITS.maxUnpackedBytes,
  });
  if (guard.ok) return null;
  const key = guard.reason === 'tooLarge' ? 'tooLarge' : guard.reason === 'notZip' ? 'notWorkbook' : 'tooComplex';
  return refusal(IMPORT_MESSAGES, key);
}

const FORMULA = Symbol('formula');

/** A cell as text: numbers in plain decimals, rich text joined, escaped text restored; a formula is FORMULA. */
function cellText(v: ExcelJS.CellValue): string | typeof FORMULA {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return unescapeCell(v.trim());
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('formula' in v || 'sharedFormula' in v) return FORMULA;
    if ('error' in v) return FORMULA;
    if ('richText' in v)
      return unescapeCell(
        v.richText
          .map((t) => t.text)
          .join('')
          .trim(),
      );
    if ('text' in v) return unescapeCell(String(v.text).trim());
  }
  return '';
}

const bare = (h: string) => h.replace(/\*$/, '').trim();

type SheetReader = AsyncIterable<ExcelJS.Row> & { name: string };

/** The sheet's header, checked against the template's (a changed header: the whole file is refused). */
function checkHeader(row: ExcelJS.Row | null, key: ImportSheetKey): void {
  const def = IMPORT_SHEETS[key];
  const headers = def.columns.map((_, i) => {
    const t = row ? cellText(row.getCell(i + 1).value) : '';
    return t === FORMULA ? '' : bare(t);
  });
  if (headers.some((h, i) => h !== bare(def.columns[i]!.header)))
    throw new FileRefusal(
      refusal(
        IMPORT_MESSAGES,
        'badHeader',
        IMPORT_MESSAGES.badHeader(def.name, def.columns.map((c) => bare(c.header)).join('、')),
      ),
    );
}

/**
 * The sheet's data rows as the template's columns, one at a time as the streaming reader reads them (a 850,000-row
 * workbook is never held whole); formulas reported as problems of their cells (and left empty). A reader that fails
 * mid-sheet is `ReaderLost` (the pass starts over).
 */
async function* sheetRows(
  ws: SheetReader,
  key: ImportSheetKey,
  problems: Problems,
  failed: (e: unknown) => unknown,
): AsyncGenerator<DataRow> {
  const def = IMPORT_SHEETS[key];
  let headerSeen = false;
  let count = 0;
  const it = ws[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<ExcelJS.Row>;
    try {
      next = await it.next();
    } catch (e) {
      throw failed(e);
    }
    if (next.done) break;
    const row = next.value;
    if (!headerSeen) {
      checkHeader(row.number === 1 ? row : null, key);
      headerSeen = true;
      if (row.number === 1) continue;
    }
    const cells: SheetRow = {};
    let any = false;
    def.columns.forEach((c, i) => {
      const t = cellText(row.getCell(i + 1).value);
      if (t === FORMULA) {
        problems.add(def.name, row.number, c.header, IMPORT_PROBLEMS.formula);
        cells[c.key] = '';
        any = true;
      } else {
        cells[c.key] = t;
        if (t) any = true;
      }
    });
    if (!any) continue;
    if (++count > IMPORT_LIMITS.maxRows)
      throw new FileRefusal(refusal(IMPORT_MESSAGES, 'tooManyRows', IMPORT_MESSAGES.tooManyRows(def.name)));
    yield { row: row.number, cells };
  }
  if (!headerSeen) checkHeader(null, key);
}

const STREAM_OPTIONS = {
  sharedStrings: 'cache',
  hyperlinks: 'ignore',
  styles: 'ignore',
  worksheets: 'emit',
  entries: 'ignore',
} as const;

/** One sheet of a pass: its key and its rows as they are read (read them to the end before asking for the next). */
export interface SheetRows {
  key: ImportSheetKey;
  rows: AsyncIterable<DataRow>;
}

/** The streaming reader lost its way in a sound file (stream-reader.ts): the pass starts over on a fresh reader. */
export class ReaderLost extends Error {}

/** A loaded workbook's sheets as the streaming reader hands them. */
async function* loadedSheets(wb: ExcelJS.Workbook): AsyncIterable<SheetReader> {
  for (const ws of wb.worksheets) {
    const rows: ExcelJS.Row[] = [];
    ws.eachRow({ includeEmpty: false }, (row) => rows.push(row));
    yield Object.assign(
      (async function* () {
        yield* rows;
      })(),
      { name: ws.name },
    );
  }
}

const STREAMED = 5;

/**
 * One pass over an upload's sheets of this kind, in the file's order: the streaming reader (`attempt` < 5; a reader
 * that loses the workbook part or fails is ReaderLost) or, as the last resort, the workbook loaded whole (correct, at
 * the memory a whole workbook takes; a failure there is the file's: notWorkbook). The kind's first sheet must be there.
 */
async function* workbookSheets(
  buf: Buffer,
  kind: ImportKind,
  problems: Problems,
  attempt: number,
): AsyncGenerator<SheetRows> {
  const def = IMPORT_KIND_DEFS[kind];
  const wanted = new Map(def.sheets.map((k) => [IMPORT_SHEETS[k].name as string, k]));
  const failed = (e: unknown) =>
    e instanceof FileRefusal
      ? e
      : attempt < STREAMED
        ? new ReaderLost(String(e))
        : new FileRefusal(refusal(IMPORT_MESSAGES, 'notWorkbook'));
  let sheets: AsyncIterable<SheetReader>;
  let lost = () => false;
  try {
    if (attempt < STREAMED) {
      const reader = decodeWhole(new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buf]), STREAM_OPTIONS));
      lost = () => workbookPartLost(reader);
      sheets = reader as unknown as AsyncIterable<SheetReader>;
    } else {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(buf as never);
      sheets = loadedSheets(wb);
    }
  } catch (e) {
    throw failed(e);
  }
  const seen = new Set<ImportSheetKey>();
  const it = sheets[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<SheetReader>;
    try {
      next = await it.next();
    } catch (e) {
      throw failed(e);
    }
    if (next.done) break;
    const ws = next.value;
    if (lost()) throw failed(new Error('exceljs lost the workbook part'));
    const key = wanted.get(ws.name);
    const rows = key && !seen.has(key) ? sheetRows(ws, key, problems, failed) : null;
    if (key && rows) {
      seen.add(key);
      yield { key, rows };
    }
    // a sheet is read to its end before the next one comes
    try {
      if (rows) for await (const _ of rows);
      else for await (const _ of ws);
    } catch (e) {
      throw failed(e);
    }
  }
  const first = def.sheets[0]!;
  if (!seen.has(first))
    throw new FileRefusal(
      refusal(IMPORT_MESSAGES, 'wrongTemplate', IMPORT_MESSAGES.wrongTemplate(def.label, IMPORT_SHEETS[first].name)),
    );
}

/**
 * Runs `pass` over an upload's sheets as they are read (nothing but the row at hand is held by the reading), with its
 * own Problems (the file's formula cells go there too). The file is checked first (guardFile). When exceljs's
 * streaming reader loses its way (stream-reader.ts) the pass is run again from the start, five times, then once on
 * the workbook loaded whole; a pass that writes must do so in a transaction it rolls back by throwing.
 */
export async function withWorkbook<T>(
  buf: Buffer,
  kind: ImportKind,
  pass: (sheets: AsyncIterable<SheetRows>, problems: Problems) => Promise<T>,
): Promise<T> {
  guardFile(buf);
  for (let attempt = 0; ; attempt++) {
    try {
      const problems = new Problems();
      return await pass(workbookSheets(buf, kind, problems, attempt), problems);
    } catch (e) {
      if (!(e instanceof ReaderLost) || attempt >= STREAMED) throw e;
    }
  }
}

/** Reads an upload of this kind whole (the small kinds): its sheets' rows, formula cells added to `problems`. */
export async function readWorkbook(buf: Buffer, kind: ImportKind, problems: Problems): Promise<SheetsOf> {
  const { out, found } = await withWorkbook(buf, kind, async (sheets, found) => {
    const out: SheetsOf = {};
    for await (const { key, rows } of sheets) {
      const list: DataRow[] = [];
      for await (const r of rows) list.push(r);
      out[key] = list;
    }
    return { out, found };
  });
  problems.merge(found);
  return out;
}

/** Rows already in memory (an ERP's push) as a pass: the kind's sheets in the template's order. */
export async function* sheetsInMemory(kind: ImportKind, sheets: SheetsOf): AsyncGenerator<SheetRows> {
  for (const key of IMPORT_KIND_DEFS[kind].sheets) {
    const rows = sheets[key];
    if (rows) yield { key, rows: (async function* () { yield* rows; })() }; // prettier-ignore
  }
}

/** A pushed cell (§5) as a sheet cell's text. */
export function pushedText(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  return typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim();
}

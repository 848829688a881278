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
import ExcelJS from 'exceljs';
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
  const guard = checkXlsx(buf, {
    maxBytes: IMPORT_LIMITS.maxBytes,
    maxEntries: IMPORT_LIMITS.maxEntries,
    maxUnpackedBytes: IMPORT_LIMITS.maxUnpackedBytes,
  });
  if (guard.ok) return;
  const key = guard.reason === 'tooLarge' ? 'tooLarge' : guard.reason === 'notZip' ? 'notWorkbook' : 'tooComplex';
  throw new FileRefusal(refusal(IMPORT_MESSAGES, key));
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
 * The sheet's data rows as the template's columns, read row by row (the streaming reader: a 170,000-row workbook is
 * never held whole); formulas reported as problems of their cells (and left empty).
 */
async function readSheet(ws: SheetReader, key: ImportSheetKey, problems: Problems): Promise<DataRow[]> {
  const def = IMPORT_SHEETS[key];
  const rows: DataRow[] = [];
  let headerSeen = false;
  for await (const row of ws) {
    if (!headerSeen) {
      checkHeader(row.number === 1 ? row : null, key);
      headerSeen = true;
      if (row.number === 1) continue;
    }
    if (rows.length >= IMPORT_LIMITS.maxRows)
      throw new FileRefusal(refusal(IMPORT_MESSAGES, 'tooManyRows', IMPORT_MESSAGES.tooManyRows(def.name)));
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
    if (any) rows.push({ row: row.number, cells });
  }
  if (!headerSeen) checkHeader(null, key);
  return rows;
}

const STREAM_OPTIONS = {
  sharedStrings: 'cache',
  hyperlinks: 'ignore',
  styles: 'ignore',
  worksheets: 'emit',
  entries: 'ignore',
} as const;

/** The sheets of these names, read by `open` (the sheets one after the other, each as its rows). */
async function readSheets(
  sheets: AsyncIterable<SheetReader>,
  wanted: Map<string, ImportSheetKey>,
  problems: Problems,
  lost: () => boolean = () => false,
): Promise<SheetsOf> {
  const out: SheetsOf = {};
  for await (const ws of sheets) {
    if (lost()) throw new Error('exceljs lost the workbook part');
    const key = wanted.get(ws.name);
    if (key && !out[key]) out[key] = await readSheet(ws, key, problems);
    else for await (const _ of ws); // a sheet is read to its end before the next one comes
  }
  return out;
}

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

/**
 * Reads an upload of this kind: its sheets' rows, formula cells added to `problems`; a bad file is a FileRefusal.
 * exceljs's streaming reader now and then loses the workbook part of a sound file (stream-reader.ts): it is tried
 * five times, then the file is loaded whole (correct, at the memory a whole workbook takes).
 */
export async function readWorkbook(buf: Buffer, kind: ImportKind, problems: Problems): Promise<SheetsOf> {
  guardFile(buf);
  const def = IMPORT_KIND_DEFS[kind];
  const wanted = new Map(def.sheets.map((k) => [IMPORT_SHEETS[k].name as string, k]));
  let out: SheetsOf | null = null;
  let found = new Problems();
  const STREAMED = 5;
  for (let attempt = 0; attempt <= STREAMED && !out; attempt++) {
    found = new Problems();
    try {
      if (attempt < STREAMED) {
        const reader = decodeWhole(new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buf]), STREAM_OPTIONS));
        const lost = () => workbookPartLost(reader);
        out = await readSheets(reader as unknown as AsyncIterable<SheetReader>, wanted, found, lost);
      } else {
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load(buf as never);
        out = await readSheets(loadedSheets(wb), wanted, found);
      }
    } catch (e) {
      if (e instanceof FileRefusal) throw e;
      if (attempt === STREAMED) throw new FileRefusal(refusal(IMPORT_MESSAGES, 'notWorkbook'));
    }
  }
  problems.merge(found);
  const first = def.sheets[0]!;
  if (!out?.[first])
    throw new FileRefusal(
      refusal(IMPORT_MESSAGES, 'wrongTemplate', IMPORT_MESSAGES.wrongTemplate(def.label, IMPORT_SHEETS[first].name)),
    );
  return out;
}

/** A pushed cell (§5) as a sheet cell's text. */
export function pushedText(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  return typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim();
}

/**
 * Workbooks out (issue 42 §4, streamed since issue 61): the notes sheet, then each sheet of the kind with the
 * template's header and its rows, written by exceljs's streaming writer page by page into `out` as they are read. A
 * text cell starting with = + - @ is written with a leading apostrophe (escapeCell), which the import takes off again.
 *
 * Memory is bounded by one page, not by the catalogue: strings are written inline (shared strings would keep every
 * distinct text until the end; the reader decodes inline text across chunks whole, see stream-reader.ts), each row is
 * committed as it is added, and after each page the writer waits while more than WRITE_AHEAD bytes wait to be
 * compressed or sent (exceljs's sheet stream ignores backpressure: a slow client would otherwise have the whole
 * workbook queued in memory). No styles (exceljs works out a style for every cell: a third of the time): the header
 * is frozen, not bold.
 */
import {
  escapeCell,
  IMPORT_KIND_DEFS,
  IMPORT_NOTES_SHEET,
  IMPORT_SHEETS,
  type ImportKind,
  type ImportSheetKey,
} from '@portal/domain';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from '../../exceljs.ts';

export type ExportCell = string | number | null;
/** A sheet's rows, a page at a time. */
export type ExportPages = AsyncIterable<ExportCell[][]>;
/** Each sheet's rows, read when the sheet is written (none: the template's empty sheet). */
export type ExportSources = Partial<Record<ImportSheetKey, () => ExportPages>>;

/** Bytes written but not yet compressed or taken by the reader of `out` that make the writer wait. */
export const WRITE_AHEAD = 4 * 1024 * 1024;

/** The stream was destroyed (the client went away): writing stops, reading the database too. */
export class ExportAborted extends Error {}

/** A stream as exceljs's and archiver's copies of readable-stream build it (some lack writableLength). */
interface Piped {
  writableLength?: number;
  readableLength?: number;
  _writableState?: { length: number };
  _readableState?: { length: number };
}
interface SheetStream {
  buffers?: { length: number }[];
  pipes?: Piped[];
}

const held = (p: Piped) =>
  (p.writableLength ?? p._writableState?.length ?? 0) + (p.readableLength ?? p._readableState?.length ?? 0);

/**
 * What waits in memory: the sheet stream's buffers, what waits before its zip entry's compression (the stream it is
 * piped into), what `out` holds. Read from exceljs's and archiver's internals: a test (workbook-writer.test.ts)
 * fails if a new version hides them.
 */
function pending(ws: ExcelJS.Worksheet, out: PassThrough): number {
  const s = (ws as unknown as { stream: SheetStream }).stream;
  const buffered = (s.buffers ?? []).reduce((n, b) => n + b.length, 0);
  const piped = (s.pipes ?? []).reduce((n, p) => n + held(p), 0);
  return buffered + piped + out.readableLength;
}

async function settle(ws: ExcelJS.Worksheet, out: PassThrough): Promise<void> {
  for (;;) {
    if (out.destroyed) throw new ExportAborted('export stream destroyed');
    if (pending(ws, out) <= WRITE_AHEAD) return;
    await new Promise((r) => setTimeout(r, 5));
  }
}

function notesSheet(wb: ExcelJS.stream.xlsx.WorkbookWriter, kind: ImportKind): void {
  const notes = wb.addWorksheet(IMPORT_NOTES_SHEET);
  notes.columns = [{ width: 14 }, { width: 22 }, { width: 6 }, { width: 70 }];
  notes.addRow(['工作表', '列', '必填', '说明']).commit();
  for (const key of IMPORT_KIND_DEFS[kind].sheets) {
    const def = IMPORT_SHEETS[key];
    for (const c of def.columns)
      notes.addRow([def.name, c.header.replace(/\*$/, ''), c.required ? '是' : '', c.note]).commit();
  }
  notes.addRow([]).commit();
  notes.addRow(['', '', '', '第一行为表头，请勿修改；从第二行起每行一条。只填数值，不要使用公式。']).commit();
  notes.commit();
}

/** The kind's workbook written into `out` (ended when done); a failure destroys `out` and is thrown. */
export async function writeWorkbook(out: PassThrough, kind: ImportKind, sources: ExportSources): Promise<void> {
  try {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out as Writable,
      useStyles: false,
      useSharedStrings: false,
    });
    notesSheet(wb, kind);
    for (const key of IMPORT_KIND_DEFS[kind].sheets) {
      const def = IMPORT_SHEETS[key];
      const ws = wb.addWorksheet(def.name, { views: [{ state: 'frozen', ySplit: 1 }] });
      ws.columns = def.columns.map((c) => ({ key: c.key, width: c.width }));
      ws.addRow(def.columns.map((c) => c.header)).commit();
      for await (const page of sources[key]?.() ?? []) {
        for (const r of page) ws.addRow(r.map((v) => (typeof v === 'string' ? escapeCell(v) : v))).commit();
        await settle(ws, out);
      }
      ws.commit();
    }
    // the last parts are compressed and sent only as `out` is read: a reader gone away ends the wait
    const closed = new Promise<void>((resolve, reject) =>
      out.once('close', () => (out.writableFinished ? resolve() : reject(new ExportAborted('export stream closed')))),
    );
    closed.catch(() => {});
    await Promise.race([wb.commit(), closed]);
  } catch (e) {
    out.destroy(e as Error);
    throw e;
  }
}

/** The kind's workbook, whole (the empty template and the tests). */
export async function workbookBuffer(kind: ImportKind, sources: ExportSources = {}): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (b: Buffer) => parts.push(b));
  const ended = new Promise((resolve, reject) => out.on('end', resolve).on('error', reject));
  await writeWorkbook(out, kind, sources);
  await ended;
  return Buffer.concat(parts);
}

/**
 * Two faults of exceljs's streaming reader, mended for one reader instance at a time (exceljs itself untouched).
 *
 * 1. It decodes each chunk of a zip entry on its own (its parse-sax: `TextDecoder.decode(chunk)`
 * without `stream`), so a Chinese character whose three UTF-8 bytes fall across two chunks came out as U+FFFD — in
 * inline strings and in the shared-strings part alike, the longer the text the likelier. Here the reader is handed
 * the entries already decoded by one streaming decoder each (a string chunk is passed through as it is).
 * 2. Now and then (more often on a busy machine) it loses the workbook part or its relationships of a sound file: the
 *    sheets then come out named Sheet1, Sheet2 … (or a TypeError on `sheets`). workbookPartLost tells, so that the
 *    caller reads the file again rather than refuse it as the wrong template.
 */
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';

/** The chunks as text, a character split between two chunks kept whole. */
async function* utf8Chunks(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const tail = decoder.decode();
  if (tail) yield tail;
}

interface ReaderInternals {
  workbookRels?: unknown[];
  model?: { sheets?: unknown[] };
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): unknown;
  _parseSharedStrings(entry: Readable): unknown;
}

/** This reader, its worksheets and shared strings read through utf8Chunks (this instance only; exceljs untouched). */
export function decodeWhole(reader: ExcelJS.stream.xlsx.WorkbookReader): ExcelJS.stream.xlsx.WorkbookReader {
  const r = reader as unknown as ReaderInternals;
  const worksheet = r._parseWorksheet;
  const sharedStrings = r._parseSharedStrings;
  if (typeof worksheet !== 'function' || typeof sharedStrings !== 'function')
    throw new Error('exceljs: WorkbookReader internals changed (stream-reader.ts)');
  r._parseWorksheet = function (iterator, sheetNo) {
    return worksheet.call(this, utf8Chunks(iterator), sheetNo);
  };
  r._parseSharedStrings = function (entry) {
    return sharedStrings.call(this, Readable.from(utf8Chunks(entry)));
  };
  return reader;
}

/** Whether the reader has lost the workbook part (ask once it hands a sheet: the part is read by then). */
export function workbookPartLost(reader: ExcelJS.stream.xlsx.WorkbookReader): boolean {
  const r = reader as unknown as ReaderInternals;
  return !r.workbookRels?.length || !r.model?.sheets?.length;
}

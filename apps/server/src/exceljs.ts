/**
 * exceljs as the server uses it: its streaming writer (stream.xlsx.WorkbookWriter) mended for archiver 7 (issue 61
 * §9g). exceljs 4.4 asks for archiver 5, whose archiver-utils and zip-stream bring glob 7 and inflight (deprecated);
 * the root package.json's overrides give it archiver 7, which pipes every part's stream through a PassThrough and
 * takes what `pipe()` answers as the source. exceljs's part stream (StreamBuf) answers nothing from `pipe()` (Node's
 * streams answer the destination; exceljs PR #1596, unmerged), so archiver 7 refused it: "input source must be valid
 * Stream or Buffer instance". Every exceljs import of the server goes through this file (dependencies.test.ts).
 */
import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';

interface PipeSource {
  pipe(destination: unknown): unknown;
}

const require = createRequire(import.meta.url);
const StreamBuf = require('exceljs/lib/utils/stream-buf.js') as { prototype: PipeSource & { mended?: true } };
const proto = StreamBuf.prototype;
if (!proto.mended) {
  const pipe = proto.pipe;
  proto.pipe = function (this: PipeSource, destination: unknown) {
    pipe.call(this, destination);
    return destination;
  };
  proto.mended = true;
}

export default ExcelJS;

/**
 * Checks an uploaded .xlsx (a zip) before any parser sees it: its size, its number of entries and the total
 * unpacked size declared in the zip's central directory (a zip bomb declares a huge one, or lies and is caught
 * by exceljs failing on a truncated stream). Pure reading of the end-of-central-directory and directory headers.
 */
export interface XlsxLimits {
  maxBytes: number;
  maxEntries: number;
  maxUnpackedBytes: number;
}

export type GuardResult = { ok: true } | { ok: false; reason: 'notZip' | 'tooLarge' | 'tooComplex' };

const EOCD_SIG = 0x06054b50;
const CDH_SIG = 0x02014b50;

export function checkXlsx(buf: Buffer, limits: XlsxLimits): GuardResult {
  if (buf.length > limits.maxBytes) return { ok: false, reason: 'tooLarge' };
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) return { ok: false, reason: 'notZip' };
  // The end-of-central-directory record sits in the last 22 + 65535 bytes.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD_SIG) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: 'notZip' };
  const entries = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (entries === 0xffff || cdOffset === 0xffffffff) return { ok: false, reason: 'tooComplex' }; // zip64
  if (entries > limits.maxEntries) return { ok: false, reason: 'tooComplex' };
  if (cdOffset + cdSize > buf.length) return { ok: false, reason: 'notZip' };
  let p = cdOffset;
  let unpacked = 0;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CDH_SIG) return { ok: false, reason: 'notZip' };
    const compressed = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    if (size === 0xffffffff || compressed === 0xffffffff) return { ok: false, reason: 'tooComplex' };
    // A ratio beyond 200:1 is not a spreadsheet.
    if (compressed > 0 && size / compressed > 200 && size > 1024 * 1024) return { ok: false, reason: 'tooComplex' };
    unpacked += size;
    if (unpacked > limits.maxUnpackedBytes) return { ok: false, reason: 'tooComplex' };
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return { ok: true };
}

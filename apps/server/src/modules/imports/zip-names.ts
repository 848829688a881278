/**
 * A zip entry's name as the person who made the zip wrote it (issue 61 §6). The zip format says a name is UTF-8 only
 * when its entry sets bit 11 or carries Info-ZIP's Unicode Path field; otherwise it is in the packer's code page.
 * Windows' own 「发送到 → 压缩文件夹」 and most Chinese tools write GBK that way, macOS and 7-Zip write UTF-8 without
 * the flag: a name that is valid UTF-8 is read as UTF-8, anything else as GB18030 (the superset of GBK).
 */
import type yauzl from 'yauzl';

const UTF8_FLAG = 0x800;
const UNICODE_PATH = 0x7075;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const gb18030 = new TextDecoder('gb18030');

/** The name of an entry read with `decodeStrings: false` (its fileName is then the raw bytes). */
export function entryName(entry: yauzl.Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  if (entry.generalPurposeBitFlag & UTF8_FLAG) return raw.toString('utf8');
  const unicode = entry.extraFields.find((f) => f.id === UNICODE_PATH);
  // version 1, then the CRC-32 of the header's name, then the name in UTF-8
  if (unicode && unicode.data.length > 5 && unicode.data[0] === 1) return unicode.data.subarray(5).toString('utf8');
  return decodeName(raw);
}

function decodeName(raw: Uint8Array): string {
  try {
    return strictUtf8.decode(raw);
  } catch {
    return gb18030.decode(raw);
  }
}

/**
 * A zip written byte by byte (stored, no compression), for tests that need what archivers will not write: names in
 * a code page without the UTF-8 flag, as Windows' built-in 「压缩文件夹」 writes Chinese names (GBK).
 */
import zlib from 'node:zlib';

export interface StoredEntry {
  /** The name's bytes as the packer wrote them. */
  name: Buffer;
  body: Buffer;
  /** Sets general-purpose bit 11 (the name is UTF-8). */
  utf8?: boolean;
}

export function storedZip(entries: readonly StoredEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const crc = zlib.crc32(e.body);
    const flag = e.utf8 ? 0x800 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flag, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(e.body.length, 18);
    local.writeUInt32LE(e.body.length, 22);
    local.writeUInt16LE(e.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flag, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(e.body.length, 20);
    central.writeUInt32LE(e.body.length, 24);
    central.writeUInt16LE(e.name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, e.name, e.body);
    centrals.push(central, e.name);
    offset += local.length + e.name.length + e.body.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

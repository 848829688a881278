/**
 * The first row of each key a sheet has named, for keys that are whole numbers below 2^53 (a model's number in the
 * check times 2^20 plus a small id): an open-addressing table in two typed arrays (12 bytes a slot, at most half
 * full), so the 600,000 attribute rows of a 50,000-model workbook cost a few MB and no objects for the collector —
 * where a Map of them held tens of MB.
 */
const EMPTY = -1;

export class FirstRows {
  private keys = new Float64Array(1024).fill(EMPTY);
  private rows = new Int32Array(1024);
  private size = 0;

  private slot(key: number): number {
    const mask = this.keys.length - 1;
    // the key's low and high 32 bits mixed with murmur3's finaliser (every bit of the key moves the low bits the mask
    // keeps: keys that differ only above bit 20 must not pile up in one run), then linear probing
    let h = (key >>> 0) ^ Math.imul(Math.floor(key / 2 ** 32), 0x27d4eb2d);
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    let i = (h ^ (h >>> 16)) & mask;
    while (this.keys[i] !== EMPTY && this.keys[i] !== key) i = (i + 1) & mask;
    return i;
  }

  /** The row that named `key` first, or null (then `row` is its first). */
  firstOr(key: number, row: number): number | null {
    const i = this.slot(key);
    if (this.keys[i] === key) return this.rows[i]!;
    this.keys[i] = key;
    this.rows[i] = row;
    if (++this.size * 2 > this.keys.length) this.grow();
    return null;
  }

  private grow(): void {
    const keys = this.keys;
    const rows = this.rows;
    this.keys = new Float64Array(keys.length * 2).fill(EMPTY);
    this.rows = new Int32Array(keys.length * 2);
    for (let j = 0; j < keys.length; j++) {
      if (keys[j] === EMPTY) continue;
      const i = this.slot(keys[j]!);
      this.keys[i] = keys[j]!;
      this.rows[i] = rows[j]!;
    }
  }
}

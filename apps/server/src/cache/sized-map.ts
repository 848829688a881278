/**
 * A map whose entries are weighed in bytes (issue 47 §3: caches bounded by bytes, not entries): kept in insertion
 * order, and adding past the budget drops the oldest first; an entry heavier than the whole budget is not kept. What
 * a kept answer weighs is its text in memory (two bytes a character: Chinese text is held as UTF-16) plus its gzip
 * once made — `serialisedBytes`. The caches of pages and details (catalogue, content) use it beside their times.
 */
export class SizedMap<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private total = 0;

  constructor(readonly maxBytes: number) {}

  get(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes the kept entries weigh. */
  get bytes(): number {
    return this.total;
  }

  set(key: K, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    this.trim();
  }

  /** A kept entry's weight, known later (a page whose text is still being made when it is kept). */
  resize(key: K, bytes: number): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.total += bytes - e.bytes;
    e.bytes = bytes;
    if (bytes > this.maxBytes) this.delete(key);
    else this.trim();
  }

  delete(key: K): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.total -= e.bytes;
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  keys(): IterableIterator<K> {
    return this.entries.keys();
  }

  private trim(): void {
    for (const k of this.entries.keys()) {
      if (this.total <= this.maxBytes) return;
      this.delete(k);
    }
  }
}

/** What a serialised answer weighs in memory: its text as UTF-16, and its gzip (about a tenth of the text) once made. */
export const serialisedBytes = (json: string): number => json.length * 2 + Math.ceil(json.length / 10);

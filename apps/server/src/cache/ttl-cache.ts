/**
 * Short in-process caches for what hot paths read again and again (a bearer token's owner, a buyer and its shops, a
 * freight template, a flash sale's activity). An entry lives for its time-to-live; the owning module drops it at once
 * on its own writes (`delete`, `clear`), so in one process a change is seen by the next request, and other processes
 * (or a change made behind the service) see it within the time-to-live. Nothing cached may decide what a conditional
 * write in the database re-checks anyway (stock, a coupon, a limit).
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; at: number; bytes: number }>();
  private bytes = 0;

  /**
   * `staleMs`: for that long past its time an entry is still answered by `load` (never by `get`) while one reload
   * runs behind it, so a crowd on a hot key does not queue behind the reload each time the entry expires. Only for
   * what the writes re-check anyway; a delete or clear drops the entry at once, stale or not.
   */
  constructor(
    private readonly ttlMs: number,
    private readonly max = 1000,
    private readonly staleMs = 0,
    /** A budget of bytes besides the count (issue 47 §3): what an entry weighs, and the most all may weigh. */
    private readonly weigh: { maxBytes: number; bytesOf: (v: V) => number } | null = null,
  ) {}

  /** What the kept entries weigh (0 without a budget). */
  get weight(): number {
    return this.bytes;
  }

  private drop(key: K): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.bytes -= e.bytes;
    this.entries.delete(key);
  }

  get(key: K, now = Date.now()): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    const age = now - e.at;
    if (age < this.ttlMs) return e.value;
    if (age >= this.ttlMs + this.staleMs) this.drop(key);
    return undefined;
  }

  set(key: K, value: V, now = Date.now()): void {
    const bytes = this.weigh ? this.weigh.bytesOf(value) : 0;
    this.drop(key);
    if (this.weigh && bytes > this.weigh.maxBytes) return;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.max && (!this.weigh || this.bytes + bytes <= this.weigh.maxBytes)) break;
      this.drop(oldest);
    }
    this.entries.set(key, { value, at: now, bytes });
    this.bytes += bytes;
  }

  /** Changes a live (or still answered stale) entry in place, keeping its age; nothing when absent or expired. */
  update(key: K, fn: (v: V) => V, now = Date.now()): void {
    const e = this.entries.get(key);
    if (e && now - e.at < this.ttlMs + this.staleMs) this.set(key, fn(e.value), e.at);
  }

  /** Moves on with every delete and clear: take it before a read whose rows may be offered. */
  get version(): number {
    return this.epoch;
  }

  /**
   * Keeps a value that another read brought along (a query that read it as well), unless a delete or clear came
   * since `since` (the version taken before that read began: it may have read what the write was changing) or a
   * live entry is there already.
   */
  offer(key: K, value: V, since: number, now = Date.now()): void {
    if (this.epoch === since && this.get(key, now) === undefined) this.set(key, value, now);
  }

  delete(key: K): void {
    this.drop(key);
    this.loading.delete(key);
    this.epoch++;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.loading.clear();
    this.epoch++;
  }

  /**
   * The cached value, or the loader's (stored); concurrent misses share one load. A null answer is not kept (an
   * unknown key stays unknown only as long as it is), nor a load that a delete or clear overtook: it may have read
   * what the write was changing. Within `staleMs` past its time the old value is answered and the load runs behind
   * it (a failed reload leaves the old value to expire).
   */
  async load<L extends V | null>(key: K, loader: () => Promise<L>, now = Date.now()): Promise<V | L> {
    const e = this.entries.get(key);
    if (e) {
      const age = now - e.at;
      if (age < this.ttlMs) return e.value;
      if (age < this.ttlMs + this.staleMs) {
        if (!this.loading.has(key)) this.start(key, loader).catch(() => undefined);
        return e.value;
      }
    }
    return (this.loading.get(key) as Promise<L> | undefined) ?? this.start(key, loader);
  }

  private start<L extends V | null>(key: K, loader: () => Promise<L>): Promise<L> {
    const started = this.epoch;
    const p = loader()
      .then((v) => {
        if (v !== null && this.epoch === started) this.set(key, v as V);
        return v;
      })
      .finally(() => {
        if (this.loading.get(key) === p) this.loading.delete(key);
      });
    this.loading.set(key, p);
    return p;
  }

  private readonly loading = new Map<K, Promise<V | null>>();
  private epoch = 0;
}

/**
 * One set of caches per database handle (tests run several apps, each on its own database, in one process). Pass
 * the app's handle, never a transaction's: what a transaction reads must not be kept for others.
 */
export function perDatabase<T>(make: (db: object) => T): (db: object) => T {
  const byDb = new WeakMap<object, T>();
  return (db) => {
    let c = byDb.get(db);
    if (!c) {
      c = make(db);
      byDb.set(db, c);
    }
    return c;
  };
}

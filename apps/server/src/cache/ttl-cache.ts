/**
 * Short in-process caches for what hot paths read again and again (a bearer token's owner, a buyer and its shops, a
 * freight template, a flash sale's activity). An entry lives for its time-to-live; the owning module drops it at once
 * on its own writes (`delete`, `clear`), so in one process a change is seen by the next request, and other processes
 * (or a change made behind the service) see it within the time-to-live. Nothing cached may decide what a conditional
 * write in the database re-checks anyway (stock, a coupon, a limit).
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 1000,
  ) {}

  get(key: K, now = Date.now()): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (now - e.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  set(key: K, value: V, now = Date.now()): void {
    if (this.entries.size >= this.max && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, at: now });
  }

  /** Changes a live entry in place (keeps its age); nothing when absent or expired. */
  update(key: K, fn: (v: V) => V, now = Date.now()): void {
    const e = this.entries.get(key);
    if (e && now - e.at < this.ttlMs) e.value = fn(e.value);
  }

  delete(key: K): void {
    this.entries.delete(key);
    this.loading.delete(key);
    this.epoch++;
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
    this.epoch++;
  }

  /**
   * The cached value, or the loader's (stored); concurrent misses share one load. A null answer is not kept (an
   * unknown key stays unknown only as long as it is), nor a load that a delete or clear overtook: it may have read
   * what the write was changing.
   */
  async load<L extends V | null>(key: K, loader: () => Promise<L>): Promise<V | L> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const pending = this.loading.get(key) as Promise<L> | undefined;
    if (pending) return pending;
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

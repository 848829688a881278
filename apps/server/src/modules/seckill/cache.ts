/**
 * What a crowd of buyers reads again and again, kept in the process for a moment: an activity's row and shops
 * (1 s), the state of its models (5 s) and freight amounts (5 s). Nothing here decides a buy — the buy's transaction
 * re-checks the pool, the window, the limit and the model stock with conditional writes — so a stale entry can only
 * refuse early what would be refused anyway, or let a request go on to be refused by the database; the one visible
 * effect is that a unit given back by a cancel may be refused as 已抢光 for up to a second. This process's own writes
 * (save, abandon, a buy's new pool, a release) update or drop the entry at once.
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
  }

  clear(): void {
    this.entries.clear();
  }

  /** The cached value, or the loader's (stored); concurrent misses share one load. */
  async load(key: K, loader: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const p = loader()
      .then((v) => {
        this.set(key, v);
        return v;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, p);
    return p;
  }

  private readonly loading = new Map<K, Promise<V>>();
}

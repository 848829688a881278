/**
 * Group commit done by the server: writes queue per lane (a flash-sale activity, the mall's orders); a lane has one
 * statement in flight at a time, and what arrives meanwhile goes together in the next (a batch), so rows that every
 * write of the lane updates are locked once per batch instead of once per write. A lone write goes at once. The
 * lane's owner decides how a batch is written, and what happens when it does not stand (usually: one by one).
 */
/** A queued item with its waiter's answer: `resolve` with the write's result, `reject` with its refusal. */
export type Waiting<T, R> = T & { resolve: (result: R) => void; reject: (e: unknown) => void };

export class WriteLanes<L, T extends object, R> {
  private readonly waiting = new Map<L, Waiting<T, R>[]>();
  private readonly running = new Set<L>();

  /**
   * `write` writes one batch and answers every item of it (resolve or reject); `take` picks the next batch from a
   * lane's queue, removing what it takes (takeDistinct). A `write` that throws answers the items it left
   * unanswered with its error (an item already answered stays as it was: a promise settles once).
   */
  constructor(
    private readonly write: (lane: L, batch: Waiting<T, R>[]) => Promise<void>,
    private readonly take: (queue: Waiting<T, R>[]) => Waiting<T, R>[],
  ) {}

  /** Queues `item` in `lane`; answers what the write of its batch gives it. */
  push(lane: L, item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const w = { ...item, resolve, reject } as Waiting<T, R>;
      const queue = this.waiting.get(lane);
      if (queue) queue.push(w);
      else this.waiting.set(lane, [w]);
      if (!this.running.has(lane)) void this.run(lane);
    });
  }

  private async run(lane: L): Promise<void> {
    this.running.add(lane);
    try {
      for (;;) {
        const queue = this.waiting.get(lane);
        if (!queue?.length) break;
        const batch = this.take(queue);
        if (!queue.length) this.waiting.delete(lane);
        // `write` answers its waiters; should it throw, nobody is left waiting and the lane goes on.
        await this.write(lane, batch).catch((e: unknown) => batch.forEach((w) => w.reject(e)));
      }
    } finally {
      this.running.delete(lane);
    }
  }
}

/**
 * Up to `max` items of the queue, at most one per `keyOf` (a later one waits for the next batch), in arrival order;
 * what it takes leaves the queue.
 */
export function takeDistinct<T>(queue: T[], max: number, keyOf: (item: T) => unknown): T[] {
  const batch: T[] = [];
  const keys = new Set<unknown>();
  for (let i = 0; i < queue.length && batch.length < max;) {
    const item = queue[i]!;
    const key = keyOf(item);
    if (keys.has(key)) {
      i++;
      continue;
    }
    keys.add(key);
    batch.push(item);
    queue.splice(i, 1);
  }
  return batch;
}

/**
 * Views written behind (issue 18): a view (the web sends one per page visit) is counted in this process at once and
 * the counts are written every VIEWS_FLUSH_MS in one statement, so a visit's request waits for no write and a popular
 * article's readers do not queue on its row's lock. This process's answers include its counts not yet written.
 *
 * What may be lost or late: the counts of the last VIEWS_FLUSH_MS when a process dies without stopping (a graceful
 * stop writes them); a write that fails (a deadlock between two instances' batches, the database away) is tried
 * again with the next one. Unpublished content is not counted (the statement skips it). Other instances show a view
 * once written and their kept detail has expired (read-cache.ts).
 */
import type { Kysely } from 'kysely';
import { perDatabase } from '../../cache/ttl-cache.ts';
import type { DB } from '../../db/schema.ts';
import type { Job } from '../../portal-module.ts';
import { addViews } from './queries.ts';
import { viewCounted } from './read-cache.ts';

export const VIEWS_FLUSH_MS = 1_000;

interface Pending {
  /** Counted, not yet sent. */
  counts: Map<number, number>;
  /** Sent in the statement in flight. */
  sending: Map<number, number>;
}
const pendingOf = perDatabase((): Pending => ({ counts: new Map(), sending: new Map() }));

/** One view of the content; written within VIEWS_FLUSH_MS. */
export function countView(db: Kysely<DB>, contentId: number): void {
  const p = pendingOf(db);
  p.counts.set(contentId, (p.counts.get(contentId) ?? 0) + 1);
  viewCounted(db, contentId);
}

/** The views of the content that this process counted and has not written yet. */
export function unwrittenViews(db: Kysely<DB>, contentId: number): number {
  const p = pendingOf(db);
  return (p.counts.get(contentId) ?? 0) + (p.sending.get(contentId) ?? 0);
}

/** Writes the counted views in one statement; a failed write's counts go back to be written with the next. */
async function writeViews(db: Kysely<DB>): Promise<void> {
  const p = pendingOf(db);
  if (p.counts.size === 0) return;
  const batch = p.counts;
  p.counts = new Map();
  p.sending = batch;
  try {
    await addViews(
      db,
      [...batch].sort(([a], [b]) => a - b),
    );
  } catch (err) {
    for (const [id, n] of batch) p.counts.set(id, (p.counts.get(id) ?? 0) + n);
    throw err;
  } finally {
    p.sending = new Map();
  }
}

/** The writer: every VIEWS_FLUSH_MS, and once more when the app stops. */
export function viewWriter(db: Kysely<DB>): Job {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let log: Parameters<Job['start']>[0] | null = null;
  const run = () => {
    if (running) return running;
    running = writeViews(db)
      .catch((err: unknown) => log?.warn({ err }, '浏览计数写入失败，下次重试'))
      .finally(() => (running = null));
    return running;
  };
  return {
    name: '浏览计数写入',
    start(l) {
      log = l;
      timer = setInterval(() => void run(), VIEWS_FLUSH_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
      await run();
    },
  };
}

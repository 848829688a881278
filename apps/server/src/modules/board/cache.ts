/**
 * The boards' answers kept per rollup version (issue 60 §3: a board in ≤ 300 ms at 10×): the rollups change only
 * when the refresh job writes them (it runs every minute and writes only when an order was paid or refunded), so an
 * answer summed from them is kept, per database, under the time they were last written and the question asked; the
 * next write makes every kept answer unreachable. A board's figures are therefore at most one refresh old, as they
 * were already; a quiet minute keeps every kept answer. Oldest answers go first beyond MAX.
 */
import type { Db } from './tables.ts';
import { rollupVersion } from './queries.ts';

const MAX = 500;
const kept = new WeakMap<object, Map<string, Promise<unknown>>>();

export async function keptAnswer<T>(db: Db, question: string, make: () => Promise<T>): Promise<T> {
  const version = await rollupVersion(db);
  let memo = kept.get(db);
  if (!memo) kept.set(db, (memo = new Map()));
  const key = `${version}|${question}`;
  let answer = memo.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = make();
    memo.set(key, answer);
    answer.catch(() => memo.delete(key));
    while (memo.size > MAX) memo.delete(memo.keys().next().value!);
  }
  return answer;
}

import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { batchedRead, groupedBy } from './batched.ts';

describe('reads gathered per turn of the event loop', () => {
  it('asks once for the keys asked in the same turn, answers each its own value, and again in a later turn', async () => {
    const calls: number[][] = [];
    const loader = batchedRead(async (_db, keys: readonly number[]) => {
      calls.push([...keys]);
      return keys.map((k) => (k % 2 ? k * 10 : null));
    });
    const db = {} as Kysely<DB>;
    expect(await Promise.all([1, 2, 3, 3].map((k) => loader(db).load(k)))).toEqual([10, null, 30, 30]);
    expect(calls).toEqual([[1, 2, 3, 3]]);
    expect(await loader(db).load(5)).toBe(50);
    expect(calls).toHaveLength(2);
    // Another database has its own loader.
    const other = {} as Kysely<DB>;
    expect(loader(other)).not.toBe(loader(db));
  });

  it('a failed read fails every request of its batch and nothing after it', async () => {
    let fail = true;
    const loader = batchedRead(async (_db, keys: readonly string[]) => {
      if (fail) throw new Error('database gone');
      return keys.map((k) => k.toUpperCase());
    });
    const db = {} as Kysely<DB>;
    const r = await Promise.allSettled([loader(db).load('a'), loader(db).load('b')]);
    expect(r.map((x) => x.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await loader(db).load('c')).toBe('C');
  });

  it('groups rows by key in the order of the keys, empty where a key has none', () => {
    const rows = [
      { k: 'b', v: 1 },
      { k: 'a', v: 2 },
      { k: 'b', v: 3 },
    ];
    expect(groupedBy(['a', 'c', 'b'], rows, (r) => r.k).map((g) => g.map((r) => r.v))).toEqual([[2], [], [1, 3]]);
  });
});

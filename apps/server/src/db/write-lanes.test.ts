import { describe, expect, it } from 'vitest';
import { WriteLanes, takeDistinct } from './write-lanes.ts';

interface Item {
  key: string;
}

/** Lanes whose writes take `ms` and answer each item with the keys of its batch; a key 'boom' makes a write throw. */
function lanes(ms: number) {
  const written: string[][] = [];
  const l = new WriteLanes<string, Item, string[]>(
    async (_lane, batch) => {
      await new Promise((r) => setTimeout(r, ms));
      if (batch.some((i) => i.key === 'boom')) throw new Error('write failed');
      const keys = batch.map((i) => i.key);
      written.push(keys);
      batch.forEach((i) => i.resolve(keys));
    },
    (queue) => takeDistinct(queue, 3, (i) => i.key),
  );
  const push = (lane: string, key: string) => l.push(lane, { key });
  return { push, written };
}

describe('writes in turn', () => {
  it('a lone write goes at once; what arrives meanwhile goes together next, at most 3 and one per key', async () => {
    const { push, written } = lanes(10);
    const answers = await Promise.all(['a', 'b', 'c', 'b', 'd', 'e'].map((k) => push('x', k)));
    expect(written).toEqual([['a'], ['b', 'c', 'd'], ['b', 'e']]);
    expect(answers[0]).toEqual(['a']);
    expect(answers[3]).toEqual(['b', 'e']);
  });

  it('lanes do not wait on each other', async () => {
    const { push, written } = lanes(10);
    await Promise.all([push('x', 'a'), push('y', 'b'), push('x', 'c'), push('y', 'd')]);
    expect(written).toEqual([['a'], ['b'], ['c'], ['d']]);
  });

  it('a write that throws answers its batch with the error, and the lane goes on', async () => {
    const { push, written } = lanes(5);
    const r = await Promise.allSettled([push('x', 'a'), push('x', 'boom'), push('x', 'c'), push('x', 'd')]);
    expect(r.map((x) => x.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected']);
    expect(await push('x', 'e')).toEqual(['e']);
    expect(written).toEqual([['a'], ['e']]);
  });

  it('takeDistinct keeps arrival order and leaves the rest queued', () => {
    const queue = ['a', 'b', 'a', 'c', 'd', 'e'];
    expect(takeDistinct(queue, 3, (k) => k)).toEqual(['a', 'b', 'c']);
    expect(queue).toEqual(['a', 'd', 'e']);
  });
});

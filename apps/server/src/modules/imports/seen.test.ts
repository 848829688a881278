import { describe, expect, it } from 'vitest';
import { FirstRows } from './seen.ts';

describe('FirstRows (the duplicates of a sheet, issue 56 §3)', () => {
  it('answers the first row of every key as a Map would, across many growths, keys beyond 32 bits included', () => {
    const table = new FirstRows();
    const map = new Map<number, number>();
    let seed = 56;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    const wrong: number[] = [];
    for (let row = 2; row < 200_000; row++) {
      // model numbers up to 60,000 times 2^20 plus an attribute id: keys up to ~2^36, a third of them repeated
      const key = (random() % 60_000) * 2 ** 20 + (random() % 40);
      const want = map.get(key) ?? null;
      if (want === null) map.set(key, row);
      if (table.firstOr(key, row) !== want) wrong.push(row);
    }
    expect(map.size).toBeGreaterThan(100_000);
    for (const [key, row] of map) if (table.firstOr(key, 0) !== row) wrong.push(row);
    expect(wrong).toEqual([]);
  });

  it("holds a 50,000-model attribute sheet's 600,000 keys in well under a second (keys differing above bit 20 spread)", () => {
    const table = new FirstRows();
    const t = performance.now();
    let dup = 0;
    for (let pass = 0; pass < 2; pass++)
      for (let i = 0; i < 600_000; i++)
        if (table.firstOr(Math.floor(i / 12) * 2 ** 20 + (i % 12) + 1, i) !== null) dup++;
    expect(dup).toBe(600_000); // the second pass finds every key
    expect(performance.now() - t).toBeLessThan(3_000); // keys hashed by their low bits alone piled up: minutes
  });
});

import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('the short in-process cache', () => {
  it('forgets an entry after its time, keeps at most max entries, and updates a live entry in place', () => {
    const c = new TtlCache<string, number>(1000, 2);
    c.set('a', 1, 0);
    expect(c.get('a', 999)).toBe(1);
    expect(c.get('a', 1000)).toBeUndefined();
    c.set('a', 1, 0);
    c.set('b', 2, 0);
    c.set('c', 3, 0);
    expect(c.get('a', 1)).toBeUndefined();
    expect(c.get('c', 1)).toBe(3);
    c.update('c', (v) => v + 10, 2);
    expect(c.get('c', 3)).toBe(13);
    c.update('gone', () => 99, 3);
    expect(c.get('gone', 3)).toBeUndefined();
  });

  it('shares one load between concurrent misses and does not keep a failed load', async () => {
    const c = new TtlCache<string, number>(60_000);
    let loads = 0;
    const loader = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return 7;
    };
    expect(await Promise.all([c.load('k', loader), c.load('k', loader), c.load('k', loader)])).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
    await expect(c.load('bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await c.load('bad', async () => 1)).toBe(1);
  });

  it('does not keep a load that a delete overtook (it may have read what the write was changing)', async () => {
    const c = new TtlCache<string, number>(60_000);
    let release!: () => void;
    const slow = c.load('k', () => new Promise<number>((r) => (release = () => r(1))));
    c.delete('k');
    release();
    expect(await slow).toBe(1);
    expect(c.get('k')).toBeUndefined();
    expect(await c.load('k', async () => 2)).toBe(2);
    expect(c.get('k')).toBe(2);
  });
});

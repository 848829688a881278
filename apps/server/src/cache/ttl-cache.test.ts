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

  it('answers a stale entry within staleMs while one reload runs behind it, never past it, never after a delete', async () => {
    const c = new TtlCache<string, number>(1000, 10, 500);
    c.set('k', 1, 0);
    expect(c.get('k', 1200)).toBeUndefined(); // get answers only live entries
    let release!: (v: number) => void;
    let loads = 0;
    const slow = () => {
      loads++;
      return new Promise<number>((r) => (release = r));
    };
    expect(await c.load('k', slow, 1200)).toBe(1); // stale, the reload started
    expect(await c.load('k', slow, 1300)).toBe(1); // still stale, the same reload
    expect(loads).toBe(1);
    c.update('k', (v) => v + 1, 1300); // a stale entry answered is kept up to date too
    expect(await c.load('k', slow, 1300)).toBe(2);
    release(5);
    await new Promise((r) => setImmediate(r));
    expect(await c.load('k', slow)).toBe(5); // the reload's value, fresh

    c.set('k', 1, 0);
    expect(await c.load('k', async () => 9, 1500)).toBe(9); // past staleMs: the load's value, not the old one

    c.set('k', 1, 0);
    c.delete('k');
    expect(await c.load('k', async () => 3, 1200)).toBe(3); // deleted: the stale value is gone

    const failing = new TtlCache<string, number>(1000, 10, 500);
    failing.set('k', 1, 0);
    expect(await failing.load('k', () => Promise.reject(new Error('down')), 1100)).toBe(1);
    await new Promise((r) => setImmediate(r));
    expect(failing.get('k', 1100)).toBeUndefined(); // still stale
    await expect(failing.load('k', () => Promise.reject(new Error('down')), 1600)).rejects.toThrow('down');
  });

  it('keeps a value another read brought along, unless a delete came since that read began or a live entry is there', () => {
    const c = new TtlCache<string, number>(1000);
    const since = c.version;
    c.offer('a', 1, since, 0);
    expect(c.get('a', 1)).toBe(1);
    c.offer('a', 2, since, 1); // a live entry stays
    expect(c.get('a', 1)).toBe(1);
    const before = c.version;
    c.delete('b'); // any write since the read began: its rows may be what the write was changing
    c.offer('c', 3, before, 1);
    expect(c.get('c', 1)).toBeUndefined();
    c.offer('c', 3, c.version, 1);
    expect(c.get('c', 1)).toBe(3);
  });
});

describe('TtlCache with a budget of bytes (issue 47 §3)', () => {
  it('drops the oldest entries past the budget, keeps nothing heavier than it, and counts what it holds', () => {
    const c = new TtlCache<string, string>(60_000, 100, 0, { maxBytes: 10, bytesOf: (v) => v.length });
    c.set('a', 'aaaa', 0);
    c.set('b', 'bbbb', 0);
    c.set('c', 'cccc', 0);
    expect([c.get('a', 1), c.get('b', 1), c.get('c', 1)]).toEqual([undefined, 'bbbb', 'cccc']);
    expect(c.weight).toBe(8);
    c.set('huge', 'x'.repeat(11), 0);
    expect(c.get('huge', 1)).toBeUndefined();
    c.update('b', (v) => v + 'bbbb', 0);
    expect(c.weight).toBeLessThanOrEqual(10);
    c.delete('c');
    c.clear();
    expect(c.weight).toBe(0);
  });
});

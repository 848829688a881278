import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SizedMap } from './sized-map.ts';

describe('SizedMap', () => {
  it('drops the oldest entries past its budget of bytes, never one it just kept, and keeps nothing heavier than all', () => {
    const m = new SizedMap<string, string>(100);
    m.set('a', 'A', 40);
    m.set('b', 'B', 40);
    m.set('c', 'C', 40);
    expect([...m.keys()]).toEqual(['b', 'c']);
    expect(m.bytes).toBe(80);
    m.set('huge', 'H', 101);
    expect(m.has('huge')).toBe(false);
    // Resized past the budget, the oldest go first: here the resized one itself.
    m.resize('b', 90);
    expect([...m.keys()]).toEqual(['c']);
    expect(m.bytes).toBe(40);
  });

  it('holds its budget whatever is set, resized or deleted', () =>
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('set', 'resize', 'delete'), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 400 }))), // prettier-ignore
        (ops) => {
          const m = new SizedMap<number, number>(1000);
          for (const [op, k, b] of ops) {
            if (op === 'set') m.set(k, k, b);
            else if (op === 'resize') m.resize(k, b);
            else m.delete(k);
            expect(m.bytes).toBeLessThanOrEqual(1000);
          }
          expect(m.bytes).toBeGreaterThanOrEqual(0);
        },
      ),
    ));
});

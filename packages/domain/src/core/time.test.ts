import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chinaDate, chinaDateStart, chinaDayStart, chinaLastDays, chinaStamp } from './time.ts';

describe('Beijing business time', () => {
  it('16:30 UTC is already the next day in Beijing', () => {
    const at = new Date('2026-11-22T16:30:00Z');
    expect(chinaDate(at)).toBe('2026-11-23');
    expect(chinaStamp(at)).toBe('20261123003000');
    expect(chinaDayStart(at).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(chinaLastDays(at, 90)).toEqual(['2026-08-25', '2026-11-23']);
  });

  it('reads a date as its Beijing midnight and refuses dates that do not exist', () => {
    expect(chinaDateStart('2026-11-23')?.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(chinaDateStart('2026-02-30')).toBeNull();
    expect(chinaDateStart('2026-1-3')).toBeNull();
  });

  it('every instant lies within its Beijing day, whose date reads back to the same midnight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const at = new Date(ms);
        const start = chinaDayStart(at);
        expect(start.getTime()).toBeLessThanOrEqual(ms);
        expect(ms - start.getTime()).toBeLessThan(86_400_000);
        expect(chinaDateStart(chinaDate(at))?.getTime()).toBe(start.getTime());
      }),
    );
  });
});

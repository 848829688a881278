import { describe, expect, it } from 'vitest';
import { chinaDate } from '../core/index.ts';
import { boardDays, boardPeriod } from './period.ts';

describe('board periods (Beijing days)', () => {
  it('a month and the one before, across a year', () => {
    expect(boardPeriod('month', '2026-01-15')).toEqual({
      unit: 'month',
      current: { from: '2026-01-01', to: '2026-02-01' },
      previous: { from: '2025-12-01', to: '2026-01-01' },
    });
  });
  it('a week starts on Monday', () => {
    // 2026-11-29 is a Sunday
    expect(boardPeriod('week', '2026-11-29')!.current).toEqual({ from: '2026-11-23', to: '2026-11-30' });
    expect(boardPeriod('week', '2026-11-23')!.previous).toEqual({ from: '2026-11-16', to: '2026-11-23' });
  });
  it('a day, and a date that is not real', () => {
    expect(boardPeriod('day', '2026-03-01')!.previous).toEqual({ from: '2026-02-28', to: '2026-03-01' });
    expect(boardPeriod('day', '2026-02-30')).toBeNull();
  });
  it('the day boundary is midnight in Beijing, not UTC', () => {
    // 15:59:59Z is 23:59:59 in Beijing: still the 30th; 16:00Z is the 1st of the next month
    expect(chinaDate(new Date('2026-10-31T15:59:59Z'))).toBe('2026-10-31');
    expect(chinaDate(new Date('2026-10-31T16:00:00Z'))).toBe('2026-11-01');
    expect(boardDays(boardPeriod('month', '2026-02-10')!.current)).toHaveLength(28);
  });
});

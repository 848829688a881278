import { ORDER_NO_RE, orderNoOf } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { nextOrderNo } from './order-numbers.ts';

describe('order numbers', () => {
  it('a hundred thousand numbers of one second are all different, well formed and of that second', () => {
    const now = new Date('2026-11-23T10:00:00.500Z');
    const prefix = orderNoOf(now, 0).slice(0, 14);
    const numbers = Array.from({ length: 100_000 }, () => nextOrderNo(now));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) {
      expect(n).toMatch(ORDER_NO_RE);
      expect(n.slice(0, 14)).toBe(prefix);
    }
  });

  it('numbers that follow each other are not consecutive by a fixed step', () => {
    const now = new Date();
    const tails = Array.from({ length: 200 }, () => Number(nextOrderNo(now).slice(14)));
    const steps = new Set(tails.slice(1).map((t, i) => (t - tails[i]! + 1_000_000) % 1_000_000));
    expect(steps.size).toBeGreaterThan(1);
    for (const s of steps) expect(s >= 1 && s <= 9).toBe(true);
  });
});

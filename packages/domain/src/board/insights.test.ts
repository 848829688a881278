import { describe, expect, it } from 'vitest';
import { AFTER_SALE_SELLER_TURN, runOutDays } from './insights.ts';

describe('board insights', () => {
  it('run-out days at the last 30 days’ pace', () => {
    expect(runOutDays(10, 30)).toBe(10);
    expect(runOutDays(10, 0)).toBeNull();
    expect(runOutDays(0, 5)).toBe(0);
    expect(runOutDays(7, 60)).toBe(3);
    expect(runOutDays(100, 1)).toBe(3000);
  });
  it('the seller’s turn comes from the transition table', () => {
    expect([...AFTER_SALE_SELLER_TURN].sort()).toEqual(['applied', 'received', 'refundFailed', 'shippedBack']);
  });
});

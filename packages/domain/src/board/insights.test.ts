import { describe, expect, it } from 'vitest';
import {
  AFTER_SALE_SELLER_TURN,
  afterSaleRate,
  designOrdersOrdered,
  flashConversion,
  runOutDays,
  sellOutText,
  unitPriceFen,
} from './insights.ts';
import { boardMonths } from './period.ts';

describe('board insights', () => {
  it('a design order turned into an order: one paid order not wholly refunded is enough', () => {
    const orders = [
      { designOrderNo: 'PD1', orderNo: 'O1', payFen: 1000 },
      { designOrderNo: 'PD1', orderNo: 'O2', payFen: 500 },
      { designOrderNo: 'PD2', orderNo: 'O3', payFen: 800 },
      { designOrderNo: 'PD3', orderNo: 'O4', payFen: 800 },
    ];
    const refunded = new Map([
      ['O1', 1000],
      ['O3', 800],
      ['O4', 799],
    ]);
    expect([...designOrdersOrdered(orders, refunded)].sort()).toEqual(['PD1', 'PD3']);
  });
  it('a unit price per month, and the twelve months ending with the period’s', () => {
    expect([unitPriceFen(14000, 3), unitPriceFen(0, 0)]).toEqual([4667, null]);
    const { months, range } = boardMonths('2026-01-31', 12);
    expect([months[0], months[11], months.length]).toEqual(['2025-02', '2026-01', 12]);
    expect(range).toEqual({ from: '2025-02-01', to: '2026-02-01' });
  });
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

describe('a model’s after-sale rate', () => {
  it('units asked back ÷ units sold in percent, one decimal, half up; none when none sold', () => {
    expect(afterSaleRate(1, 6)).toBe(16.7);
    expect(afterSaleRate(1, 8)).toBe(12.5);
    expect(afterSaleRate(3, 2)).toBe(150);
    expect(afterSaleRate(0, 5)).toBe(0);
    expect(afterSaleRate(1, 0)).toBeNull();
  });
});

describe('a flash sale’s conversion and time to sell out', () => {
  it('buyers ÷ followers in percent, one decimal; none without followers', () => {
    expect(flashConversion(3, 4)).toBe(75);
    expect(flashConversion(1, 3)).toBe(33.3);
    expect(flashConversion(0, 2)).toBe(0);
    expect(flashConversion(2, 0)).toBeNull();
  });
  it('the time in words', () => {
    expect(sellOutText(null)).toBe('未售罄');
    expect(sellOutText(42)).toBe('42秒');
    expect(sellOutText(300)).toBe('5分');
    expect(sellOutText(330)).toBe('5分30秒');
    expect(sellOutText(3 * 3600 + 120)).toBe('3小时2分');
    expect(sellOutText(3 * 86400 + 3600)).toBe('3天1小时');
  });
});

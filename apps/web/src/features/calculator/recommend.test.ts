import type { DesignLine, Recommendation } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { linesToAdd } from './recommend.ts';

const rec = (skuNo: string, quantity: number, priceFen = 100): Recommendation => ({
  candidate: { spuNo: `P-${skuNo}`, skuNo, model: skuNo, name: skuNo, priceFen, status: 0, attrs: {} },
  quantity,
  reason: '',
});

const line = (over: Partial<DesignLine>): DesignLine =>
  ({ id: 7, spuNo: 'P-D8', skuNo: 'D8', price: 100, rate: 9000, quantity: 3, ...over }) as DesignLine;

describe('adding recommendations to the design list', () => {
  it('a new model comes in at the catalogue price and 100.00%', () => {
    expect(linesToAdd([], [rec('D8', 9, 129900)])).toEqual([
      { spuNo: 'P-D8', skuNo: 'D8', price: 129900, rate: 10000, quantity: 9 },
    ]);
  });
  it('a model already in the list keeps its line and discount and gains the quantity', () => {
    expect(linesToAdd([line({})], [rec('D8', 9)])).toEqual([
      { id: 7, spuNo: 'P-D8', skuNo: 'D8', price: 100, rate: 9000, quantity: 12 },
    ]);
  });
  it('never asks for more than 9999', () => {
    expect(linesToAdd([line({ quantity: 9990 })], [rec('D8', 50)])[0]!.quantity).toBe(9999);
    expect(linesToAdd([], [rec('X', 20000)])[0]!.quantity).toBe(9999);
  });
});

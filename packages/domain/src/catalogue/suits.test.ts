import { describe, expect, it } from 'vitest';
import { suitLines, suitModelProblem, suitOffer } from './suits.ts';

const m = (over: Partial<Parameters<typeof suitModelProblem>[0]> = {}) => ({
  status: 0,
  priceFen: 10000,
  stock: 10,
  quantity: 2,
  ...over,
});

describe('suites for a viewer (issue 45 §3)', () => {
  it("prices a suite as its models' viewer prices × quantities, in fen", () => {
    expect(suitOffer([m(), m({ priceFen: 3333, quantity: 3 })])).toEqual({
      priceFen: 2 * 10000 + 3 * 3333,
      maxSuits: 3,
      unavailable: null,
    });
  });
  it('has no price when one model has none, and cannot be bought', () => {
    expect(suitOffer([m(), m({ priceFen: null })])).toMatchObject({ priceFen: null, unavailable: 'noPrice' });
  });
  it('reports off shelf before no price before short stock; an off-shelf suite makes no suites', () => {
    expect(suitOffer([m({ stock: 1 }), m({ priceFen: null }), m({ status: 1 })])).toMatchObject({
      unavailable: 'offShelf',
      maxSuits: 0,
    });
    expect(suitOffer([m({ stock: 1 }), m({ priceFen: null })]).unavailable).toBe('noPrice');
    expect(suitOffer([m({ stock: 1 })])).toMatchObject({ unavailable: 'noStock', maxSuits: 0 });
  });
  it('promises no total a viewer cannot pay: any reason not to buy leaves the price out (issue 58 §3)', () => {
    for (const over of [{ stock: 1 }, { status: 1 }, { priceFen: null }])
      expect(suitOffer([m(), m(over)]).priceFen).toBeNull();
    expect(suitOffer([m(), m()]).priceFen).toBe(40000);
    expect(suitOffer([])).toEqual({ priceFen: null, maxSuits: 0, unavailable: 'empty' });
  });
  it('counts whole suites the stock makes, and each model by itself', () => {
    expect(suitOffer([m({ stock: 7 }), m({ stock: 100, quantity: 1 })]).maxSuits).toBe(3);
    expect(suitModelProblem(m({ stock: 2 }))).toBeNull();
    expect(suitModelProblem(m({ stock: -1 }))).toBe('noStock');
  });
  it('puts n suites into lines: each model × n', () => {
    expect(suitLines([{ skuNo: 'A', spuNo: 'S', quantity: 2 }], 3)).toEqual([{ skuNo: 'A', spuNo: 'S', quantity: 6 }]);
  });
});

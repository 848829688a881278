import { reconcileLine, type DesignLine } from '@portal/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  orderEditInput,
  revertToSaved,
  toInput,
  totalsOfLines,
  withQuantity,
  withRate,
  withRatePrice,
} from './line-edit.ts';

const base: DesignLine = {
  id: 1,
  sort: 1,
  spuNo: 'P',
  skuNo: 'S',
  spuName: '摄像机',
  productName: '摄像机 4mm',
  productModel: 'M',
  productCategory: null,
  productImage: null,
  brandName: null,
  skuType: 0,
  skuSaleType: '经销',
  skuStatus: 0,
  categoryId: null,
  price: 39900,
  rate: 10000,
  ratePrice: 39900,
  quantity: 2,
  amount: 79800,
  isUserDefined: false,
  privateTenant: null,
  attachments: [],
  hasAccessory: false,
  maxNum: null,
};

describe('the selection flow’s caps (the selection screen’s drawer)', () => {
  it('rate: above 300 clamps to 300; empty goes back to 100; no price stays 100', () => {
    expect(withRate(base, '350', 'selection')).toMatchObject({ rate: 30000, ratePrice: 119700, amount: 239400 });
    expect(withRate(base, '350')).toMatchObject({ rate: 35000 });
    expect(withRate(base, '', 'selection')).toMatchObject({ rate: 10000, ratePrice: 39900 });
    expect(withRate({ ...base, price: null }, '50', 'selection')).toMatchObject({ rate: 10000, amount: 0 });
  });
  it('discounted price: above price × 3 clamps to it; empty goes back to the price (the list makes it 0.00)', () => {
    expect(withRatePrice(base, '2000', 'selection')).toMatchObject({ rate: 30000, ratePrice: 119700 });
    expect(withRatePrice(base, '', 'selection')).toMatchObject({ rate: 10000, ratePrice: 39900, amount: 79800 });
    expect(withRatePrice(base, '')).toMatchObject({ rate: 0, ratePrice: 0, amount: 0 });
    expect(withRatePrice({ ...base, price: 0 }, '12', 'selection')).toMatchObject({ rate: 10000, ratePrice: 0 });
  });
  it('whatever is typed, the rate stays within 0..300% and the server accepts the line', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 99_999_999 }), { nil: null }),
        fc.string({ maxLength: 8 }),
        fc.string({ maxLength: 12 }),
        (price, rate, rp) => {
          for (const l of [
            withRate({ ...base, price }, rate, 'selection'),
            withRatePrice({ ...base, price }, rp, 'selection'),
          ]) {
            expect(l.rate).toBeGreaterThanOrEqual(0);
            expect(l.rate).toBeLessThanOrEqual(30000);
            const r = reconcileLine(
              { price: l.price, rate: l.rate, ratePrice: l.ratePrice, quantity: l.quantity },
              { priceFen: price, skuType: 0 },
            );
            expect(r).toEqual({ ok: true, line: expect.objectContaining({ amountFen: l.amount }) });
          }
        },
      ),
    );
  });
});

describe('editing a line in the browser', () => {
  it('rate, discounted price and quantity edits recompute the amount', () => {
    expect(withRate(base, '85')).toMatchObject({ rate: 8500, ratePrice: 33915, amount: 67830 });
    expect(withRatePrice(base, '300')).toMatchObject({ rate: 7519, ratePrice: 30000, amount: 60000 });
    expect(withQuantity(base, '').line.quantity).toBe(1);
    expect(withRate({ ...base, price: null }, '50')).toMatchObject({ rate: 10000, amount: 0 });
    expect(withQuantity({ ...base, skuType: 2, price: 0 }, 3)).toMatchObject({ message: '该产品数量不能大于1' });
  });

  it('whatever is typed, the server accepts the line the browser computed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.string({ maxLength: 8 }),
        fc.string({ maxLength: 12 }),
        fc.integer({ min: 1, max: 9999 }),
        (price, rate, rp, q) => {
          const a = withQuantity(withRate({ ...base, price }, rate), q).line;
          const b = withRatePrice({ ...base, price, quantity: q }, rp);
          for (const l of [a, b]) {
            const out = reconcileLine(toInput(l) as never, { priceFen: price, skuType: 0 });
            expect(out.ok).toBe(true);
            if (out.ok) expect(out.line.amountFen).toBe(l.amount);
          }
        },
      ),
    );
  });

  it('totals follow the lines', () => {
    expect(totalsOfLines([base, withRate(base, '50')])).toEqual({
      totalFen: 79800 + 39900,
      originalFen: 159600,
      discountFen: 39900,
      count: 2,
    });
  });
});

describe('a refused save reverts its lines to what the server kept', () => {
  it('puts the quantity back and leaves the other lines’ edits alone', () => {
    const saved = new Map([
      [1, base],
      [2, { ...base, id: 2, skuNo: 'S2' }],
    ]);
    const edited = [withQuantity(base, 1).line, withRate({ ...base, id: 2, skuNo: 'S2' }, '80')];
    const out = revertToSaved(edited, new Set([1]), saved);
    expect(out[0]).toEqual(base);
    expect(out[1]!.rate).toBe(8000);
  });
  it('never invents a line and keeps the order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 20 }),
        fc.integer({ min: 1, max: 9999 }),
        (ids, q) => {
          const lines = ids.map((id) => ({ ...base, id, quantity: q }));
          const saved = new Map(ids.filter((i) => i % 2 === 0).map((id) => [id, { ...base, id }]));
          const out = revertToSaved(lines, new Set(ids), saved);
          expect(out.map((l) => l.id)).toEqual(ids);
          for (const l of out) expect(l.quantity).toBe(saved.has(l.id) ? base.quantity : q);
        },
      ),
    );
  });
  it('sends the order’s scene on every line when it has one', () => {
    expect(orderEditInput(base, 8)).toMatchObject({ id: 1, sceneId: 8 });
    expect(orderEditInput(base, null)).not.toHaveProperty('sceneId');
  });
});

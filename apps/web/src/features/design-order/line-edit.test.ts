import { reconcileLine, type DesignLine } from '@portal/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toInput, totalsOfLines, withQuantity, withRate, withRatePrice } from './line-edit.ts';

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

import type { CartItem } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { checkAllState, clampQuantity, quantityBounds, unbuyableSkuNos } from './cart-view.ts';

const line = (skuNo: string, over: Partial<CartItem> = {}): CartItem => ({
  skuNo,
  spuNo: 'P',
  skuName: skuNo,
  spuName: 'P',
  model: skuNo,
  picUrl: null,
  priceFen: 100,
  quantity: 1,
  stock: 10,
  maxQuantity: 10,
  checked: true,
  buyable: true,
  reason: null,
  amountFen: 100,
  ...over,
});

describe('cart drawer', () => {
  it('check-all is on when every buyable line is checked, indeterminate when some are', () => {
    const off = line('X', { buyable: false, checked: false, reason: '商品已下架' });
    expect(checkAllState([line('A'), line('B'), off])).toEqual({ checked: true, indeterminate: false });
    expect(checkAllState([line('A'), line('B', { checked: false })])).toEqual({ checked: false, indeterminate: true });
    expect(checkAllState([line('A', { checked: false })])).toEqual({ checked: false, indeterminate: false });
    expect(checkAllState([off])).toEqual({ checked: false, indeterminate: false });
  });

  it('clear-unbuyable takes only the lines that cannot be settled', () => {
    expect(unbuyableSkuNos([line('A'), line('X', { buyable: false }), line('Y', { buyable: false })])).toEqual([
      'X',
      'Y',
    ]);
  });

  it('the stepper stays within 1..maxQuantity', () => {
    const l = line('A', { maxQuantity: 5 });
    expect(quantityBounds(l)).toEqual({ min: 1, max: 5 });
    expect(quantityBounds(line('Z', { maxQuantity: 0 }))).toEqual({ min: 1, max: 1 });
    expect(clampQuantity(7, l)).toBe(5);
    expect(clampQuantity(0, l)).toBe(1);
    expect(clampQuantity(2.7, l)).toBe(2);
    expect(clampQuantity(null, l)).toBeNull();
    expect(clampQuantity(Number.NaN, l)).toBeNull();
  });
});

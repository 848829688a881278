import { describe, expect, it } from 'vitest';
import { usableFirst } from './coupon-order.ts';

describe('coupon choice', () => {
  it('lists usable coupons first, each group in the server order', () => {
    const list = [
      { id: 'a', usable: false },
      { id: 'b', usable: true },
      { id: 'c', usable: false },
      { id: 'd', usable: true },
    ];
    expect(usableFirst(list).map((c) => c.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});

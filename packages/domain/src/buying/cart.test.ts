import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UserType } from '../account/index.ts';
import { DEALER_PROMPT } from '../navigation/index.ts';
import { reasonOf } from '../core/index.ts';
import { CART_MESSAGES, addedQuantity, buyerRefusal, maxBuyQuantity, stockShortMessage } from './cart.ts';
import { buyQuantityError, cartLineReason } from './buyable.ts';
import { cartModifyBodySchema } from './contract.ts';
import { BUY_QUANTITY_MESSAGES } from './buying-api.ts';

describe('quantity rule', () => {
  it('integer 1..9999 and not above the stock, in Chinese', () => {
    expect(buyQuantityError(1, 10)).toBeNull();
    expect(buyQuantityError(10, 10)).toBeNull();
    expect(buyQuantityError(11, 10)).toEqual({ reason: 'ORDER.stockShort', msg: '库存不足，最多可购买10件' });
    expect(buyQuantityError(0, 10)).toEqual({ reason: 'BUY_QUANTITY.min', msg: BUY_QUANTITY_MESSAGES.min });
    expect(buyQuantityError(1.5, 10)?.reason).toBe(reasonOf(BUY_QUANTITY_MESSAGES, 'integer'));
    expect(buyQuantityError(10000, 20000)?.reason).toBe(reasonOf(BUY_QUANTITY_MESSAGES, 'max'));
    expect(buyQuantityError(undefined, 10)?.reason).toBe(reasonOf(BUY_QUANTITY_MESSAGES, 'required'));
    expect(buyQuantityError(Number.NaN, 10)?.reason).toBe(reasonOf(BUY_QUANTITY_MESSAGES, 'required'));
    expect(buyQuantityError(1, 0)).toEqual({ reason: 'CART.soldOut', msg: CART_MESSAGES.soldOut });
    expect(stockShortMessage(3)).toBe('库存不足，最多可购买3件');
  });
  it('the zod schema speaks the same words', () => {
    const msg = (q: unknown) => cartModifyBodySchema.safeParse({ skuNo: 'A', quantity: q }).error?.issues[0]?.message;
    expect(msg(0)).toBe(BUY_QUANTITY_MESSAGES.min);
    expect(msg(2.5)).toBe(BUY_QUANTITY_MESSAGES.integer);
    expect(msg(10000)).toBe(BUY_QUANTITY_MESSAGES.max);
    expect(msg('x')).toBe(BUY_QUANTITY_MESSAGES.required);
  });
  it('property: accepted exactly when 1 ≤ q ≤ min(stock, 9999)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 12000 }), fc.integer({ min: 0, max: 20000 }), (q, stock) => {
        const ok = q >= 1 && q <= Math.min(stock, 9999);
        expect(buyQuantityError(q, stock) === null).toBe(ok);
      }),
    );
  });
  it('adding caps at what can be bought', () => {
    expect(addedQuantity(3, 4, 100)).toBe(7);
    expect(addedQuantity(3, 4, 5)).toBe(5);
    expect(addedQuantity(9990, 100, 20000)).toBe(9999);
    expect(maxBuyQuantity(-3)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 20000 }),
        (e, a, s) => {
          const q = addedQuantity(e, a, s);
          expect(q).toBeGreaterThanOrEqual(1);
          expect(q).toBeLessThanOrEqual(Math.min(s, 9999));
          expect(q).toBeLessThanOrEqual(Math.max(1, e + a));
        },
      ),
    );
  });
});

describe('cart lines', () => {
  it('delisted, unpriced, sold out or over the stock are not buyable, with the reason', () => {
    expect(cartLineReason(null, 1)).toEqual({ reason: 'CART.notFound', msg: CART_MESSAGES.notFound });
    expect(cartLineReason({ status: 1, priceFen: 100, stock: 5 }, 1)?.reason).toBe(reasonOf(CART_MESSAGES, 'delisted'));
    expect(cartLineReason({ status: 0, priceFen: null, stock: 5 }, 1)?.reason).toBe(reasonOf(CART_MESSAGES, 'noPrice'));
    expect(cartLineReason({ status: 0, priceFen: 100, stock: 0 }, 1)?.reason).toBe(reasonOf(CART_MESSAGES, 'soldOut'));
    expect(cartLineReason({ status: 0, priceFen: 100, stock: 2 }, 3)?.msg).toBe(stockShortMessage(2));
    expect(cartLineReason({ status: 0, priceFen: 0, stock: 2 }, 2)).toBeNull();
  });
});

describe('who may buy', () => {
  it('needs a bound first-level dealer (§5 words), never one’s own', () => {
    expect(buyerRefusal({ userType: UserType.person, merchantNo: null, shopMerchantNo: null })).toEqual({
      reason: 'DEALER_PROMPT.person',
      msg: DEALER_PROMPT.person,
    });
    expect(buyerRefusal({ userType: UserType.secondLevel, merchantNo: 'M2', shopMerchantNo: null })).toEqual({
      reason: 'DEALER_PROMPT.other',
      msg: DEALER_PROMPT.other,
    });
    expect(buyerRefusal({ userType: UserType.secondLevel, merchantNo: 'M2', shopMerchantNo: 'M1' })).toBeNull();
    expect(buyerRefusal({ userType: UserType.person, merchantNo: null, shopMerchantNo: 'M1' })).toBeNull();
    expect(buyerRefusal({ userType: UserType.firstLevel, merchantNo: 'M1', shopMerchantNo: null })?.reason).toBe(
      'CART.selfPurchase',
    );
    expect(buyerRefusal({ userType: UserType.firstLevelStaff, merchantNo: 'M1', shopMerchantNo: 'M1' })?.reason).toBe(
      'CART.selfPurchase',
    );
    expect(buyerRefusal({ userType: UserType.firstLevel, merchantNo: 'M1', shopMerchantNo: 'M9' })).toBeNull();
  });
});

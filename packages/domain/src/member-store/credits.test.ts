import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CREDIT_EXCHANGE_STATUS,
  CREDITS_MESSAGES,
  creditItemCheck,
  creditsAvailable,
  creditsEarned,
  exchangeCost,
  exchangeMaxQuantity,
  formatCreditsCost,
  ledgerBalance,
  nextCreditExchangeStatus,
} from './credits.ts';
import { creditPurchaseBodySchema } from './credits-contract.ts';

describe('credits', () => {
  it('earns per whole yuan paid', () => {
    expect(creditsEarned(12_345, 1)).toBe(123);
    expect(creditsEarned(99, 1)).toBe(0);
    expect(creditsEarned(10_000, 2)).toBe(200);
    expect(creditsEarned(-100, 1)).toBe(0);
  });

  it('property: earning is monotone in the amount and never above amount/100 x rate', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), fc.integer({ min: 1, max: 10 }), (a, b, r) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(creditsEarned(lo, r)).toBeLessThanOrEqual(creditsEarned(hi, r));
        expect(creditsEarned(hi, r)).toBeLessThanOrEqual((hi / 100) * r);
      }),
    );
  });

  it('property: an exchange never costs more credits than the balance nor more items than the stock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.nat(10_000),
        fc.nat(20),
        fc.integer({ min: -2, max: 20 }),
        fc.nat(100_000),
        (credits, cashFen, stock, quantity, balance) => {
          const r = exchangeCost({ credits, cashFen, stock, onShelf: true }, quantity, balance);
          if ('refusal' in r) return;
          expect(r.credits).toBeLessThanOrEqual(balance);
          expect(quantity).toBeLessThanOrEqual(stock);
          expect(r.cashFen).toBe(cashFen * quantity);
        },
      ),
    );
  });

  it('refuses with the reason', () => {
    const item = { credits: 100, cashFen: 0, stock: 1, onShelf: true };
    expect(exchangeCost(item, 1, 99)).toEqual({ refusal: { reason: 'CREDITS.short', msg: CREDITS_MESSAGES.short } });
    expect(exchangeCost(item, 2, 1000)).toEqual({
      refusal: { reason: 'CREDITS.outOfStock', msg: CREDITS_MESSAGES.outOfStock },
    });
    expect(exchangeCost({ ...item, onShelf: false }, 1, 1000)).toEqual({
      refusal: { reason: 'CREDITS.offShelf', msg: CREDITS_MESSAGES.offShelf },
    });
    expect(exchangeCost(item, 0, 1000)).toEqual({
      refusal: { reason: 'CREDITS.quantity', msg: CREDITS_MESSAGES.quantity },
    });
    expect(ledgerBalance([{ delta: 100 }, { delta: -30 }])).toBe(70);
  });
});

describe('credits items, exchanges and their states', () => {
  it('checks an item definition: credits > 0, cash >= 0, stock >= exchanged, a name and a picture', () => {
    const def = { name: '保温杯', credits: 300, cashFen: 0, stock: 10, picUrl: '/x.svg' };
    expect(creditItemCheck(def)).toBeNull();
    expect(creditItemCheck({ ...def, credits: 0 })).toEqual({
      reason: 'CREDITS.creditsPositive',
      msg: CREDITS_MESSAGES.creditsPositive,
    });
    expect(creditItemCheck({ ...def, credits: 1.5 })).toEqual({
      reason: 'CREDITS.creditsPositive',
      msg: CREDITS_MESSAGES.creditsPositive,
    });
    expect(creditItemCheck({ ...def, cashFen: -1 })).toEqual({
      reason: 'CREDITS.cashNonNegative',
      msg: CREDITS_MESSAGES.cashNonNegative,
    });
    expect(creditItemCheck({ ...def, stock: 3 }, 4)).toEqual({
      reason: 'CREDITS.stockBelowExchanged',
      msg: CREDITS_MESSAGES.stockBelowExchanged(4),
    });
    expect(creditItemCheck({ ...def, stock: 4 }, 4)).toBeNull();
    expect(creditItemCheck({ ...def, name: ' ' })).toEqual({
      reason: 'CREDITS.nameRequired',
      msg: CREDITS_MESSAGES.nameRequired,
    });
    expect(creditItemCheck({ ...def, picUrl: '' })).toEqual({
      reason: 'CREDITS.pictureRequired',
      msg: CREDITS_MESSAGES.pictureRequired,
    });
  });

  it('property: the most one can take is exchangeable, one more is not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.nat(300),
        fc.nat(300),
        fc.nat(50_000),
        (credits, stock, exchangedRaw, balance) => {
          const exchanged = Math.min(exchangedRaw, stock);
          const item = { credits, stock, exchanged };
          const max = exchangeMaxQuantity(item, balance);
          const onShelf = { credits, cashFen: 0, stock: creditsAvailable(item), onShelf: true };
          if (max > 0) expect('refusal' in exchangeCost(onShelf, max, balance)).toBe(false);
          expect('refusal' in exchangeCost(onShelf, max + 1, balance)).toBe(true);
        },
      ),
    );
  });

  it('formats the cost and moves exchanges only along the table', () => {
    expect(formatCreditsCost(1200, 0)).toBe('1,200 积分');
    expect(formatCreditsCost(500, 4990)).toBe('500 积分 + ¥49.90');
    expect(nextCreditExchangeStatus(CREDIT_EXCHANGE_STATUS.UNPAID, 'pay')).toBe(CREDIT_EXCHANGE_STATUS.EXCHANGED);
    expect(nextCreditExchangeStatus(CREDIT_EXCHANGE_STATUS.UNPAID, 'expire')).toBe(CREDIT_EXCHANGE_STATUS.CANCELLED);
    expect(nextCreditExchangeStatus(CREDIT_EXCHANGE_STATUS.EXCHANGED, 'cancel')).toBeNull();
    expect(nextCreditExchangeStatus(CREDIT_EXCHANGE_STATUS.CANCELLED, 'pay')).toBeNull();
    expect(nextCreditExchangeStatus(CREDIT_EXCHANGE_STATUS.EXCHANGED, 'ship')).toBe(CREDIT_EXCHANGE_STATUS.SHIPPED);
  });

  it('property: any sequence of accepted spends and earnings keeps the balance the ledger sum and never negative', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -500, max: 500 }).filter((d) => d !== 0),
          { maxLength: 60 },
        ),
        (deltas) => {
          const ledger: { delta: number }[] = [];
          let balance = 0;
          for (const d of deltas) {
            if (balance + d < 0) continue; // the conditional update refuses it, and no ledger row is written
            balance += d;
            ledger.push({ delta: d });
            expect(balance).toBeGreaterThanOrEqual(0);
          }
          expect(ledgerBalance(ledger)).toBe(balance);
        },
      ),
    );
  });

  it('the purchase body refuses a bad quantity with the shared message', () => {
    const r = creditPurchaseBodySchema.safeParse({
      spuNo: 'JF100001',
      quantity: 0,
      address: {},
      expectedCredits: 0,
      expectedCashFen: 0,
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === 'quantity')?.message).toBe(CREDITS_MESSAGES.quantity);
  });
});

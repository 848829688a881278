import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_STATES,
  AFTER_SALE_TRANSITIONS,
  afterSaleActions,
  afterSaleDeadline,
  afterSaleRefundFen,
  creditsTakenBack,
  isFinalAfterSaleState,
  nextAfterSaleState,
  type AfterSaleEvent,
  type AfterSaleKind,
  type AfterSaleState,
} from './after-sale.ts';
import { afterSaleApplySchema, afterSaleParcelSchema } from './after-sale-contract.ts';

const EVENTS: AfterSaleEvent[] = ['accept', 'refuse', 'cancel', 'shipBack', 'receive', 'refund', 'resend', 'confirm'];

describe('the after-sale transition table', () => {
  it('walks a return, an exchange and a repair to their ends', () => {
    const walk = (kind: AfterSaleKind, steps: [AfterSaleEvent, 'buyer' | 'seller'][]) =>
      steps.reduce<AfterSaleState | null>((s, [e, by]) => (s ? nextAfterSaleState(s, e, kind, by) : null), 'applied');
    const common: [AfterSaleEvent, 'buyer' | 'seller'][] = [
      ['accept', 'seller'],
      ['shipBack', 'buyer'],
      ['receive', 'seller'],
    ];
    expect(walk('return', [...common, ['refund', 'seller']])).toBe('refunded');
    expect(walk('exchange', [...common, ['resend', 'seller'], ['confirm', 'buyer']])).toBe('closed');
    expect(walk('repair', [...common, ['resend', 'seller'], ['confirm', 'buyer']])).toBe('closed');
  });

  it('refuses a move of the wrong side, the wrong kind, or after shipping back a cancel', () => {
    expect(nextAfterSaleState('applied', 'accept', 'return', 'buyer')).toBeNull();
    expect(nextAfterSaleState('applied', 'cancel', 'return', 'seller')).toBeNull();
    expect(nextAfterSaleState('received', 'refund', 'exchange', 'seller')).toBeNull();
    expect(nextAfterSaleState('received', 'resend', 'return', 'seller')).toBeNull();
    expect(nextAfterSaleState('shippedBack', 'cancel', 'return', 'buyer')).toBeNull();
    expect(nextAfterSaleState('accepted', 'cancel', 'return', 'buyer')).toBe('cancelled');
  });

  it('has no move out of a final state, and every move leads to a known state (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AFTER_SALE_STATES),
        fc.constantFrom(...EVENTS),
        fc.constantFrom(...AFTER_SALE_KINDS),
        fc.constantFrom('buyer' as const, 'seller' as const),
        (s, e, k, by) => {
          const to = nextAfterSaleState(s, e, k, by);
          if (isFinalAfterSaleState(s)) expect(to).toBeNull();
          if (to !== null) {
            expect(AFTER_SALE_STATES).toContain(to);
            expect(AFTER_SALE_TRANSITIONS[s][e]?.by).toBe(by);
            expect(afterSaleActions(s, k, by)).toContain(e);
          } else expect(afterSaleActions(s, k, by)).not.toContain(e);
        },
      ),
    );
  });

  it('reaches refunded only from received, and no state twice on any path (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...EVENTS), fc.constantFrom('buyer' as const, 'seller' as const))),
        fc.constantFrom(...AFTER_SALE_KINDS),
        (events, kind) => {
          let s: AfterSaleState = 'applied';
          const seen = new Set<AfterSaleState>([s]);
          for (const [e, by] of events) {
            const to = nextAfterSaleState(s, e, kind, by);
            if (to === null) continue;
            if (to === 'refunded') expect(s).toBe('received');
            expect(seen.has(to)).toBe(false);
            seen.add(to);
            s = to;
          }
        },
      ),
    );
  });
});

describe('the refund of a partial return', () => {
  it('shares the line by units, half-up', () => {
    const line = { amountFen: 1001, discountFen: 0, quantity: 2 };
    expect(afterSaleRefundFen(line, 0, 1, 1_000_000)).toBe(501);
    expect(afterSaleRefundFen(line, 1, 1, 1_000_000)).toBe(500);
    expect(afterSaleRefundFen({ amountFen: 30000, discountFen: 3000, quantity: 3 }, 0, 1, 1e9)).toBe(9000);
  });

  it('never more than the payment still holds', () => {
    expect(afterSaleRefundFen({ amountFen: 1000, discountFen: 0, quantity: 1 }, 0, 1, 400)).toBe(400);
    expect(afterSaleRefundFen({ amountFen: 1000, discountFen: 0, quantity: 1 }, 0, 1, 0)).toBe(0);
  });

  it('all returns of a line add up to exactly what it cost, whatever the split (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 20 }),
        (quantity, amountFen, pct, parts) => {
          const discountFen = Math.floor((amountFen * pct) / 100);
          const line = { amountFen, discountFen, quantity };
          let before = 0;
          let total = 0;
          for (const p of parts) {
            const q = Math.min(p, quantity - before);
            if (q <= 0) break;
            const r = afterSaleRefundFen(line, before, q, Number.MAX_SAFE_INTEGER);
            expect(r).toBeGreaterThanOrEqual(0);
            total += r;
            before += q;
          }
          expect(total).toBeLessThanOrEqual(amountFen - discountFen);
          if (before === quantity) expect(total).toBe(amountFen - discountFen);
        },
      ),
    );
  });
});

describe('credits taken back', () => {
  it('in proportion to what was refunded, half-up, cumulative', () => {
    expect(creditsTakenBack(100, 10000, 0, 5000)).toBe(50);
    expect(creditsTakenBack(3, 10000, 0, 5000)).toBe(2);
    expect(creditsTakenBack(3, 10000, 5000, 5000)).toBe(1);
    expect(creditsTakenBack(0, 10000, 0, 5000)).toBe(0);
  });
  it('never more than earned over any split (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 10 }),
        (earned, pay, refunds) => {
          let before = 0;
          let taken = 0;
          for (const r of refunds) {
            const fen = Math.min(r, pay - before);
            if (fen <= 0) break;
            taken += creditsTakenBack(earned, pay, before, fen);
            before += fen;
          }
          expect(taken).toBeLessThanOrEqual(earned);
          if (before === pay) expect(taken).toBe(earned);
        },
      ),
    );
  });
});

describe('windows and the contract', () => {
  it('return and exchange by days, repair by warranty months (month end clamped)', () => {
    const s = { returnDays: 7, warrantyMonths: 12 };
    expect(afterSaleDeadline('return', new Date('2026-01-01T00:00:00Z'), s).toISOString()).toBe(
      '2026-01-08T00:00:00.000Z',
    );
    expect(
      afterSaleDeadline('repair', new Date('2026-01-31T08:00:00Z'), { ...s, warrantyMonths: 1 }).toISOString(),
    ).toBe('2026-02-28T08:00:00.000Z');
  });
  it('takes at most six pictures and a known reason; a parcel number by its carrier', () => {
    const body = { orderNo: 'MO1', lineNo: 1, kind: 'return', reasonCode: 'damaged', quantity: 1 };
    expect(afterSaleApplySchema.safeParse(body).success).toBe(true);
    expect(afterSaleApplySchema.safeParse({ ...body, pictures: Array(7).fill('/files/x.jpg') }).success).toBe(false);
    expect(afterSaleApplySchema.safeParse({ ...body, reasonCode: 'whim' }).success).toBe(false);
    expect(
      afterSaleParcelSchema.safeParse({ afterSaleNo: 'AS1', parcel: { carrier: 'SF', trackingNo: 'SF1234567890123' } })
        .success,
    ).toBe(true);
    expect(
      afterSaleParcelSchema.safeParse({ afterSaleNo: 'AS1', parcel: { carrier: 'SF', trackingNo: '123' } }).success,
    ).toBe(false);
  });
});

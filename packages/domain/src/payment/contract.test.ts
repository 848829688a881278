import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paidReturnPath, payableRefSchema, qrPayBodySchema, walletUrlBodySchema } from './contract.ts';
import {
  PAYMENT_STATUS,
  PAYMENT_TRANSITIONS,
  countdownText,
  fenOfYuanAmount,
  nextPaymentStatus,
  yuanAmountOf,
  type PaymentEvent,
  type PaymentStatus,
} from './payment-api.ts';
import { beijingDateTime, beijingRfc3339, parseBeijingDateTime, parseRfc3339 } from './gateway-time.ts';

describe('amounts at the gateway edge', () => {
  it('formats fen as yuan with two decimals', () => {
    expect(yuanAmountOf(1)).toBe('0.01');
    expect(yuanAmountOf(10)).toBe('0.10');
    expect(yuanAmountOf(8888)).toBe('88.88');
    expect(yuanAmountOf(123456700)).toBe('1234567.00');
  });
  it('refuses what is not a positive whole number of fen', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => yuanAmountOf(bad)).toThrow(RangeError);
  });
  it('reads a gateway amount strictly', () => {
    expect(fenOfYuanAmount('88.88')).toBe(8888);
    expect(fenOfYuanAmount('88.8')).toBe(8880);
    expect(fenOfYuanAmount('88')).toBe(8800);
    expect(fenOfYuanAmount('0.01')).toBe(1);
    for (const bad of ['', '88.888', '-1.00', '1e3', ' 1.00', '1,000.00', '.5', '1.']) {
      expect(fenOfYuanAmount(bad)).toBeNull();
    }
  });
  it('round-trips every amount to the fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000_00 }), (fen) => {
        expect(fenOfYuanAmount(yuanAmountOf(fen))).toBe(fen);
      }),
    );
  });
  it('never reads two different texts of different value as the same fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (a, b) => {
        fc.pre(a !== b);
        expect(fenOfYuanAmount(yuanAmountOf(a))).not.toBe(fenOfYuanAmount(yuanAmountOf(b)));
      }),
    );
  });
});

describe('payment lifecycle', () => {
  const STATES = Object.values(PAYMENT_STATUS) as PaymentStatus[];
  const EVENTS: PaymentEvent[] = ['paid', 'not_payable'];
  it('moves only from unpaid, once', () => {
    expect(nextPaymentStatus(0, 'paid')).toBe(1);
    expect(nextPaymentStatus(0, 'not_payable')).toBe(2);
    for (const s of [1, 2] as PaymentStatus[]) for (const e of EVENTS) expect(nextPaymentStatus(s, e)).toBeNull();
  });
  it('no sequence of events leaves the known states or changes a settled payment', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATES), fc.array(fc.constantFrom(...EVENTS), { maxLength: 20 }), (s0, evs) => {
        let s = s0;
        let moves = 0;
        for (const e of evs) {
          const n = nextPaymentStatus(s, e);
          if (n !== null) {
            s = n;
            moves++;
          }
        }
        expect(STATES).toContain(s);
        expect(moves).toBeLessThanOrEqual(1);
        if (s0 !== 0) expect(s).toBe(s0);
      }),
    );
    expect(Object.keys(PAYMENT_TRANSITIONS)).toHaveLength(STATES.length);
  });
});

describe('pay page helpers', () => {
  it('counts down in minutes and seconds', () => {
    expect(countdownText(30 * 60_000)).toBe('30:00');
    expect(countdownText(61_999)).toBe('1:01');
    expect(countdownText(3_723_000)).toBe('1:02:03');
    expect(countdownText(-5)).toBe('0:00');
  });
  it('leaves to the detail page of the paid business', () => {
    expect(paidReturnPath('mall_order', 'O 1')).toBe('/memberStore/purchaseOrders/detail?orderNo=O%201');
    expect(paidReturnPath('service_order', 'S1')).toBe('/member/serveOrder/details?orderNo=S1');
  });
});

describe('schemas', () => {
  it('defaults the payable kind to the mall order', () => {
    expect(payableRefSchema.parse({ orderNo: ' O123 ' })).toEqual({ kind: 'mall_order', orderNo: 'O123' });
  });
  it('takes only the two QR channels for a QR payment', () => {
    expect(qrPayBodySchema.safeParse({ orderNo: 'O1', channel: 'wechat' }).success).toBe(true);
    const r = qrPayBodySchema.safeParse({ orderNo: 'O1', channel: 'wallet' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('请选择支付方式');
  });
  it('takes terminal 1 for the wallet URL', () => {
    expect(walletUrlBodySchema.parse({ terminal: 1, orderNo: 'O1' })).toEqual({
      terminal: 1,
      walletChannel: 'mall_order',
      orderNo: 'O1',
    });
    expect(walletUrlBodySchema.safeParse({ terminal: 2, orderNo: 'O1' }).error?.issues[0]?.message).toBe(
      '不支持的终端类型',
    );
  });
});

describe('gateway times (Beijing)', () => {
  const d = new Date('2026-11-22T07:04:05.678Z');
  it('formats for WeChat Pay and Alipay', () => {
    expect(beijingRfc3339(d)).toBe('2026-11-22T15:04:05+08:00');
    expect(beijingDateTime(d)).toBe('2026-11-22 15:04:05');
    expect(beijingDateTime(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01 00:00:00');
  });
  it('reads them back to the second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), (sec) => {
        const t = new Date(sec * 1000);
        expect(parseBeijingDateTime(beijingDateTime(t))?.getTime()).toBe(t.getTime());
        expect(parseRfc3339(beijingRfc3339(t))?.getTime()).toBe(t.getTime());
      }),
    );
    for (const bad of ['2026-02-30 10:00:00', '2026-11-22T15:04:05', '2026-11-22 25:00:00', '']) {
      expect(parseBeijingDateTime(bad) ?? parseRfc3339(bad)).toBeNull();
    }
  });
});

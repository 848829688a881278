import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeOrderBodySchema } from './contract.ts';
import {
  ORDER_NO_RE,
  canonicalPlaceOrderBody,
  idempotencyKeyProblem,
  isPayable,
  lineProblem,
  orderTakeRefusal,
  mayDo,
  orderActions,
  orderNoOf,
  orderTabs,
  orderTotals,
  stockTakenMessage,
} from './order.ts';
import { type ParsedPlaceOrderBody } from './order-contract.ts';
import { ORDER_STATUS, type OrderStatus } from './order-status.ts';

const parse = (b: unknown) => placeOrderBodySchema.parse(b) as ParsedPlaceOrderBody;

describe('Idempotency-Key', () => {
  it('is required and must be 8-64 safe characters', () => {
    expect(idempotencyKeyProblem(undefined)?.reason).toBe('ORDER.idempotencyKeyRequired');
    expect(idempotencyKeyProblem('')?.reason).toBe('ORDER.idempotencyKeyRequired');
    expect(idempotencyKeyProblem('short')?.reason).toBe('ORDER.idempotencyKeyInvalid');
    expect(idempotencyKeyProblem('a'.repeat(65))?.reason).toBe('ORDER.idempotencyKeyInvalid');
    expect(idempotencyKeyProblem('有中文的键值有中文的键值')?.reason).toBe('ORDER.idempotencyKeyInvalid');
    expect(idempotencyKeyProblem(['abcdefgh', 'abcdefgh'])?.reason).toBe('ORDER.idempotencyKeyInvalid');
    expect(idempotencyKeyProblem('6f1c2d8e-0b7a-4f7e-9d0a-1f2e3d4c5b6a')).toBeNull();
  });
});

describe('the canonical placeorder body', () => {
  const base = { source: 'direct', addressId: 3, expectedPayFen: 100, items: [] as unknown[] };
  it('ignores item order and surrounding blanks, not quantities, coupon choice or the expected amount', () => {
    const a = parse({
      ...base,
      items: [
        { skuNo: 'B', quantity: 1 },
        { skuNo: 'A', quantity: 2 },
      ],
      remark: ' 尽快 ',
    });
    const b = parse({
      ...base,
      items: [
        { skuNo: 'A ', quantity: 2 },
        { skuNo: 'B', quantity: 1 },
      ],
      remark: '尽快',
    });
    expect(canonicalPlaceOrderBody(a)).toBe(canonicalPlaceOrderBody(b));
    const differ = [
      {
        ...base,
        items: [
          { skuNo: 'A', quantity: 3 },
          { skuNo: 'B', quantity: 1 },
        ],
        remark: '尽快',
      },
      {
        ...base,
        items: [
          { skuNo: 'A', quantity: 2 },
          { skuNo: 'B', quantity: 1 },
        ],
        remark: '尽快',
        userCouponNo: null,
      },
      {
        ...base,
        items: [
          { skuNo: 'A', quantity: 2 },
          { skuNo: 'B', quantity: 1 },
        ],
        remark: '尽快',
        expectedPayFen: 101,
      },
      {
        ...base,
        items: [
          { skuNo: 'A', quantity: 2 },
          { skuNo: 'B', quantity: 1 },
        ],
        remark: '',
        addressId: 3,
      },
      { source: 'cart', addressId: 3, expectedPayFen: 100, remark: '尽快' },
    ];
    for (const d of differ) expect(canonicalPlaceOrderBody(parse(d))).not.toBe(canonicalPlaceOrderBody(a));
  });
  it('is the same for any permutation of the same items', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({ skuNo: fc.stringMatching(/^[A-Z0-9-]{1,10}$/), quantity: fc.integer({ min: 1, max: 9999 }) }),
          {
            minLength: 1,
            maxLength: 8,
            selector: (i) => i.skuNo,
          },
        ),
        fc.integer(),
        (items, seed) => {
          const shuffled = [...items].sort(() => (seed % 3) - 1);
          const x = canonicalPlaceOrderBody(parse({ ...base, items }));
          const y = canonicalPlaceOrderBody(parse({ ...base, items: shuffled.reverse() }));
          expect(x).toBe(y);
        },
      ),
    );
  });
});

describe('order numbers', () => {
  it('are the China-time second and six digits', () => {
    expect(orderNoOf(new Date('2026-11-22T07:30:12Z'), 48213)).toBe('20261122153012048213');
    expect(orderNoOf(new Date('2026-12-31T16:00:00Z'), 999999)).toBe('20270101000000999999');
  });
  it('always have 20 digits', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-30'), noInvalidDate: true }),
        fc.integer(),
        (d, r) => {
          expect(orderNoOf(d, r)).toMatch(ORDER_NO_RE);
        },
      ),
    );
  });
});

describe('order totals', () => {
  const line = fc.record({
    priceFen: fc.integer({ min: 0, max: 10_000_000 }),
    quantity: fc.integer({ min: 1, max: 9999 }),
  });
  it('pay = goods + freight − discount, never below the freight, discount never above the goods', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 20 }),
        fc.nat(100_000),
        fc.integer({ min: -1000, max: 1e11 }),
        (lines, freight, disc) => {
          const t = orderTotals(lines, freight, disc);
          expect(t.goodsFen).toBe(lines.reduce((s, l) => s + l.priceFen * l.quantity, 0));
          expect(t.payFen).toBe(t.goodsFen + t.freightFen - t.discountFen);
          expect(t.discountFen).toBeGreaterThanOrEqual(0);
          expect(t.discountFen).toBeLessThanOrEqual(t.goodsFen);
          expect(t.payFen).toBeGreaterThanOrEqual(freight);
          expect(Number.isInteger(t.payFen)).toBe(true);
        },
      ),
    );
  });
});

describe('why a line cannot be bought', () => {
  const sku = { skuName: '摄像机', model: 'HY-1', priceFen: 100, stock: 5, status: 0 };
  it('names the model and gives the cart’s reason', () => {
    expect(lineProblem(undefined, 'X-1', 1)?.msg).toBe('商品“X-1”：该商品不存在');
    expect(lineProblem({ ...sku, status: 1 }, 'X', 1)?.msg).toBe('商品“HY-1”：商品已下架');
    expect(lineProblem({ ...sku, priceFen: null }, 'X', 1)?.msg).toBe('商品“HY-1”：暂无价格，无法购买');
    expect(lineProblem({ ...sku, stock: 0 }, 'X', 1)?.msg).toBe('商品“HY-1”：商品已售罄');
    expect(lineProblem(sku, 'X', 6)?.msg).toBe('商品“HY-1”：库存不足，最多可购买5件');
    expect(lineProblem(sku, 'X', 10000)).toEqual({
      reason: 'BUY_QUANTITY.max',
      msg: '商品“HY-1”：购买数量不能大于9999',
    });
    expect(lineProblem(sku, 'X', 5)).toBeNull();
    expect(stockTakenMessage('HY-1')).toBe('商品“HY-1”：库存不足，请调整数量后重试');
  });

  it('a refused stock take answers from what the write saw: short, sold out only at none, the quantity limit', () => {
    expect(orderTakeRefusal('HY-1', 3, 1)).toEqual({
      reason: 'ORDER.stockShort',
      msg: '商品“HY-1”：库存不足，最多可购买1件',
    });
    expect(orderTakeRefusal('HY-1', 3, 0)).toEqual({
      reason: 'ORDER.soldOut',
      msg: '商品“HY-1”：已售罄，请调整订单后重试',
    });
    expect(orderTakeRefusal('HY-1', 10000, 20000).reason).toBe('ORDER.quantityMax');
    // the stock it saw would have done (a moment that passed): the retry words
    expect(orderTakeRefusal('HY-1', 3, 5).reason).toBe('ORDER.stockTaken');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 0, max: 20000 }), (wanted, left) => {
        const r = orderTakeRefusal('X', wanted, left);
        if (left === 0) return r.reason === 'ORDER.soldOut';
        return r.reason !== 'ORDER.soldOut';
      }),
    );
  });
});

describe('who may do what', () => {
  const now = new Date('2026-11-22T08:00:00Z');
  const later = new Date(now.getTime() + 60_000);
  const earlier = new Date(now.getTime() - 1);
  it('the buyer pays an unpaid order before its expiry only', () => {
    expect(isPayable({ status: ORDER_STATUS.UNPAID, expiresAt: later }, now)).toBe(true);
    expect(isPayable({ status: ORDER_STATUS.UNPAID, expiresAt: now }, now)).toBe(false);
    expect(isPayable({ status: ORDER_STATUS.UNPAID, expiresAt: earlier }, now)).toBe(false);
    expect(isPayable({ status: ORDER_STATUS.PAID, expiresAt: later }, now)).toBe(false);
  });
  it('the buyer cancels and confirms receipt, the shop ships, and nobody else', () => {
    const all = [1, 2, 3, 4, 5] as OrderStatus[];
    for (const s of all) {
      expect(mayDo('buyer', s, 'cancel')).toBe(s === 1);
      expect(mayDo('buyer', s, 'complete')).toBe(s === 3);
      expect(mayDo('buyer', s, 'ship')).toBe(false);
      expect(mayDo('shop', s, 'ship')).toBe(s === 2);
      expect(mayDo('shop', s, 'cancel')).toBe(false);
      expect(mayDo('shop', s, 'pay')).toBe(false);
      const a = orderActions('shop', { status: s, expiresAt: later }, now);
      expect(a.pay || a.cancel || a.confirmReceipt).toBe(false);
    }
    expect(orderActions('buyer', { status: 1, expiresAt: later }, now)).toEqual({
      pay: true,
      cancel: true,
      confirmReceipt: false,
      ship: false,
    });
  });
  it('tabs count every state and the whole', () => {
    const tabs = orderTabs(
      new Map([
        [1, 2],
        [4, 3],
      ]),
    );
    expect(tabs.map((t) => [t.label, t.count])).toEqual([
      ['全部订单', 5],
      ['待付款', 2],
      ['已付款', 0],
      ['已发货', 0],
      ['已完成', 3],
      ['已取消', 0],
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS,
  ORDER_STATUS_LABEL,
  ORDER_TRANSITIONS,
  isFinalOrderStatus,
  isOrderStatus,
  nextOrderStatus,
  type OrderEvent,
  type OrderStatus,
} from './order-status.ts';

const EVENTS: readonly OrderEvent[] = ['pay', 'ship', 'complete', 'cancel', 'expire'];
const STATES = Object.values(ORDER_STATUS) as OrderStatus[];
const event = fc.constantFrom(...EVENTS);
const state = fc.constantFrom(...STATES);

/** Applies the events that are allowed and skips the refused ones, as the server's conditional updates do. */
function run(from: OrderStatus, events: readonly OrderEvent[]): OrderStatus[] {
  const path: OrderStatus[] = [from];
  let s = from;
  for (const e of events) {
    const n = nextOrderStatus(s, e);
    if (n !== null) s = n;
    path.push(s);
  }
  return path;
}

describe('mall order state machine', () => {
  it('every state has a label and the table names only known states', () => {
    for (const s of STATES) {
      expect(ORDER_STATUS_LABEL[s]).toMatch(/^[\u4e00-\u9fa5]+$/);
      for (const to of Object.values(ORDER_TRANSITIONS[s])) expect(isOrderStatus(to)).toBe(true);
    }
    expect(isOrderStatus(0)).toBe(false);
    expect(isOrderStatus(6)).toBe(false);
    expect(isOrderStatus(1.5)).toBe(false);
  });

  it('no sequence of events leaves the table’s states', () => {
    fc.assert(
      fc.property(state, fc.array(event, { maxLength: 40 }), (from, events) => {
        for (const s of run(from, events)) expect(STATES).toContain(s);
      }),
    );
  });

  it('final states absorb every event', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        for (const s of STATES.filter(isFinalOrderStatus)) {
          expect(run(s, events).every((x) => x === s)).toBe(true);
        }
      }),
    );
    expect(STATES.filter(isFinalOrderStatus).sort()).toEqual([ORDER_STATUS.COMPLETED, ORDER_STATUS.CANCELLED]);
  });

  it('only 待付款 can be cancelled or expire, and both end in 已取消', () => {
    fc.assert(
      fc.property(state, fc.constantFrom<OrderEvent>('cancel', 'expire'), (s, e) => {
        const n = nextOrderStatus(s, e);
        if (s === ORDER_STATUS.UNPAID) expect(n).toBe(ORDER_STATUS.CANCELLED);
        else expect(n).toBeNull();
      }),
    );
  });

  it('only 待付款 can be paid; shipping needs 已付款; completing needs 已发货', () => {
    for (const s of STATES) {
      expect(nextOrderStatus(s, 'pay')).toBe(s === ORDER_STATUS.UNPAID ? ORDER_STATUS.PAID : null);
      expect(nextOrderStatus(s, 'ship')).toBe(s === ORDER_STATUS.PAID ? ORDER_STATUS.SHIPPED : null);
      expect(nextOrderStatus(s, 'complete')).toBe(s === ORDER_STATUS.SHIPPED ? ORDER_STATUS.COMPLETED : null);
    }
  });

  it('a state is never entered twice along any path (no cycles), and paid orders can no longer be cancelled', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const path = run(ORDER_STATUS.UNPAID, events);
        const changes = path.filter((s, i) => i === 0 || s !== path[i - 1]);
        expect(new Set(changes).size).toBe(changes.length);
        const paidAt = path.indexOf(ORDER_STATUS.PAID);
        if (paidAt >= 0) expect(path.slice(paidAt)).not.toContain(ORDER_STATUS.CANCELLED);
      }),
    );
  });

  it('the states reachable from 待付款 follow 待付款 -> 已付款 -> 已发货 -> 已完成 or end in 已取消', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const changes = run(ORDER_STATUS.UNPAID, events).filter((s, i, p) => i === 0 || s !== p[i - 1]);
        const happy = [1, 2, 3, 4];
        const ok =
          changes.every((s, i) => s === happy[i]) || (changes.length === 2 && changes[1] === ORDER_STATUS.CANCELLED);
        expect(ok).toBe(true);
      }),
    );
  });
});

import { ORDER_STATUS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { orderStatusColor, readOrderListQuery } from './order-list.ts';
import { orderSteps } from './order-steps.ts';
import { countdownText, dateText, dateTimeText, secondsLeft } from '../../components/order-time.ts';

const times = {
  createdAt: '2026-11-22T02:00:00.000Z',
  paidAt: null,
  shippedAt: null,
  completedAt: null,
  cancelledAt: null,
};

describe('order pages', () => {
  it('counts down to the pay deadline in whole seconds, never below zero', () => {
    const end = '2026-11-22T02:30:00.000Z';
    const at = Date.parse('2026-11-22T02:00:00.000Z');
    expect(secondsLeft(end, at)).toBe(1800);
    expect(secondsLeft(end, at + 1799_001)).toBe(1);
    expect(secondsLeft(end, at + 1800_000)).toBe(0);
    expect(secondsLeft(end, at + 3600_000)).toBe(0);
    expect(secondsLeft('nonsense', at)).toBe(0);
    expect(countdownText(1800)).toBe('30:00');
    expect(countdownText(65)).toBe('1:05');
    expect(countdownText(3723)).toBe('1:02:03');
    expect(countdownText(0)).toBe('');
  });

  it('prints Beijing date-times whatever the browser time zone', () => {
    const iso = '2026-11-22T01:05:07.000Z';
    expect(dateTimeText(iso)).toBe('2026-11-22 09:05:07');
    expect(dateText(iso)).toBe('2026-11-22');
    expect(dateText('2026-11-22T16:00:00.000Z')).toBe('2026-11-23');
    expect(dateTimeText(null)).toBe('-');
    expect(dateTimeText('x')).toBe('-');
  });

  it('the step bar follows the status', () => {
    expect(orderSteps({ ...times, status: ORDER_STATUS.UNPAID })).toMatchObject({ current: 1, status: 'process' });
    expect(orderSteps({ ...times, status: ORDER_STATUS.PAID, paidAt: times.createdAt })).toMatchObject({
      current: 2,
      status: 'process',
    });
    expect(orderSteps({ ...times, status: ORDER_STATUS.SHIPPED }).current).toBe(3);
    expect(orderSteps({ ...times, status: ORDER_STATUS.COMPLETED })).toMatchObject({ current: 3, status: 'finish' });
    const cancelled = orderSteps({ ...times, status: ORDER_STATUS.CANCELLED, cancelledAt: times.createdAt });
    expect(cancelled.status).toBe('error');
    expect(cancelled.steps.map((s) => s.title)).toEqual(['提交订单', '订单已取消']);
    expect(cancelled.steps[1]!.at).toBe(times.createdAt);
  });

  it('reads the list address with safe defaults', () => {
    expect(readOrderListQuery(new URLSearchParams('status=2&page=3&size=20'))).toEqual({
      status: 2,
      page: 3,
      size: 20,
    });
    expect(readOrderListQuery(new URLSearchParams('status=9&page=0&size=7'))).toEqual({
      status: undefined,
      page: 1,
      size: 10,
    });
    expect(readOrderListQuery(new URLSearchParams('page=501')).page).toBe(1);
    expect(orderStatusColor(ORDER_STATUS.UNPAID)).toBe('orange');
    expect(orderStatusColor(ORDER_STATUS.CANCELLED)).toBe('default');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DesignOrderStatus,
  ORDER_STATUS_LABELS,
  nextDesignOrderStatus,
  orderStatusLabel,
  statusesChangedBy,
  type DesignOrderEvent,
} from './order-status.ts';

const events = fc.constantFrom<DesignOrderEvent>('created', 'exported', 'edited');

describe('design-order status', () => {
  it('未报价 until exported, 已报价 after, back to 未报价 when edited', () => {
    expect(ORDER_STATUS_LABELS).toEqual({ 0: '未报价', 1: '已报价' });
    expect(nextDesignOrderStatus(DesignOrderStatus.unquoted, 'exported')).toBe(1);
    expect(nextDesignOrderStatus(DesignOrderStatus.quoted, 'exported')).toBe(1);
    expect(nextDesignOrderStatus(DesignOrderStatus.quoted, 'edited')).toBe(0);
    expect(statusesChangedBy('exported')).toEqual([0]);
    expect(statusesChangedBy('edited')).toEqual([1]);
    expect(orderStatusLabel(1)).toBe('已报价');
    expect(orderStatusLabel(7)).toBe('-');
  });
  it('after any sequence the status says whether the last export came after the last change', () => {
    fc.assert(
      fc.property(fc.array(events, { minLength: 1, maxLength: 30 }), (seq) => {
        let s: DesignOrderStatus = nextDesignOrderStatus(0, 'created');
        for (const e of seq) s = nextDesignOrderStatus(s, e);
        const lastExport = seq.lastIndexOf('exported');
        const lastChange = Math.max(seq.lastIndexOf('edited'), seq.lastIndexOf('created'));
        expect(s).toBe(lastExport > lastChange ? 1 : 0);
      }),
    );
  });
});

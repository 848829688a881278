import { SECKILL_STATUS, type SeckillActivity } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { liveStatus, serverOffsetMs } from './seckill-clock.ts';

const activity = (o: Partial<SeckillActivity> = {}): SeckillActivity => ({
  activityNo: 'SK1',
  pType: 1,
  kind: 1,
  title: 't',
  picUrl: null,
  spuNo: 'S',
  skuNo: 'K',
  suitNo: null,
  items: [],
  originPriceFen: 200,
  seckillPriceFen: 100,
  stock: 10,
  remaining: 10,
  sold: 0,
  perUserLimit: 1,
  startAt: '2026-11-22T02:00:00.000Z',
  endAt: '2026-11-22T04:00:00.000Z',
  status: SECKILL_STATUS.NOT_START,
  shopMerchantNos: [],
  ...o,
});

describe('the page clock', () => {
  it('is the server time plus what elapsed since the answer, whatever the browser clock says', () => {
    // The browser is 5 minutes behind: the answer says 10:00:00 when the browser reads 09:55:00.
    const received = Date.parse('2026-11-22T01:55:00.000Z');
    expect(serverOffsetMs('2026-11-22T02:00:00.000Z', received)).toBe(300_000);
    expect(serverOffsetMs(undefined, received)).toBe(0);
    expect(serverOffsetMs('nonsense', received)).toBe(0);
  });

  it('moves an upcoming activity to running at its start and to finished at its end', () => {
    const a = activity();
    expect(liveStatus(a, Date.parse(a.startAt) - 1000)).toBe(SECKILL_STATUS.NOT_START);
    expect(liveStatus(a, Date.parse(a.startAt))).toBe(SECKILL_STATUS.STARTED);
    expect(liveStatus(a, Date.parse(a.endAt))).toBe(SECKILL_STATUS.FINISHED);
    expect(liveStatus(activity({ remaining: 0 }), Date.parse(a.startAt) + 1)).toBe(SECKILL_STATUS.SOLD_OUT);
    expect(liveStatus(activity({ status: SECKILL_STATUS.ABANDON }), Date.parse(a.startAt) + 1)).toBe(
      SECKILL_STATUS.ABANDON,
    );
  });
});

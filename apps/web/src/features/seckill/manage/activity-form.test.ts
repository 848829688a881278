import type { SeckillManageActivity, SpuListItem } from '@portal/domain';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  activityFormInitial,
  activityProblems,
  activitySaveBody,
  goodsOptions,
  modelOptions,
  type ActivityForm,
} from './activity-form.ts';

const activity = {
  activityNo: 'SK1',
  pType: 2,
  kind: 1,
  skuNo: 'SKU1',
  suitNo: null,
  title: '秒杀 摄像机',
  seckillPriceFen: 990,
  stock: 50,
  perUserLimit: 2,
  startAt: '2026-01-01T02:00:00.000Z',
  endAt: '2026-01-02T02:00:00.000Z',
  shopMerchantNos: ['M1'],
} as unknown as SeckillManageActivity;

const form: ActivityForm = {
  pType: 1,
  kind: 1,
  goodsNo: ' SKU1 ',
  title: ' 标题 ',
  seckillYuan: 9.9,
  stock: 50,
  perUserLimit: 2,
  window: [dayjs('2026-01-01T02:00:00.000Z'), dayjs('2026-01-02T02:00:00.000Z')],
  shopMerchantNos: [],
};

describe('activity form', () => {
  it('starts a new activity at the next hour for a day; an edited one at its own values', () => {
    const now = dayjs('2026-03-04T05:06:07');
    const fresh = activityFormInitial(null, now, dayjs);
    expect(fresh).toMatchObject({ pType: 1, kind: 1, perUserLimit: 1, stock: 100, shopMerchantNos: [] });
    expect(fresh.window!.map((d) => d.format('YYYY-MM-DD HH:mm:ss'))).toEqual([
      '2026-03-04 06:00:00',
      '2026-03-05 05:00:00',
    ]);
    const edited = activityFormInitial(activity, now, dayjs);
    expect(edited).toMatchObject({ pType: 2, kind: 1, goodsNo: 'SKU1', seckillYuan: 9.9, stock: 50 });
    expect(edited.window![0].toISOString()).toBe(activity.startAt);
  });

  it('saves trimmed texts, the price in fen and the activity number when editing', () => {
    const body = activitySaveBody(form, null);
    expect(body).toEqual({
      pType: 1,
      kind: 1,
      goodsNo: 'SKU1',
      title: '标题',
      seckillPriceFen: 990,
      stock: 50,
      perUserLimit: 2,
      startAt: '2026-01-01T02:00:00.000Z',
      endAt: '2026-01-02T02:00:00.000Z',
      shopMerchantNos: [],
    });
    expect(activitySaveBody(form, activity).activityNo).toBe('SK1');
  });

  it('checks the price against the original and the stock against what is sold', () => {
    const body = activitySaveBody(form, null);
    expect(activityProblems(body, 0, 1000)).toEqual([]);
    expect(activityProblems(body, 0, 900).length).toBe(1);
    expect(activityProblems(body, 60, undefined).length).toBe(1);
  });

  it('offers on-shelf priced models, the edited one first while not found', () => {
    const spus = [
      {
        spuName: '摄像机',
        skus: [
          { skuNo: 'A', model: 'M-A', status: 0, price: 100 },
          { skuNo: 'B', model: 'M-B', status: 1, price: 100 },
          { skuNo: 'C', model: 'M-C', status: 0, price: null },
        ],
      },
    ] as unknown as SpuListItem[];
    const found = modelOptions(spus);
    expect(found).toEqual([{ value: 'A', label: '摄像机 M-A（A）' }]);
    expect(goodsOptions(null, 'A', found)).toBe(found);
    expect(goodsOptions(activity, 'SKU1', found)[0]).toEqual({ value: 'SKU1', label: '秒杀 摄像机' });
    expect(goodsOptions(activity, 'A', found)).toBe(found);
  });
});

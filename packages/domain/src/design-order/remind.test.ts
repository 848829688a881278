import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUY_QUANTITY_MAX } from '../buying/index.ts';
import { chooseCable, chooseFee, pointsOf, quickAddPlan, remindOf, type RemindLine } from './remind.ts';

const cam = (quantity: number): RemindLine => ({
  productCategory: '网络摄像机 > 枪型网络摄像机',
  spuName: '400万像素红外网络摄像机',
  productName: '400万 4mm',
  quantity,
});
const nvr: RemindLine = {
  productCategory: '录像机 > 网络硬盘录像机',
  spuName: 'NVR',
  productName: 'NVR 16路',
  quantity: 1,
};
const cables = [
  {
    skuNo: 'C6',
    spuNo: 'P6',
    name: '六类网线',
    priceFen: 56000,
    attrs: { cableType: '六类', conductor: '无氧铜0.5mm', lengthM: 305 },
  },
  {
    skuNo: 'C5CCA',
    spuNo: 'P5',
    name: '超五类铜包铝',
    priceFen: 19000,
    attrs: { cableType: '超五类', conductor: '铜包铝', lengthM: 305 },
  },
  {
    skuNo: 'C5CU',
    spuNo: 'P5',
    name: '超五类无氧铜',
    priceFen: 42000,
    attrs: { cableType: '超五类', conductor: '无氧铜0.5mm', lengthM: 305 },
  },
];
const fees = [
  { skuNo: 'POLE', spuNo: 'Z1', name: '6米监控立杆', category: '线缆配件 > 支架' },
  { skuNo: 'FEE', spuNo: 'Z2', name: '安装调试服务(每点位)', category: '软件与授权 > 平台软件' },
];

describe('the cable/construction tip', () => {
  it('flags a list without cable or construction', () => {
    expect(remindOf([cam(4), nvr])).toEqual({ cable: 0, construction: 0 });
    expect(remindOf([cam(4), { ...nvr, productCategory: '线缆配件 > 网线' }])).toEqual({ cable: 1, construction: 0 });
    expect(remindOf([{ ...nvr, spuName: '小区监控改造施工费(每点位)' }])).toEqual({ cable: 0, construction: 1 });
  });
  it('counts device points (at least 1)', () => {
    expect(pointsOf([cam(4), nvr])).toBe(4);
    expect(pointsOf([nvr])).toBe(1);
  });
  it('chooses a Cat5e copper box and a per-point construction fee', () => {
    expect(chooseCable(cables)?.skuNo).toBe('C5CU');
    expect(chooseFee(fees)?.skuNo).toBe('FEE');
    expect(chooseFee([fees[0]!])).toBeNull();
  });
  it('adds ⌈points × 50 m ÷ box⌉ boxes and one fee per point; reports what it lacks', () => {
    expect(quickAddPlan({ cable: 0, construction: 0 }, [cam(13), nvr], cables, fees)).toEqual({
      add: [
        { skuNo: 'C5CU', spuNo: 'P5', name: '超五类无氧铜', quantity: 3, reason: '13 个点位 × 50 米 ÷ 每箱 305 米' },
        { skuNo: 'FEE', spuNo: 'Z2', name: '安装调试服务(每点位)', quantity: 13, reason: '按 13 个点位计费' },
      ],
      missing: [],
    });
    expect(quickAddPlan({ cable: 1, construction: 0 }, [cam(2)], cables, [])).toEqual({
      add: [],
      missing: ['construction'],
    });
    expect(quickAddPlan({ cable: 1, construction: 1 }, [cam(2)], cables, fees)).toEqual({ add: [], missing: [] });
  });
  it('cable boxes always cover the run, never beyond one spare box, within 1..9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20000 }), fc.integer({ min: 50, max: 1000 }), (n, box) => {
        const plan = quickAddPlan(
          { cable: 0, construction: 1 },
          [cam(n)],
          [{ skuNo: 'C', spuNo: 'P', name: 'c', priceFen: 1, attrs: { lengthM: box } }],
          [],
        );
        const q = plan.add[0]!.quantity;
        const points = Math.max(1, n);
        expect(q).toBeGreaterThanOrEqual(1);
        expect(q).toBeLessThanOrEqual(BUY_QUANTITY_MAX);
        if (q < BUY_QUANTITY_MAX) {
          expect(q * box).toBeGreaterThanOrEqual(points * 50);
          expect((q - 1) * box).toBeLessThan(points * 50);
        }
      }),
    );
  });
});

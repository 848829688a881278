import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allFinite,
  ceil2,
  ceilCount,
  checkNumber,
  checkOneOf,
  checkUtilisation,
  type FieldError,
  floorCapacity,
  fmt,
  round2,
} from './common.ts';

describe('rounding helpers', () => {
  it('round2 rounds half away from zero despite binary representation', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(13.175)).toBe(13.18);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(1.004)).toBe(1);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });
  it('ceil2 rounds up to 0.01 without float noise', () => {
    expect(ceil2(45.6192)).toBe(45.62);
    expect(ceil2(0.1 + 0.2)).toBe(0.3);
    expect(ceil2(12)).toBe(12);
  });
  it('ceilCount and floorCapacity absorb float noise', () => {
    expect(ceilCount(5.6 / (2 * Math.tan(Math.PI / 4) * 1.4))).toBe(2); // 2.0000000000000004
    expect(ceilCount(2.1)).toBe(3);
    expect(ceilCount(-3)).toBe(0);
    expect(floorCapacity((10 * 0.03) / 0.1)).toBe(3); // 2.9999999999999996
    expect(floorCapacity(2.9)).toBe(2);
    expect(floorCapacity(Number.NaN)).toBe(0);
  });
  it('fmt prints numbers without float noise', () => {
    expect(fmt(0.1 + 0.2)).toBe('0.3');
    expect(fmt(0.0175)).toBe('0.0175');
  });
  it('counts are integers ≥ 0 and bracket the value', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (x) => {
        const c = ceilCount(x);
        const f = floorCapacity(x);
        expect(Number.isInteger(c) && c >= 0).toBe(true);
        expect(Number.isInteger(f) && f >= 0).toBe(true);
        if (x > 0) {
          expect(c).toBeGreaterThanOrEqual(x - 1e-6 * Math.max(1, x));
          expect(f).toBeLessThanOrEqual(x + 1e-6 * Math.max(1, x));
        }
      }),
    );
  });
});

describe('field checks', () => {
  const run = (value: unknown, rule: Parameters<typeof checkNumber>[3]): FieldError[] => {
    const errors: FieldError[] = [];
    checkNumber(errors, 'x', value, rule);
    return errors;
  };
  it('refuses with the Chinese words, each under its reason', () => {
    expect(run(0, { label: '摄像机数量', integer: true, min: 1, max: 10000 })[0]?.refusal).toEqual({
      reason: 'CALC_FIELD.integerBetween',
      msg: '摄像机数量须为1-10000的整数',
    });
    expect(run(1.5, { label: '摄像机数量', integer: true, min: 1, max: 10000 })[0]?.refusal.msg).toBe(
      '摄像机数量须为1-10000的整数',
    );
    expect(run(0, { label: '楼层', integer: true, min: 1 })[0]?.refusal).toEqual({
      reason: 'CALC_FIELD.integerAtLeast',
      msg: '楼层须为不小于1的整数',
    });
    expect(run(0.5, { label: '数量', integer: true })[0]?.refusal).toEqual({
      reason: 'CALC_FIELD.integer',
      msg: '数量须为整数',
    });
    expect(run(0, { label: '码率', gt: 0 })[0]?.refusal).toEqual({
      reason: 'CALC_FIELD.positive',
      msg: '码率请输入大于0的数值',
    });
    expect(run(-2, { label: '码率', gt: 0, max: 200 })[0]?.refusal.msg).toBe('码率请输入大于0的数值');
    expect(run(300, { label: '码率', unit: 'Mbps', gt: 0, max: 200 })[0]?.refusal).toEqual({
      reason: 'CALC_FIELD.outOfRange',
      msg: '码率须大于0Mbps且不超过200Mbps',
    });
    expect(run(120, { label: '预留比例', unit: '%', min: 0, max: 100 })[0]?.refusal.msg).toBe(
      '预留比例须在0到100%之间',
    );
    expect(run('x', { label: '码率', gt: 0 })[0]?.refusal).toEqual({
      reason: 'CALC_FIELD.notNumber',
      msg: '请输入码率(有效数值)',
    });
    const errors: FieldError[] = [];
    checkUtilisation(errors, 'u', 1.2);
    checkUtilisation(errors, 'v', Number.NaN);
    expect(errors).toEqual([
      { field: 'u', refusal: { reason: 'CALC_FIELD.utilisation', msg: '利用率须在0到1之间(不含0)' } },
      { field: 'v', refusal: { reason: 'CALC_FIELD.notNumber', msg: '请输入利用率(有效数值)' } },
    ]);
    const choice: FieldError[] = [];
    checkOneOf(choice, 'raidLevel', 'raid9', ['raid5'] as const, 'RAID级别');
    expect(choice[0]?.refusal).toEqual({ reason: 'CALC_FIELD.choose', msg: '请选择RAID级别' });
  });
  it('rejects non-numbers', () => {
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, '4', null, undefined]) {
      expect(run(v, { label: '码率', gt: 0 })).toHaveLength(1);
    }
    expect(run(4, { label: '码率', gt: 0 })).toHaveLength(0);
  });
  it('allFinite looks through objects and arrays', () => {
    expect(allFinite({ a: [1, { b: 2 }], c: null, d: 'x' })).toBe(true);
    expect(allFinite({ a: [1, { b: Number.NaN }] })).toBe(false);
  });
});

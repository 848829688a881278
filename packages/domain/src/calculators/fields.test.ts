import { describe, expect, it } from 'vitest';
import { refusal } from '../core/index.ts';
import { bandwidthInputSchema } from './bandwidth.ts';
import { CALC_SHARED_MESSAGES, type FieldError } from './common.ts';
import {
  fieldErrors,
  fieldsOf,
  type NumberRule,
  numberField,
  oneOfField,
  refuse,
  utilisationField,
  valid,
  withRules,
} from './fields.ts';

describe('field checks', () => {
  const run = (value: unknown, rule: NumberRule): FieldError[] =>
    fieldErrors(fieldsOf({ x: numberField(rule) }), { x: value });
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
    const errors = fieldErrors(fieldsOf({ u: utilisationField, v: utilisationField }), { u: 1.2, v: Number.NaN });
    expect(errors).toEqual([
      { field: 'u', refusal: { reason: 'CALC_FIELD.utilisation', msg: '利用率须在0到1之间(不含0)' } },
      { field: 'v', refusal: { reason: 'CALC_FIELD.notNumber', msg: '请输入利用率(有效数值)' } },
    ]);
    const choice = fieldErrors(fieldsOf({ raidLevel: oneOfField(['raid5'], 'RAID级别') }), { raidLevel: 'raid9' });
    expect(choice[0]?.refusal).toEqual({ reason: 'CALC_FIELD.choose', msg: '请选择RAID级别' });
  });
  it('rejects non-numbers', () => {
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, '4', null, undefined]) {
      expect(run(v, { label: '码率', gt: 0 })).toHaveLength(1);
    }
    expect(run(4, { label: '码率', gt: 0 })).toHaveLength(0);
  });
});

describe('contracts', () => {
  const far = numberField({ label: '最远点距离', gt: 0, max: 1000 });
  const near = numberField({ label: '最近点距离', min: 0, max: 1000 });
  const schema = withRules(
    fieldsOf({ farthestM: far, nearestM: near, count: numberField({ label: '根数', min: 1 }) }),
    (v, ctx) => {
      if (valid(far, v.farthestM) && valid(near, v.nearestM) && v.nearestM > v.farthestM)
        refuse(ctx, ['nearestM'], refusal(CALC_SHARED_MESSAGES, 'nearestBeyondFarthest'));
    },
  );
  it('a cross-field rule runs beside a refused field, after the fields, and reads only valid ones', () => {
    expect(fieldErrors(schema, { farthestM: 10, nearestM: 20, count: 0 }).map((e) => e.refusal.reason)).toEqual([
      'CALC_FIELD.outOfRange',
      'CALC_SHARED.nearestBeyondFarthest',
    ]);
    expect(fieldErrors(schema, { farthestM: 'x', nearestM: 20, count: 1 }).map((e) => e.field)).toEqual(['farthestM']);
  });
  it('a non-object input is checked field by field; a contract answers in its refusal words', () => {
    expect(fieldErrors(schema, null).map((e) => e.field)).toEqual(['farthestM', 'nearestM', 'count']);
    const r = bandwidthInputSchema.safeParse({
      groups: [],
      remoteClientCount: 0,
      remoteStreamMbps: 0,
      utilisation: 0.7,
    });
    expect(r.success ? null : r.error.issues[0]?.message).toBe('请添加1-100组摄像机');
  });
});

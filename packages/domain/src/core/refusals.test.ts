import { describe, expect, it } from 'vitest';
import { messages, reasonOf, refusal } from './refusals.ts';

const SAMPLE = messages('SAMPLE_AREA', {
  tooMany: '数量过多',
  gone: '已下架',
  left: (n: number, name: string) => `${name}仅剩${n}件`,
  echo: (s: string) => s,
});

describe('refusals', () => {
  it('a catalogue keeps its words as plain enumerable strings', () => {
    expect(SAMPLE.tooMany).toBe('数量过多');
    expect(Object.keys(SAMPLE)).toEqual(['tooMany', 'gone', 'left', 'echo']);
    expect({ ...SAMPLE, left: undefined, echo: undefined }).toMatchObject({ tooMany: '数量过多', gone: '已下架' });
  });

  it('each entry has the stable reason area.key', () => {
    expect(reasonOf(SAMPLE, 'gone')).toBe('SAMPLE_AREA.gone');
    expect(refusal(SAMPLE, 'tooMany')).toEqual({ reason: 'SAMPLE_AREA.tooMany', msg: '数量过多' });
    expect(refusal(SAMPLE, 'tooMany', '数量过多（最多 3 件）').msg).toBe('数量过多（最多 3 件）');
  });

  it('a function entry refuses with the words it built, under its own reason; without them it is a defect', () => {
    expect(refusal(SAMPLE, 'left', SAMPLE.left(3, '摄像机 A1'))).toEqual({
      reason: 'SAMPLE_AREA.left',
      msg: '摄像机 A1仅剩3件',
    });
    expect(() => (refusal as (c: unknown, k: string) => unknown)(SAMPLE, 'left')).toThrow(TypeError);
  });
});

import { describe, expect, it } from 'vitest';
import { UNNAMED_REASON, hasReason, messages, reasonOf, reasonOfText, refusal, refusalOfText } from './refusals.ts';

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

  it('words returned by a rule find their catalogue reason, built words too; unknown words are unnamed', () => {
    expect(refusalOfText('已下架').reason).toBe('SAMPLE_AREA.gone');
    expect(refusalOfText(SAMPLE.left(3, '摄像机 A1'))).toEqual({ reason: 'SAMPLE_AREA.left', msg: '摄像机 A1仅剩3件' });
    expect(reasonOfText('摄像机仅剩件数')).toBeUndefined();
    expect(refusalOfText('商品“HY-IPC-2”：已下架').reason).toBe('SAMPLE_AREA.gone');
    expect(refusalOfText('没有这句话').reason).toBe(UNNAMED_REASON);
    // an entry that is nothing but what is filled in cannot be known by its words
    expect(refusalOfText('任意的话').reason).toBe(UNNAMED_REASON);
  });

  it('hasReason compares reasons, never words', () => {
    expect(hasReason({ reason: 'SAMPLE_AREA.gone', message: 'other words' }, SAMPLE, 'gone')).toBe(true);
    expect(hasReason({ message: '已下架' }, SAMPLE, 'gone')).toBe(false);
    expect(hasReason(null, SAMPLE, 'gone')).toBe(false);
  });
});

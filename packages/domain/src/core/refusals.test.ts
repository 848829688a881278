import { describe, expect, it } from 'vitest';
import { hasReason, messages, reasonOf, refusal, refusalOfText } from './refusals.ts';

const SAMPLE = messages('SAMPLE_AREA', { tooMany: '数量过多', gone: '已下架' });

describe('refusals', () => {
  it('a catalogue keeps its words as plain enumerable strings', () => {
    expect(SAMPLE.tooMany).toBe('数量过多');
    expect(Object.keys(SAMPLE)).toEqual(['tooMany', 'gone']);
    expect({ ...SAMPLE }).toEqual({ tooMany: '数量过多', gone: '已下架' });
  });

  it('each entry has the stable reason area.key', () => {
    expect(reasonOf(SAMPLE, 'gone')).toBe('SAMPLE_AREA.gone');
    expect(refusal(SAMPLE, 'tooMany')).toEqual({ reason: 'SAMPLE_AREA.tooMany', msg: '数量过多' });
    expect(refusal(SAMPLE, 'tooMany', '数量过多（最多 3 件）').msg).toBe('数量过多（最多 3 件）');
  });

  it('words returned by a rule find their catalogue reason; unknown words get the fallback', () => {
    expect(refusalOfText('已下架').reason).toBe('SAMPLE_AREA.gone');
    expect(refusalOfText('没有这句话').reason).toBe('BUSINESS.refused');
  });

  it('hasReason compares reasons, never words', () => {
    expect(hasReason({ reason: 'SAMPLE_AREA.gone', message: 'other words' }, SAMPLE, 'gone')).toBe(true);
    expect(hasReason({ message: '已下架' }, SAMPLE, 'gone')).toBe(false);
    expect(hasReason(null, SAMPLE, 'gone')).toBe(false);
  });
});

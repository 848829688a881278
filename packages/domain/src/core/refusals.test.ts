import { describe, expect, it } from 'vitest';
import { UNNAMED_REASON, messages, reasonAmong, reasonOf, refusal, refusalAmong } from './refusals.ts';

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

  it('words returned by a rule find their reason in the named catalogue, built words too; unknown words are unnamed', () => {
    expect(refusalAmong('已下架', SAMPLE).reason).toBe('SAMPLE_AREA.gone');
    expect(refusalAmong(SAMPLE.left(3, '摄像机 A1'), SAMPLE)).toEqual({
      reason: 'SAMPLE_AREA.left',
      msg: '摄像机 A1仅剩3件',
    });
    expect(reasonAmong('摄像机仅剩件数', SAMPLE)).toBeUndefined();
    expect(refusalAmong('商品“HY-IPC-2”：已下架', SAMPLE).reason).toBe('SAMPLE_AREA.gone');
    expect(refusalAmong('没有这句话', SAMPLE).reason).toBe(UNNAMED_REASON);
    // an entry that is nothing but what is filled in cannot be known by its words
    expect(refusalAmong('任意的话', SAMPLE).reason).toBe(UNNAMED_REASON);
  });

  it('the same words in two catalogues take the reason of the catalogue the caller names, whichever loaded first', () => {
    const OTHER = messages('OTHER_AREA', { offShelf: '已下架', tooMany: '数量过多' });
    expect(refusalAmong('已下架', OTHER).reason).toBe('OTHER_AREA.offShelf');
    expect(refusalAmong('已下架', SAMPLE).reason).toBe('SAMPLE_AREA.gone');
    expect(refusalAmong('数量过多', OTHER, SAMPLE).reason).toBe('OTHER_AREA.tooMany');
    expect(refusalAmong(SAMPLE.left(2, '硬盘'), OTHER, SAMPLE).reason).toBe('SAMPLE_AREA.left');
    expect(refusalAmong(SAMPLE.left(2, '硬盘'), OTHER).reason).toBe(UNNAMED_REASON);
  });
});

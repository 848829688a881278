import { AIGC_CAPTION_MAX, AIGC_MESSAGES, AIGC_SHOT_SECONDS, AIGC_SHOTS_MAX, type AigcShot } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  addShot,
  clampSeconds,
  lengthVerdict,
  moveShot,
  NEW_SHOT_SECONDS,
  recaptionShot,
  removeShot,
  retimeShot,
  storyboardProblem,
  totalSeconds,
} from './storyboard-edit.ts';

const shot = (caption: string, seconds = 3, skuNo: string | null = 'A'): AigcShot => ({
  skuNo,
  picUrl: skuNo ? `/static/${skuNo}.svg` : null,
  caption,
  seconds,
});
const board = [shot('一', 2), shot('二', 3, 'B'), shot('三', 4), shot('四', 5, 'B')];
const captions = (s: AigcShot[]) => s.map((x) => x.caption).join('');

describe('storyboard editing', () => {
  it('moves a shot up, down, to either end, and leaves the list it was given alone', () => {
    const before = captions(board);
    expect(captions(moveShot(board, 3, 0))).toBe('四一二三');
    expect(captions(moveShot(board, 0, 1))).toBe('二一三四');
    expect(captions(moveShot(board, 1, 0))).toBe('二一三四');
    expect(captions(moveShot(board, 2, 99))).toBe('一二四三');
    expect(captions(moveShot(board, 2, -5))).toBe('三一二四');
    expect(captions(moveShot(board, 7, 0))).toBe('一二三四');
    expect(captions(board)).toBe(before);
  });

  it('retimes within the domain’s limits, to the half second; a blank number keeps the old seconds', () => {
    expect(retimeShot(board, 1, 7.26)[1]!.seconds).toBe(7.5);
    expect(retimeShot(board, 1, 0)[1]!.seconds).toBe(AIGC_SHOT_SECONDS.min);
    expect(retimeShot(board, 1, 99)[1]!.seconds).toBe(AIGC_SHOT_SECONDS.max);
    expect(retimeShot(board, 1, Number.NaN)[1]!.seconds).toBe(3);
    expect(clampSeconds(Number.POSITIVE_INFINITY)).toBe(AIGC_SHOT_SECONDS.min);
    expect(retimeShot(board, 1, 9).map((s) => s.seconds)).toEqual([2, 9, 4, 5]);
  });

  it('a caption is one line cut at the domain’s length (characters, not UTF-16 units)', () => {
    expect(recaptionShot(board, 0, '夜视\n清晰')[0]!.caption).toBe('夜视 清晰');
    const long = '𠀀'.repeat(AIGC_CAPTION_MAX + 5);
    expect([...recaptionShot(board, 2, long)[2]!.caption]).toHaveLength(AIGC_CAPTION_MAX);
    expect(storyboardProblem(recaptionShot(board, 2, long))).toBeNull();
  });

  it('removes a shot but never the last one', () => {
    expect(captions(removeShot(board, 1))).toBe('一三四');
    expect(removeShot([shot('独')], 0)).toHaveLength(1);
    expect(removeShot(board, 9)).toHaveLength(4);
  });

  it('adds a shot after one, with its picture, an empty caption and the default seconds; none past the maximum', () => {
    const added = addShot(board, 1);
    expect(added).toHaveLength(5);
    // The same product, named as the shot it follows names it.
    expect(added[2]).toEqual({
      skuNo: 'B',
      picUrl: '/static/B.svg',
      model: null,
      productName: null,
      caption: '',
      seconds: NEW_SHOT_SECONDS,
    });
    expect(addShot(board, -1)[0]!.skuNo).toBe('A');
    expect(addShot(board, 99)[4]!.skuNo).toBe('B');
    const full = Array.from({ length: AIGC_SHOTS_MAX }, (_, i) => shot(String(i)));
    expect(addShot(full, 0)).toHaveLength(AIGC_SHOTS_MAX);
    expect(addShot([], 0)).toEqual([
      { skuNo: null, picUrl: null, model: null, productName: null, caption: '', seconds: NEW_SHOT_SECONDS },
    ]);
  });

  it('totals the seconds and says how they stand against the chosen length', () => {
    expect(totalSeconds(board)).toBe(14);
    expect(lengthVerdict(14, 15)).toEqual({ state: 'fits', text: '合计 14 秒 / 所选时长 15 秒（时长合适）' });
    expect(lengthVerdict(20, 15).state).toBe('long');
    expect(lengthVerdict(20, 15).text).toContain('超出 5 秒');
    expect(lengthVerdict(10.5, 15).text).toContain('还差 4.5 秒');
  });

  it('names what the server would refuse, in the domain’s words', () => {
    expect(storyboardProblem(board)).toBeNull();
    expect(storyboardProblem([])).toBe(AIGC_MESSAGES.shotsRequired);
    expect(storyboardProblem([shot('x', 99)])).toBe(AIGC_MESSAGES.shotSeconds);
    expect(storyboardProblem(Array.from({ length: AIGC_SHOTS_MAX + 1 }, () => shot('x')))).toBe(
      AIGC_MESSAGES.shotsTooMany,
    );
  });
});

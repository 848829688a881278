import { describe, expect, it } from 'vitest';
import { correctKeyword, correctionLexicon } from './forgiving.ts';

/** Words as the demo's categories, synonyms and hot words give them. */
const LEX = correctionLexicon([
  '网络摄像机',
  '球型网络摄像机',
  '枪型网络摄像机',
  '摄像头',
  '网络硬盘录像机(NVR)',
  '硬盘录像机',
  '录像机',
  '交换机',
  'PoE交换机',
  '监控',
  '监控硬盘',
  '门禁',
  '门禁一体机',
  '光纤收发器',
  '支架',
  '球机',
  '枪机',
  '可视对讲',
]);

describe('correctKeyword: the trade homophones and one-character slips (issue 57)', () => {
  it.each([
    ['摄象头', '摄像头'],
    ['设像头', '摄像头'],
    ['录象机', '录像机'],
    ['网路摄像机', '网络摄像机'],
    ['交还机', '交换机'],
    ['监空', '监控'],
    ['门进', '门禁'],
    ['光先收发器', '光纤收发器'],
    ['16路 录象机', '16路 录像机'],
    ['400万 摄象头', '400万 摄像头'],
  ])('%s → %s', (typed, meant) => {
    expect(correctKeyword(typed, LEX)).toBe(meant);
  });

  it('a one-character slip that is no homophone, in a run of three or more, is corrected by the word it fits', () => {
    expect(correctKeyword('交换仉', LEX)).toBe('交换机');
    expect(correctKeyword('可视对话', LEX)).toBe('可视对讲');
  });

  it('leaves alone what is already right, model numbers, specs and words the lexicon does not know', () => {
    for (const q of ['摄像头', '球机', '16路 录像机', 'ds-2cd3t46wd-i3', 'nvr', '8口 poe', '海康威视', '200万'])
      expect(correctKeyword(q, LEX)).toBeNull();
  });

  it('is deterministic whatever the order the lexicon words come in', () => {
    const reversed = correctionLexicon([...LEX.words].reverse());
    for (const q of ['摄象头', '交还机', '交换仉', '网路摄像机'])
      expect(correctKeyword(q, reversed)).toBe(correctKeyword(q, LEX));
  });
});

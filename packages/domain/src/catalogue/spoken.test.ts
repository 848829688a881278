import { describe, expect, it } from 'vitest';
import { correctionLexicon } from './forgiving.ts';
import { FORGIVE_BELOW, forgiveKeyword, forgivenLine, wayOut } from './forgive.ts';
import { fuzzyPinyin, namePieces, spokenIndex, suggestWords, wordsSpelled, type SpokenWord } from './spoken.ts';

/** Syllables as pinyin-pro gives them for these words (the server's converter; spelled out here). */
const READ: Record<string, string> = {
  球机: 'qiu ji',
  枪机: 'qiang ji',
  半球: 'ban qiu',
  录像机: 'lu xiang ji',
  摄像头: 'she xiang tou',
  交换机: 'jiao huan ji',
  道闸: 'dao zha',
  门禁: 'men jin',
  全景: 'quan jing',
  红外: 'hong wai',
};
const syl = (w: string) => READ[w]!.split(' ');
const word = (w: string, kind: SpokenWord['kind'], weight: number): SpokenWord => ({
  word: w,
  kind,
  syllables: syl(w),
  weight,
});
const INDEX = spokenIndex([
  word('球机', 'synonym', 40),
  word('枪机', 'synonym', 30),
  word('半球', 'synonym', 20),
  word('录像机', 'category', 25),
  word('摄像头', 'synonym', 60),
  word('交换机', 'category', 30),
  word('道闸', 'category', 5),
  word('门禁', 'hot', 10),
  word('全景', 'name', 50),
  word('红外', 'name', 70),
]);
const VOCAB = {
  spoken: INDEX,
  correction: correctionLexicon(['球机', '枪机', '半球', '录像机', '摄像头', '交换机', '道闸', '门禁', 'switch']),
  // One syllable per character (匝 za: a slip for 闸 zha).
  syllables: (t: string) =>
    [...t].map((c) => {
      if (c === '匝') return 'za';
      const [w, r] = Object.entries(READ).find(([x]) => x.includes(c)) ?? ['', ''];
      return r.split(' ')[[...w].indexOf(c)] ?? c;
    }),
};

describe('pinyin and initials (issue 57)', () => {
  it('finds a word by its full pinyin, its initials (lexicon first, more families first) and its fuzzy sound', () => {
    expect(wordsSpelled('qiangji', INDEX)).toEqual(['枪机']);
    expect(wordsSpelled('luxiangji', INDEX)).toEqual(['录像机']);
    expect(wordsSpelled('qj', INDEX)).toEqual(['球机', '枪机', '全景']);
    expect(wordsSpelled('daoza', INDEX)).toEqual(['道闸']);
    expect(wordsSpelled('hongwai', INDEX)).toEqual(['红外']);
    expect(fuzzyPinyin('zhangjiao')).toBe(fuzzyPinyin('zanjiao'));
  });

  it('suggests words by prefix, pinyin and initials, 球机 first for 「qj」', () => {
    expect(suggestWords('qj', INDEX).map((s) => s.word)).toEqual(['球机', '枪机']);
    expect(suggestWords('qi', INDEX).map((s) => s.word)).toEqual(['球机', '枪机']);
    expect(suggestWords('摄', INDEX)).toEqual([{ word: '摄像头', kind: 'synonym' }]);
    expect(suggestWords(' ', INDEX)).toEqual([]);
    expect(suggestWords('hong', INDEX).map((s) => s.word)).toEqual(['红外']);
    expect(suggestWords('q', INDEX).map((s) => s.word)).not.toContain('全景');
  });

  it('suggests the Chinese words of a group for its Latin word (「nvr」 → 网络硬盘录像机), never the typed word itself', () => {
    const group = ['nvr', '网络硬盘录像机', '网络录像机'];
    const index = spokenIndex([
      { word: 'nvr', kind: 'synonym', syllables: ['n', 'v', 'r'], weight: 9, spelled: group },
      {
        word: '网络硬盘录像机',
        kind: 'synonym',
        syllables: 'wang luo ying pan lu xiang ji'.split(' '),
        weight: 9,
        spelled: group,
      },
      { word: '网络录像机', kind: 'synonym', syllables: 'wang luo lu xiang ji'.split(' '), weight: 4, spelled: group },
      word('录像机', 'category', 25),
    ]);
    expect(suggestWords('nvr', index).map((s) => s.word)).toEqual(['网络硬盘录像机', '网络录像机']);
    expect(suggestWords('nv', index).map((s) => s.word)).toEqual(['nvr', '网络硬盘录像机', '网络录像机']);
    expect(suggestWords('NVR', index).map((s) => s.word)).not.toContain('录像机');
  });

  it('cuts a name into the Chinese pieces a dealer might spell', () => {
    const pieces = namePieces('4g红外枪机', ['4', 'g', 'hong', 'wai', 'qiang', 'ji']).map((p) => p.word);
    expect(pieces).toEqual(['红外', '红外枪', '红外枪机', '外枪', '外枪机', '枪机']);
  });
});

describe('forgiveKeyword: what a keyword that finds little was meant to be', () => {
  it.each([
    ['qiangji', '枪机'],
    ['ban qiu', '半球'],
    ['400万 qiuji', '400万 球机'],
    ['摄象头', '摄像头'],
    ['道匝', '道闸'],
    ['access control', null],
  ])('%s → %s', (typed, meant) => {
    expect(forgiveKeyword(typed, VOCAB)).toBe(meant);
  });

  it('leaves a keyword with nothing to forgive alone, and joins Latin terms that are one staff word', () => {
    expect(forgiveKeyword('球机', VOCAB)).toBeNull();
    expect(forgiveKeyword('HY-IPC', VOCAB)).toBeNull();
    expect(forgiveKeyword('swi tch', VOCAB)).toBe('switch');
    expect(FORGIVE_BELOW).toBeGreaterThan(0);
    expect(forgivenLine('摄像头')).toBe('已为您显示“摄像头”的结果');
  });

  it('offers a way out of nothing: near words, categories, model numbers by edit distance, hot words', () => {
    const out = wayOut('qiuuji', VOCAB, { categories: [], models: [], hotWords: ['球机', '硬盘'] });
    expect(out.didYouMean[0]).toBe('球机');
    expect(out.hotWords).toEqual(['球机', '硬盘']);
    const models = wayOut('hy-sd3999', VOCAB, {
      categories: [{ id: 103, name: '球型网络摄像机' }],
      models: ['HY-SD30204I-D', 'HY-SD3020', 'PC-SV0100'],
      hotWords: [],
    }).models;
    expect(models[0]).toBe('HY-SD3020');
    expect(
      wayOut('球型', VOCAB, { categories: [{ id: 103, name: '球型网络摄像机' }], models: [], hotWords: [] }),
    ).toMatchObject({ categories: [{ id: 103, name: '球型网络摄像机' }] });
  });

  it('a long pinyin with a syllable too many is near its word, not near every word with initials', () => {
    const none = { categories: [], models: [], hotWords: [] };
    // 「menjinka」 (门禁卡) is two letters from 门禁; 摄像头 (weightier) is not near at all
    expect(wayOut('menjinka', VOCAB, none).didYouMean).toEqual(['门禁']);
    expect(wayOut('daozhaji', VOCAB, none).didYouMean).toEqual(['道闸']);
    // initials one slip away still count
    expect(wayOut('qjj', VOCAB, none).didYouMean).toContain('球机');
  });
});

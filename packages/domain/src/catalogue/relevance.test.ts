import { describe, expect, it } from 'vitest';
import {
  categoryOfQuery,
  editDistance,
  nameCore,
  planSearch,
  rankDocs,
  scoreDoc,
  splitTerm,
  type SearchDoc,
  type SynonymGroup,
} from './relevance.ts';

const SYN: SynonymGroup[] = [
  { words: ['球机', '球型网络摄像机', '快球'], excludes: [] },
  { words: ['枪机', '枪型', '筒型'], excludes: [] },
  { words: ['硬盘', '监控硬盘'], excludes: ['硬盘录像机'] },
  { words: ['录像机', '硬盘录像机'], excludes: [] },
  { words: ['nvr', '网络硬盘录像机'], excludes: [] },
];
const MODELS = ['hy-sd30204i-d', 'hy-nvr-1041n', 'hy-nvr-1081n', 'hy-ipc-2b02i2-i5(4mm)'];
const vocab = { synonyms: SYN, models: MODELS };
const NVR_CAT = '网络硬盘录像机(nvr)';

let nextId = 1;
function doc(name: string, second: string, over: Partial<SearchDoc> = {}): SearchDoc {
  return {
    id: nextId++,
    name,
    firstCategory: '',
    secondCategory: second,
    searchText: `${name} ${second} ${(over.models ?? []).join(' ')}`.toLowerCase(),
    models: [],
    attrTexts: [],
    timesUsed: 0,
    listedAt: null,
    ...over,
  };
}

describe('search relevance', () => {
  it('splits a typed term at specs and synonym words, keeps a model number whole', () => {
    const lex = new Set(SYN.flatMap((g) => g.words));
    expect(splitTerm('400万红外枪机4mm', lex, 7)).toEqual(['400万', '红外', '枪机', '4mm']);
    expect(splitTerm('硬盘录像机', lex, 7)).toEqual(['硬盘录像机']);
    expect(splitTerm('hy-ipc-2b02', lex, 7)).toEqual(['hy-ipc-2b02']);
    expect(splitTerm('10.1英寸', lex, 7)).toEqual(['10.1英寸']);
  });

  it('plans alternatives from synonyms and nearest corrected model numbers', () => {
    const plan = planSearch('球机 HY-NVR-1O41N', vocab);
    expect(plan.pieces[0]).toMatchObject({ text: '球机', alts: ['球机', '球型网络摄像机', '快球'] });
    expect(plan.pieces[1]).toMatchObject({ text: 'hy-nvr-1o41n', fuzzy: ['hy-nvr-1041n'] });
    // a fragment found as typed is not corrected
    expect(planSearch('hy-nvr-10', vocab).pieces[0]!.fuzzy).toEqual([]);
    expect(planSearch('硬盘', vocab).pieces[0]!.excludes).toEqual(['硬盘录像机']);
  });

  it('a model number typed without its hyphens finds the model itself, ranked as exact', () => {
    const plan = planSearch('HYNVR1041N', vocab);
    expect(plan.pieces[0]).toMatchObject({ text: 'hynvr1041n', fuzzy: [] });
    expect(plan.pieces[0]!.alts).toContain('hy-nvr-1041n');
    const nvr = doc('8路网络硬盘录像机', '网络硬盘录像机', { models: ['hy-nvr-1041n'] });
    const other = doc('16路网络硬盘录像机', '网络硬盘录像机', { models: ['hy-nvr-1161n'] });
    expect(rankDocs([other, nvr], plan).map((d) => d.name)).toEqual(['8路网络硬盘录像机']);
    // typed with its hyphens it needs no help; a short run of letters is no model
    expect(planSearch('hy-nvr-1041n', vocab).pieces[0]!.alts).toEqual(['hy-nvr-1041n']);
    expect(planSearch('hynvr', vocab).pieces[0]!.alts).toEqual(['hynvr']);
  });

  it('measures edits and strips bracketed notes', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('abcdef', 'a', 2)).toBe(3);
    expect(nameCore('网络硬盘录像机(NVR)')).toBe('网络硬盘录像机');
  });

  it('ranks the thing a word names above accessories that mention it, then by use', () => {
    const bracket = doc('球机壁装支架(铝合金)', '支架', { timesUsed: 900 });
    const dome = doc('400万像素4倍4寸网络高清智能球机', '球型网络摄像机', { timesUsed: 1 });
    const dome2 = doc('200万像素4倍4寸网络高清智能球机', '球型网络摄像机', { timesUsed: 5 });
    const ranked = rankDocs([bracket, dome, dome2], planSearch('球机', vocab));
    expect(ranked.map((d) => d.id)).toEqual([dome2.id, dome.id, bracket.id]);
  });

  it('does not count 硬盘 inside 硬盘录像机', () => {
    const disk = doc('4TB 监控级SATA硬盘', '监控硬盘');
    const dvr = doc('8路500万同轴高清硬盘录像机(2盘位)', '硬盘录像机(DVR)', { timesUsed: 1000 });
    const plan = planSearch('硬盘', vocab);
    expect(scoreDoc(disk, plan)).toBeGreaterThan(scoreDoc(dvr, plan));
    expect(rankDocs([dvr, disk], plan)[0]!.id).toBe(disk.id);
  });

  it('puts an exact model above a fragment, and a spec matched in attributes above none', () => {
    const exact = doc('16路网络硬盘录像机', NVR_CAT, { models: ['hy-nvr-1041n'] });
    const other = doc('8路网络硬盘录像机', NVR_CAT, { models: ['hy-nvr-1041n-pro'], timesUsed: 50 });
    expect(rankDocs([other, exact], planSearch('HY-NVR-1041N', vocab))[0]!.id).toBe(exact.id);
    const fourMm = doc('400万像素红外枪型网络摄像机', '枪型网络摄像机', { attrTexts: ['4mm', '400万像素'] });
    const sixMm = doc('400万像素红外枪型网络摄像机', '枪型网络摄像机', { attrTexts: ['6mm'], timesUsed: 99 });
    fourMm.searchText += ' 4mm';
    sixMm.searchText += ' 4mm';
    expect(rankDocs([sixMm, fourMm], planSearch('400万 枪机 4mm', vocab))[0]!.id).toBe(fourMm.id);
  });

  it('ranks a name holding a typed term whole above names holding its pieces apart', () => {
    const whole = doc('400万像素红外枪型网络摄像机', '枪型网络摄像机');
    const apart = doc('400万像素星光级红外枪型网络摄像机', '枪型网络摄像机', { timesUsed: 500 });
    const plan = planSearch('400万像素红外枪型网络摄像机', vocab);
    expect(plan.phrases).toEqual(['400万像素红外枪型网络摄像机']);
    expect(rankDocs([apart, whole], plan).map((d) => d.id)).toEqual([whole.id, apart.id]);
  });

  it('names the category a word or its synonym is', () => {
    const cats = [
      { id: 1, name: '网络摄像机', parentId: null },
      { id: 103, name: '球型网络摄像机', parentId: 1 },
      { id: 201, name: '网络硬盘录像机(NVR)', parentId: 2 },
    ];
    expect(categoryOfQuery('快球', cats, SYN)?.id).toBe(103);
    expect(categoryOfQuery('NVR', cats, SYN)?.id).toBe(201);
    expect(categoryOfQuery('网络摄像机', cats, SYN)?.id).toBe(1);
    expect(categoryOfQuery('400万', cats, SYN)).toBeNull();
  });
});

/**
 * Pinyin and initials in a search (issue 57): a dealer types 「qiangji」 or 「qj」 without switching the IME. The server
 * reads each word's syllables (the npm library pinyin-pro, with the trade's polyphones fixed by TRADE_PINYIN) and
 * passes them here; this file is pure: it keys every word by its full pinyin and its initials, finds the words a
 * typed Latin term spells, and the search box's suggestions (the word itself, its pinyin or its initials as a prefix).
 *
 * The words: category names, the staff's synonyms and hot words ('lexicon', found first), and the Chinese pieces of
 * family names (two to four characters: 红外, 星光 …), each weighted by how many families hold it.
 */

/** Readings pinyin-pro gets wrong or leaves to chance in this trade's words (phrase → syllables, space-separated). */
export const TRADE_PINYIN: Readonly<Record<string, string>> = {
  长焦: 'chang jiao',
  调焦: 'tiao jiao',
  重启: 'chong qi',
  解码器: 'jie ma qi',
  单模: 'dan mo',
  行车: 'xing che',
  供电: 'gong dian',
  曝光: 'bao guang',
  降噪: 'jiang zao',
  传感器: 'chuan gan qi',
  卷帘: 'juan lian',
  录像: 'lu xiang',
};

export type SpokenKind = 'category' | 'synonym' | 'hot' | 'name';

/** A word with its syllables (one per character, lower case, no tones; ü written v). */
export interface SpokenWord {
  word: string;
  kind: SpokenKind;
  syllables: readonly string[];
  /** How many families hold the word (orders words that read alike). */
  weight: number;
  /** Latin words that name the same thing (its synonym group's nvr, switch …): typed, they suggest this word too. */
  spelled?: readonly string[];
}

export interface SpokenEntry {
  word: string;
  kind: SpokenKind;
  full: string;
  initials: string;
  weight: number;
  spelled: string[];
}

export interface SpokenIndex {
  entries: SpokenEntry[];
  /** Full pinyin → entries (lexicon first, then by weight). */
  byFull: ReadonlyMap<string, SpokenEntry[]>;
  /** Initials (two letters or more) → entries. */
  byInitials: ReadonlyMap<string, SpokenEntry[]>;
  /** Fuzzy pinyin (fuzzyPinyin) → entries: the sounds a dealer from the south or in a hurry does not tell apart. */
  byFuzzy: ReadonlyMap<string, SpokenEntry[]>;
}

/** Pinyin with the usual fuzzy pairs made one (zh/z, ch/c, sh/s, ang/an, eng/en, ing/in, l/n, h/f at a start). */
export function fuzzyPinyin(full: string): string {
  return full.replace(/zh/g, 'z').replace(/ch/g, 'c').replace(/sh/g, 's').replace(/ng/g, 'n').replace(/l/g, 'n');
}

export const LATIN = /^[a-z]+$/;

// Code-point order for the last tie (localeCompare over tens of thousands of name pieces cost a second).
const lexiconFirst = (a: SpokenEntry, b: SpokenEntry) =>
  Number(a.kind === 'name') - Number(b.kind === 'name') ||
  b.weight - a.weight ||
  (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);

/** The index of the words (a word listed twice keeps its first kind and its largest weight). */
export function spokenIndex(words: readonly SpokenWord[]): SpokenIndex {
  const seen = new Map<string, SpokenEntry>();
  for (const w of words) {
    const word = w.word.toLowerCase();
    const had = seen.get(word);
    const spelled = (w.spelled ?? []).map((x) => x.toLowerCase()).filter((x) => LATIN.test(x) && x !== word);
    if (had) {
      had.weight = Math.max(had.weight, w.weight);
      for (const x of spelled) if (!had.spelled.includes(x)) had.spelled.push(x);
      continue;
    }
    const syl = w.syllables.map((s) => s.toLowerCase().replace(/ü/g, 'v'));
    seen.set(word, {
      word,
      kind: w.kind,
      full: syl.join(''),
      initials: syl.map((s) => s[0] ?? '').join(''),
      weight: w.weight,
      spelled: [...new Set(spelled)],
    });
  }
  const entries = [...seen.values()].sort(lexiconFirst);
  const byFull = new Map<string, SpokenEntry[]>();
  const byInitials = new Map<string, SpokenEntry[]>();
  const byFuzzy = new Map<string, SpokenEntry[]>();
  const add = (m: Map<string, SpokenEntry[]>, k: string, e: SpokenEntry) => {
    const l = m.get(k);
    if (l) l.push(e);
    else m.set(k, [e]);
  };
  for (const e of entries) {
    if (!LATIN.test(e.full)) continue;
    add(byFull, e.full, e);
    add(byFuzzy, fuzzyPinyin(e.full), e);
    if (e.initials.length >= 2) add(byInitials, e.initials, e);
  }
  return { entries, byFull, byInitials, byFuzzy };
}

/**
 * The words a Latin term spells: its full pinyin first, else its initials, else its fuzzy pinyin; lexicon words
 * first, then by weight.
 */
export function wordsSpelled(term: string, index: SpokenIndex): string[] {
  if (!LATIN.test(term)) return [];
  const hits =
    index.byFull.get(term) ??
    (term.length >= 2 ? index.byInitials.get(term) : undefined) ??
    index.byFuzzy.get(fuzzyPinyin(term)) ??
    [];
  return hits.map((e) => e.word);
}

export interface Suggestion {
  word: string;
  kind: SpokenKind;
}

/**
 * The search box's suggestions for what is typed: words starting with it, then words whose pinyin (or a Latin word of
 * their synonym group: 「nvr」 suggests 网络硬盘录像机) or initials start with it (Latin input), lexicon words before name pieces, more families first; at most `max`.
 */
export function suggestWords(typed: string, index: SpokenIndex, max = 8): Suggestion[] {
  const t = typed.trim().toLowerCase().replace(/\s+/g, '');
  if (!t) return [];
  const latin = LATIN.test(t);
  const rank = (e: SpokenEntry): number => {
    if (e.word === t) return -1;
    if (e.word.startsWith(t)) return 0;
    if (latin && (e.full.startsWith(t) || e.spelled.some((x) => x.startsWith(t)))) return 1;
    if (latin && e.kind !== 'name' && t.length >= 2 && e.initials.startsWith(t)) return 2;
    if (!latin && [...t].length >= 2 && e.word.includes(t)) return 3;
    return 9;
  };
  const hits: { e: SpokenEntry; r: number }[] = [];
  for (const e of index.entries) {
    const r = rank(e);
    if (r < 9 && r >= 0) hits.push({ e, r });
  }
  hits.sort((a, b) => a.r - b.r || lexiconFirst(a.e, b.e));
  // Pieces of names only when no word of the lexicon fits (they run across words: 「球机吊」).
  const words = hits.some((h) => h.e.kind !== 'name') ? hits.filter((h) => h.e.kind !== 'name') : hits;
  return words.slice(0, max).map(({ e }) => ({ word: e.word, kind: e.kind }));
}

/** The Chinese pieces of a name that a dealer might spell (two to four characters inside a run of Han characters). */
export function namePieces(name: string, syllables: readonly string[]): { word: string; syllables: string[] }[] {
  const cs = [...name];
  const out: { word: string; syllables: string[] }[] = [];
  const han = (i: number) => /\p{Script=Han}/u.test(cs[i] ?? '') && LATIN.test(syllables[i] ?? '');
  for (let i = 0; i < cs.length; i++) {
    for (let n = 2; n <= 4 && i + n <= cs.length; n++) {
      if (!Array.from({ length: n }, (_, k) => han(i + k)).every(Boolean)) break;
      out.push({ word: cs.slice(i, i + n).join(''), syllables: syllables.slice(i, i + n) as string[] });
    }
  }
  return out;
}

/**
 * Wrong characters in a search (issue 57): the trade's homophones and near-homophones (象/像, 相/像, 设/摄, 路/录/络,
 * 空/控, 还/换 …) and one-character slips, corrected against the words dealers search for (category names, synonyms,
 * hot words: the lexicon the server passes). No segmenter: a Chinese character is suspect when neither bigram it
 * forms with its neighbours occurs in the lexicon; it is replaced by a homophone that makes one occur, else (a run of
 * three or more) by the one character that makes a three-character window a piece of a lexicon word. The server tries
 * the corrected keyword only when the literal one finds little, and ranks its finds below exact ones.
 */
import { searchTerms } from './search.ts';

/** Characters a dealer types for one another in this trade (each group: the same or a near sound). */
export const TRADE_HOMOPHONES: readonly string[] = [
  '像象相向项',
  '摄设社射涉',
  '录路络陆鹿',
  '控空孔恐',
  '换还环',
  '机基积鸡级',
  '监检间坚兼',
  '线限现',
  '硬应映',
  '盘判',
  '门们闷',
  '禁进近尽',
  '球求秋',
  '枪抢强墙',
  '源原元圆',
  '电点店',
  '纤先鲜',
  '架驾价',
  '讲将降',
  '传船',
  '器气汽起',
  '频平屏',
  '显现险',
  '示是事视试',
  '视事是试',
  '支只之知',
  '报暴包',
  '警景井境',
];

const IS_HAN = /\p{Script=Han}/u;

function homophonesOf(c: string): string[] {
  return [...new Set(TRADE_HOMOPHONES.filter((g) => g.includes(c)).flatMap((g) => [...g]))].filter((x) => x !== c);
}

/** What a correction reads: the lexicon's words, their bigrams and their characters. */
export interface CorrectionLexicon {
  words: readonly string[];
  bigrams: ReadonlySet<string>;
  /** Every three consecutive characters of a word. */
  trigrams: ReadonlySet<string>;
  chars: readonly string[];
}

/** The lexicon of corrections from the words dealers search for (lower case, de-duplicated, sorted). */
export function correctionLexicon(words: readonly string[]): CorrectionLexicon {
  const list = [...new Set(words.map((w) => w.trim().toLowerCase()).filter(Boolean))].sort();
  const bigrams = new Set<string>();
  const trigrams = new Set<string>();
  const chars = new Set<string>();
  for (const w of list) {
    const cs = [...w];
    cs.forEach((c, i) => {
      if (IS_HAN.test(c)) chars.add(c);
      if (i + 1 < cs.length) bigrams.add(c + cs[i + 1]!);
      if (i + 2 < cs.length) trigrams.add(c + cs[i + 1]! + cs[i + 2]!);
    });
  }
  return { words: list, bigrams, trigrams, chars: [...chars].sort() };
}

function suspect(cs: readonly string[], i: number, lex: CorrectionLexicon): boolean {
  const left = i > 0 && IS_HAN.test(cs[i - 1]!) && lex.bigrams.has(cs[i - 1]! + cs[i]!);
  const right = i + 1 < cs.length && IS_HAN.test(cs[i + 1]!) && lex.bigrams.has(cs[i]! + cs[i + 1]!);
  return !left && !right;
}

/** A bigram with a Han neighbour exists after putting `c` at `i`. */
function joins(cs: readonly string[], i: number, c: string, lex: CorrectionLexicon): boolean {
  return (
    (i > 0 && IS_HAN.test(cs[i - 1]!) && lex.bigrams.has(cs[i - 1]! + c)) ||
    (i + 1 < cs.length && IS_HAN.test(cs[i + 1]!) && lex.bigrams.has(c + cs[i + 1]!))
  );
}

/** A three-character window around `i`, with `c` there, is a piece of a lexicon word. */
function fitsWindow(cs: readonly string[], i: number, c: string, lex: CorrectionLexicon): boolean {
  for (let s = i - 2; s <= i; s++) {
    if (s < 0 || s + 3 > cs.length) continue;
    const w = cs.slice(s, s + 3).map((x, k) => (s + k === i ? c : x));
    if (!w.every((x) => IS_HAN.test(x))) continue;
    if (lex.trigrams.has(w.join(''))) return true;
  }
  return false;
}

function correctTerm(term: string, lex: CorrectionLexicon): string {
  const cs = [...term];
  for (let pass = 0; pass < 3; pass++) {
    let changed = false;
    for (let i = 0; i < cs.length; i++) {
      if (!IS_HAN.test(cs[i]!) || !suspect(cs, i, lex)) continue;
      const sound = homophonesOf(cs[i]!).find((h) => joins(cs, i, h, lex));
      const slip =
        sound ?? (cs.length >= 3 ? lex.chars.find((h) => h !== cs[i] && fitsWindow(cs, i, h, lex)) : undefined);
      if (slip) {
        cs[i] = slip;
        changed = true;
      }
    }
    if (!changed) break;
  }
  return cs.join('');
}

/**
 * The keyword with its wrong characters corrected against the lexicon, or null when nothing was corrected (the
 * literal keyword is then the only search). Terms stay in their order, joined by one space.
 */
export function correctKeyword(keyword: string, lex: CorrectionLexicon): string | null {
  const terms = searchTerms(keyword);
  const fixed = terms.map((t) => correctTerm(t, lex));
  return fixed.some((t, i) => t !== terms[i]) ? fixed.join(' ') : null;
}

/**
 * What a search that finds little was meant to be (issue 57), and the way out of a search that finds nothing. The
 * server asks forgiveKeyword only when the literal keyword finds fewer than FORGIVE_BELOW families; its families then
 * come first and the forgiven keyword's after them (relevance.ts rankDocs: a plan's `fallback`), and the answer says
 * 「已为您显示“…”的结果，仍搜索“…”」 with a link back to the literal keyword (`literal=1` on the page).
 */
import { correctKeyword, type CorrectionLexicon } from './forgiving.ts';
import { editDistance } from './relevance.ts';
import { searchTerms } from './search.ts';
import { LATIN, wordsSpelled, type SpokenIndex } from './spoken.ts';

/** A literal keyword finding fewer families than this is forgiven too. */
export const FORGIVE_BELOW = 3;

export interface ForgivingVocabulary {
  spoken: SpokenIndex;
  correction: CorrectionLexicon;
  /** Syllables of a text, one per character (the server's pinyin-pro): a Chinese term is also looked up by sound. */
  syllables?: (text: string) => string[];
}

/** A Chinese term's words of the same (fuzzy) sound, when all of it is Chinese (「道匝」 → 道闸). */
function soundsLike(term: string, v: ForgivingVocabulary): string | undefined {
  if (!v.syllables || ![...term].every((c) => HAN.test(c))) return undefined;
  const full = v.syllables(term).join('');
  const hits = LATIN.test(full) ? wordsSpelled(full, v.spoken) : [];
  return hits.includes(term) ? undefined : hits[0];
}

const HAN = /\p{Script=Han}/u;

/**
 * The keyword as the dealer meant it, or null when nothing in it is to forgive: typed terms that spell a word in
 * pinyin or initials become the word (「ban qiu」 as one), Latin terms that are one staff word only together
 * (「access control」) are joined, and wrong Chinese characters are corrected (forgiving.ts).
 */
export function forgiveKeyword(keyword: string, v: ForgivingVocabulary): string | null {
  const terms = searchTerms(keyword);
  if (!terms.length) return null;
  const joined = terms.join('');
  if (terms.length > 1 && LATIN.test(joined)) {
    const whole = wordsSpelled(joined, v.spoken)[0];
    if (whole) return whole;
    if (v.correction.words.includes(joined)) return joined;
  }
  const out = terms.map((t) => {
    if (LATIN.test(t)) return wordsSpelled(t, v.spoken)[0] ?? t;
    // A whole word of the same sound first (录相机 → 录像机, not a slip into 识别相机), then character by character.
    if (HAN.test(t)) return soundsLike(t, v) ?? correctKeyword(t, v.correction) ?? t;
    return t;
  });
  const forgiven = out.join(' ');
  return forgiven !== terms.join(' ') ? forgiven : null;
}

/** What a page that found nothing offers instead (never all empty while there are hot words). */
export interface WayOut {
  didYouMean: string[];
  categories: { id: number; name: string }[];
  models: string[];
  hotWords: string[];
}

/** Characters two texts share (as sets). */
function shared(a: string, b: string): number {
  const bs = new Set(b);
  return [...new Set(a)].filter((c) => bs.has(c) && !/\s/.test(c)).length;
}

/**
 * The nearest things to a keyword that found nothing: words of the lexicon sharing its characters or near its
 * pinyin, categories sharing its characters, model numbers by edit distance, and the hot words.
 */
export function wayOut(
  keyword: string,
  v: ForgivingVocabulary,
  catalogue: { categories: { id: number; name: string }[]; models: string[]; hotWords: string[] },
): WayOut {
  const t = searchTerms(keyword).join('');
  const latin = LATIN.test(t);
  const lexicon = v.spoken.entries.filter((e) => e.kind !== 'name');
  // Initials count only within one slip of what was typed (editDistance answers max + 1 = 2 beyond it, which a long
  // term's bar would let in: every word then looked near 「menjinka」).
  const byInitials = (e: { initials: string }) => {
    const d = e.initials.length > 1 ? editDistance(t, e.initials, 1) : 9;
    return d <= 1 ? d : 9;
  };
  const near = lexicon
    .map((e) => ({
      e,
      d: latin ? Math.min(editDistance(t, e.full, 3), byInitials(e)) : 4 - Math.min(3, shared(t, e.word)),
    }))
    .filter((x) => x.d <= (latin ? Math.max(1, Math.floor(t.length / 4)) : 2))
    .sort((a, b) => a.d - b.d || b.e.weight - a.e.weight);
  // Nothing near enough: the lexicon's words nearest in sound all the same (「您是不是要找」 is never left out).
  const spelled = latin ? t : (v.syllables?.(t).join('') ?? '');
  const nearest = near.length
    ? near
    : LATIN.test(spelled)
      ? lexicon
          .map((e) => ({ e, d: editDistance(spelled, e.full, 12) }))
          .sort((a, b) => a.d - b.d || b.e.weight - a.e.weight)
          .slice(0, 3)
      : [];
  const didYouMean = [...new Set(nearest.map((x) => x.e.word))].slice(0, 5);
  const categories = catalogue.categories
    .map((c) => ({ c, s: shared(t, c.name.toLowerCase()) }))
    .filter((x) => x.s >= (latin ? 3 : 1))
    .sort((a, b) => b.s - a.s || a.c.id - b.c.id)
    .slice(0, 5)
    .map((x) => x.c);
  const models = /\d/.test(t)
    ? catalogue.models
        .map((m) => ({ m, d: editDistance(t, m.toLowerCase(), 6) }))
        .filter((x) => x.d <= Math.max(2, Math.floor(t.length / 2)))
        .sort((a, b) => a.d - b.d || a.m.localeCompare(b.m))
        .slice(0, 5)
        .map((x) => x.m)
    : [];
  return { didYouMean, categories, models, hotWords: catalogue.hotWords.slice(0, 8) };
}

/** The line above a forgiven answer (JD's words): shown with a link to search the literal keyword only. */
export function forgivenLine(searchedFor: string): string {
  return `已为您显示“${searchedFor}”的结果`;
}

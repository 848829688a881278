/**
 * Relevance of product families to a search (issue 46): one definition, used by the server's read model and by its
 * SQL reference page alike, so PGlite and PostgreSQL give the same order from the same rows.
 *
 * A query is planned first (planSearch): its terms split into pieces (a spec like 400万/8口/4mm, a word staff listed
 * as a synonym, the rest), each piece with its alternatives — itself, its synonyms (the staff's table), and for a
 * model number found nowhere the catalogue's models within a small edit distance. A family matches when every piece
 * has an alternative in its search text. Then it is scored (scoreDoc): where a piece is found counts — its category
 * (the end of the category's name, its head noun, most), the head noun of its own name, the model number (whole
 * above fragment), an attribute value (specs), anywhere else in its search text least; words a synonym group
 * excludes (硬盘 in 硬盘录像机) do not count there. Ties: times used, then newest listing, then newest id.
 */
import { searchTerms } from './search.ts';

/** One group of words that mean the same to a dealer, and the phrases where its words mean something else. */
export interface SynonymGroup {
  words: string[];
  /** A word of the group inside one of these is not the group's thing (硬盘 inside 硬盘录像机). */
  excludes: string[];
}

/** The vocabulary a plan is made with: the staff's synonyms and every model number (lower case). */
export interface SearchVocabulary {
  synonyms: SynonymGroup[];
  models: string[];
}

export interface PlannedPiece {
  /** The piece as typed (lower case). */
  text: string;
  /** Substrings any one of which in a family's search text matches the piece (the piece itself first). */
  alts: string[];
  /** Alternatives that are corrected model numbers (edit distance), scored a little below an exact model. */
  fuzzy: string[];
  excludes: string[];
}

export interface SearchPlan {
  pieces: PlannedPiece[];
  /** Typed terms that were split into pieces: a name holding one whole ranks above names holding its pieces apart. */
  phrases: string[];
  /** What the keyword was forgiven to (issue 57, forgive.ts): its families match too, ranked after the literal's. */
  fallback?: SearchPlan;
}

/** What the score reads about a family (all lower case). */
export interface SearchDoc {
  id: number;
  name: string;
  firstCategory: string;
  secondCategory: string;
  searchText: string;
  models: string[];
  attrTexts: string[];
  timesUsed: number;
  /** Listing time in ms, null when never listed. */
  listedAt: number | null;
}

/** Specification words: a number and its unit (400万, 8口, 4mm, 16路, 8tb, 2盘位, p2.5...). */
const SPEC =
  /^(?:p?\d+(?:\.\d+)?(?:万像素|万|mm|口|路|tb|盘位|寸|英寸|倍|w|米|m|芯|u|位|ah|kva|va|g|防区|门)|[1-9]\d*(?:\.\d+)?)/u;
const MODEL_LIKE = /^(?=.*\d)(?=.*[a-z])[a-z0-9][a-z0-9\-_/.()]{4,}$/;

/** A name without its bracketed notes (「网络硬盘录像机(NVR)」 → 「网络硬盘录像机」). */
export function nameCore(name: string): string {
  return name
    .replace(/[(（][^)）]*[)）]/g, '')
    .trim()
    .toLowerCase();
}

/** Levenshtein distance, stopped early past `max` (returns max + 1). */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** A model number as letters and digits only: 「hy-ipc-t2b02w-2l(4mm)」 → 「hyipct2b02w2l4mm」. */
export const compactModel = (m: string): string => m.replace(/[^a-z0-9]/g, '');

/**
 * The models a number typed without its separators names (issue 58 §7: 「HYIPCT2B02W2L」 for HY-IPC-T2B02W-2L): those
 * whose letters and digits are the piece, or begin with it (at least 6 of them typed). Found as typed, the piece
 * needs none; a piece with separators of its own is left to the typo correction.
 */
function compactModels(piece: string, models: readonly string[]): string[] {
  if (!MODEL_LIKE.test(piece) || piece !== compactModel(piece) || models.some((m) => m.includes(piece))) return [];
  const found = models.filter((m) => {
    const c = compactModel(m);
    return c === piece || compactModel(nameCore(m)) === piece || (piece.length >= 6 && c.startsWith(piece));
  });
  return [...new Set(found)].sort().slice(0, FUZZY_MAX);
}

/** The most a typed model number may be off by: one edit up to 9 characters, two from 10. */
export const modelTypoBudget = (len: number): number => (len >= 10 ? 2 : 1);
/** At most this many corrected models per piece. */
const FUZZY_MAX = 12;

function fuzzyModels(piece: string, models: readonly string[]): string[] {
  if (!MODEL_LIKE.test(piece) || models.some((m) => m.includes(piece))) return [];
  const max = modelTypoBudget(piece.length);
  const found: { m: string; d: number }[] = [];
  for (const m of models) {
    // The whole model, its core without the lens note, or its start as long as the piece (a typed fragment).
    const d = Math.min(
      editDistance(piece, m, max),
      editDistance(piece, nameCore(m), max),
      editDistance(piece, m.slice(0, piece.length), max),
    );
    if (d <= max) found.push({ m, d });
  }
  // Only the nearest: one edit away beats two.
  const nearest = Math.min(...found.map((f) => f.d));
  return [...new Set(found.filter((f) => f.d === nearest).map((f) => f.m))].sort().slice(0, FUZZY_MAX);
}

/** A term split at specs and synonym words (「400万红外枪机」 → 400万, 红外, 枪机); a model-like term stays whole. */
export function splitTerm(term: string, lexicon: ReadonlySet<string>, longest: number): string[] {
  if (/^[a-z0-9\-_/.()]+$/.test(term)) return [term];
  const out: string[] = [];
  let rest = '';
  const flush = () => {
    if (rest) out.push(rest);
    rest = '';
  };
  let i = 0;
  while (i < term.length) {
    const spec = term.slice(i).match(SPEC);
    // A spec only where a number starts (not the 2 inside 「hy-2b」).
    if (spec && (i === 0 || !/[a-z0-9.]/.test(term[i - 1]!))) {
      flush();
      out.push(spec[0]);
      i += spec[0].length;
      continue;
    }
    let word = '';
    for (let n = Math.min(longest, term.length - i); n >= 2 && !word; n--)
      if (lexicon.has(term.slice(i, i + n))) word = term.slice(i, i + n);
    if (word) {
      flush();
      out.push(word);
      i += word.length;
    } else rest += term[i++];
  }
  flush();
  return out.length ? out : [term];
}

/** The plan of a keyword: its pieces and their alternatives (see the file's comment). */
export function planSearch(keyword: string, vocab: SearchVocabulary): SearchPlan {
  const groups = vocab.synonyms.map((g) => ({
    words: g.words.map((w) => w.toLowerCase()),
    excludes: g.excludes.map((w) => w.toLowerCase()),
  }));
  const lexicon = new Set(groups.flatMap((g) => g.words));
  const longest = Math.max(2, ...[...lexicon].map((w) => w.length));
  const seen = new Set<string>();
  const pieces: PlannedPiece[] = [];
  const phrases: string[] = [];
  for (const term of searchTerms(keyword)) {
    const split = splitTerm(term, lexicon, longest);
    if (split.length > 1) phrases.push(term);
    for (const text of split) {
      if (seen.has(text)) continue;
      seen.add(text);
      const mine = groups.filter((g) => g.words.includes(text));
      // a model number typed without its hyphens is the model itself; only failing that, the nearest by edits
      const compact = mine.length ? [] : compactModels(text, vocab.models);
      const fuzzy = mine.length || compact.length ? [] : fuzzyModels(text, vocab.models);
      pieces.push({
        text,
        alts: [...new Set([text, ...mine.flatMap((g) => g.words), ...compact, ...fuzzy])],
        fuzzy,
        excludes: [...new Set(mine.flatMap((g) => g.excludes))],
      });
    }
  }
  return { pieces: pieces.slice(0, 8), phrases };
}

/** The text with every excluded phrase blanked out (so 硬盘 is not found inside 硬盘录像机). */
function without(text: string, excludes: readonly string[]): string {
  let t = text;
  for (const x of excludes) if (x && t.includes(x)) t = t.split(x).join('|');
  return t;
}

/** Whether a family matches the plan: every piece has an alternative in its search text. */
export function docMatches(searchText: string, plan: SearchPlan): boolean {
  return (
    plan.pieces.every((p) => p.alts.some((a) => searchText.includes(a))) ||
    (plan.fallback !== undefined && docMatches(searchText, plan.fallback))
  );
}

/** A plan of one piece (a piece's own score). */
function only(p: PlannedPiece): SearchPlan {
  return { pieces: [p], phrases: [] };
}

/** Where a piece is found, and what each place is worth. */
export const RELEVANCE_WEIGHTS = {
  /** The alternative ends the second category's name (its head noun): 球机 in 球型网络摄像机's group. */
  categoryHead: 100,
  categoryMention: 60,
  firstCategory: 30,
  /** The alternative ends the family's name: 「…智能球机」 for 球机. */
  nameHead: 80,
  nameMention: 30,
  modelExact: 120,
  modelCorrected: 90,
  modelPrefix: 70,
  modelFragment: 50,
  attrExact: 40,
  attrPrefix: 35,
  /** Found only in the rest of the search text (brand, keywords). */
  elsewhere: 10,
  /** The family's name holds a typed term whole that was split into pieces (「400万像素红外枪型网络摄像机」). */
  phrase: 120,
} as const;

const W = RELEVANCE_WEIGHTS;

function pieceScore(doc: SearchDoc, p: PlannedPiece): number {
  const cat2 = without(nameCore(doc.secondCategory), p.excludes);
  const cat2Full = without(doc.secondCategory, p.excludes);
  const cat1 = without(doc.firstCategory, p.excludes);
  const name = without(nameCore(doc.name), p.excludes);
  const nameFull = without(doc.name, p.excludes);
  let cat = 0;
  let inName = 0;
  let model = 0;
  let attr = 0;
  for (const a of p.alts) {
    if (cat2.endsWith(a)) cat = Math.max(cat, W.categoryHead);
    else if (cat2Full.includes(a)) cat = Math.max(cat, W.categoryMention);
    else if (cat1.includes(a)) cat = Math.max(cat, W.firstCategory);
    if (name.endsWith(a)) inName = Math.max(inName, W.nameHead);
    else if (nameFull.includes(a)) inName = Math.max(inName, W.nameMention);
    const corrected = p.fuzzy.includes(a);
    for (const m of doc.models) {
      if (m === a || nameCore(m) === a) model = Math.max(model, corrected ? W.modelCorrected : W.modelExact);
      else if (!corrected && m.startsWith(a)) model = Math.max(model, W.modelPrefix);
      else if (!corrected && m.includes(a)) model = Math.max(model, W.modelFragment);
    }
    for (const t of doc.attrTexts) {
      if (t === a) attr = Math.max(attr, W.attrExact);
      else if (t.startsWith(a)) attr = Math.max(attr, W.attrPrefix);
    }
  }
  const score = cat + inName + Math.max(model, attr);
  return score > 0 ? score : docMatches(doc.searchText, only(p)) ? W.elsewhere : 0;
}

/** A family's relevance to a plan: the sum of its pieces' scores. */
export function scoreDoc(doc: SearchDoc, plan: SearchPlan): number {
  let s = 0;
  for (const p of plan.pieces) s += pieceScore(doc, p);
  for (const t of plan.phrases) if (doc.name.includes(t)) s += W.phrase;
  return s;
}

/** The order of scored families: score, times used, newest listing, newest id (deterministic on any database). */
export function compareRanked(a: { doc: SearchDoc; score: number }, b: { doc: SearchDoc; score: number }): number {
  return (
    b.score - a.score ||
    b.doc.timesUsed - a.doc.timesUsed ||
    (b.doc.listedAt ?? -Infinity) - (a.doc.listedAt ?? -Infinity) ||
    b.doc.id - a.doc.id
  );
}

/** The matching families of `docs`, best first. */
export function rankDocs<T extends SearchDoc>(docs: readonly T[], plan: SearchPlan): T[] {
  const { fallback, ...exact } = plan;
  const ranked = docs
    .filter((d) => docMatches(d.searchText, exact))
    .map((doc) => ({ doc, score: scoreDoc(doc, exact) }))
    .sort(compareRanked)
    .map((x) => x.doc);
  if (!fallback) return ranked;
  // A forgiven keyword's families after every family the literal one found (an exact match always ranks above).
  const had = new Set(ranked.map((d) => d.id));
  return [
    ...ranked,
    ...rankDocs(
      docs.filter((d) => !had.has(d.id)),
      fallback,
    ),
  ];
}

/** A category a typed word names (the search box's 「在「…」分类中查看」): the keyword or one of its synonyms is the
 * category's name, its name without the bracketed note, or that note (NVR). */
export function categoryOfQuery<C extends { id: number; name: string; parentId: number | null }>(
  keyword: string,
  categories: readonly C[],
  synonyms: readonly SynonymGroup[],
): C | null {
  const text = searchTerms(keyword).join('');
  if (!text) return null;
  const words = [
    text,
    ...synonyms.filter((g) => g.words.some((w) => w.toLowerCase() === text)).flatMap((g) => g.words),
  ].map((w) => w.toLowerCase());
  for (const w of words) {
    const names = (c: C) => {
      const lower = c.name.toLowerCase();
      const note = lower.match(/[(（]([^)）]*)[)）]/)?.[1] ?? null;
      return [lower, nameCore(lower), note];
    };
    // A second-level category first (the narrower answer), then a first-level one.
    const hit =
      categories.find((c) => c.parentId !== null && names(c).includes(w)) ??
      categories.find((c) => c.parentId === null && names(c).includes(w));
    if (hit) return hit;
  }
  return null;
}

/**
 * A search that forgives (issue 57): pinyin and initials, wrong characters and English trade words (the staff's
 * synonyms) for a keyword that finds little, the page's answer on what it searched for, the way out of nothing and
 * the search box's suggestions. The rules are the domain's (forgive.ts, forgiving.ts, spoken.ts); this file builds
 * their vocabulary from the read model, the category tree and the hot words, kept per model and hot-word list.
 */
import {
  FORGIVE_BELOW,
  LATIN,
  correctionLexicon,
  forgiveKeyword,
  nameCore,
  namePieces,
  searchTerms,
  spokenIndex,
  suggestWords,
  wayOut,
  type ForgivingVocabulary,
  type SearchPlan,
  type SearchUnderstanding,
  type SpokenWord,
  type Suggestion,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { perDatabase, TtlCache } from '../../cache/ttl-cache.ts';
import { pinyinOf } from './pinyin.ts';
import { catalogueModel, type CatalogueModel, type ModelSpu } from './read-model.ts';
import { rankedFamilies, searchPlanOf } from './search-rank.ts';
import { listHotWords } from './search-queries.ts';
import { meta } from './viewer-meta.ts';

interface Forgiving {
  vocab: ForgivingVocabulary;
  categories: { id: number; name: string }[];
  models: string[];
  hotWords: string[];
  /** Per keyword: the page's plan (the literal one, or it with the forgiven keyword's as its fallback). */
  plans: Map<string, { plan: SearchPlan; searchedFor: string | null }>;
  /** Per typed text: the search box's suggestions. */
  suggestions: Map<string, Suggestion[]>;
}

/** The hot words, read at most every 2 s (a staff save drops them: hot-words.ts); the vocabulary is rebuilt on a change. */
export const hotWordsOf = perDatabase(() => new TtlCache<0, string[]>(2_000, 1));

const kept = new WeakMap<CatalogueModel, { key: string; f: Promise<Forgiving> }>();
const PLANS_MAX = 2_000;

const isPublic = (s: ModelSpu) => s.privateTenant === null && s.ownerAccountId === null && s.status === 0;

async function build(db: Kysely<DB>, m: CatalogueModel, hotWords: string[]): Promise<Forgiving> {
  const [tree, syllables] = await Promise.all([meta(db).then((x) => x.tree), pinyinOf()]);
  const spus = m.spus.filter(isPublic);
  const categories = tree.flatMap((f) => [
    { id: f.id, name: f.catagoryName },
    ...f.children.map((c) => ({ id: c.id, name: c.catagoryName })),
  ]);
  const words: { word: string; kind: SpokenWord['kind']; spelled?: string[] }[] = [
    ...categories.flatMap((c) => {
      const note = c.name.match(/[(（]([^)）]*)[)）]/)?.[1];
      return [c.name, nameCore(c.name), ...(note ? [note] : [])].map((word) => ({ word, kind: 'category' as const }));
    }),
    ...m.vocabulary.synonyms.flatMap((g) => {
      const spelled = g.words.map((w) => w.toLowerCase()).filter((w) => LATIN.test(w));
      return g.words.map((word) => ({ word, kind: 'synonym' as const, spelled }));
    }),
    ...hotWords.map((word) => ({ word, kind: 'hot' as const })),
  ].map((w) => ({ ...w, word: w.word.toLowerCase() }));
  const weight = (w: string) => spus.filter((s) => s.searchText.includes(w)).length;
  const spoken: SpokenWord[] = words.map((w) => ({ ...w, syllables: syllables(w.word), weight: weight(w.word) }));
  // The Chinese pieces of the families' names, each weighted by the families holding it.
  const pieces = new Map<string, { syllables: string[]; n: number }>();
  for (const s of spus) {
    const name = nameCore(s.spuName);
    const mine = new Set<string>();
    for (const p of namePieces(name, syllables(name))) {
      if (mine.has(p.word)) continue;
      mine.add(p.word);
      const had = pieces.get(p.word);
      if (had) had.n++;
      else pieces.set(p.word, { syllables: p.syllables, n: 1 });
    }
  }
  for (const [word, p] of pieces) spoken.push({ word, kind: 'name', syllables: p.syllables, weight: p.n });
  return {
    vocab: { spoken: spokenIndex(spoken), correction: correctionLexicon(words.map((w) => w.word)), syllables },
    categories,
    models: [...new Set(spus.flatMap((s) => s.skus.map((k) => k.model)))],
    hotWords,
    plans: new Map(),
    suggestions: new Map(),
  };
}

/** The vocabulary of forgiveness for the model and today's hot words (rebuilt when either changes). */
async function forgivingOf(db: Kysely<DB>, m: CatalogueModel): Promise<Forgiving> {
  const hotWords = await hotWordsOf(db).load(0, async () => (await listHotWords(db, 0)).map((h) => h.word));
  const key = hotWords.join('\n');
  const had = kept.get(m);
  if (had && had.key === key) return had.f;
  const f = build(db, m, hotWords);
  kept.set(m, { key, f });
  f.catch(() => kept.delete(m));
  return f;
}

/** How many of a ranked list's families are public, kept with the list (every keyword's page asks it). */
const publicCounts = new WeakMap<readonly ModelSpu[], number>();

/** The families a plan finds, public ones (what a guest's page holds before its filters). */
function publicFound(m: CatalogueModel, keyword: string, plan: SearchPlan): number {
  const found = rankedFamilies(m, keyword, plan);
  let n = publicCounts.get(found);
  if (n === undefined) {
    n = 0;
    for (const s of found) if (isPublic(s)) n++;
    publicCounts.set(found, n);
  }
  return n;
}

/**
 * A keyword whose pieces find nothing together, with the pieces that find nothing or keep the rest from finding
 * anything left out (「室外 球机」 → 球机, 「摄像头 支架」 → 支架: the most particular piece first); null when whole.
 */
function relaxed(m: CatalogueModel, keyword: string): string | null {
  const plan = searchPlanOf(m, keyword);
  if (publicFound(m, keyword, plan) > 0) return keyword;
  const pieces = plan.pieces
    .map((p, i) => ({ text: p.text, i, n: publicFound(m, p.text, searchPlanOf(m, p.text)) }))
    .filter((p) => p.n > 0)
    .sort((a, b) => a.n - b.n || a.i - b.i);
  const kept: typeof pieces = [];
  for (const p of pieces) {
    const next = [...kept, p].sort((a, b) => a.i - b.i);
    const words = next.map((x) => x.text).join(' ');
    if (publicFound(m, words, searchPlanOf(m, words)) > 0) kept.push(p);
  }
  return kept.length
    ? kept
        .sort((a, b) => a.i - b.i)
        .map((x) => x.text)
        .join(' ')
    : null;
}

/**
 * The page's plan for a keyword: the literal one, unless it finds fewer than FORGIVE_BELOW families and a forgiven
 * keyword finds more: then the literal one with the forgiven one as its fallback (ranked after it), and what it was.
 */
export async function forgivingPlan(
  db: Kysely<DB>,
  m: CatalogueModel,
  keyword: string,
  literal: boolean,
): Promise<{ plan: SearchPlan; searchedFor: string | null }> {
  const plan = searchPlanOf(m, keyword);
  if (literal || publicFound(m, keyword, plan) >= FORGIVE_BELOW) return { plan, searchedFor: null };
  const f = await forgivingOf(db, m);
  const key = searchTerms(keyword).join(' ');
  let answer = f.plans.get(key);
  if (!answer) {
    const forgiven = relaxed(m, forgiveKeyword(keyword, f.vocab) ?? keyword);
    const fallback = forgiven ? searchPlanOf(m, forgiven) : null;
    answer =
      forgiven &&
      fallback &&
      forgiven !== searchTerms(keyword).join(' ') &&
      publicFound(m, forgiven, fallback) > publicFound(m, keyword, plan)
        ? { plan: { ...plan, fallback }, searchedFor: forgiven }
        : { plan, searchedFor: null };
    if (f.plans.size >= PLANS_MAX) f.plans.delete(f.plans.keys().next().value!);
    f.plans.set(key, answer);
  }
  return answer;
}

/** What a keyword was searched as, and when it finds nothing the way out (the search page's lines). */
export async function understand(db: Kysely<DB>, keyword: string, literal: boolean): Promise<SearchUnderstanding> {
  const m = await catalogueModel(db);
  const { plan, searchedFor } = await forgivingPlan(db, m, keyword, literal);
  const total = publicFound(m, keyword, plan);
  const none = { didYouMean: [], categories: [], models: [], hotWords: [] };
  const out = total ? none : wayOut(keyword, (await forgivingOf(db, m)).vocab, await forgivingOf(db, m));
  return { keyword, searchedFor, total, ...out };
}

/** The vocabulary made ahead (at start, behind the first requests): the first suggestion does not wait for it. */
export async function warmForgiving(db: Kysely<DB>): Promise<void> {
  const m = await catalogueModel(db);
  if (m.spus.length) await forgivingOf(db, m);
}

/** The search box's suggestions for what is typed (its words, their pinyin and initials). */
export async function suggest(db: Kysely<DB>, typed: string): Promise<Suggestion[]> {
  const f = await forgivingOf(db, await catalogueModel(db));
  const key = typed.trim().toLowerCase();
  let words = f.suggestions.get(key);
  if (!words) {
    if (f.suggestions.size >= PLANS_MAX) f.suggestions.delete(f.suggestions.keys().next().value!);
    f.suggestions.set(key, (words = suggestWords(key, f.vocab.spoken, 8)));
  }
  return words;
}

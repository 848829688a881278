/**
 * Indexes of the read model that keep a list page's work near the size of its answer, not of the catalogue
 * (issue 56 §2): at ten times the demo catalogue a page walking every family of a category with two attribute filters
 * spent ~1.5 ms of this process's time, a keyword sorted by price tested all 15,000 families' texts.
 *
 * - Attribute texts: per attribute id (built on its first filter, kept with the model), each text's families (their
 *   `pos`). A filter's candidates are the families having a model with one of the texts; the page's own test
 *   (model-page.ts matcher) still decides per model, so the index only skips families that cannot match.
 * - A keyword's families: the ranked list (search-rank.ts, kept per keyword) marks them; a page sorted otherwise
 *   walks its kept order testing a mark instead of the family's search text (rankDocs' families are exactly those
 *   docMatches accepts, fallback included).
 * Both live and die with the model (a catalogue write builds a new one); neither depends on the counters.
 */
import type { SearchPlan } from '@portal/domain';
import type { CatalogueModel, ModelSpu } from './model-types.ts';

type TextIndex = Map<string, Int32Array>;

/** Reused mark buffers, one per use within a page (a fresh 15 KB buffer per request was garbage to collect). */
const scratches = new WeakMap<CatalogueModel, Uint8Array[]>();
const Slot = { Attrs: 0, Keyword: 1, PlanCount: 2, PlanMarks: 3 } as const;
type Slot = (typeof Slot)[keyof typeof Slot];

/** A zeroed mark per family pos: valid until the next call for the same slot (use it before the next await). */
function scratch(m: CatalogueModel, slot: Slot): Uint8Array {
  let list = scratches.get(m);
  if (!list) scratches.set(m, (list = []));
  const had = list[slot];
  if (had) return had.fill(0);
  return (list[slot] = new Uint8Array(m.spus.length));
}

const attrIndexes = new WeakMap<CatalogueModel, Map<number, TextIndex>>();

/** Each text of attribute `attrId` → the families (pos, ascending) having a model with that text. */
function textIndex(m: CatalogueModel, attrId: number): TextIndex {
  let byAttr = attrIndexes.get(m);
  if (!byAttr) attrIndexes.set(m, (byAttr = new Map()));
  let index = byAttr.get(attrId);
  if (!index) {
    const lists = new Map<string, number[]>();
    for (const s of m.spus)
      for (const k of s.skus) {
        const text = k.texts.get(attrId);
        if (text === undefined) continue;
        const list = lists.get(text);
        if (!list) lists.set(text, [s.pos]);
        else if (list[list.length - 1] !== s.pos) list.push(s.pos);
      }
    index = new Map([...lists].map(([text, list]) => [text, Int32Array.from(list)]));
    byAttr.set(attrId, index);
  }
  return index;
}

/**
 * The families that may pass every attribute filter (each: one of `ids` holds one of `values` on some model), as a
 * mark per family pos (1 = may pass); null when there is no filter.
 */
export function attrCandidates(
  m: CatalogueModel,
  filters: readonly { ids: readonly number[]; values: ReadonlySet<string> }[],
): Uint8Array | null {
  if (!filters.length || filters.length > 255) return null;
  // count[pos] = how many filters (in order) the family has passed so far; a family passes filter i only from i.
  const count = scratch(m, Slot.Attrs);
  filters.forEach((f, i) => {
    for (const id of f.ids) {
      const index = textIndex(m, id);
      for (const v of f.values) {
        const list = index.get(v);
        if (list) for (const pos of list) if (count[pos] === i) count[pos] = i + 1;
      }
    }
  });
  const n = filters.length;
  for (let pos = 0; pos < count.length; pos++) count[pos] = count[pos] === n ? 1 : 0;
  return count;
}

/** A mark per family pos for the families of `found` (a keyword's ranked list). */
export function marksOf(m: CatalogueModel, found: readonly ModelSpu[]): Uint8Array {
  const marks = scratch(m, Slot.Keyword);
  for (const s of found) marks[s.pos] = 1;
  return marks;
}

const gramIndexes = new WeakMap<CatalogueModel, Map<string, Int32Array>>();

/** Each pair of adjacent characters of the families' search texts → the families (pos, ascending) holding it. */
function gramIndex(m: CatalogueModel): Map<string, Int32Array> {
  let index = gramIndexes.get(m);
  if (!index) {
    const lists = new Map<string, number[]>();
    for (const s of m.spus) {
      const t = s.searchText;
      for (let i = 0; i + 1 < t.length; i++) {
        const gram = t.slice(i, i + 2);
        const list = lists.get(gram);
        if (!list) lists.set(gram, [s.pos]);
        else if (list[list.length - 1] !== s.pos) list.push(s.pos);
      }
    }
    index = new Map([...lists].map(([gram, list]) => [gram, Int32Array.from(list)]));
    gramIndexes.set(m, index);
  }
  return index;
}

const NONE = new Int32Array(0);

/** The families whose search text may hold `alt` (its rarest pair's), null for a single character (no pair). */
function mayHold(index: Map<string, Int32Array>, alt: string): Int32Array | null {
  if (alt.length < 2) return null;
  let best: Int32Array | null = null;
  for (let i = 0; i + 1 < alt.length; i++) {
    const list = index.get(alt.slice(i, i + 2)) ?? NONE;
    if (!best || list.length < best.length) best = list;
    if (!best.length) break;
  }
  return best;
}

/** Marks (1) the families that may match every piece of `plan` (each piece: one of its alternatives); false = any. */
function markPlan(m: CatalogueModel, index: Map<string, Int32Array>, plan: SearchPlan, into: Uint8Array): boolean {
  const count = scratch(m, Slot.PlanCount);
  for (let i = 0; i < plan.pieces.length; i++) {
    for (const alt of plan.pieces[i]!.alts) {
      const list = mayHold(index, alt);
      if (!list) return false;
      for (const pos of list) if (count[pos] === i) count[pos] = i + 1;
    }
  }
  const n = plan.pieces.length;
  for (let pos = 0; pos < count.length; pos++) if (count[pos] === n) into[pos] = 1;
  return plan.fallback ? markPlan(m, index, plan.fallback, into) : true;
}

/**
 * The families that may match `plan` (docMatches: every piece has an alternative in the search text, or the
 * fallback's do), in the model's order: a superset the ranking then tests, found through the pairs of characters
 * instead of every family's text; null when a piece has a one-character alternative (the ranking tests them all).
 */
export function planCandidates(m: CatalogueModel, plan: SearchPlan): ModelSpu[] | null {
  if (plan.pieces.length > 255 || !plan.pieces.length) return null;
  const marks = scratch(m, Slot.PlanMarks);
  if (!markPlan(m, gramIndex(m), plan, marks)) return null;
  const out: ModelSpu[] = [];
  for (let pos = 0; pos < marks.length; pos++) if (marks[pos]) out.push(m.spus[pos]!);
  return out;
}

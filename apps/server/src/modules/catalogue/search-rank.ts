/**
 * Keyword search over the read model (issue 46): the domain's plan and relevance score (packages/domain
 * catalogue/relevance.ts) applied to the model's families. The SQL page (search-rank-queries.ts) reads the same
 * documents from the database and ranks them with the same functions, so both give one order on either database.
 */
import { planSearch, rankDocs, searchTerms, type SearchDoc, type SearchPlan, type SynonymGroup } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { planCandidates } from './model-index.ts';
import { orderBytes } from './model-types.ts';
import { catalogueModel, type CatalogueModel, type ModelSpu } from './read-model.ts';

/** At most this many keywords' plans kept per model (the oldest dropped first). */
const RANKED_MAX = 2_000;

const plans = new WeakMap<CatalogueModel, Map<string, SearchPlan>>();

/** The plan of a keyword with the model's vocabulary (its synonyms and model numbers), kept per model. */
export function searchPlanOf(m: CatalogueModel, keyword: string): SearchPlan {
  let kept = plans.get(m);
  if (!kept) plans.set(m, (kept = new Map()));
  let plan = kept.get(keyword);
  if (!plan) {
    if (kept.size >= RANKED_MAX) kept.delete(kept.keys().next().value!);
    kept.set(keyword, (plan = planSearch(keyword, m.vocabulary)));
  }
  return plan;
}

/** A family as the score reads it: kept per model, its times used refreshed on every use (the counters move). */
function docOf(m: CatalogueModel, s: ModelSpu): SearchDoc {
  let doc = m.docs.get(s.id);
  if (!doc) {
    doc = {
      id: s.id,
      name: s.spuName.toLowerCase(),
      firstCategory: (s.firstCategoryName ?? '').toLowerCase(),
      secondCategory: (s.secondCategoryName ?? '').toLowerCase(),
      searchText: s.searchText,
      // Each text once (the score takes the best match, so repeats change nothing but its time).
      models: [...new Set(s.skus.map((k) => k.model.toLowerCase()))],
      attrTexts: [...new Set(s.skus.flatMap((k) => [...k.texts.values()].map((t) => t.toLowerCase())))],
      timesUsed: s.timesUsed,
      listedAt: s.listedAt?.getTime() ?? null,
    };
    m.docs.set(s.id, doc);
  }
  doc.timesUsed = s.timesUsed;
  return doc;
}

/**
 * Every family matching the keyword, best first, whatever the viewer or filters (those are applied walking it):
 * kept per model and keyword, dropped when the counters change (times used breaks ties), so never older than them.
 */
export function rankedFamilies(m: CatalogueModel, keyword: string, plan: SearchPlan): ModelSpu[] {
  // A forgiven plan (issue 57) is kept apart from the literal one: its fallback's pieces are in the key.
  const forgiven = plan.fallback ? `\u0001${plan.fallback.pieces.map((p) => p.text).join(' ')}` : '';
  const key = searchTerms(keyword).join(' ') + forgiven;
  let order = m.ranked.get(key);
  if (!order) {
    // The families whose texts may hold the pieces (model-index.ts), or every one: rankDocs tests each as before.
    const docs = rankDocs(
      (planCandidates(m, plan) ?? m.spus).map((s) => docOf(m, s)),
      plan,
    );
    order = docs.map((d) => m.spuById.get(d.id)!);
    m.ranked.set(key, order, orderBytes(order));
  }
  return order;
}

/** The enabled synonym groups (the content centre's search uses them too), as fresh as the read model. */
export async function searchSynonyms(db: Kysely<DB>): Promise<SynonymGroup[]> {
  return (await catalogueModel(db)).vocabulary.synonyms;
}

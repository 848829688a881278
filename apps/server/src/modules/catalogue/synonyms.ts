/**
 * Search synonyms kept by staff (issue 46) and the search box's category suggestion. A save is audited in its own
 * transaction; the table's triggers (migration 0250) raise catalogue_version and send 'catalogue.changed', so every
 * instance's read model — which holds the enabled groups — searches with the new words from its next request (no
 * other cache of them exists; read-model.ts says how fresh the model is).
 */
import {
  SEARCH_SYNONYM_MESSAGES as M,
  categoryOfQuery,
  refusal,
  type SearchCategory,
  type SynonymGroupRow,
  type synonymSaveSchema,
  listedBy,
  CATALOGUE_SEARCH_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { audit, violates, type Actor } from './maintenance-guards.ts';
import { listSynonyms } from './model-queries.ts';
import { catalogueModel } from './read-model.ts';
import { findSynonym, insertSynonym, updateSynonym } from './synonym-queries.ts';
import { meta } from './viewer-meta.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const manageSaveSynonymNo = listedBy(CATALOGUE_SEARCH_ROUTES.manageSaveSynonym);

const toRow = (r: Awaited<ReturnType<typeof listSynonyms>>[number]): SynonymGroupRow => ({
  id: r.id,
  words: r.words,
  excludes: r.excludes,
  enabled: r.enabled,
  updatedAt: new Date(r.updated_at).toISOString(),
});

export async function adminSynonyms(db: Kysely<DB>): Promise<SynonymGroupRow[]> {
  return (await listSynonyms(db, false)).map(toRow);
}

export async function saveSynonym(
  db: Kysely<DB>,
  actor: Actor,
  input: z.output<typeof synonymSaveSchema>,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const before = input.id === undefined ? undefined : await findSynonym(trx, input.id);
    if (input.id !== undefined && !before) throw notFound(manageSaveSynonymNo(refusal(M, 'notFound')));
    const values = { words: input.words, excludes: input.excludes, enabled: input.enabled };
    let id: number;
    try {
      if (input.id === undefined) id = await insertSynonym(trx, values);
      else await updateSynonym(trx, (id = input.id), values);
    } catch (e) {
      if (violates(e, 'search_synonym_head_key')) throw conflict(manageSaveSynonymNo(refusal(M, 'headTaken')));
      throw e;
    }
    const after = await findSynonym(trx, id);
    const snap = (r: typeof after) => (r ? { words: r.words, excludes: r.excludes, enabled: r.enabled } : null);
    await audit(trx, actor, 'catalogue.synonym.save', 'search_synonym', id, snap(before), snap(after));
    return { id };
  });
}

/** The category the typed keyword names (its name, its synonyms'), for the search box's first suggestion. */
export async function searchCategory(db: Kysely<DB>, keyword: string): Promise<SearchCategory> {
  const [m, model] = await Promise.all([meta(db), catalogueModel(db)]);
  const categories = m.tree.flatMap((f) => [
    { id: f.id, name: f.catagoryName, parentId: null },
    ...f.children.map((c) => ({ id: c.id, name: c.catagoryName, parentId: f.id })),
  ]);
  const hit = categoryOfQuery(keyword, categories, model.vocabulary.synonyms);
  return hit ? { id: hit.id, name: hit.name, parentId: hit.parentId } : null;
}

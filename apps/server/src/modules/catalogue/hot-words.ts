/**
 * Search hot words kept by staff (issue 45 §4): the list under the search box (location 0), each with its hot mark
 * and either the search for the word or a link into the site. Every save is audited in its own transaction; the open
 * list (service.ts hotWords) reads the table on every request, so a save shows at once on every instance.
 */
import {
  HOT_WORD_MESSAGES as M,
  refusal,
  type HotWordRow,
  type hotWordSaveSchema,
  listedBy,
  CATALOGUE_SEARCH_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { audit, violates, type Actor } from './maintenance-guards.ts';
import * as q from './hot-word-queries.ts';
import { hotWordsOf } from './forgiving-search.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const manageSaveHotWordNo = listedBy(CATALOGUE_SEARCH_ROUTES.manageSaveHotWord);

type Row = NonNullable<Awaited<ReturnType<typeof q.findHotWord>>>;
const toRow = (r: Row): HotWordRow => ({
  id: r.id,
  word: r.word,
  hot: r.status === 1,
  linkType: r.link_type,
  linkUrl: r.link_url,
  sort: r.sort,
  enabled: r.enabled,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** Every hot word of the search box, disabled ones too, in the list's order. */
export async function adminHotWords(db: Kysely<DB>): Promise<HotWordRow[]> {
  return (await q.listAllHotWords(db, 0)).map(toRow);
}

export async function saveHotWord(
  db: Kysely<DB>,
  actor: Actor,
  input: z.output<typeof hotWordSaveSchema>,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const before = input.id === undefined ? undefined : await q.findHotWord(trx, input.id);
    if (input.id !== undefined && !before) throw notFound(manageSaveHotWordNo(refusal(M, 'notFound')));
    const values = {
      word: input.word,
      status: input.hot ? 1 : 0,
      link_type: input.linkType,
      link_url: input.linkType === 1 ? input.linkUrl : null,
      sort: input.sort,
      enabled: input.enabled,
    };
    let id: number;
    try {
      if (input.id === undefined) id = await q.insertHotWord(trx, { ...values, location: 0 });
      else await q.updateHotWord(trx, (id = input.id), values);
    } catch (e) {
      if (violates(e, 'search_hot_word_location_word_key'))
        throw conflict(manageSaveHotWordNo(refusal(M, 'wordTaken')));
      throw e;
    }
    const after = await q.findHotWord(trx, id);
    const snap = (r: Row | undefined) => (r ? { ...toRow(r), updatedAt: undefined } : null);
    await audit(trx, actor, 'catalogue.hotWord.save', 'search_hot_word', id, snap(before), snap(after));
    hotWordsOf(db).delete(0);
    return { id };
  });
}

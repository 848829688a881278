/**
 * Related info (part 1 §7 "Catalogue", issue 45 §3): the published articles, videos, cases and solutions about a
 * product family — a solution listing one of its models or a text naming the family or one of its models first,
 * then those naming its category. The family's names come from the catalogue's door.
 */
import { CATALOGUE_MESSAGES, refusal, type ContentBrief, listedBy, INFORMATION_ROUTES } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { familyMentions } from '../catalogue/index.ts';
import { toBrief } from './presenter.ts';
import { relatedContent } from './related-queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const spuRelatedNo = listedBy(INFORMATION_ROUTES.spuRelated);

/** How many related items a family's page shows. */
const RELATED_LIMIT = 8;
/** Shorter names (a two-letter model, say) would match unrelated text. */
const MIN_TERM = 3;

export async function spuRelated(db: Kysely<DB>, spuNo: string, accountId: number | null): Promise<ContentBrief[]> {
  const f = await familyMentions(db, spuNo, { accountId });
  if (!f) throw notFound(spuRelatedNo(refusal(CATALOGUE_MESSAGES, 'spuNotFound')));
  const long = (t: string) => t.trim().length >= MIN_TERM;
  const rows = await relatedContent(
    db,
    {
      strong: [f.spuName, ...f.models, ...f.skuNos].filter(long),
      weak: f.categoryNames.filter((n) => n.trim().length >= 2),
      skuNos: f.skuNos,
    },
    RELATED_LIMIT,
  );
  return rows.map(toBrief);
}

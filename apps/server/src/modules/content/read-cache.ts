/**
 * The content centre's kept answers: what every visitor of the portal's information list and detail sees alike,
 * kept for a few seconds per process (issue 18: a list or detail asked for by many is read and serialised once).
 *
 * What is kept (per database handle, cache/ttl-cache.ts) and how stale it may be:
 * - a list page (`/open/v1/information/page`, published content only), as its serialised envelope and its gzip:
 *   LIST_TTL_MS (5 s), keyed by the whole query;
 * - a list's total, keyed by the filter alone (every page and size of a filter share one count): TOTAL_TTL_MS (5 s);
 * - a detail's envelope as a visitor gets it (liked/favorited false; a signed-in viewer's marks are read fresh for
 *   every answer and written in): DETAIL_TTL_MS (10 s), at most DETAILS_MAX;
 * - a detail's side lists (the first five of a type, of a type in an industry): SIDE_TTL_MS (10 s); a detail built
 *   from a side list near its end shows that list's counters up to 20 s old.
 *
 * Invalidation, on every instance (the 'content.changed' event, carried by LISTEN/NOTIFY on PostgreSQL, events.ts):
 * an edit (save, publish, unpublish, delete) drops everything at once, so no unpublished content is shown past the
 * notification's delay; a like, favourite or comment (or a comment hidden or shown) drops that content's detail.
 * Stale for their whole time: the counters shown in lists and side lists (views, likes, favourites, comments), and a
 * detail's view count on the instances other than the one that counted the view (that one adds it to its kept
 * detail; the others read it once written, within a second, views.ts). Only when an instance's listening connection was down when a notification went out is an edit seen
 * there after these times. Nothing here decides a write: likes, favourites and comments re-check the content's status.
 */
import type { ContentBrief, ContentDetail } from '@portal/domain';
import { serialisedBytes } from '../../cache/sized-map.ts';
import { perDatabase, TtlCache } from '../../cache/ttl-cache.ts';
import { bus } from '../../events/index.ts';
import { ok } from '../../http/envelope.ts';
import { type Serialised, serialised } from '../../http/serialised.ts';

const LIST_TTL_MS = 5_000;
const TOTAL_TTL_MS = 5_000;
const DETAIL_TTL_MS = 10_000;
const SIDE_TTL_MS = 10_000;
/** Details kept per process (oldest out first): at most this many, weighing at most DETAILS_BYTES (issue 47 §3). */
const DETAILS_MAX = 3_000;
/** What the kept details may weigh (text as UTF-16 and gzip): a 20 KB Chinese body ≈ 45 KB, so ≈ 700 such details. */
const DETAILS_BYTES = 32 * 1024 * 1024;
/** What the kept list pages may weigh. */
const LISTS_BYTES = 8 * 1024 * 1024;
const weighed = (maxBytes: number) => ({ maxBytes, bytesOf: (s: Serialised) => serialisedBytes(s.json) });

/**
 * A detail's envelope as a visitor gets it (liked and favorited false), the only form kept: a detail's body is kept
 * once, as text. A signed-in viewer's answer is this text with their marks written in (withMarks).
 */
export function detailEnvelope(data: ContentDetail): Serialised {
  return serialised(JSON.stringify(ok({ ...data, liked: false, favorited: false })));
}

const NO_MARKS = '"liked":false,"favorited":false';

/**
 * The viewer's answer: the kept text itself when they marked nothing, else with their marks written in. The text
 * holds NO_MARKS once, at the detail's top level: inside a JSON string every quote is escaped, and the briefs of
 * the side lists have no marks.
 */
export function withMarks(kept: Serialised, marks: { liked: boolean; favorited: boolean }): Serialised {
  if (!marks.liked && !marks.favorited) return kept;
  const at = kept.json.indexOf(NO_MARKS);
  if (at < 0) throw new Error('a kept detail without its marks');
  const mine = `"liked":${marks.liked},"favorited":${marks.favorited}`;
  return serialised(kept.json.slice(0, at) + mine + kept.json.slice(at + NO_MARKS.length));
}

export interface KeptContent {
  lists: TtlCache<string, Serialised>;
  totals: TtlCache<string, number>;
  details: TtlCache<number, Serialised>;
  sides: TtlCache<string, ContentBrief[]>;
}

/** Pass the app's database handle, never a transaction's. */
export const kept = perDatabase((): KeptContent => ({
  lists: new TtlCache(LIST_TTL_MS, 500, 0, weighed(LISTS_BYTES)),
  totals: new TtlCache(TOTAL_TTL_MS, 500),
  details: new TtlCache(DETAIL_TTL_MS, DETAILS_MAX, 0, weighed(DETAILS_BYTES)),
  sides: new TtlCache(SIDE_TTL_MS, 200),
}));

bus.on('content.changed', (e, db) => {
  const k = kept(db);
  if (e.what === 'counts') return k.details.delete(e.contentId);
  k.lists.clear();
  k.totals.clear();
  k.details.clear();
  k.sides.clear();
});

/** A view counted by this process shows at once in its kept detail (other instances' show it within their time). */
export function viewCounted(db: object, contentId: number): void {
  kept(db).details.update(contentId, (d) => {
    const env = JSON.parse(d.json) as { data: ContentDetail };
    env.data.viewCount += 1;
    return serialised(JSON.stringify(env));
  });
}

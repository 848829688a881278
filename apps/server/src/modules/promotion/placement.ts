/**
 * The promotion placements (part 1 §9): home carousel 1 and the banners 25, 26, 27 — a picture from the file store,
 * a link inside the portal and a window; the home page reads the live ones, staff manage them.
 */
import { PLACEMENT_ROUTES as E, PROMOTION_MESSAGES, listedBy, refusal, type Placement } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError, notFound } from '../../http/errors.ts';
import * as q from './placement-queries.ts';

/** What saving and removing may refuse: only what their entries list (the compiler checks). */
const saveNo = listedBy(E.save);
const removeNo = listedBy(E.remove);

type Row = Awaited<ReturnType<typeof q.allPlacements>>[number];

const toPlacement = (r: Row): Placement => ({
  id: Number(r.id),
  location: r.location,
  title: r.title,
  picUrl: r.pic_url,
  linkUrl: r.link_url,
  sort: r.sort,
  startAt: new Date(r.start_at).toISOString(),
  endAt: new Date(r.end_at).toISOString(),
});

export async function live(db: Kysely<DB>, location: number, now = new Date()): Promise<Placement[]> {
  return (await q.livePlacements(db, location, now)).map(toPlacement);
}

export async function all(db: Kysely<DB>): Promise<Placement[]> {
  return (await q.allPlacements(db)).map(toPlacement);
}

export async function save(
  db: Kysely<DB>,
  accountId: number | null,
  body: q.PlacementWrite & { id?: number | undefined },
  now = new Date(),
): Promise<Placement> {
  if (!(body.startAt < body.endAt)) throw businessError(saveNo(refusal(PROMOTION_MESSAGES, 'windowOrder')));
  const row = body.id
    ? await q.updatePlacement(db, body.id, body, now)
    : await q.insertPlacement(db, body, accountId, now);
  if (!row) throw notFound(saveNo(refusal(PROMOTION_MESSAGES, 'placementNotFound')));
  return toPlacement(row);
}

export async function remove(db: Kysely<DB>, id: number): Promise<void> {
  if (!(await q.removePlacement(db, id))) throw notFound(removeNo(refusal(PROMOTION_MESSAGES, 'placementNotFound')));
}

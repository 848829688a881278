/** SQL of the promotion placements (home carousel 1, banners 25, 26, 27). */
import type { Db } from './tables.ts';

// ---------- placements ----------

export function livePlacements(db: Db, location: number, now: Date) {
  return db
    .selectFrom('placement')
    .selectAll()
    .where('location', '=', location)
    .where('start_at', '<=', now)
    .where('end_at', '>', now)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function allPlacements(db: Db) {
  return db.selectFrom('placement').selectAll().orderBy('location').orderBy('sort').orderBy('id').execute();
}

export interface PlacementWrite {
  location: number;
  title: string;
  picUrl: string;
  linkUrl: string;
  sort: number;
  startAt: Date;
  endAt: Date;
}

const placementColumns = (p: PlacementWrite, now: Date) => ({
  location: p.location,
  title: p.title,
  pic_url: p.picUrl,
  link_url: p.linkUrl,
  sort: p.sort,
  start_at: p.startAt,
  end_at: p.endAt,
  updated_at: now,
});

export function insertPlacement(db: Db, p: PlacementWrite, by: number | null, now: Date) {
  return db
    .insertInto('placement')
    .values({ ...placementColumns(p, now), created_by: by, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updatePlacement(db: Db, id: number, p: PlacementWrite, now: Date) {
  return db
    .updateTable('placement')
    .set(placementColumns(p, now))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function removePlacement(db: Db, id: number): Promise<boolean> {
  const r = await db.deleteFrom('placement').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

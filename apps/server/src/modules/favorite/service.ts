/** Favourite products (goods/favorite/spu): login required; a product the viewer cannot see is '商品不存在'. */
import { TRACK_EVENTS, type FavoriteItem } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as catalogue from '../catalogue/index.ts';
import * as q from './queries.ts';

export async function add(db: Kysely<DB>, accountId: number, spuNo: string): Promise<void> {
  const spuId = await catalogue.requireSpuId(db, spuNo, { accountId });
  // A favourite is one use of the product ('times used' sort), however often the button is pressed.
  if (await q.add(db, accountId, spuId))
    await catalogue.track(db, { terminalType: 2, eventId: TRACK_EVENTS.favorite, contentId: spuNo }, accountId);
}

export async function remove(db: Kysely<DB>, accountId: number, spuNo: string): Promise<void> {
  const spuId = await catalogue.requireSpuId(db, spuNo, { accountId });
  await q.remove(db, accountId, spuId);
}

export async function status(db: Kysely<DB>, accountId: number, spuNo: string): Promise<boolean> {
  const spuId = await catalogue.requireSpuId(db, spuNo, { accountId });
  return !!(await q.exists(db, accountId, spuId));
}

export async function page(
  db: Kysely<DB>,
  accountId: number,
  page: number,
  size: number,
): Promise<{ list: FavoriteItem[]; total: number }> {
  const { rows, total } = await q.page(db, accountId, page, size);
  const spus = await catalogue.spusByIds(
    db,
    rows.map((r) => r.spu_id),
    { accountId },
  );
  const list = rows.flatMap((r) => {
    const spu = spus.get(r.spu_id);
    return spu ? [{ ...spu, favoritedAt: new Date(r.created_at).toISOString() }] : [];
  });
  return { list, total };
}

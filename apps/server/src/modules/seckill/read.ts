/** The zone and the detail of flash sales (status and countdown from the server clock), the shops of an activity. */
import {
  SECKILL_MESSAGES,
  SECKILL_ROUTES as S,
  listedBy,
  SECKILL_TABS,
  seckillBuyCheck,
  seckillMaxQuantity,
  seckillTabLabel,
  type SeckillDetail,
  type SeckillPage,
  type SeckillStatus,
  type Shop,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as dealer from '../dealer/index.ts';
import { toActivity, windowOf } from './presenter.ts';
import * as q from './queries.ts';
import { requireActivity } from './activity-cache.ts';

// ----------------------------------------------------------------------------------------------------
// The zone and the detail

export async function page(
  db: Kysely<DB>,
  query: { pType: number; status?: number | undefined; page: number; size: number },
  now = new Date(),
): Promise<{ page: SeckillPage; total: number }> {
  const filter = { pType: query.pType, status: query.status };
  const [rows, counts] = await Promise.all([
    q.pageActivities(db, filter, now, query.page, query.size),
    q.countByStatus(db, filter, now),
  ]);
  const shops = await q.shopsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  const all = [...counts.values()].reduce((a, b) => a + b, 0);
  const tabs = SECKILL_TABS.map((s) => ({
    status: s,
    label: seckillTabLabel(s),
    count: s === null ? all : (counts.get(s) ?? 0),
  }));
  return {
    page: {
      serverTime: now.toISOString(),
      tabs,
      list: rows.map((r) => toActivity(r, shops.get(Number(r.id)) ?? [], now)),
    },
    total: query.status === undefined ? all : (counts.get(query.status as SeckillStatus) ?? 0),
  };
}

export async function detail(
  db: Kysely<DB>,
  accountId: number,
  activityNo: string,
  now = new Date(),
): Promise<SeckillDetail> {
  const row = await requireActivity(db, activityNo, listedBy(S.detail));
  const [shops, bought] = await Promise.all([
    q.shopsOf(db, [Number(row.id)]),
    q.boughtBy(db, Number(row.id), accountId),
  ]);
  const w = windowOf(row);
  return {
    serverTime: now.toISOString(),
    activity: toActivity(row, shops.get(Number(row.id)) ?? [], now),
    bought,
    maxQuantity: seckillMaxQuantity(w, now, bought),
    // the words the page shows (its own check, domain seckillBuyCheck, branches on the reason)
    refusal: seckillBuyCheck(w, now, bought, 1)?.msg ?? null,
  };
}

/** promotionShop: the buyer's shops, those not taking part in the activity disabled (status 0) with the reason. */
export async function promotionShop(db: Kysely<DB>, accountId: number, activityNo: string): Promise<Shop[]> {
  const row = await requireActivity(db, activityNo, listedBy(S.promotionShop));
  const [shops, taking] = await Promise.all([dealer.shopList(db, accountId), q.shopsOf(db, [Number(row.id)])]);
  return shops.map((s) => markShop(s, taking.get(Number(row.id)) ?? []));
}

export function markShop(s: Shop, taking: readonly string[]): Shop {
  if (s.status !== 1) return s;
  if (taking.length && !taking.includes(s.parentMerchantNo))
    return { ...s, status: 0, msg: SECKILL_MESSAGES.shopNotInActivity };
  return s;
}

/**
 * Flash-sale test helpers: a provider sales account, activities created through the management API, buys through
 * the HTTP stack with their own Idempotency-Key, and direct reads of the pool for assertions.
 */
import { SECKILL_API, type SeckillManageActivity, type SeckillSaveBody } from '@portal/domain';
import type { Kysely } from 'kysely';
import { createAccount } from './fixtures.ts';
import { injectAs, loginToken, type TestContext } from './test-app.ts';
import type { DB } from '../../src/db/schema.ts';
import type { Buyer } from './buying.ts';
import { forget } from '../../src/modules/seckill/activity-cache.ts';

let seq = 0;
export const newKey = () => `sk-${Date.now().toString(36)}-${process.pid}-${++seq}`;

export async function salesToken(ctx: TestContext): Promise<string> {
  const phone = `136${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
  await createAccount(ctx.database.db, { phone, isSales: true });
  return loginToken(ctx, phone);
}

export const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

/** Creates an activity (running from a minute ago for an hour unless told) and answers it. */
export async function createActivity(
  ctx: TestContext,
  sales: string,
  body: Partial<SeckillSaveBody> = {},
): Promise<SeckillManageActivity> {
  const res = await injectAs(ctx, sales, 'POST', SECKILL_API.manageSave, {
    pType: 1,
    kind: 1,
    goodsNo: 'SKU-HD-4T',
    seckillPriceFen: 39900,
    stock: 5,
    perUserLimit: 2,
    startAt: minutes(-1),
    endAt: minutes(60),
    ...body,
  });
  if (res.statusCode !== 200) throw new Error(`activity create failed: ${res.body}`);
  return res.json().data as SeckillManageActivity;
}

/** Sets an activity's window directly (tests of the clock edges). */
export async function setWindow(db: Kysely<DB>, activityNo: string, startAt: Date, endAt: Date) {
  await db
    .updateTable('seckill_activity')
    .set({ start_at: startAt, end_at: endAt })
    .where('activity_no', '=', activityNo)
    .execute();
  forget(db, activityNo); // the service keeps an activity for a second; this change went around it
}

export async function pool(db: Kysely<DB>, activityNo: string) {
  const r = await db
    .selectFrom('seckill_activity')
    .select(['stock', 'remaining'])
    .where('activity_no', '=', activityNo)
    .executeTakeFirstOrThrow();
  return { stock: Number(r.stock), remaining: Number(r.remaining) };
}

export async function boughtOf(db: Kysely<DB>, activityNo: string, accountId: number): Promise<number> {
  const r = await db
    .selectFrom('seckill_buyer as b')
    .innerJoin('seckill_activity as a', 'a.id', 'b.activity_id')
    .select('b.bought')
    .where('a.activity_no', '=', activityNo)
    .where('b.account_id', '=', accountId)
    .executeTakeFirst();
  return r ? Number(r.bought) : 0;
}

/** Settles then buys `quantity` as the buyer (the amount the settlement gave); answers the raw response. */
export async function buyAs(ctx: TestContext, b: Buyer, activityNo: string, quantity = 1, key = newKey()) {
  const s = await injectAs(ctx, b.token, 'POST', SECKILL_API.settle, {
    activityNo,
    quantity,
    addressId: b.addressId,
  });
  const expectedPayFen = s.statusCode === 200 ? (s.json().data.payFen as number) : 0;
  return ctx.app.inject({
    method: 'POST',
    url: SECKILL_API.buy,
    payload: { activityNo, quantity, addressId: b.addressId, expectedPayFen },
    headers: { authorization: `Bearer ${b.token}`, 'idempotency-key': key },
  });
}

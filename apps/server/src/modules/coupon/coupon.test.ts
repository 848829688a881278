import { BUYING_API, COUPON_MESSAGES, COUPON_WORDS, reasonOf, type CouponLine, type MyCoupon } from '@portal/domain';
import type { Insertable, Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { describeOnPostgres, testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';
import { quickAccounts } from '../../../test/support/buyers.ts';
import * as coupons from './service.ts';

const DAY = 86_400_000;
const now = () => new Date();
const coupon = (no: string, c: Partial<Insertable<DB['coupon']>> = {}): Insertable<DB['coupon']> => ({
  coupon_no: no,
  name: `券${no}`,
  kind: 1,
  amount_off_fen: 5000,
  threshold_fen: 0,
  valid_from: new Date(Date.now() - DAY),
  valid_to: new Date(Date.now() + 30 * DAY),
  per_user_limit: 1,
  total_quantity: 100,
  ...c,
});
const insertCoupons = (db: Kysely<DB>, rows: Insertable<DB['coupon']>[]) =>
  db.insertInto('coupon').values(rows).execute();

const cam: CouponLine = {
  skuNo: 'SKU-B4-4',
  spuNo: 'SPU-B4',
  firstCategoryId: 1,
  secondCategoryId: 101,
  amountFen: 79800,
};
const disk: CouponLine = {
  skuNo: 'SKU-HD-4T',
  spuNo: 'SPU-HD',
  firstCategoryId: 3,
  secondCategoryId: 301,
  amountFen: 59900,
};

describe.each(testDrivers())('coupons on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  let other: string;
  let accountId: number;
  let otherId: number;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, t: string | null = token) =>
    injectAs(ctx, t, method, url, payload);
  const got = (couponNo: string, t: string | null = token) => call('POST', BUYING_API.couponGot, { couponNo }, t);

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await createTestCatalogue(db);
    accountId = await createAccount(db, { phone: '13900007001' });
    otherId = await createAccount(db, { phone: '13900007002' });
    token = await loginToken(ctx, '13900007001');
    other = await loginToken(ctx, '13900007002');
    await insertCoupons(db, [
      coupon('C-AMT', { name: '满300减50', threshold_fen: 30000, per_user_limit: 2 }),
      coupon('C-ZHE', {
        name: '摄像机8.5折',
        kind: 2,
        amount_off_fen: null,
        rate: 8500,
        max_off_fen: 10000,
        scope_type: 1,
        scope_ids: ['1'],
      }),
      coupon('C-HD', { name: '硬盘立减', amount_off_fen: 2000, scope_type: 2, scope_ids: ['SPU-HD'] }),
      coupon('C-ONE', { name: '仅一张', total_quantity: 1 }),
      coupon('C-SOON', {
        name: '未开始',
        valid_from: new Date(Date.now() + DAY),
        valid_to: new Date(Date.now() + 9 * DAY),
      }),
      coupon('C-OLD', {
        name: '已过期',
        valid_from: new Date(Date.now() - 9 * DAY),
        valid_to: new Date(Date.now() - DAY),
      }),
      coupon('C-OFF', { name: '已停用', status: 1 }),
    ]);
  });
  afterAll(() => ctx.close());

  it('the centre lists live and coming coupons to guests and users, with remaining and whether one can claim', async () => {
    const guest = (await call('GET', `${BUYING_API.couponList}?page=1&size=20`, undefined, null)).json();
    expect(guest.code).toBe(0);
    expect(guest.count).toBe(5);
    const byNo = new Map(guest.data.map((c: { couponNo: string }) => [c.couponNo, c]));
    expect([...byNo.keys()].sort()).toEqual(['C-AMT', 'C-HD', 'C-ONE', 'C-SOON', 'C-ZHE']);
    expect(guest.data.at(-1).couponNo).toBe('C-SOON');
    expect(byNo.get('C-SOON')).toMatchObject({
      state: 'notStarted',
      canClaim: false,
      reason: COUPON_MESSAGES.notInClaimWindow,
    });
    expect(byNo.get('C-ZHE')).toMatchObject({
      kind: 2,
      rate: 8500,
      maxOffFen: 10000,
      scopeText: '限网络摄像机可用',
      remaining: 100,
      claimedByMe: 0,
      canClaim: true,
      reason: null,
    });
    expect(byNo.get('C-HD')).toMatchObject({ scopeText: '限4TB监控硬盘可用' });
    expect(byNo.get('C-AMT')).toMatchObject({ scopeText: '全场通用', thresholdFen: 30000, perUserLimit: 2 });
  });

  it('claims up to the per-user limit and the total, in the window; clear refusals', async () => {
    const first = await got('C-AMT');
    expect(first.json()).toMatchObject({
      code: 0,
      msg: COUPON_WORDS.claimed,
      data: { couponNo: 'C-AMT', state: 'active' },
    });
    expect((await got('C-AMT')).json().code).toBe(0);
    const third = await got('C-AMT');
    expect(third.statusCode).toBe(422);
    expect(third.json()).toMatchObject({
      code: 1,
      msg: COUPON_MESSAGES.limitReached,
      reason: reasonOf(COUPON_MESSAGES, 'limitReached'),
    });

    expect((await got('C-ONE', other)).json().code).toBe(0);
    expect((await got('C-ONE')).json().msg).toBe(COUPON_MESSAGES.soldOut);
    expect((await got('C-SOON')).json().msg).toBe(COUPON_MESSAGES.notInClaimWindow);
    expect((await got('C-OLD')).json().msg).toBe(COUPON_MESSAGES.notInClaimWindow);
    const unknown = await got('C-NONE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe(COUPON_MESSAGES.notFound);
    expect((await got('C-OFF')).statusCode).toBe(404);
    expect((await got('C-AMT', null)).statusCode).toBe(401);
    expect((await call('POST', BUYING_API.couponGot, { couponNo: '' })).statusCode).toBe(400);

    const row = await ctx.database.db
      .selectFrom('coupon')
      .select('claimed_count')
      .where('coupon_no', '=', 'C-AMT')
      .executeTakeFirstOrThrow();
    expect(row.claimed_count).toBe(2);
    const centre = (await call('GET', BUYING_API.couponList)).json().data;
    expect(centre.find((c: { couponNo: string }) => c.couponNo === 'C-AMT')).toMatchObject({
      claimedByMe: 2,
      remaining: 98,
      canClaim: false,
      reason: COUPON_MESSAGES.limitReached,
    });
    expect(centre.find((c: { couponNo: string }) => c.couponNo === 'C-ONE')).toMatchObject({
      remaining: 0,
      reason: COUPON_MESSAGES.soldOut,
    });
  });

  it('options for a basket: every unused held coupon, usable or not with the reason, best first', async () => {
    await got('C-ZHE');
    await got('C-HD');
    const db = ctx.database.db;
    const opts = await coupons.optionsFor(db, accountId, [cam, disk], now());
    // 8.5折 on the camera's 798.00 would be 119.70, capped at 100; then the amount-off coupons, then the disk's.
    expect(opts.map((o) => [o.couponNo, o.usable, o.discountFen, o.reason])).toEqual([
      ['C-ZHE', true, 10000, null],
      ['C-AMT', true, 5000, null],
      ['C-AMT', true, 5000, null],
      ['C-HD', true, 2000, null],
    ]);
    // Only a 199.00 camera: 8.5折 takes 29.85; C-AMT needs 101 more; C-HD has nothing to apply to.
    const camOnly = await coupons.optionsFor(db, accountId, [{ ...cam, amountFen: 19900 }], now());
    expect(camOnly.map((o) => [o.couponNo, o.usable, o.discountFen, o.reason])).toEqual([
      ['C-ZHE', true, 2985, null],
      ['C-AMT', false, 0, '还差101元可用'],
      ['C-AMT', false, 0, '还差101元可用'],
      ['C-HD', false, 0, COUPON_MESSAGES.noEligibleLines],
    ]);
    // The other account holds only C-ONE.
    expect((await coupons.optionsFor(db, otherId, [cam], now())).map((o) => o.couponNo)).toEqual(['C-ONE']);
  });

  it('redeem: one use, shared across the eligible lines; release gives it back', async () => {
    const db = ctx.database.db;
    const zhe = (await coupons.optionsFor(db, accountId, [cam, disk], now())).find((o) => o.couponNo === 'C-ZHE')!;
    const r = await db
      .transaction()
      .execute((tx) => coupons.redeem(tx, accountId, zhe.userCouponNo, 'ORDER-1', [cam, disk], now()));
    expect(r.discountFen).toBe(10000);
    expect([...r.perLine]).toEqual([['SKU-B4-4', 10000]]);
    await expect(
      db.transaction().execute((tx) => coupons.redeem(tx, accountId, zhe.userCouponNo, 'ORDER-2', [cam, disk], now())),
    ).rejects.toThrow(COUPON_MESSAGES.unusable);

    const used: MyCoupon[] = (await call('GET', `${BUYING_API.couponMine}?tab=used`)).json().data;
    expect(used).toEqual([expect.objectContaining({ couponNo: 'C-ZHE', state: 'used', usedOrderNo: 'ORDER-1' })]);
    expect(await db.transaction().execute((tx) => coupons.release(tx, 'ORDER-1'))).toBe(true);
    expect(await db.transaction().execute((tx) => coupons.release(tx, 'ORDER-1'))).toBe(false);
    expect((await call('GET', `${BUYING_API.couponMine}?tab=used`)).json().data).toEqual([]);

    // Two eligible lines share an amount-off coupon in proportion; the parts add up.
    const amt = (await coupons.optionsFor(db, accountId, [cam, disk], now())).find((o) => o.couponNo === 'C-AMT')!;
    const shared = await db
      .transaction()
      .execute((tx) =>
        coupons.redeem(tx, accountId, amt.userCouponNo, 'ORDER-3', [cam, { ...disk, amountFen: 59901 }], now()),
      );
    expect([...shared.perLine]).toEqual([
      ['SKU-B4-4', 2857],
      ['SKU-HD-4T', 2143],
    ]);
    // Not applicable, someone else's, or unknown: 优惠券不可用, and nothing changes.
    const hd = (await coupons.optionsFor(db, accountId, [disk], now())).find((o) => o.couponNo === 'C-HD')!;
    for (const [acc, no, lines] of [
      [accountId, hd.userCouponNo, [cam]],
      [otherId, hd.userCouponNo, [disk]],
      [accountId, 'UC-NONE', [disk]],
    ] as const) {
      await expect(
        db.transaction().execute((tx) => coupons.redeem(tx, acc, no, 'ORDER-4', [...lines], now())),
      ).rejects.toThrow(COUPON_MESSAGES.unusable);
    }
    const stillUnused = await db
      .selectFrom('user_coupon')
      .select('status')
      .where('user_coupon_no', '=', hd.userCouponNo)
      .executeTakeFirstOrThrow();
    expect(stillUnused.status).toBe(0);
  });

  it('mine by tab: unused, used, expired', async () => {
    const db = ctx.database.db;
    const unused: MyCoupon[] = (await call('GET', BUYING_API.couponMine)).json().data;
    expect(unused.map((c) => c.couponNo).sort()).toEqual(['C-AMT', 'C-HD', 'C-ZHE']);
    await db
      .updateTable('coupon')
      .set({ valid_from: new Date(Date.now() - 5 * DAY), valid_to: new Date(Date.now() - DAY) })
      .where('coupon_no', '=', 'C-HD')
      .execute();
    const expired = (await call('GET', `${BUYING_API.couponMine}?tab=expired`)).json();
    expect(expired.count).toBe(1);
    expect(expired.data[0]).toMatchObject({ couponNo: 'C-HD', state: 'expired' });
    expect(
      (await call('GET', `${BUYING_API.couponMine}?tab=used`)).json().data.map((c: MyCoupon) => c.couponNo),
    ).toEqual(['C-AMT']);
    expect((await call('GET', `${BUYING_API.couponMine}?tab=bogus`)).statusCode).toBe(400);
    expect((await call('GET', BUYING_API.couponMine, undefined, null)).statusCode).toBe(401);
    // An expired coupon is no longer offered and cannot be redeemed.
    const opts = await coupons.optionsFor(db, accountId, [disk], now());
    expect(opts.some((o) => o.couponNo === 'C-HD')).toBe(false);
  });
});

describeOnPostgres('coupons under concurrency on %s', (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await insertCoupons(ctx.database.db, [
      coupon('P-TEN', { total_quantity: 10, per_user_limit: 1 }),
      coupon('P-TWO', { total_quantity: 100, per_user_limit: 2 }),
      coupon('P-USE', { total_quantity: 100, per_user_limit: 1 }),
    ]);
  });
  afterAll(() => ctx.close());

  it('50 accounts claiming a coupon of 10 in parallel: exactly 10 get one', async () => {
    const accounts = await quickAccounts(ctx.database.db, 50, '71');
    const res = await Promise.all(
      accounts.map((a) => injectAs(ctx, a.token, 'POST', BUYING_API.couponGot, { couponNo: 'P-TEN' })),
    );
    expect(res.filter((r) => r.json().code === 0)).toHaveLength(10);
    expect(res.filter((r) => r.json().code !== 0).every((r) => r.json().msg === COUPON_MESSAGES.soldOut)).toBe(true);
    const c = await ctx.database.db
      .selectFrom('coupon')
      .select('claimed_count')
      .where('coupon_no', '=', 'P-TEN')
      .executeTakeFirstOrThrow();
    expect(c.claimed_count).toBe(10);
    const held = await ctx.database.db
      .selectFrom('user_coupon as u')
      .innerJoin('coupon as c', 'c.id', 'u.coupon_id')
      .select('u.id')
      .where('c.coupon_no', '=', 'P-TEN')
      .execute();
    expect(held).toHaveLength(10);
  });

  it('one account claiming 20 times in parallel with a limit of 2: exactly 2', async () => {
    const [a] = await quickAccounts(ctx.database.db, 1, '72');
    const res = await Promise.all(
      Array.from({ length: 20 }, () => injectAs(ctx, a!.token, 'POST', BUYING_API.couponGot, { couponNo: 'P-TWO' })),
    );
    expect(res.filter((r) => r.json().code === 0)).toHaveLength(2);
    expect(res.filter((r) => r.json().code !== 0).every((r) => r.json().msg === COUPON_MESSAGES.limitReached)).toBe(
      true,
    );
    const c = await ctx.database.db
      .selectFrom('coupon')
      .select('claimed_count')
      .where('coupon_no', '=', 'P-TWO')
      .executeTakeFirstOrThrow();
    expect(c.claimed_count).toBe(2);
  });

  it('a one-use coupon redeemed by 50 parallel transactions: redeemed once', async () => {
    const db = ctx.database.db;
    const [a] = await quickAccounts(db, 1, '73');
    expect((await injectAs(ctx, a!.token, 'POST', BUYING_API.couponGot, { couponNo: 'P-USE' })).json().code).toBe(0);
    const [held] = await coupons.optionsFor(db, a!.id, [disk], new Date());
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        db.transaction().execute(async (tx) => {
          const r = await coupons.redeem(tx, a!.id, held!.userCouponNo, `PAR-${i}`, [disk], new Date());
          // Hold the row a little so the others really wait on it.
          await new Promise((resolve) => setTimeout(resolve, 5));
          return r;
        }),
      ),
    );
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(
      outcomes.every((o) => o.status === 'fulfilled' || (o.reason as Error).message === COUPON_MESSAGES.unusable),
    ).toBe(true);
    const row = await db
      .selectFrom('user_coupon')
      .select(['status', 'used_order_no'])
      .where('user_coupon_no', '=', held!.userCouponNo)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(1);
    expect(row.used_order_no).toMatch(/^PAR-\d+$/);
  });
});

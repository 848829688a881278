/**
 * 'Remind me' on a flash sale: follow before the start only, unfollow, and the start reminder written once per
 * follower (PGlite and PostgreSQL); on PostgreSQL, several servers running the reminder at once still write one.
 */
import { MESSAGE_API, SECKILL_FOLLOW_API, SECKILL_FOLLOW_MESSAGES, SECKILL_FOLLOW_WORDS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestContext } from '../../../test/support/test-app.ts';
import { describeOnPostgres, testDrivers } from '../../../test/support/test-db.ts';
import { addBuyer, createBuyingWorld, type Buyer, type BuyingWorld } from '../../../test/support/buying.ts';
import { remindStarting } from './remind.ts';
import { createActivity, minutes, salesToken, setWindow } from '../../../test/support/seckill.ts';

function useWorld(driver: 'pglite' | 'postgres') {
  const w = {} as { ctx: TestContext; world: BuyingWorld; sales: string };
  beforeAll(async () => {
    w.ctx = await createTestApp(driver, { ORDER_SWEEP_SECONDS: '0', SECKILL_REMIND_SECONDS: '0' });
    w.world = await createBuyingWorld(w.ctx, 3);
    w.sales = await salesToken(w.ctx);
  });
  afterAll(() => w.ctx.close());
  return w;
}

const followAs = (ctx: TestContext, b: Buyer, activityNo: string, follow = true) =>
  injectAs(ctx, b.token, 'POST', SECKILL_FOLLOW_API.set, { activityNo, follow });
const reminders = async (ctx: TestContext, b: Buyer) =>
  (await injectAs(ctx, b.token, 'GET', `${MESSAGE_API.page}?category=notice`))
    .json()
    .data.filter((m: { kind: string }) => m.kind === 'seckillStarting');

describe.each(testDrivers())('flash sale reminders on %s', (driver) => {
  const w = useWorld(driver);

  it('follows before the start only; unfollows; the status reads back', async () => {
    const { ctx, world, sales } = w;
    const b = await addBuyer(ctx, world.shopMerchantNo);
    const later = await createActivity(ctx, sales, { title: '录像机预告', startAt: minutes(30), endAt: minutes(90) });
    const res = await followAs(ctx, b, later.activityNo);
    expect(res.json()).toMatchObject({ code: 0, msg: SECKILL_FOLLOW_WORDS.followed, data: { followed: true } });
    const status = () => injectAs(ctx, b.token, 'GET', `${SECKILL_FOLLOW_API.status}?activityNo=${later.activityNo}`);
    expect((await status()).json().data).toEqual({ followed: true });
    expect((await followAs(ctx, b, later.activityNo)).json().data).toEqual({ followed: true }); // twice is once
    expect((await followAs(ctx, b, later.activityNo, false)).json().data).toEqual({ followed: false });
    expect((await status()).json().data).toEqual({ followed: false });
    const running = await createActivity(ctx, sales, { title: '正在秒杀' });
    expect((await followAs(ctx, b, running.activityNo)).json()).toMatchObject({
      msg: SECKILL_FOLLOW_MESSAGES.started,
      reason: 'SECKILL_FOLLOW.started',
    });
    expect((await followAs(ctx, b, 'NOPE')).statusCode).toBe(404);
    expect(
      (await injectAs(ctx, null, 'POST', SECKILL_FOLLOW_API.set, { activityNo: 'X', follow: true })).statusCode,
    ).toBe(401);
  });

  it('when the activity starts, each follower gets one reminder linking to it; others get none', async () => {
    const { ctx, world, sales } = w;
    const [f1, f2, stranger] = [
      await addBuyer(ctx, world.shopMerchantNo),
      await addBuyer(ctx, world.shopMerchantNo),
      await addBuyer(ctx, world.shopMerchantNo),
    ];
    const a = await createActivity(ctx, sales, { title: '硬盘开抢', startAt: minutes(20), endAt: minutes(80) });
    await followAs(ctx, f1, a.activityNo);
    await followAs(ctx, f2, a.activityNo);
    expect(await remindStarting(ctx.database.db)).toBe(0); // not started yet
    await setWindow(ctx.database.db, a.activityNo, new Date(Date.now() - 1000), new Date(Date.now() + 3_600_000));
    expect(await remindStarting(ctx.database.db)).toBe(2);
    expect(await remindStarting(ctx.database.db)).toBe(0);
    for (const f of [f1, f2])
      expect(await reminders(ctx, f)).toMatchObject([
        {
          title: '您关注的秒杀开始了',
          body: '「硬盘开抢」已开始秒杀，数量有限，先到先得。',
          link: `/memberStore/seckill/detail?activityNo=${a.activityNo}`,
        },
      ]);
    expect(await reminders(ctx, stranger)).toEqual([]);
    // after the reminder went out, unfollowing keeps the record that it did (no second reminder on re-follow)
    expect((await followAs(ctx, f1, a.activityNo)).json().reason).toBe('SECKILL_FOLLOW.started');
  });
});

describeOnPostgres('flash sale reminders with several servers on %s', (driver) => {
  const w = useWorld(driver);

  it('three reminder runs at once (as three servers) write each follower one message', async () => {
    const { ctx, world, sales } = w;
    const a = await createActivity(ctx, sales, { title: '并发开抢', startAt: minutes(20), endAt: minutes(80) });
    const followers: Buyer[] = [];
    for (let i = 0; i < 6; i++) {
      const b = await addBuyer(ctx, world.shopMerchantNo);
      await followAs(ctx, b, a.activityNo);
      followers.push(b);
    }
    await setWindow(ctx.database.db, a.activityNo, new Date(Date.now() - 1000), new Date(Date.now() + 3_600_000));
    const runs = await Promise.all([1, 2, 3].map(() => remindStarting(ctx.database.db)));
    expect(runs.reduce((x, y) => x + y, 0)).toBe(6);
    for (const f of followers) expect(await reminders(ctx, f)).toHaveLength(1);
  });
});

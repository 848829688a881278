/**
 * Flash sales through the HTTP stack on PGlite and PostgreSQL: promotionShop, a suite, the management checks and the
 * SQL status agreeing with the domain status.
 */
import {
  BUYING_API,
  ORDER_STATUS,
  SECKILL_API,
  SECKILL_MESSAGES,
  SECKILL_STATUS,
  seckillStatus,
  POLICY_MESSAGES,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { FREIGHT, createBuyingWorld, type BuyingWorld } from '../../../test/support/buying.ts';
import { buyAs, createActivity, minutes, salesToken, setWindow } from '../../../test/support/seckill.ts';
import * as q from './queries.ts';
import { windowOf } from './presenter.ts';

describe.each(testDrivers())('flash sales: shops, suites and management on %s', (driver) => {
  let ctx: TestContext;
  let world: BuyingWorld;
  let sales: string;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ORDER_SWEEP_SECONDS: '0' });
    world = await createBuyingWorld(ctx, 3);
    sales = await salesToken(ctx);
  });
  afterAll(() => ctx.close());

  it('promotionShop disables a shop not taking part, and a buy from it is refused with its msg', async () => {
    const a = await createActivity(ctx, sales, { shopMerchantNos: ['M-NOT-MINE'] });
    const b = world.buyers[0]!;
    const shops = (
      await injectAs(ctx, b.token, 'GET', `${SECKILL_API.promotionShop}?activityNo=${a.activityNo}&spuNo=SPU-HD`)
    ).json().data;
    expect(shops).toHaveLength(1);
    expect(shops[0]).toMatchObject({
      parentMerchantNo: world.shopMerchantNo,
      status: 0,
      msg: SECKILL_MESSAGES.shopNotInActivity,
    });
    const res = await buyAs(ctx, b, a.activityNo, 1);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(SECKILL_MESSAGES.shopNotInActivity);
    const open = await createActivity(ctx, sales, { shopMerchantNos: [world.shopMerchantNo] });
    const mine = (
      await injectAs(ctx, b.token, 'GET', `${SECKILL_API.promotionShop}?activityNo=${open.activityNo}`)
    ).json().data;
    expect(mine[0]).toMatchObject({ status: 1, msg: null });
  });

  it('a suite sells at the seckill price: its models keep their prices and the reduction is spread over them', async () => {
    const a = await createActivity(ctx, sales, {
      kind: 2,
      goodsNo: 'SUIT-1',
      seckillPriceFen: 150000,
      perUserLimit: 1,
    });
    expect(a).toMatchObject({ kind: 2, suitNo: 'SUIT-1', originPriceFen: 199900, title: '四路监控套装' });
    expect(a.items.map((i) => [i.skuNo, i.quantity])).toEqual([
      ['SKU-B4-4', 4],
      ['SKU-HD-4T', 1],
    ]);
    const b = world.buyers[1]!;
    const res = await buyAs(ctx, b, a.activityNo, 1);
    expect(res.statusCode, res.body).toBe(200);
    const order = (
      await injectAs(ctx, b.token, 'GET', `${BUYING_API.orderDetail}?orderNo=${res.json().data.orderNo}`)
    ).json().data;
    const goods = 4 * 39900 + 59900;
    expect(order.goodsFen).toBe(goods);
    expect(order.discountFen).toBe(goods - 150000);
    expect(order.payFen).toBe(150000 + FREIGHT.baseFen + 4 * FREIGHT.extraFen);
  });

  it('management: only sales accounts; the checks; edit keeps what is sold; abandon closes the activity', async () => {
    const b = world.buyers[2]!;
    const denied = await injectAs(ctx, b.token, 'POST', SECKILL_API.manageSave, {
      pType: 1,
      kind: 1,
      goodsNo: 'SKU-HD-4T',
      seckillPriceFen: 100,
      stock: 1,
      perUserLimit: 1,
      startAt: minutes(1),
      endAt: minutes(2),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().msg).toBe(POLICY_MESSAGES.staff);
    expect((await injectAs(ctx, b.token, 'GET', SECKILL_API.managePage)).statusCode).toBe(403);

    const bad = await injectAs(ctx, sales, 'POST', SECKILL_API.manageSave, {
      pType: 1,
      kind: 1,
      goodsNo: 'SKU-HD-4T',
      seckillPriceFen: 0,
      stock: 3,
      perUserLimit: 1,
      startAt: minutes(10),
      endAt: minutes(5),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toBe('秒杀开始时间须早于结束时间；秒杀价须大于0');
    const dear = await injectAs(ctx, sales, 'POST', SECKILL_API.manageSave, {
      pType: 1,
      kind: 1,
      goodsNo: 'SKU-HD-4T',
      seckillPriceFen: 60000,
      stock: 3,
      perUserLimit: 1,
      startAt: minutes(1),
      endAt: minutes(5),
    });
    expect(dear.json().msg).toBe(SECKILL_MESSAGES.priceAboveOrigin);
    const unpriced = await injectAs(ctx, sales, 'POST', SECKILL_API.manageSave, {
      pType: 1,
      kind: 1,
      goodsNo: 'SKU-B2-4',
      seckillPriceFen: 100,
      stock: 3,
      perUserLimit: 1,
      startAt: minutes(1),
      endAt: minutes(5),
    });
    expect(unpriced.json().msg).toBe(SECKILL_MESSAGES.goodsNoPrice);
    const before = db()
      .selectFrom('seckill_activity')
      .select((eb) => eb.fn.countAll<string>().as('n'));
    const n = Number((await before.executeTakeFirstOrThrow()).n);

    const a = await createActivity(ctx, sales, { stock: 4, perUserLimit: 2, pType: 2 });
    expect(Number((await before.executeTakeFirstOrThrow()).n)).toBe(n + 1);
    expect((await buyAs(ctx, b, a.activityNo, 2)).statusCode).toBe(200);
    const edit = (body: object) =>
      injectAs(ctx, sales, 'POST', SECKILL_API.manageSave, {
        activityNo: a.activityNo,
        pType: 2,
        kind: 1,
        goodsNo: 'SKU-HD-4T',
        seckillPriceFen: 39900,
        stock: 4,
        perUserLimit: 2,
        startAt: a.startAt,
        endAt: a.endAt,
        ...body,
      });
    const below = await edit({ stock: 1 });
    expect(below.statusCode).toBe(422);
    expect(below.json().msg).toBe('活动库存不能少于已售数量');
    const swap = await edit({ goodsNo: 'SKU-B4-4' });
    expect(swap.json().msg).toBe(SECKILL_MESSAGES.goodsLocked);
    const grown = await edit({ stock: 10, seckillPriceFen: 35900 });
    expect(grown.statusCode, grown.body).toBe(200);
    expect(grown.json().data).toMatchObject({ stock: 10, remaining: 8, sold: 2, seckillPriceFen: 35900, orders: 1 });

    const sold = await injectAs(ctx, sales, 'GET', `${SECKILL_API.manageSales}?activityNo=${a.activityNo}`);
    expect(sold.json().count).toBe(1);
    expect(sold.json().data[0]).toMatchObject({ quantity: 2, orderStatus: ORDER_STATUS.UNPAID, releasedAt: null });
    expect(sold.json().data[0].buyerPhone).toMatch(/^\d{3}\*+\d{4}$/);
    const listed = await injectAs(ctx, sales, 'GET', `${SECKILL_API.managePage}?pType=2&keyword=${a.activityNo}`);
    expect(listed.json().data.list[0]).toMatchObject({ activityNo: a.activityNo, orders: 1, buyers: 1, paidOrders: 0 });

    const ab = await injectAs(ctx, sales, 'POST', SECKILL_API.manageAbandon, { activityNo: a.activityNo });
    expect(ab.statusCode, ab.body).toBe(200);
    expect(ab.json().data.status).toBe(SECKILL_STATUS.ABANDON);
    const refused = await buyAs(ctx, world.buyers[0]!, a.activityNo, 1);
    expect(refused.json().msg).toBe(SECKILL_MESSAGES.abandoned);
    expect((await edit({})).json().msg).toBe(SECKILL_MESSAGES.editAbandoned);
    expect(
      (await injectAs(ctx, sales, 'POST', SECKILL_API.manageAbandon, { activityNo: a.activityNo })).json().msg,
    ).toBe(SECKILL_MESSAGES.alreadyAbandoned);
  });

  it('the SQL status of every activity is the domain status (tabs and filters agree with the rule)', async () => {
    const now = new Date();
    const fin = await createActivity(ctx, sales);
    await setWindow(db(), fin.activityNo, new Date(now.getTime() - 7200_000), new Date(now.getTime() - 1));
    const up = await createActivity(ctx, sales, { startAt: minutes(30), endAt: minutes(90) });
    const out = await createActivity(ctx, sales, { stock: 1, perUserLimit: 1 });
    expect((await buyAs(ctx, world.buyers[0]!, out.activityNo, 1)).statusCode).toBe(200);
    const rows = await db()
      .selectFrom('seckill_activity as a')
      .selectAll('a')
      .select(q.statusSql(new Date()).as('sql_status'))
      .execute();
    const t = new Date();
    for (const r of rows) expect(Number(r.sql_status)).toBe(seckillStatus(windowOf(r), t));
    const statuses = new Set(rows.map((r) => Number(r.sql_status)));
    for (const s of [1, 2, 3, 4, 5]) expect(statuses.has(s)).toBe(true);
    // Each tab lists exactly its activities.
    for (const s of [1, 2, 3, 4, 5]) {
      for (const pType of [1, 2]) {
        const res = await injectAs(ctx, sales, 'GET', `${SECKILL_API.page}?pType=${pType}&status=${s}&size=50`);
        const data = res.json().data;
        for (const x of data.list) expect(x.status).toBe(s);
        expect(res.json().count).toBe(data.tabs.find((tab: { status: number }) => tab.status === s).count);
      }
    }
    expect(up.status).toBe(SECKILL_STATUS.NOT_START);
  });
});

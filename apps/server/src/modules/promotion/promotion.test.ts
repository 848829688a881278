/**
 * Promotions over HTTP on a real database: staff create them, the sale pages show them with the discount as the
 * spec says, pre-settlement and placeorder apply at most the best one per line and the order keeps it, limits and
 * the window are re-checked at placeorder, coupons combine by the one rule, a cancelled order gives units back.
 */
import {
  BUYING_API,
  COUPON_KIND,
  PLACEMENT_LOCATION,
  PROMOTION_API,
  PROMOTION_MESSAGES,
  reasonOf,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import {
  FREIGHT,
  addBuyer,
  claimCoupon,
  createBuyingWorld,
  createCoupon,
  type BuyingWorld,
} from '../../../test/support/buying.ts';
import { offersFor } from './basket.ts';
import { createPromotion, minutes, placeOrder, preSettle, staffToken } from '../../../test/support/promotion.ts';

describe.each(testDrivers())('promotions on %s', (driver) => {
  let ctx: TestContext;
  let world: BuyingWorld;
  let staff: string;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ORDER_SWEEP_SECONDS: '0' });
    world = await createBuyingWorld(ctx, 1);
    staff = await staffToken(ctx);
  });
  afterAll(() => ctx.close());

  it('only staff manage promotions; bad definitions are refused with the reason and change nothing', async () => {
    const buyer = world.buyers[0]!;
    const body = { title: 'x', kind: 1, startAt: minutes(-1), endAt: minutes(60), perUserLimit: 1, totalLimit: 1 };
    const items = [{ skuNo: 'SKU-HD-4T', promoFen: 100 }];
    expect((await injectAs(ctx, buyer.token, 'POST', PROMOTION_API.save, { ...body, items })).statusCode).toBe(403);
    const below = await injectAs(ctx, staff, 'POST', PROMOTION_API.save, {
      ...body,
      items: [{ skuNo: 'SKU-HD-4T', promoFen: -1 }],
    });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({ msg: PROMOTION_MESSAGES.priceBelowZero, reason: 'PROMOTION.priceBelowZero' });
    const over = await injectAs(ctx, staff, 'POST', PROMOTION_API.save, {
      ...body,
      kind: 2,
      thresholdFen: 10000,
      offFen: 10001,
      items: [{ skuNo: 'SKU-HD-4T', promoFen: null }],
    });
    expect(over.json().reason).toBe('PROMOTION.offOverThreshold');
    const twice = await injectAs(ctx, staff, 'POST', PROMOTION_API.save, { ...body, items: [...items, ...items] });
    expect(twice.json().reason).toBe('PROMOTION.modelTwice');
    const n = await db().selectFrom('promotion_activity').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(0);
  });

  it('the sale page shows the running promotion with its discount; pre-settlement and the order apply and keep it', async () => {
    const a = await createPromotion(ctx, staff, { perUserLimit: 2, totalLimit: 10 });
    const buyer = world.buyers[0]!;
    const page = await injectAs(ctx, buyer.token, 'GET', `${PROMOTION_API.page}?page=1&size=12`);
    const listed = page.json().data.find((x: { activityNo: string }) => x.activityNo === a.activityNo);
    expect(listed.items[0]).toMatchObject({
      skuNo: 'SKU-HD-4T',
      originFen: 59900,
      promoFen: 39900,
      discountText: '6.7折',
    });
    expect((await injectAs(ctx, null, 'GET', `${PROMOTION_API.detail}?activityNo=${a.activityNo}`)).statusCode).toBe(
      200,
    );

    const pre = await preSettle(ctx, buyer, [{ skuNo: 'SKU-HD-4T', quantity: 2 }]);
    expect(pre.statusCode).toBe(200);
    const s = pre.json().data;
    expect(s.lines[0]).toMatchObject({ priceFen: 39900, originFen: 59900, amountFen: 79800 });
    expect(s.lines[0].promotion).toMatchObject({ activityNo: a.activityNo, text: '6.7折' });
    expect(s.payFen).toBe(79800 + FREIGHT.baseFen + FREIGHT.extraFen);

    const placed = await placeOrder(ctx, buyer, {
      items: [{ skuNo: 'SKU-HD-4T', quantity: 2 }],
      expectedPayFen: s.payFen,
    });
    expect(placed.statusCode).toBe(200);
    const orderNo = placed.json().data.orderNo as string;
    const detail = (await injectAs(ctx, buyer.token, 'GET', `${BUYING_API.orderDetail}?orderNo=${orderNo}`)).json()
      .data;
    expect(detail.lines[0]).toMatchObject({ priceFen: 39900, quantity: 2 });
    expect(detail.promotions).toEqual([
      expect.objectContaining({ activityNo: a.activityNo, skuNo: 'SKU-HD-4T', savedFen: 40000, text: '6.7折' }),
    ]);

    // The buyer reached the per-user limit of 2: the next pre-settlement is at the model's own price.
    const again = (await preSettle(ctx, buyer, [{ skuNo: 'SKU-HD-4T', quantity: 1 }])).json().data;
    expect(again.lines[0]).toMatchObject({ priceFen: 59900, promotion: null });

    // Cancelling the unpaid order gives its units and the buyer's count back.
    expect((await injectAs(ctx, buyer.token, 'POST', BUYING_API.orderCancel, { orderNo })).statusCode).toBe(200);
    const row = await db()
      .selectFrom('promotion_activity')
      .select('used')
      .where('activity_no', '=', a.activityNo)
      .executeTakeFirstOrThrow();
    expect(row.used).toBe(0);
    const back = (await preSettle(ctx, buyer, [{ skuNo: 'SKU-HD-4T', quantity: 1 }])).json().data;
    expect(back.lines[0].priceFen).toBe(39900);
    await injectAs(ctx, staff, 'POST', PROMOTION_API.abandon, { activityNo: a.activityNo });
  });

  it("a product page sees the promotions running over its models, only those of the buyer's shop (58 §7)", async () => {
    const buyer = world.buyers[0]!;
    const mine = await createPromotion(ctx, staff, { title: '本店硬盘特惠', shops: [world.shopMerchantNo] });
    const other = await createPromotion(ctx, staff, { title: '他店特惠', shops: ['M-NOT-THIS-SHOP'] });
    const later = await createPromotion(ctx, staff, {
      title: '明日特惠',
      startAt: new Date(minutes(60)),
      endAt: new Date(minutes(120)),
    });
    const url = `${PROMOTION_API.forModels}?skuNos=SKU-HD-4T,SKU-B4-4`;
    const seen = (await injectAs(ctx, buyer.token, 'GET', url)).json().data as {
      activityNo: string;
      items: { skuNo: string; promoFen: number; discountText: string }[];
    }[];
    const nos = seen.map((a) => a.activityNo);
    expect(nos).toContain(mine.activityNo);
    expect(nos).not.toContain(other.activityNo);
    expect(nos).not.toContain(later.activityNo);
    expect(seen.find((a) => a.activityNo === mine.activityNo)!.items).toEqual([
      expect.objectContaining({ skuNo: 'SKU-HD-4T', promoFen: 39900, discountText: '6.7折' }),
    ]);
    // A visitor has no shop yet: every running one; a model no activity covers: none.
    const guest = (await injectAs(ctx, null, 'GET', url)).json().data.map((a: { activityNo: string }) => a.activityNo);
    expect(guest).toEqual(expect.arrayContaining([mine.activityNo, other.activityNo]));
    expect((await injectAs(ctx, null, 'GET', `${PROMOTION_API.forModels}?skuNos=SKU-NONE`)).json().data).toEqual([]);
    const bad = await injectAs(ctx, null, 'GET', `${PROMOTION_API.forModels}?skuNos=${encodeURIComponent('a b')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('型号编号');
    for (const a of [mine, other, later])
      await injectAs(ctx, staff, 'POST', PROMOTION_API.abandon, { activityNo: a.activityNo });
  });

  it('a window that ended between pre-settlement and placeorder is refused plainly; nothing is written', async () => {
    const items = [{ skuNo: 'SKU-B4-4', promoFen: 29900 }];
    const a = await createPromotion(ctx, staff, { title: '周末特惠', items });
    const buyer = await addBuyer(ctx, world.shopMerchantNo);
    const s = (await preSettle(ctx, buyer, [{ skuNo: 'SKU-B4-4', quantity: 1 }])).json().data;
    expect(s.lines[0].promotion.activityNo).toBe(a.activityNo);
    await db()
      .updateTable('promotion_activity')
      .set({ start_at: new Date(Date.now() - 7200_000), end_at: new Date(Date.now() - 1000) })
      .where('activity_no', '=', a.activityNo)
      .execute();
    const res = await placeOrder(ctx, buyer, {
      items: [{ skuNo: 'SKU-B4-4', quantity: 1 }],
      expectedPayFen: s.payFen,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      reason: reasonOf(PROMOTION_MESSAGES, 'ended'),
      msg: PROMOTION_MESSAGES.ended('周末特惠'),
    });
    const orders = await db().selectFrom('mall_order').select('id').where('account_id', '=', buyer.accountId).execute();
    expect(orders).toEqual([]);
  });

  it('a spend-and-save shares its reduction over the lines and a coupon applies to what is left', async () => {
    const a = await createPromotion(ctx, staff, {
      title: '满900减100',
      kind: 2,
      thresholdFen: 90000,
      offFen: 10000,
      items: [
        { skuNo: 'SKU-HD-4T', promoFen: null },
        { skuNo: 'SKU-B4-4', promoFen: null },
      ],
    });
    const buyer = await addBuyer(ctx, world.shopMerchantNo);
    const couponNo = await createCoupon(db(), { kind: COUPON_KIND.amountOff, amountOffFen: 5000, thresholdFen: 0 });
    const userCouponNo = await claimCoupon(ctx, buyer.token, couponNo);
    const items = [
      { skuNo: 'SKU-HD-4T', quantity: 1 },
      { skuNo: 'SKU-B4-4', quantity: 1 },
    ];
    const s = (await preSettle(ctx, buyer, items, { userCouponNo })).json().data;
    const goods = s.goodsFen as number;
    expect(s.lines.every((l: { promotion: { activityNo: string } }) => l.promotion.activityNo === a.activityNo)).toBe(
      true,
    );
    expect(s.promotionFen).toBe(10000);
    expect(s.discountFen).toBe(15000);
    expect(s.payFen).toBe(goods - 15000 + s.freightFen);
    const placed = await placeOrder(ctx, buyer, { items, userCouponNo, expectedPayFen: s.payFen });
    expect(placed.statusCode).toBe(200);
    const detail = (
      await injectAs(ctx, buyer.token, 'GET', `${BUYING_API.orderDetail}?orderNo=${placed.json().data.orderNo}`)
    ).json().data;
    expect(detail.discountFen).toBe(15000);
    expect(detail.lines.reduce((t: number, l: { discountFen: number }) => t + l.discountFen, 0)).toBe(15000);
    expect(detail.promotions).toHaveLength(2);
    await injectAs(ctx, staff, 'POST', PROMOTION_API.abandon, { activityNo: a.activityNo });
  });

  it('placements: staff put a picture, a link and a window on a location; the home page reads the live ones', async () => {
    const save = await injectAs(ctx, staff, 'POST', PROMOTION_API.placementSave, {
      location: PLACEMENT_LOCATION.carousel,
      title: '双十二大促',
      picUrl: '/static/placements/carousel-1.png',
      linkUrl: '/product/sale',
      startAt: minutes(-1),
      endAt: minutes(60),
    });
    expect(save.statusCode).toBe(200);
    await injectAs(ctx, staff, 'POST', PROMOTION_API.placementSave, {
      location: PLACEMENT_LOCATION.carousel,
      title: '未开始',
      picUrl: '/static/placements/later.png',
      linkUrl: '/product/sale',
      startAt: minutes(60),
      endAt: minutes(120),
    });
    const live = (await injectAs(ctx, null, 'GET', `${PROMOTION_API.placements}?location=1`)).json().data;
    expect(live.map((p: { title: string }) => p.title)).toEqual(['双十二大促']);
    const outside = await injectAs(ctx, staff, 'POST', PROMOTION_API.placementSave, {
      location: 25,
      title: '外链',
      picUrl: '/static/x.png',
      linkUrl: 'https://example.com',
      startAt: minutes(-1),
      endAt: minutes(60),
    });
    expect(outside.statusCode).toBe(400);
    expect((await injectAs(ctx, null, 'GET', `${PROMOTION_API.placements}?location=2`)).statusCode).toBe(400);
    const buyer = world.buyers[0]!;
    expect((await injectAs(ctx, buyer.token, 'GET', PROMOTION_API.placementManage)).statusCode).toBe(403);
  });
  it('reads of one turn share one query, and each keeps its own instant and its own models', async () => {
    // Running from +30 to +90 minutes, so no other test's basket meets it.
    const at = (m: number) => new Date(Date.now() + m * 60_000);
    const a = await createPromotion(ctx, staff, { title: '批量读取', startAt: at(30), endAt: at(90) });
    const buyer = world.buyers[0]!;
    const [before, during, after, other] = await Promise.all([
      offersFor(db(), buyer.accountId, ['SKU-HD-4T'], at(29)),
      offersFor(db(), buyer.accountId, ['SKU-HD-4T'], at(31)),
      offersFor(db(), buyer.accountId, ['SKU-HD-4T'], at(91)),
      offersFor(db(), buyer.accountId, ['SKU-NOT-IN-IT'], at(31)),
    ]);
    expect(before).toEqual([]);
    expect(during.map((o) => o.activityNo)).toEqual([a.activityNo]);
    expect(during[0]!.items).toEqual([{ skuNo: 'SKU-HD-4T', promoFen: 39900 }]);
    expect(after).toEqual([]);
    expect(other).toEqual([]);
    // Inside a transaction it is its own query, with the same answer.
    const inTx = await db()
      .transaction()
      .execute((tx) => offersFor(tx, buyer.accountId, ['SKU-HD-4T'], at(31)));
    expect(inTx).toEqual(during);
  });
});

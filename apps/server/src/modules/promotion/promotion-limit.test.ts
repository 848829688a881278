/**
 * A promotion's per-person limit said and kept (issue 45 §6): units within the limit at the promotional price, the
 * rest at the model's own price, the split in words on pre-settlement and on the order — 1 unit, at the limit and
 * over it, through pre-settlement and placeorder; what the buyer bought before counts.
 */
import { BUYING_API, PROMOTION_API } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { addBuyer, createBuyingWorld, setStock, type Buyer, type BuyingWorld } from '../../../test/support/buying.ts';
import { createPromotion, placeOrder, preSettle, staffToken } from '../../../test/support/promotion.ts';

const SKU = 'SKU-B8-4';
const PROMO = 1000;

describe.each(testDrivers())('a promotion’s per-person limit on %s', (driver) => {
  let ctx: TestContext;
  let world: BuyingWorld;
  let staff: string;
  let activityNo: string;
  let origin = 0;

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ORDER_SWEEP_SECONDS: '0' });
    world = await createBuyingWorld(ctx, 1);
    staff = await staffToken(ctx);
    await setStock(ctx.database.db, SKU, 100);
    const a = await createPromotion(ctx, staff, {
      title: '限购特价',
      perUserLimit: 2,
      totalLimit: 50,
      items: [{ skuNo: SKU, promoFen: PROMO }],
    });
    activityNo = a.activityNo;
  });
  afterAll(async () => {
    await injectAs(ctx, staff, 'POST', PROMOTION_API.abandon, { activityNo });
    await ctx.close();
  });

  /** Pre-settles `quantity`, places it at the quoted amount, and answers both and the order's detail. */
  async function buy(buyer: Buyer, quantity: number) {
    const pre = await preSettle(ctx, buyer, [{ skuNo: SKU, quantity }]);
    expect(pre.statusCode, pre.body).toBe(200);
    const quote = pre.json().data;
    origin = quote.lines[0].originFen ?? quote.lines[0].priceFen;
    const placed = await placeOrder(ctx, buyer, { items: [{ skuNo: SKU, quantity }], expectedPayFen: quote.payFen });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderNo = placed.json().data.orderNo as string;
    const order = (await injectAs(ctx, buyer.token, 'GET', `${BUYING_API.orderDetail}?orderNo=${orderNo}`)).json().data;
    return { quote, order };
  }

  it('1 unit: the promotional price on both', async () => {
    const { quote, order } = await buy(await addBuyer(ctx, world.shopMerchantNo), 1);
    expect(quote.lines[0]).toMatchObject({ priceFen: PROMO, amountFen: PROMO, promoQuantity: 1, limitNote: null });
    expect(quote.goodsFen - quote.promotionFen).toBe(PROMO);
    expect(order.goodsFen - order.discountFen).toBe(PROMO);
    expect(order.promotions).toEqual([expect.objectContaining({ activityNo, quantity: 1, savedFen: origin - PROMO })]);
  });

  it('at the limit (2): both units at the promotional price, nothing said', async () => {
    const { quote, order } = await buy(await addBuyer(ctx, world.shopMerchantNo), 2);
    expect(quote.lines[0]).toMatchObject({ priceFen: PROMO, promoQuantity: 2, limitNote: null });
    expect(order.goodsFen - order.discountFen).toBe(2 * PROMO);
    expect(order.promotions[0]).toMatchObject({ quantity: 2, savedFen: 2 * (origin - PROMO) });
  });

  it('over it (3): 2 at the promotional price and 1 at the normal price, said on pre-settlement and on the order', async () => {
    const buyer = await addBuyer(ctx, world.shopMerchantNo);
    const { quote, order } = await buy(buyer, 3);
    const note = `「限购特价」每人限购2件：2件享促销，其余1件按原价¥${(origin / 100).toFixed(2)}`;
    expect(quote.lines[0]).toMatchObject({
      priceFen: origin,
      amountFen: 3 * origin,
      promotionDiscountFen: 2 * (origin - PROMO),
      promoQuantity: 2,
      limitNote: note,
    });
    expect(quote.lines[0].promotion.text).toContain(note);
    expect(quote.goodsFen - quote.promotionFen).toBe(2 * PROMO + origin);
    expect(quote.payFen).toBe(2 * PROMO + origin + quote.freightFen);
    // The order: the line at its own price with the promoted units' saving as its discount, the split in words.
    expect(order.lines[0]).toMatchObject({ priceFen: origin, quantity: 3, discountFen: 2 * (origin - PROMO) });
    expect(order.payFen).toBe(quote.payFen);
    expect(order.promotions).toEqual([
      expect.objectContaining({
        activityNo,
        quantity: 2,
        savedFen: 2 * (origin - PROMO),
        text: expect.stringContaining(note),
      }),
    ]);
    // Only 2 units were counted against the buyer's limit: the next one is at the normal price, and says why.
    const next = (await preSettle(ctx, buyer, [{ skuNo: SKU, quantity: 1 }])).json().data;
    expect(next.lines[0]).toMatchObject({ priceFen: origin, promotion: null, promoQuantity: 0 });
    expect(next.lines[0].limitNote).toBe(
      `「限购特价」每人限购2件（您已购2件）：本单1件按原价¥${(origin / 100).toFixed(2)}`,
    );
    const row = await ctx.database.db
      .selectFrom('promotion_buyer as b')
      .innerJoin('promotion_activity as a', 'a.id', 'b.activity_id')
      .select('b.bought')
      .where('a.activity_no', '=', activityNo)
      .where('b.account_id', '=', buyer.accountId)
      .executeTakeFirstOrThrow();
    expect(row.bought).toBe(2);
  });

  it('a placeorder whose quote went stale (the limit reached elsewhere in between) is refused, not overcharged', async () => {
    const buyer = await addBuyer(ctx, world.shopMerchantNo);
    const quote = (await preSettle(ctx, buyer, [{ skuNo: SKU, quantity: 2 }])).json().data;
    await buy(buyer, 1);
    // The old quote assumed 2 promoted units; only 1 is left: the amount differs and the order says so.
    const late = await placeOrder(ctx, buyer, { items: [{ skuNo: SKU, quantity: 2 }], expectedPayFen: quote.payFen });
    expect(late.statusCode).not.toBe(200);
    expect(late.statusCode).toBeLessThan(500);
  });
});

/**
 * The scale fixture at factor 2 on the demo data (issue 56 scope 1): twice the first-level dealers, two second-level
 * dealers for each grown one, their owners, bindings and price lists, a year of orders, refunds, messages and design
 * orders; reachable through the portal's own endpoints (a grown dealer signs in and sees its orders); a second run
 * adds nothing.
 */
import { AFTER_SALE_API, BUYING_API, DESIGN_API, MESSAGE_API, chinaDate, chinaDayStart } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../test/support/test-app.ts';
import { testDrivers } from '../../test/support/test-db.ts';
import { scaleNetwork } from './scale-network.ts';
import { scaleOrders } from './scale-orders.ts';
import { scaleCatalogue } from './scale.ts';

describe.each(testDrivers())('scale fixture ×2 (%s)', (driver) => {
  let ctx: TestContext;
  const count = async (table: string, where = 'true') => {
    const { sql } = await import('kysely');
    const r = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(table)} where ${sql.raw(where)}`.execute(ctx.database.db);
    return r.rows[0]!.n;
  };
  beforeAll(async () => {
    ctx = await createTestApp(driver, {}, { database: 'seeded' });
    await scaleCatalogue(ctx.database.db, 2);
    await scaleNetwork(ctx.database.db, 2);
    await scaleOrders(ctx.database.db);
  }, 600_000);
  afterAll(() => ctx?.close());

  it('twice the first-level dealers, two second-level ones for each grown one, owners and bindings', async () => {
    expect(await count('merchant', `enterprise_type = 1 and merchant_no ~ '^M1'`)).toBe(88);
    expect(await count('merchant', `merchant_no between 'M10045' and 'M10088'`)).toBe(44);
    expect(await count('merchant', `enterprise_type in (2, 5) and merchant_no between 'M20101' and 'M20188'`)).toBe(88);
    expect(await count('merchant', `enterprise_type = 5 and merchant_no ~ '^M2'`)).toBeGreaterThan(10);
    // believable: no two grown dealers share a credit code; names carry the city
    expect(
      await count('merchant', `merchant_no >= 'M10045' and company_name ~ '有限公司|经营部|商行$'`),
    ).toBeGreaterThan(100);
    expect(await count('account', `phone like '136%'`)).toBe(44 + 88);
    // the demo's M20099 (a repeated name without an account) is not taken over
    expect(await count('merchant_member', `merchant_no = 'M20099'`)).toBe(0);
    expect(await count('dealer_binding', `first_merchant_no between 'M10045' and 'M10088' and default_status`)).toBe(
      88,
    );
    // the copies of M10001, M10002 and M10004 have price lists of their own, and their families' lowest prices
    expect(await count('spu_dealer_min_price', `first_merchant_no = 'M10045'`)).toBeGreaterThan(100);
    // (the three lists)
    expect(await count('dealer_sku_price', `first_merchant_no in ('M10045', 'M10046', 'M10048')`)).toBeGreaterThan(
      1000,
    );
  });

  it('a year of orders in China time, paid, cancelled and refunded, with messages and design orders', async () => {
    const orders = await count('mall_order', `idempotency_key like 'scale:%'`);
    expect(orders).toBeGreaterThan(88 * 12 - 1);
    expect(orders).toBeLessThan(88 * 29);
    expect(await count('mall_order_line')).toBeGreaterThan(orders);
    expect(await count('mall_order', 'status = 5')).toBeGreaterThan(orders / 30);
    expect(await count('mall_order', 'status = 4')).toBeGreaterThan(orders / 2);
    const yearAgo = chinaDayStart(new Date(), -365).toISOString();
    expect(await count('mall_order', `created_at < '${yearAgo}'`)).toBe(0);
    // every order falls between 08:00 and 21:00 Beijing time
    expect(
      await count('mall_order', `extract(hour from created_at at time zone 'Asia/Shanghai') not between 8 and 21`),
    ).toBe(0);
    expect(await count('payment', `payable_kind = 'mall_order' and status = 1`)).toBe(
      await count('mall_order', 'paid_at is not null'),
    );
    const refunded = await count('after_sale', `state = 'refunded'`);
    expect(refunded).toBeGreaterThan(0);
    expect(await count('payment_refund', 'status = 1')).toBe(refunded);
    expect(await count('payment', 'refunded_fen > 0')).toBe(refunded);
    expect(await count('message', `kind = 'orderPaid'`)).toBe(await count('mall_order', 'paid_at is not null'));
    expect(await count('design_order')).toBeGreaterThan(132 * 3 - 1);
    expect(await count('design_order', 'amount_fen <= 0 or original_fen < amount_fen')).toBe(0);
  });

  it('a grown second-level dealer signs in and sees its orders, messages and after-sales; its dealer the sold ones', async () => {
    const buyer = await loginToken(ctx, '13600020101', 'Demo@2026');
    const mine = (await injectAs(ctx, buyer, 'GET', `${BUYING_API.orderPage}?page=1&size=10`)).json();
    expect(mine.code).toBe(0);
    const own = await count('mall_order', `buyer_merchant_no = 'M20101'`);
    expect(own).toBeGreaterThanOrEqual(12);
    expect(mine.count ?? mine.data.total).toBe(own);
    expect(JSON.stringify(mine.data)).toMatch(/\d{20}/);
    const messages = (await injectAs(ctx, buyer, 'GET', `${MESSAGE_API.page}?page=1&size=5`)).json();
    expect(messages.data.list?.length ?? messages.data.length).toBeGreaterThan(0);
    const [from, to] = [chinaDate(chinaDayStart(new Date(), -366)), chinaDate(new Date())];
    const designs = (
      await injectAs(ctx, buyer, 'GET', `${DESIGN_API.orders}?page=1&size=5&startDate=${from}&endDate=${to}`)
    ).json();
    expect(designs.code).toBe(0);
    expect(designs.count ?? designs.data.total).toBeGreaterThanOrEqual(3);
    const afterSales = await injectAs(ctx, buyer, 'GET', `${AFTER_SALE_API.mine}?page=1&size=5`);
    expect(afterSales.statusCode).toBe(200);

    const shop = await loginToken(ctx, '13600010045', 'Demo@2026');
    const sold = (await injectAs(ctx, shop, 'GET', `${BUYING_API.shopOrderPage}?page=1&size=10`)).json();
    expect(sold.code).toBe(0);
    expect(sold.count ?? sold.data.total).toBe(await count('mall_order', `shop_merchant_no = 'M10045'`));
    expect(sold.count ?? sold.data.total).toBeGreaterThan(0);
  });

  it('runs again without adding anything', async () => {
    const before = await Promise.all(
      ['merchant', 'account', 'mall_order', 'message', 'design_order'].map((t) => count(t)),
    );
    const again = await scaleNetwork(ctx.database.db, 2);
    const more = await scaleOrders(ctx.database.db);
    expect(again.firstDealers + again.secondDealers + again.accounts + again.bindings + again.dealerPrices).toBe(0);
    expect(more.orders + more.messages + more.designOrders).toBe(0);
    const after = await Promise.all(
      ['merchant', 'account', 'mall_order', 'message', 'design_order'].map((t) => count(t)),
    );
    expect(after).toEqual(before);
  });
});

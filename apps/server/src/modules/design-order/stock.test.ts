import { STOCK_API, STOCK_SIDS_MAX } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';

describe.each(testDrivers())('stock per model of the private range on %s', (driver) => {
  let ctx: TestContext;
  let owner: string;
  let staff: string;
  let stranger: string;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await createTestCatalogue(db);
    const shop = await createMerchant(db, { enterpriseType: 1 });
    const other = await createMerchant(db, { enterpriseType: 1 });
    await createAccount(db, { phone: '13900020001', identities: [{ merchantNo: shop }] });
    await createAccount(db, { phone: '13900020002', identities: [{ merchantNo: shop, employeeType: 1 }] });
    await createAccount(db, { phone: '13900020003', identities: [{ merchantNo: other }] });
    // An inventory-system product of each shop.
    for (const [tenant, no, stock] of [
      [shop, 'KC-OWN', 7],
      [other, 'KC-OTHER', 5],
    ] as const) {
      const spu = await db
        .insertInto('spu')
        .values({
          spu_no: `SPU-${no}`,
          spu_name: `库存产品${no}`,
          first_category_id: 1,
          second_category_id: 101,
          sku_type: 1,
          sku_sale_type: '自定义',
          private_tenant: tenant,
          source: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('sku')
        .values({ spu_id: spu.id, sku_no: no, sku_name: no, model: no, price_fen: 1000, stock })
        .execute();
    }
    owner = await loginToken(ctx, '13900020001');
    staff = await loginToken(ctx, '13900020002');
    stranger = await loginToken(ctx, '13900020003');
  });
  afterAll(() => ctx.close());

  const stock = (token: string | null, sids: unknown) => injectAs(ctx, token, 'POST', STOCK_API, { sids });

  it('answers sid → stock for the models the account may see, its shop’s private ones included', async () => {
    const sids = ['SKU-B4-4', 'SKU-B4-6', 'KC-OWN', 'KC-OTHER', 'NO-SUCH'];
    expect((await stock(owner, sids)).json()).toEqual({
      code: 0,
      msg: '成功',
      data: { 'SKU-B4-4': 10, 'SKU-B4-6': 0, 'KC-OWN': 7 },
    });
    // The private role works in the same private range and sees its stock.
    expect((await stock(staff, sids)).json().data).toEqual({ 'SKU-B4-4': 10, 'SKU-B4-6': 0, 'KC-OWN': 7 });
    expect((await stock(stranger, sids)).json().data).toEqual({ 'SKU-B4-4': 10, 'SKU-B4-6': 0, 'KC-OTHER': 5 });
  });

  it('refuses guests and malformed requests', async () => {
    expect((await stock(null, ['SKU-B4-4'])).statusCode).toBe(401);
    expect((await stock(owner, [])).statusCode).toBe(400);
    expect(
      (
        await stock(
          owner,
          Array.from({ length: STOCK_SIDS_MAX + 1 }, (_, i) => `S${i}`),
        )
      ).statusCode,
    ).toBe(400);
  });
});

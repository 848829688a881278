import { BUYING_API } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import * as logistics from './service.ts';

describe.each(testDrivers())('freight on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  const calc = (body: object, t: string | null = token) => injectAs(ctx, t, 'POST', BUYING_API.freight, body);

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await createAccount(db, { phone: '13900008001' });
    token = await loginToken(ctx, '13900008001');
    const platform = await db
      .insertInto('logistics_template')
      .values({ merchant_no: null, name: '平台默认运费', base_fen: 1000, extra_fen: 500, free_over_fen: 99900 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shop = await db
      .insertInto('logistics_template')
      .values({ merchant_no: 'M-SHOP', name: '店铺运费', base_fen: 800, extra_fen: 0, free_over_fen: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('logistics_template_region')
      .values([
        { template_id: platform.id, province_code: '540000', base_fen: 3000, extra_fen: 1000 },
        { template_id: shop.id, province_code: '650000', base_fen: 2500, extra_fen: 800 },
      ])
      .execute();
  });
  afterAll(() => ctx.close());

  it('the platform template: first item, further items, free from the threshold, a province override', async () => {
    const r = await calc({ provinceCode: '330000', quantity: 3, goodsFen: 50000 });
    expect(r.json()).toEqual({ code: 0, msg: '成功', data: { freightFen: 2000, freeOverFen: 99900 } });
    expect((await calc({ provinceCode: '330000', quantity: 3, goodsFen: 99900 })).json().data.freightFen).toBe(0);
    expect((await calc({ provinceCode: '540000', quantity: 2, goodsFen: 50000 })).json().data.freightFen).toBe(4000);
    // A shop without its own template ships under the platform's.
    expect(
      (await calc({ shopMerchantNo: 'M-NONE', provinceCode: '330000', quantity: 1, goodsFen: 100 })).json().data,
    ).toEqual({ freightFen: 1000, freeOverFen: 99900 });
  });

  it('a shop’s own template wins, with its own overrides and no free threshold', async () => {
    const db = ctx.database.db;
    expect(
      await logistics.freightFen(db, {
        shopMerchantNo: 'M-SHOP',
        provinceCode: '330000',
        quantity: 5,
        goodsFen: 10_000_000,
      }),
    ).toBe(800);
    expect(
      await logistics.freightFen(db, { shopMerchantNo: 'M-SHOP', provinceCode: '650000', quantity: 3, goodsFen: 100 }),
    ).toBe(4100);
    expect(
      await logistics.freightFen(db, { shopMerchantNo: 'M-SHOP', provinceCode: '650000', quantity: 0, goodsFen: 0 }),
    ).toBe(0);
  });

  it('no template at all ships free; bad input is 400; guests 401', async () => {
    const db = ctx.database.db;
    await db.deleteFrom('logistics_template').where('merchant_no', 'is', null).execute();
    logistics.forgetTemplates(db);
    expect(
      await logistics.freightFen(db, { shopMerchantNo: 'M-NONE', provinceCode: '330000', quantity: 2, goodsFen: 1 }),
    ).toBe(0);
    expect((await calc({ provinceCode: '33', quantity: 1, goodsFen: 1 })).statusCode).toBe(400);
    expect((await calc({ provinceCode: '330000', quantity: -1, goodsFen: 1 })).statusCode).toBe(400);
    expect((await calc({ provinceCode: '330000', quantity: 1, goodsFen: 1 }, null)).statusCode).toBe(401);
  });
});

import { POLICY_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';

const P = '/api-cloud-merchant-service/v1/design';

describe.each(testDrivers())('quick-add from the cable/construction tip on %s', (driver) => {
  let ctx: TestContext;
  let owner: string;
  let staff: string;
  const as = (token: string) => (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    injectAs(ctx, token, method, url, payload);

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await createTestCatalogue(db);
    // Cable consumables: a Cat5e copper box, a cheaper copper-clad one and a Cat6 box.
    await db.insertInto('category').values({ id: 12, parent_id: null, name: '线缆配件', sort: 5 }).execute();
    await db.insertInto('category').values({ id: 1201, parent_id: 12, name: '网线', sort: 1 }).execute();
    const spu = await db
      .insertInto('spu')
      .values({ spu_no: 'SPU-CABLE', spu_name: '超五类网线 305米/箱', first_category_id: 12, second_category_id: 1201 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [no, fen, type, conductor] of [
      ['CAB-C5-CU', 42000, '超五类', '无氧铜0.5mm'],
      ['CAB-C5-CCA', 19000, '超五类', '铜包铝'],
      ['CAB-C6-CU', 56000, '六类', '无氧铜0.5mm'],
    ] as const) {
      await db
        .insertInto('sku')
        .values({
          spu_id: spu.id,
          sku_no: no,
          sku_name: `网线 ${no}`,
          model: no,
          price_fen: fen,
          attrs: JSON.stringify({ cableType: type, conductor, lengthM: 305 }),
        })
        .execute();
    }
    const shop = await createMerchant(db, { enterpriseType: 1 });
    await createAccount(db, { phone: '13900022001', identities: [{ merchantNo: shop }] });
    await createAccount(db, { phone: '13900022002', identities: [{ merchantNo: shop, employeeType: 1 }] });
    owner = await loginToken(ctx, '13900022001');
    staff = await loginToken(ctx, '13900022002');
  });
  afterAll(() => ctx.close());

  it('adds cable boxes for the points and the per-point construction fee; the tip is then satisfied', async () => {
    const call = as(owner);
    await call('POST', `${P}/favorite/update`, {
      list: [
        { spuNo: 'SPU-B4', skuNo: 'SKU-B4-4', price: 39900, rate: 10000, quantity: 9 },
        { spuNo: 'SPU-B8', skuNo: 'SKU-B8-4', price: 89900, rate: 10000, quantity: 4 },
        { spuNo: 'SPU-HD', skuNo: 'SKU-HD-4T', price: 59900, rate: 10000, quantity: 2 },
      ],
    });
    expect((await call('GET', `${P}/remind`)).json().data).toEqual({ cable: 0, construction: 0 });
    // Without a construction product only the cable can be added.
    const first = (await call('POST', `${P}/remind/quickAdd`)).json();
    expect(first.data).toEqual({
      added: [
        {
          skuNo: 'CAB-C5-CU',
          spuNo: 'SPU-CABLE',
          name: '网线 CAB-C5-CU',
          quantity: 3,
          reason: '13 个点位 × 50 米 ÷ 每箱 305 米',
        },
      ],
      missing: ['construction'],
    });
    const fee = await as(owner)('POST', '/api-cloud-merchant-service/v1/custom-spu/add', {
      spuName: '安装调试服务(每点位)',
      categoryValueSelect: 101,
      price: 8000,
      brandName: '自营服务',
      spuDesc: '',
      mainPics: [],
    });
    const feeSpu = fee.json().data.spuNo as string;
    const second = (await call('POST', `${P}/remind/quickAdd`)).json().data;
    expect(second.added).toEqual([
      expect.objectContaining({
        spuNo: feeSpu,
        name: '安装调试服务(每点位)',
        quantity: 13,
        reason: '按 13 个点位计费',
      }),
    ]);
    expect(second.missing).toEqual([]);
    const list = (await call('GET', `${P}/favorite/list`)).json().data;
    expect(list.lines.find((l: { spuNo: string }) => l.spuNo === feeSpu)).toMatchObject({
      quantity: 13,
      amount: 104000,
    });
    expect((await call('GET', `${P}/remind`)).json().data).toEqual({ cable: 1, construction: 1 });
    expect((await call('POST', `${P}/remind/quickAdd`)).json().data).toEqual({ added: [], missing: [] });
  });

  it('is refused to the private role, which has no tip', async () => {
    const res = await as(staff)('POST', `${P}/remind/quickAdd`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ reason: 'POLICY.manager', msg: POLICY_MESSAGES.manager });
    expect((await as(staff)('GET', `${P}/favorite/list`)).json().data.lines).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';

const P = '/api-cloud-merchant-service/v1/goods/favorite/spu';

describe.each(testDrivers())('favourites on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, auth = true) =>
    injectAs(ctx, auth ? token : null, method, url, payload);

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await createAccount(ctx.database.db, { phone: '13900003001' });
    await createTestCatalogue(ctx.database.db);
    token = await loginToken(ctx, '13900003001');
  });
  afterAll(() => ctx.close());

  it('guests are asked to log in', async () => {
    expect((await call('POST', P, { spuNo: 'SPU-B4' }, false)).statusCode).toBe(401);
    expect((await call('GET', P, undefined, false)).statusCode).toBe(401);
  });

  it('adds (twice is once), lists newest first, tells the status and removes', async () => {
    expect((await call('POST', P, { spuNo: 'SPU-B4' })).json().code).toBe(0);
    expect((await call('POST', P, { spuNo: 'SPU-B4' })).json().code).toBe(0);
    await call('POST', P, { spuNo: 'SPU-HD' });
    const list = (await call('GET', `${P}?page=1&size=10`)).json();
    expect(list.count).toBe(2);
    expect(list.data.map((s: { spuNo: string }) => s.spuNo)).toEqual(['SPU-HD', 'SPU-B4']);
    expect(list.data[1]).toMatchObject({ spuName: '400万像素红外网络摄像机', minPrice: 39900 });
    expect((await call('GET', `${P}/status?spuNo=SPU-B4`)).json().data).toBe(true);
    await call('POST', `${P}/del`, { spuNo: 'SPU-B4' });
    expect((await call('GET', `${P}/status?spuNo=SPU-B4`)).json().data).toBe(false);
    expect((await call('GET', P)).json().count).toBe(1);
  });

  it('a repeated favourite counts once towards times used', async () => {
    const used = async () =>
      (
        await ctx.database.db
          .selectFrom('spu')
          .select('times_used')
          .where('spu_no', '=', 'SPU-B8')
          .executeTakeFirstOrThrow()
      ).times_used;
    const before = await used();
    for (let i = 0; i < 3; i++) expect((await call('POST', P, { spuNo: 'SPU-B8' })).json().code).toBe(0);
    expect(await used()).toBe(before + 1);
    await call('POST', `${P}/del`, { spuNo: 'SPU-B8' });
  });

  it('a nonexistent product is 404 商品不存在', async () => {
    const res = await call('POST', P, { spuNo: 'NOPE' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '商品不存在', data: null, reason: 'CATALOGUE.spuNotFound' });
    expect((await call('GET', `${P}?size=101`)).json().msg).toBe('每页条数不能超过100');
    expect((await call('GET', `${P}?page=abc`)).json().msg).toBe('页码不正确');
    // Regression: a NUL character answered 500.
    expect((await call('POST', P, { spuNo: 'SPU-B4\u0000' })).json()).toEqual({
      code: 400,
      msg: '商品不存在',
      data: null,
      reason: 'API.badRequest',
    });
    expect((await call('GET', `${P}/status?spuNo=SPU-B4%00`)).statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';

const P = '/api-cloud-merchant-service';

describe.each(testDrivers())('compare on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, auth = true) =>
    ctx.app.inject({
      method,
      url: `${P}${url}`,
      payload: payload as never,
      headers: auth ? { authorization: `Bearer ${token}` } : {},
    });
  const key = (spuNo: string, skuNo: string) => ({ spuNo, skuNo });

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await createAccount(ctx.database.db, { phone: '13900002001' });
    await createTestCatalogue(ctx.database.db);
    token = await loginToken(ctx, '13900002001');
  });
  afterAll(() => ctx.close());

  it('the compare bar needs login', async () => {
    expect((await call('GET', '/v1/compare/list', undefined, false)).statusCode).toBe(401);
  });

  it('adds models of one category, refuses another category with the hint, removes and cleans', async () => {
    expect((await call('POST', '/v1/compare/add', key('SPU-B4', 'SKU-B4-4'))).json().data).toHaveLength(1);
    // cameras flag separateCategory: a dome compares with a bullet (same first category)
    expect((await call('POST', '/v1/compare/add', key('SPU-D4', 'SKU-D4-2'))).json().data).toHaveLength(2);
    const list = (await call('POST', '/v1/compare/add', key('SPU-B8', 'SKU-B8-4'))).json().data;
    expect(list.map((i: { skuNo: string }) => i.skuNo)).toEqual(['SKU-B4-4', 'SKU-D4-2', 'SKU-B8-4']);
    expect(list[0]).toMatchObject({
      spuName: '400万像素红外网络摄像机',
      price: 39900,
      skuModel: 'HY-IPC-3B04I4-I5(4mm)',
      firstCategoryId: 1,
    });
    const refused = await call('POST', '/v1/compare/add', key('SPU-HD', 'SKU-HD-4T'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 1, msg: '只能对比同类产品' });
    const dup = await call('POST', '/v1/compare/add', key('SPU-B4', 'SKU-B4-4'));
    expect(dup.json().msg).toBe('该产品已在对比栏中');
    expect((await call('POST', '/v1/compare/del', key('SPU-D4', 'SKU-D4-2'))).json().data).toHaveLength(2);
    expect((await call('POST', '/v1/compare/clean')).json().code).toBe(0);
    expect((await call('GET', '/v1/compare/list')).json().data).toEqual([]);
  });

  it('a nonexistent model is 404; a mismatched spu/sku pair too', async () => {
    expect((await call('POST', '/v1/compare/add', key('SPU-B4', 'NOPE'))).statusCode).toBe(404);
    expect((await call('POST', '/v1/compare/add', key('SPU-B8', 'SKU-B4-4'))).statusCode).toBe(404);
  });

  it('batch-add keeps what fits: comparable, new, at most 6', async () => {
    const list = [
      key('SPU-B4', 'SKU-B4-4'),
      key('SPU-HD', 'SKU-HD-4T'),
      key('SPU-B4', 'SKU-B4-6'),
      key('SPU-B8', 'SKU-B8-4'),
      key('SPU-B2', 'SKU-B2-4'),
      key('SPU-D4', 'SKU-D4-2'),
      key('SPU-D4', 'SKU-D4-X'),
      key('SPU-OLD', 'SKU-OLD'),
    ];
    const res = (await call('POST', '/v1/compare/batch-add', { list })).json().data;
    expect(res.map((i: { skuNo: string }) => i.skuNo)).toEqual([
      'SKU-B4-4',
      'SKU-B4-6',
      'SKU-B8-4',
      'SKU-B2-4',
      'SKU-D4-2',
      'SKU-D4-X',
    ]);
    const full = await call('POST', '/v1/compare/add', key('SPU-OLD', 'SKU-OLD'));
    expect(full.json().msg).toBe('对比栏已满，您可以删除不需要的产品后再继续添加');
    await call('POST', '/v1/compare/clean');
  });

  it('direct compare (guests too): rows per attribute with differences marked', async () => {
    const res = await call(
      'POST',
      '/open/v1/compare/direct',
      { list: [key('SPU-B4', 'SKU-B4-4'), key('SPU-B4', 'SKU-B4-6'), key('SPU-B8', 'SKU-B8-4')] },
      false,
    );
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.compareSkuList.map((i: { skuNo: string }) => i.skuNo)).toEqual(['SKU-B4-4', 'SKU-B4-6', 'SKU-B8-4']);
    expect(d.compareSkuAttrList).toEqual([
      { attrName: '分辨率', values: ['400万像素', '400万像素', '800万像素'], diff: true },
      { attrName: '焦距', values: ['4mm', '6mm', '4mm'], diff: true },
    ]);
    expect(d.diffAttrIdxArr).toEqual([0, 1]);
  });

  it('direct compare refuses one model, mixed categories, and more than 6', async () => {
    const one = await call('POST', '/open/v1/compare/direct', { list: [key('SPU-B4', 'SKU-B4-4')] }, false);
    expect(one.json()).toEqual({ code: 400, msg: '请至少选择2个产品进行对比', data: null, reason: 'API.badRequest' });
    const mixed = await call(
      'POST',
      '/open/v1/compare/direct',
      { list: [key('SPU-B4', 'SKU-B4-4'), key('SPU-HD', 'SKU-HD-4T')] },
      false,
    );
    expect(mixed.json().msg).toBe('只能对比同类产品');
    // The same model twice is one model (was refused as '只能对比同类产品').
    const twice = await call(
      'POST',
      '/open/v1/compare/direct',
      { list: [key('SPU-B4', 'SKU-B4-4'), key('SPU-B4', 'SKU-B4-4')] },
      false,
    );
    expect(twice.json()).toMatchObject({ code: 1, msg: '请至少选择2个产品进行对比' });
    const mismatched = await call(
      'POST',
      '/open/v1/compare/direct',
      { list: [key('SPU-B8', 'SKU-B4-4'), key('SPU-B4', 'SKU-B4-6')] },
      false,
    );
    expect(mismatched.json()).toMatchObject({ code: 404, msg: '对比的商品不存在' });
    const nul = await call('POST', '/v1/compare/add', key('SPU-B4\u0000', 'SKU-B4-4'));
    expect(nul.json()).toEqual({ code: 400, msg: '对比的商品不存在', data: null, reason: 'API.badRequest' });
    const seven = Array.from({ length: 7 }, () => key('SPU-B4', 'SKU-B4-4'));
    expect((await call('POST', '/open/v1/compare/direct', { list: seven }, false)).statusCode).toBe(400);
  });
});

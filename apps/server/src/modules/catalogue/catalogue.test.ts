import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';

const P = '/api-cloud-merchant-service';

describe.each(testDrivers())('catalogue on %s', (driver) => {
  let ctx: TestContext;
  let ownerToken: string;
  let otherToken: string;
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
  const page = async (qs: string, token?: string) => pageOf(qs, token);
  const pageOf = async (qs: string, token?: string) => {
    const res = await get(`${P}/open/v1/goods/spu/page?${qs}`, token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    return { nos: (body.data as { spuNo: string }[]).map((s) => s.spuNo), body };
  };
  const login = async (phone: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: `${P}/v1/account/passwordLogin`,
        payload: { account: phone, password: 'Test@2026' },
      })
    ).json().data.token as string;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const owner = await createAccount(ctx.database.db, { phone: '13900001001' });
    await createAccount(ctx.database.db, { phone: '13900001002' });
    await createTestCatalogue(ctx.database.db, { privateOwner: owner });
    ownerToken = await login('13900001001');
    otherToken = await login('13900001002');
  });
  afterAll(() => ctx.close());

  it('answers the two-level category tree in the calculator contract shape', async () => {
    const res = await get(`${P}/open/v1/goods/category/tree`);
    expect(res.statusCode).toBe(200);
    const tree = res.json().data;
    expect(tree.map((n: { catagoryName: string }) => n.catagoryName)).toEqual(['网络摄像机', '存储']);
    expect(tree[0]).toMatchObject({ id: 1, dataId: 'C0001', separateCategory: true });
    expect(tree[0].children.map((c: { id: number }) => c.id)).toEqual([101, 102]);
  });

  it('sends the list gzipped to clients that take it (the same page, compressed once), plain to the others', async () => {
    const url = `${P}/open/v1/goods/spu/page?categoryIds=1&size=20`;
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.body);
    }
    const refused = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('filters by a first-level category (its children) and counts the total', async () => {
    const { nos, body } = await page('categoryIds=1&size=2');
    expect(body.count).toBe(4);
    expect(nos).toHaveLength(2);
    const all = await page('categoryIds=101,301');
    expect(all.nos.sort()).toEqual(['SPU-B2', 'SPU-B4', 'SPU-B8', 'SPU-HD']);
  });

  it('answers a lean list: the card’s fields, the price range, the model count and first model, no models', async () => {
    const { body } = await page('categoryIds=101&sort=price&order=asc');
    const b4 = body.data.find((s: { spuNo: string }) => s.spuNo === 'SPU-B4');
    expect(b4).toMatchObject({
      spuName: '400万像素红外网络摄像机',
      brandName: '海昱',
      firstCatagoryName: '网络摄像机',
      secondCatagoryName: '枪型网络摄像机',
      firstCategoryId: 1,
      secondCategoryId: 101,
      labels: 2,
      minPrice: 39900,
      maxPrice: 41900,
      skuCount: 2,
      firstModel: 'HY-IPC-3B04I4-I5(4mm)',
    });
    expect(b4).not.toHaveProperty('skus');
    // A family without a price for this viewer has no range.
    const b2 = body.data.find((s: { spuNo: string }) => s.spuNo === 'SPU-B2');
    expect(b2).toMatchObject({ minPrice: null, maxPrice: null, skuCount: 1 });
  });

  it('answers the models with fields=skus (the pickers), still without their attributes', async () => {
    const { body } = await page('categoryIds=101&sort=price&order=asc&fields=skus');
    const b4 = body.data.find((s: { spuNo: string }) => s.spuNo === 'SPU-B4');
    expect(b4).toMatchObject({ maxPrice: 41900, skuCount: 2 });
    expect(b4.skus[0]).toEqual({
      skuNo: 'SKU-B4-4',
      skuName: '400万像素红外网络摄像机 HY-IPC-3B04I4-I5(4mm)',
      model: 'HY-IPC-3B04I4-I5(4mm)',
      price: 39900,
      stock: 10,
      status: 0,
      picUrl: null,
    });
    expect(b4.skus.map((k: { skuNo: string }) => k.skuNo)).toEqual(['SKU-B4-4', 'SKU-B4-6']);
    // The same query without the field selection is another kept page.
    expect((await page('categoryIds=101&sort=price&order=asc')).body.data[0]).not.toHaveProperty('skus');
  });

  const attrsOf = async (qs: string, token?: string) => {
    const res = await get(`${P}/open/v1/goods/sku/attrs?${qs}`, token);
    return { status: res.statusCode, body: res.json() };
  };

  it('answers models’ attributes by number, only the keys asked, the parameter table when asked', async () => {
    const all = await attrsOf('skuNos=SKU-B4-4,SKU-HD-4T,SKU-B4-6');
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual([
      { skuNo: 'SKU-B4-4', attrs: { resolutionMP: 4, lensMm: 4 } },
      { skuNo: 'SKU-HD-4T', attrs: { capacityTB: 4 } },
      { skuNo: 'SKU-B4-6', attrs: { resolutionMP: 4, lensMm: 6 } },
    ]);
    expect((await attrsOf('skuNos=SKU-B4-4,SKU-HD-4T&keys=lensMm')).body.data).toEqual([
      { skuNo: 'SKU-B4-4', attrs: { lensMm: 4 } },
      { skuNo: 'SKU-HD-4T', attrs: {} },
    ]);
    expect((await attrsOf('skuNos=SKU-B4-6&params=1')).body.data).toEqual([
      {
        skuNo: 'SKU-B4-6',
        attrs: { resolutionMP: 4, lensMm: 6 },
        params: [
          { attrKey: 'resolutionMP', attrName: '分辨率', value: '400万像素' },
          { attrKey: 'lensMm', attrName: '焦距', value: '6mm' },
        ],
      },
    ]);
  });

  it('answers a private model’s attributes to its owner only; an unknown number is left out', async () => {
    const q = 'skuNos=SKU-PRIV,SKU-B2-4,NO-SUCH-SKU';
    const nos = (b: { data: { skuNo: string }[] }) => b.data.map((a) => a.skuNo);
    expect(nos((await attrsOf(q)).body)).toEqual(['SKU-B2-4']);
    expect(nos((await attrsOf(q, otherToken)).body)).toEqual(['SKU-B2-4']);
    expect(nos((await attrsOf(q, ownerToken)).body)).toEqual(['SKU-PRIV', 'SKU-B2-4']);
  });

  it.each([
    ['skuNos=', '型号编号不正确：须为1到200个以逗号分隔的型号编号'],
    [
      `skuNos=${Array.from({ length: 201 }, (_, i) => `SKU-${i}`).join(',')}`,
      '型号编号不正确：须为1到200个以逗号分隔的型号编号',
    ],
    ['skuNos=SKU-B4-4;drop', '型号编号不正确：须为1到200个以逗号分隔的型号编号'],
    ['skuNos=SKU-B4-4&keys=lens-mm', '属性键不正确：至多40个以逗号分隔的属性键'],
    [
      `skuNos=SKU-B4-4&keys=${Array.from({ length: 41 }, (_, i) => `k${i}`).join(',')}`,
      '属性键不正确：至多40个以逗号分隔的属性键',
    ],
    ['skuNos=SKU-B4-4&params=yes', 'params 只能是 0 或 1'],
    ['skuNos=SKU-B4-4&skuNo=SKU-B4-6', '不支持的参数：skuNo'],
  ])('refuses the attribute call %s with 400 and a Chinese message', async (qs, msg) => {
    const { status, body } = await attrsOf(qs);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg, data: null, reason: 'API.badRequest' });
  });

  it('without skuNos the attribute call is refused', async () => {
    const { status, body } = await attrsOf('keys=lensMm');
    expect(status).toBe(400);
    expect(body.reason).toBe('API.badRequest');
  });

  // the words as typed (literal=1): a search that finds little also tries forgiven words below (search-forgiving.test)
  it('finds Chinese words inside names, 1-2 character queries and model fragments', async () => {
    const page = (qs: string) => pageOf(`literal=1&${qs}`);
    expect((await page(`keyword=${encodeURIComponent('网络摄像机')}`)).nos).toEqual(
      expect.arrayContaining(['SPU-B4', 'SPU-B8', 'SPU-D4']),
    );
    expect((await page(`keyword=${encodeURIComponent('网络摄像机')}`)).nos).not.toContain('SPU-B2');
    expect((await page(`keyword=${encodeURIComponent('硬盘')}`)).nos).toEqual(['SPU-HD']);
    expect((await page(`keyword=${encodeURIComponent('阵')}`)).nos).toEqual(['SPU-ARR']);
    expect((await page('keyword=3b04i4')).nos).toEqual(['SPU-B4']);
    expect((await page('keyword=HY-IPC-3D04')).nos).toEqual(['SPU-D4']);
    expect((await page(`keyword=${encodeURIComponent('全彩 800万')}`)).nos).toEqual(['SPU-B8']);
  });

  it('ranks names holding the keyword first', async () => {
    const { nos } = await page(`keyword=${encodeURIComponent('400万')}`);
    expect(nos.slice(0, 2).sort()).toEqual(['SPU-B4', 'SPU-D4']);
  });

  it('treats SQL-looking and wildcard keywords as text', async () => {
    for (const kw of ["' or 1=1 --", '%', '_', "'; drop table spu; --", '\\']) {
      const { nos, body } = await page(`literal=1&keyword=${encodeURIComponent(kw)}`);
      expect(nos).toEqual([]);
      expect(body.count).toBe(0);
      await page(`keyword=${encodeURIComponent(kw)}`); // forgiven too: answered, never an error
    }
  });

  it('filters by attributes (by key across categories, by id, several values joined by !!!)', async () => {
    const byKey = await page(`categoryIds=1&attributesStr=${encodeURIComponent('resolutionMP:400万像素')}`);
    expect(byKey.nos.sort()).toEqual(['SPU-B4', 'SPU-D4']);
    const two = await page(`categoryIds=101&attributesStr=${encodeURIComponent('1:400万像素!!!800万像素;2:6mm')}`);
    expect(two.nos).toEqual(['SPU-B4']);
    const multi = await page(
      `categoryIds=101&attributesStr=${encodeURIComponent('resolutionMP:400万像素!!!800万像素')}`,
    );
    expect(multi.nos.sort()).toEqual(['SPU-B4', 'SPU-B8']);
  });

  it('offers filter attributes merged by key with values in numeric order', async () => {
    const res = await get(`${P}/open/v1/goods/category/attrs?categoryIds=1`);
    expect(res.json().data).toEqual([
      {
        attrKey: 'resolutionMP',
        attrName: '分辨率',
        unit: '万像素',
        attrValues: ['200万像素', '400万像素', '800万像素'],
      },
      { attrKey: 'lensMm', attrName: '焦距', unit: 'mm', attrValues: ['2.8mm', '4mm', '6mm'] },
    ]);
  });

  it('sorts by price both ways with no-price last, by times used and by listing time', async () => {
    expect((await page('categoryIds=101&sort=price&order=asc')).nos).toEqual(['SPU-B4', 'SPU-B8', 'SPU-B2']);
    expect((await page('categoryIds=101&sort=price&order=desc')).nos).toEqual(['SPU-B8', 'SPU-B4', 'SPU-B2']);
    expect((await page('categoryIds=101&sort=sumNo&order=desc')).nos).toEqual(['SPU-B4', 'SPU-B8', 'SPU-B2']);
    expect((await page('categoryIds=101&sort=listedAt&order=desc')).nos).toEqual(['SPU-B8', 'SPU-B4', 'SPU-B2']);
  });

  it('filters by label, stock, status and source', async () => {
    expect((await page('labels=2')).nos).toEqual(['SPU-B4']);
    expect((await page('labels=4')).nos).toEqual(['SPU-D4']);
    expect((await page('labels=-1')).body.count).toBe(6);
    expect((await page('categoryIds=102&status=1')).nos).toEqual(['SPU-OLD']);
    expect((await page('categoryIds=102')).nos).toEqual(['SPU-D4']);
    expect((await page('b2bStockStatus=0&categoryIds=101')).nos.sort()).toEqual(['SPU-B2', 'SPU-B4', 'SPU-B8']);
    expect((await page('customSpuSource=1&categoryIds=301')).nos).toEqual(['SPU-HD']);
  });

  it('shows a private product to its owner only', async () => {
    expect((await page('categoryIds=301')).nos).toEqual(['SPU-HD']);
    expect((await page('categoryIds=301', otherToken)).nos).toEqual(['SPU-HD']);
    expect((await page('categoryIds=301', ownerToken)).nos.sort()).toEqual(['SPU-HD', 'SPU-PRIV']);
    expect((await page('customSpuSource=0', ownerToken)).nos).toEqual(['SPU-PRIV']);
    expect((await page('customSpuSource=0')).nos).toEqual([]);
    expect((await get(`${P}/open/v1/goods/spu/detail/SPU-PRIV`, otherToken)).statusCode).toBe(404);
  });

  it.each([
    ['size=101', '每页条数不能超过100'],
    ['sort=name', '不支持的排序字段'],
    [`keyword=${'摄'.repeat(51)}`, '搜索内容不能超过50个字符'],
    ['order=up', '排序方式只能是 desc 或 asc'],
    ['page=0', '页码不正确'],
    ['labels=8', '状态筛选只能是 -1、1、2、4'],
    ['categoryIds=1;drop', '分类参数不正确'],
    ['attributesStr=nonsense', '属性筛选参数不正确'],
    ['fields=attrs', 'fields 只能是 skus 或留空'],
    // Regressions: these answered 500 (PostgreSQL refuses NUL in text and integers past 2^31-1).
    ['keyword=a\u0000b', '内容包含无效字符'],
    ['attributesStr=resolutionMP:400万像素\u0000', '属性筛选参数不正确'],
    ['brandId=99999999999', '品牌参数不正确'],
    ['portalCatagoryId=-99999999999', '分类参数不正确'],
  ])('rejects %s with 400 and a Chinese message', async (qs, msg) => {
    const res = await get(`${P}/open/v1/goods/spu/page?${encodeURI(qs)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg, data: null, reason: 'API.badRequest' });
  });

  it('a page past the end is empty but keeps the total', async () => {
    const { nos, body } = await page('categoryIds=1&page=50&size=10');
    expect(nos).toEqual([]);
    expect(body.count).toBe(4);
  });

  it('answers a lean product detail: models, attachments, accessories, related tiles and suites', async () => {
    const res = await get(`${P}/open/v1/goods/spu/detail/SPU-B4`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.skus.map((k: { skuNo: string }) => k.skuNo)).toEqual(['SKU-B4-4', 'SKU-B4-6']);
    // The parameter table is loaded where shown (goods/sku/attrs?params=1, above), not with every model.
    expect(d.skus[0]).not.toHaveProperty('params');
    expect(d.skus[0]).not.toHaveProperty('attrs');
    expect(d.attachments).toEqual([{ fileType: 7, fileTitle: '彩页.pdf', fileUrl: '/static/b4.pdf' }]);
    expect(d.skus[0].accessories.map((a: { skuNo: string }) => a.skuNo)).toEqual(['SKU-HD-4T']);
    const related = [...d.related].sort((a: { spuNo: string }, b: { spuNo: string }) => a.spuNo.localeCompare(b.spuNo));
    expect(related).toEqual([
      { spuNo: 'SPU-B2', spuName: '200万像素红外枪型摄像机', picUrl: expect.any(String), minPrice: null },
      { spuNo: 'SPU-B8', spuName: '800万像素全彩枪型网络摄像机', picUrl: expect.any(String), minPrice: 89900 },
    ]);
    expect(d.suits.map((s: { suitNo: string }) => s.suitNo)).toEqual(['SUIT-1']);
  });

  it.each([
    ['/open/v1/goods/spu/detail/SPU-B4%00', '商品不存在'],
    ['/open/v1/goods/suit/detail/SUIT-1%00', '套装不存在'],
    ['/open/v1/goods/getShopList?spuNo=SPU-B4%00', '商品不存在'],
  ])('a number with a NUL character (%s) is the 400 envelope, not a fault', async (url, msg) => {
    const res = await get(`${P}${url}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg, data: null, reason: 'API.badRequest' });
  });

  it('a nonexistent spuNo is the 404 envelope 商品不存在', async () => {
    const res = await get(`${P}/open/v1/goods/spu/detail/NOPE`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '商品不存在', data: null, reason: 'CATALOGUE.spuNotFound' });
    expect((await get(`${P}/open/v1/goods/getShopList?spuNo=NOPE`)).json().msg).toBe('商品不存在');
  });

  it("answers suite detail with items and their total at the viewer's prices, the package price beside it", async () => {
    const d = (await get(`${P}/open/v1/goods/suit/detail/SUIT-1`)).json().data;
    expect(d.items.map((i: { skuNo: string; quantity: number }) => [i.skuNo, i.quantity])).toEqual([
      ['SKU-B4-4', 4],
      ['SKU-HD-4T', 1],
    ]);
    expect([d.price, d.referPrice]).toEqual([39900 * 4 + 59900, 199900]);
  });

  it('answers hot words and the keyword list from their tables', async () => {
    const hot = (await get(`${P}/open/v1/search/hotWords?location=0`)).json().data;
    expect(hot[0]).toEqual({ word: '400万像素摄像机', status: 1, linkType: 0, linkUrl: null });
    expect((await get(`${P}/open/v1/search/keywords`)).json().data).toContain('网络摄像机');
  });

  it('tracking: use events raise times used, views do not', async () => {
    const post = (eventId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${P}/open/v1/tracking/event`,
        payload: { terminalType: 2, eventId, contentId: 'SPU-B2' },
      });
    expect((await post('spu_view')).statusCode).toBe(200);
    expect((await post('spu_match')).statusCode).toBe(200);
    const row = await ctx.database.db
      .selectFrom('spu')
      .select('times_used')
      .where('spu_no', '=', 'SPU-B2')
      .executeTakeFirstOrThrow();
    expect(row.times_used).toBe(6);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `${P}/open/v1/tracking/event`,
      payload: { terminalType: 1, eventId: 'x', contentId: 'y' },
    });
    expect(bad.statusCode).toBe(400);
    const nul = await ctx.app.inject({
      method: 'POST',
      url: `${P}/open/v1/tracking/event`,
      payload: { terminalType: 2, eventId: 'spu_match', contentId: 'SPU-B2\u0000' },
    });
    expect(nul.json()).toEqual({ code: 400, msg: '内容不正确', data: null, reason: 'API.badRequest' });
  });

  it('adds to the match list with the catalogue price (login required)', async () => {
    const body = { productList: [{ spuNo: 'SPU-B4', skuNo: 'SKU-B4-4', price: 1, quantity: 2 }] };
    expect((await ctx.app.inject({ method: 'POST', url: `${P}/v1/matchList/add`, payload: body })).statusCode).toBe(
      401,
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${P}/v1/matchList/add`,
      payload: body,
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(res.json()).toMatchObject({ code: 0, data: { count: 1 } });
    const line = await ctx.database.db.selectFrom('match_list_item').selectAll().executeTakeFirstOrThrow();
    expect(line.price_fen).toBe(39900);
    expect(line.quantity).toBe(2);
  });
});

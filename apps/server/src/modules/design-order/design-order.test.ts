import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';

const P = '/api-cloud-merchant-service/v1/design';

const line = (
  spuNo: string,
  skuNo: string,
  price: number | null,
  quantity: number,
  rate = 10000,
  extra: object = {},
) => ({
  spuNo,
  skuNo,
  price,
  rate,
  quantity,
  ...extra,
});

describe.each(testDrivers())('design-order tool on %s', (driver) => {
  let ctx: TestContext;
  let tokenA: string;
  let tokenB: string;
  let ownerA: number;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token: string | null = tokenA) =>
    ctx.app.inject({
      method,
      url,
      payload: payload as never,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const login = async (phone: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api-cloud-merchant-service/v1/account/passwordLogin',
        payload: { account: phone, password: 'Test@2026' },
      })
    ).json().data.token as string;
  const list = async (token = tokenA) => (await call('GET', `${P}/favorite/list`, undefined, token)).json().data;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    ownerA = await createAccount(ctx.database.db, { phone: '13900007001' });
    await createAccount(ctx.database.db, { phone: '13900007002' });
    await createTestCatalogue(ctx.database.db, { privateOwner: ownerA });
    // A free and a paid software product (the test catalogue has none).
    const db = ctx.database.db;
    await db.insertInto('category').values({ id: 13, parent_id: null, name: '软件与授权', sort: 9 }).execute();
    await db.insertInto('category').values({ id: 1301, parent_id: 13, name: '平台软件', sort: 1 }).execute();
    for (const [no, price] of [
      ['SW-FREE', 0],
      ['SW-PAID', 680000],
    ] as const) {
      const spu = await db
        .insertInto('spu')
        .values({
          spu_no: `SPU-${no}`,
          spu_name: `软件${no}`,
          first_category_id: 13,
          second_category_id: 1301,
          sku_type: 2,
          // Sold through dealers here: '非经' models have no price for an individual (catalogue/viewer-price.ts).
          sku_sale_type: '经销',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('sku')
        .values({ spu_id: spu.id, sku_no: no, sku_name: `软件${no}`, model: no, price_fen: price })
        .execute();
    }
    tokenA = await login('13900007001');
    tokenB = await login('13900007002');
  });
  afterAll(() => ctx.close());

  it('guests are asked to log in', async () => {
    expect((await call('GET', `${P}/favorite/list`, undefined, null)).statusCode).toBe(401);
    expect((await call('POST', `${P}/favorite/update`, { list: [] }, null)).statusCode).toBe(401);
  });

  it('saves lines, recomputing every amount from the catalogue price and the rate', async () => {
    const res = await call('POST', `${P}/favorite/update`, {
      list: [
        line('SPU-B4', 'SKU-B4-4', 39900, 3, 8500, { amount: 1 }),
        line('SPU-HD', 'SKU-HD-4T', 59900, 2),
        line('SPU-B2', 'SKU-B2-4', null, 4, 5000),
      ],
    });
    expect(res.json()).toEqual({ code: 0, msg: '成功', data: { count: 3 } });
    const data = await list();
    const b4 = data.lines.find((l: { skuNo: string }) => l.skuNo === 'SKU-B4-4');
    expect(b4).toMatchObject({
      price: 39900,
      rate: 8500,
      ratePrice: 33915,
      quantity: 3,
      amount: 101745,
      hasAccessory: true,
      productCategory: '网络摄像机 > 枪型网络摄像机',
      attachments: [{ fileType: 7, fileTitle: '彩页.pdf', fileUrl: '/static/b4.pdf' }],
    });
    // No price: the rate is locked at 100.00 whatever was sent.
    expect(data.lines.find((l: { skuNo: string }) => l.skuNo === 'SKU-B2-4')).toMatchObject({
      price: null,
      rate: 10000,
      amount: 0,
    });
    expect(data.totals).toEqual({
      totalFen: 101745 + 119800,
      originalFen: 119700 + 119800,
      discountFen: 17955,
      count: 3,
    });
  });

  it('accepts a typed discounted price with its rate, and rejects an inconsistent pair', async () => {
    const ok = await call('POST', `${P}/favorite/update`, {
      list: [line('SPU-HD', 'SKU-HD-4T', 59900, 2, 8347, { ratePrice: 50000 })],
    });
    expect(ok.json().code).toBe(0);
    expect((await list()).lines.find((l: { skuNo: string }) => l.skuNo === 'SKU-HD-4T')).toMatchObject({
      ratePrice: 50000,
      amount: 100000,
    });
    const bad = await call('POST', `${P}/favorite/update`, {
      list: [line('SPU-HD', 'SKU-HD-4T', 59900, 2, 8000, { ratePrice: 50000 })],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toBe('折后价与折扣率不一致，请刷新后重试');
  });

  it('rejects crafted input with nothing written', async () => {
    const before = await list();
    const cases: [unknown, number, string | RegExp][] = [
      [{ list: [line('SPU-B4', 'SKU-B4-4', 100, 1)] }, 422, '产品价格已变化，请刷新后重试'],
      [{ list: [line('SPU-B4', 'SKU-B4-4', 39900, -1)] }, 400, /数量/],
      [{ list: [line('SPU-B4', 'SKU-B4-4', 39900, 1, 100000)] }, 422, '折扣率须在 0 到 999.99 之间'],
      [{ list: [line('SPU-B4', 'SKU-B4-4', 39900, 10000)] }, 400, /数量/],
      [{ list: [line('SPU-D4', 'SKU-D4-X', 30900, 1)] }, 422, '该型号已下架，不能加入设计单'],
      [{ list: [line('SPU-NOPE', 'SKU-NOPE', 1, 1)] }, 404, '所选商品不存在'],
      [
        { list: [line('SPU-HD', 'SKU-HD-4T', 59900, 5), line('SPU-B4', 'SKU-B4-4', 1, 1)] },
        422,
        '产品价格已变化，请刷新后重试',
      ],
    ];
    for (const [payload, status, msg] of cases) {
      const res = await call('POST', `${P}/favorite/update`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().msg).toMatch(msg);
    }
    expect(await list()).toEqual(before);
  });

  it("another user's line id is 404 and their list is untouched", async () => {
    const mine = (await list()).lines[0];
    const res = await call(
      'POST',
      `${P}/favorite/update`,
      { list: [{ ...line(mine.spuNo, mine.skuNo, mine.price, 9), id: mine.id }] },
      tokenB,
    );
    expect(res.statusCode).toBe(404);
    expect((await call('POST', `${P}/favorite/clear`, { id: mine.id }, tokenB)).statusCode).toBe(404);
    expect((await call('POST', `${P}/favorite/remove`, { ids: [mine.id] }, tokenB)).statusCode).toBe(404);
    expect((await list()).lines[0]).toEqual(mine);
    // The other user does not see A's private product.
    const priv = await call('POST', `${P}/favorite/update`, { list: [line('SPU-PRIV', 'SKU-PRIV', 10000, 1)] }, tokenB);
    expect(priv.statusCode).toBe(404);
  });

  it('drag sort saves 1..n and the list follows it', async () => {
    const lines = (await list()).lines as {
      id: number;
      spuNo: string;
      skuNo: string;
      price: number | null;
      rate: number;
      ratePrice: number;
      quantity: number;
    }[];
    const reversed = [...lines].reverse();
    const res = await call('POST', `${P}/favorite/update`, {
      list: reversed.map((l, i) => ({
        id: l.id,
        spuNo: l.spuNo,
        skuNo: l.skuNo,
        price: l.price,
        rate: l.rate,
        ratePrice: l.ratePrice,
        quantity: l.quantity,
        sort: i + 1,
      })),
    });
    expect(res.json().code).toBe(0);
    const after = (await list()).lines;
    expect(after.map((l: { id: number }) => l.id)).toEqual(reversed.map((l) => l.id));
    expect(after.map((l: { sort: number }) => l.sort)).toEqual(reversed.map((_, i) => i + 1));
  });

  it('free software: quantity at most 1; quantity 0 removes a line (replace flow)', async () => {
    const two = await call('POST', `${P}/favorite/update`, { list: [line('SPU-SW-FREE', 'SW-FREE', 0, 2)] });
    expect(two.json().msg).toBe('该产品数量不能大于1');
    expect(
      (await call('POST', `${P}/favorite/update`, { list: [line('SPU-SW-FREE', 'SW-FREE', 0, 1)] })).json().code,
    ).toBe(0);
    const replace = await call('POST', `${P}/favorite/update`, {
      list: [line('SPU-SW-FREE', 'SW-FREE', 0, 0), line('SPU-SW-PAID', 'SW-PAID', 680000, 1)],
    });
    expect(replace.json().code).toBe(0);
    const skus = (await list()).lines.map((l: { skuNo: string }) => l.skuNo);
    expect(skus).toContain('SW-PAID');
    expect(skus).not.toContain('SW-FREE');
  });

  it('accessories, remind, scenes', async () => {
    const acc = (await call('GET', `${P}/accessory/list?skuNo=SKU-B4-4`)).json().data;
    expect(acc).toEqual([expect.objectContaining({ skuNo: 'SKU-HD-4T', price: 59900, categoryName: '监控硬盘' })]);
    expect((await call('GET', `${P}/remind`)).json().data).toEqual({ cable: 0, construction: 0 });
    expect((await call('GET', `${P}/scene/list`, undefined, null)).json().data[0]).toEqual({
      sceneId: 1,
      sceneName: '住宅小区',
    });
  });

  let orderId: number;

  it('generates an order from chosen lines: amounts rechecked, lines leave the list', async () => {
    const { lines, totals } = await list();
    const chosen = lines.filter((l: { skuNo: string }) => l.skuNo === 'SKU-B4-4' || l.skuNo === 'SKU-HD-4T');
    const amount = chosen.reduce((s: number, l: { amount: number }) => s + l.amount, 0);
    const original = chosen.reduce((s: number, l: { price: number; quantity: number }) => s + l.price * l.quantity, 0);
    const payload = {
      name: ' 一期 监控 ',
      remark: '含安装',
      sceneId: 2,
      amount,
      preferential: original - amount,
      productLists: chosen,
    };
    const wrong = await call('POST', `${P}/order/generate`, { ...payload, amount: amount - 1 });
    expect(wrong.json().msg).toBe('设计单金额已变化，请刷新后重试');
    expect((await call('POST', `${P}/order/generate`, { ...payload, name: '   ' })).json().msg).toBe('请输入配单名称');
    expect((await call('POST', `${P}/order/generate`, payload, tokenB)).statusCode).toBe(404);
    // The same line twice (a crafted payload): refused before anything is written.
    const twice = await call('POST', `${P}/order/generate`, {
      ...payload,
      amount: amount + chosen[0].amount,
      productLists: [...chosen, chosen[0]],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe(`型号 ${chosen[0].skuNo} 重复提交`);
    expect((await list()).lines).toHaveLength(lines.length);
    const res = await call('POST', `${P}/order/generate`, payload);
    expect(res.json().code).toBe(0);
    orderId = res.json().data.id;
    const left = await list();
    expect(left.lines).toHaveLength(lines.length - 2);
    expect(left.totals.count).toBe(totals.count - 2);
    const detail = (await call('GET', `${P}/order/detail?id=${orderId}`)).json().data;
    expect(detail).toMatchObject({
      name: '一期监控',
      remark: '含安装',
      sceneName: '学校',
      amount,
      originalAmount: original,
      lineCount: 2,
      status: 0,
    });
    expect(detail.lines.map((l: { skuNo: string }) => l.skuNo).sort()).toEqual(['SKU-B4-4', 'SKU-HD-4T']);
  });

  it("another user's order is 404 for every call", async () => {
    for (const [m, url, body] of [
      ['GET', `${P}/order/detail?id=${orderId}`, undefined],
      ['GET', `${P}/order/export?id=${orderId}`, undefined],
      ['POST', `${P}/order/copy`, { id: orderId }],
      ['POST', `${P}/order/delete`, { id: orderId }],
      ['POST', `${P}/order/removeDesignProduct`, { id: orderId, lineIds: [1] }],
    ] as const) {
      expect((await call(m, url, body, tokenB)).statusCode, url).toBe(404);
    }
    expect((await call('GET', `${P}/order/detail?id=${orderId}`)).json().data.lineCount).toBe(2);
  });

  it('joins list lines to an existing order (same model adds up) and edits lines', async () => {
    await call('POST', `${P}/favorite/update`, { list: [line('SPU-HD', 'SKU-HD-4T', 59900, 1)] });
    const l = (await list()).lines.find((x: { skuNo: string }) => x.skuNo === 'SKU-HD-4T');
    const res = await call('POST', `${P}/order/editAddProductBatch`, { id: orderId, productSaveDTOS: [l] });
    expect(res.json(), res.body).toMatchObject({ code: 0, data: { id: orderId } });
    let detail = (await call('GET', `${P}/order/detail?id=${orderId}`)).json().data;
    const hd = detail.lines.find((x: { skuNo: string }) => x.skuNo === 'SKU-HD-4T');
    expect(hd).toMatchObject({ quantity: 3, rate: 10000, amount: 179700 });
    const edit = await call('POST', `${P}/order/updateDesignProduct`, {
      id: orderId,
      productList: [{ id: hd.id, spuNo: hd.spuNo, skuNo: hd.skuNo, price: 59900, rate: 9000, quantity: 4 }],
    });
    expect(edit.json()).toMatchObject({ code: 0, msg: '编辑成功！' });
    const repeatedLine = await call('POST', `${P}/order/updateDesignProduct`, {
      id: orderId,
      productList: [3, 5].map((quantity) => ({
        id: hd.id,
        spuNo: hd.spuNo,
        skuNo: hd.skuNo,
        price: 59900,
        rate: 9000,
        quantity,
      })),
    });
    expect(repeatedLine.statusCode).toBe(400);
    expect(repeatedLine.json().msg).toBe('型号 SKU-HD-4T 重复提交');
    const joinedTwice = await call('POST', `${P}/order/editAddProductBatch`, { id: orderId, productSaveDTOS: [l, l] });
    expect(joinedTwice.json().msg).toBe('型号 SKU-HD-4T 重复提交');
    const forged = await call('POST', `${P}/order/updateDesignProduct`, {
      id: orderId,
      productList: [{ id: hd.id, spuNo: hd.spuNo, skuNo: hd.skuNo, price: 1, rate: 9000, quantity: 4 }],
    });
    expect(forged.statusCode).toBe(422);
    detail = (await call('GET', `${P}/order/detail?id=${orderId}`)).json().data;
    expect(detail.lines.find((x: { skuNo: string }) => x.skuNo === 'SKU-HD-4T')).toMatchObject({
      quantity: 4,
      ratePrice: 53910,
      amount: 215640,
    });
    expect(detail.amount).toBe(detail.lines.reduce((s: number, x: { amount: number }) => s + x.amount, 0));
  });

  it('pages my orders (default 90 days), copies, exports a readable quotation, deletes', async () => {
    const copy = await call('POST', `${P}/order/copy`, { id: orderId });
    expect(copy.json().msg).toBe('复制成功');
    const page = (await call('GET', `${P}/order/page?page=1&size=10`)).json();
    expect(page.count).toBe(2);
    expect(page.data[0]).toMatchObject({ name: '一期监控-副本', lineCount: 2 });
    expect((await call('GET', `${P}/order/page?keyword=副本`)).json().count).toBe(1);
    expect((await call('GET', `${P}/order/page?startDate=2020-01-01&endDate=2020-12-31`)).json().count).toBe(0);

    // A name that would be a formula in a spreadsheet is escaped.
    await call('POST', `${P}/order/updateDesignProduct`, {
      id: orderId,
      name: '=HYPERLINK("x")',
      productList: (await call('GET', `${P}/order/detail?id=${orderId}`))
        .json()
        .data.lines.slice(0, 1)
        .map((x: Record<string, unknown>) => ({
          id: x.id,
          spuNo: x.spuNo,
          skuNo: x.skuNo,
          price: x.price,
          rate: x.rate,
          quantity: x.quantity,
        })),
    });
    const res = await call('GET', `${P}/order/export?id=${orderId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const ws = wb.getWorksheet('报价单')!;
    const rows: unknown[][] = [];
    ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows.find((r) => r[0] === '报价单号')![3]).toBe('\'=HYPERLINK("x")');
    const hd = rows.find((r) => r[3] === 'DK-4T-SV')!;
    // the amount and the totals are formulas with the figures as their results (issue 58 §8)
    const result = (c: unknown) => (c as { result: number }).result;
    expect([...hd.slice(6, 10), result(hd[10])]).toEqual([599, 90, 539.1, 4, 2156.4]);
    expect(result(rows.find((r) => r[9] === '小计(元)')![10])).toEqual(expect.any(Number));
    expect((await call('GET', `${P}/order/page?status=1`)).json().count).toBe(1);

    expect((await call('POST', `${P}/order/delete`, { id: orderId })).json().msg).toBe('删除成功');
    expect((await call('GET', `${P}/order/detail?id=${orderId}`)).statusCode).toBe(404);
  });

  it('common products come from my orders; clearing empties the list', async () => {
    const common = (await call('GET', `${P}/common/list`)).json();
    expect(common.data.map((s: { spuNo: string }) => s.spuNo)).toEqual(expect.arrayContaining(['SPU-B4', 'SPU-HD']));
    const res = await call('POST', `${P}/favorite/remove`, { deleteAll: true });
    expect(res.json().msg).toBe('清空成功');
    expect((await list()).lines).toEqual([]);
    expect((await call('POST', `${P}/favorite/remove`, {})).json().msg).toBe('请先选择要删除的项');
  });
});

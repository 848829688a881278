import { ORDER_MESSAGES, ORDER_TOTAL_MAX_FEN } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';

const P = '/api-cloud-merchant-service/v1/design';
/** The price of the demo catalogue's dearest model the audit used (¥193,999), on a test model. */
const DEAREST_FEN = 19_399_900;
const hd = (quantity: number, extra: object = {}) => ({
  spuNo: 'SPU-HD',
  skuNo: 'SKU-HD-4T',
  price: DEAREST_FEN,
  rate: 10000,
  quantity,
  ...extra,
});

// #28: the design order refuses above the one order total limit with the quote's and placeorder's message, before
// any write — when it is generated, when its lines are edited and when list lines join it.
describe.each(testDrivers())('the design order under the one total limit on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  let orderId: number;
  const call = (method: 'GET' | 'POST', url: string, body?: object) => injectAs(ctx, token, method, url, body);
  const listLine = async () =>
    ((await call('GET', `${P}/favorite/list`)).json().data.lines as { id: number; skuNo: string }[]).find(
      (l) => l.skuNo === 'SKU-HD-4T',
    )!;
  const detail = async () => (await call('GET', `${P}/order/detail?id=${orderId}`)).json().data;
  const expectLimit = (res: { statusCode: number; json: () => { msg: string; reason?: string } }) => {
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ msg: ORDER_MESSAGES.totalMax, reason: 'ORDER.totalMax' });
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await createTestCatalogue(ctx.database.db);
    await ctx.database.db
      .updateTable('sku')
      .set({ price_fen: DEAREST_FEN })
      .where('sku_no', '=', 'SKU-HD-4T')
      .execute();
    await createAccount(ctx.database.db, { phone: '13900028001' });
    token = await loginToken(ctx, '13900028001');
  });
  afterAll(() => ctx.close());

  it('generate: 116 × the dearest model is refused with the limit message, nothing written', async () => {
    expect(116 * DEAREST_FEN).toBeGreaterThan(ORDER_TOTAL_MAX_FEN);
    expect((await call('POST', `${P}/favorite/update`, { list: [hd(116)] })).json().code).toBe(0);
    const l = await listLine();
    const over = await call('POST', `${P}/order/generate`, {
      name: '大单',
      amount: 116 * DEAREST_FEN,
      preferential: 0,
      productLists: [{ ...hd(116), id: l.id }],
    });
    expectLimit(over);
    expect((await call('GET', `${P}/order/page?page=1&size=10`)).json().count).toBe(0);
    expect(await listLine()).toBeTruthy();
  });

  it('editing an order’s lines above the limit is refused the same way, the order unchanged', async () => {
    const l = await listLine();
    await call('POST', `${P}/favorite/update`, { list: [hd(100, { id: l.id })] });
    const made = await call('POST', `${P}/order/generate`, {
      name: '大单',
      amount: 100 * DEAREST_FEN,
      preferential: 0,
      productLists: [{ ...hd(100), id: l.id }],
    });
    expect(made.json().code, made.body).toBe(0);
    orderId = made.json().data.id;
    const line = (await detail()).lines[0];
    const edit = (quantity: number) =>
      call('POST', `${P}/order/updateDesignProduct`, { id: orderId, productList: [{ ...hd(quantity), id: line.id }] });
    expectLimit(await edit(116));
    expect(await detail()).toMatchObject({ amount: 100 * DEAREST_FEN, lines: [{ quantity: 100 }] });
    // under the limit the edit goes through
    expect((await edit(103)).json().code).toBe(0);
    expect(await detail()).toMatchObject({ amount: 103 * DEAREST_FEN, lines: [{ quantity: 103 }] });
  });

  it('list lines joining the order above the limit are refused the same way, nothing written', async () => {
    await call('POST', `${P}/favorite/update`, { list: [hd(13)] });
    const l = await listLine();
    const join = await call('POST', `${P}/order/editAddProductBatch`, {
      id: orderId,
      productSaveDTOS: [{ ...hd(13), id: l.id }],
    });
    expectLimit(join);
    expect(await detail()).toMatchObject({ amount: 103 * DEAREST_FEN, lines: [{ quantity: 103 }] });
    expect(await listLine()).toMatchObject({ id: l.id });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';

const P = '/api-cloud-merchant-service/v1/design';

interface Line {
  id: number;
  spuNo: string;
  skuNo: string;
  price: number | null;
  rate: number;
  ratePrice: number;
  quantity: number;
}

describe.each(testDrivers())('design-order status (未报价 / 已报价) on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  let id = 0;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) => injectAs(ctx, token, method, url, payload);
  const status = async () =>
    (await call('GET', `${P}/order/detail?id=${id}`)).json().data as {
      status: number;
      exportedAt: string | null;
      lines: Line[];
    };
  const exportIt = async () => expect((await call('GET', `${P}/order/export?id=${id}`)).statusCode).toBe(200);
  const addToList = (skuNo: string, spuNo: string, price: number) =>
    call('POST', `${P}/favorite/update`, { list: [{ spuNo, skuNo, price, rate: 10000, quantity: 1 }] });

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await createTestCatalogue(ctx.database.db);
    await createAccount(ctx.database.db, { phone: '13900023001' });
    token = await loginToken(ctx, '13900023001');
    await addToList('SKU-B4-4', 'SPU-B4', 39900);
    await addToList('SKU-HD-4T', 'SPU-HD', 59900);
    const lines = (await call('GET', `${P}/favorite/list`)).json().data.lines as Line[];
    id = (
      await call('POST', `${P}/order/generate`, {
        name: '报价状态',
        amount: 99800,
        preferential: 0,
        productLists: lines,
      })
    ).json().data.id;
  });
  afterAll(() => ctx.close());

  it('is 未报价 when generated and 已报价 once its quotation is exported', async () => {
    expect(await status()).toMatchObject({ status: 0, exportedAt: null });
    await exportIt();
    const s = await status();
    expect(s.status).toBe(1);
    expect(Date.parse(s.exportedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const quoted = (await call('GET', `${P}/order/page?status=1`)).json();
    expect(quoted.data.map((o: { id: number }) => o.id)).toEqual([id]);
    expect((await call('GET', `${P}/order/page?status=0`)).json().count).toBe(0);
  });

  it('goes back to 未报价 when what the quotation shows changes, and only then', async () => {
    // A request that changes nothing keeps it quoted.
    await call('POST', `${P}/order/updateDesignProduct`, { id, productList: [] });
    expect((await status()).status).toBe(1);

    const b4 = (await status()).lines.find((l) => l.skuNo === 'SKU-B4-4')!;
    await call('POST', `${P}/order/updateDesignProduct`, { id, productList: [{ ...b4, quantity: 3 }] });
    expect((await status()).status).toBe(0);

    await exportIt();
    await call('POST', `${P}/order/updateDesignProduct`, { id, productList: [], name: '报价状态二' });
    expect((await status()).status).toBe(0);

    await exportIt();
    const disk = (await status()).lines.find((l) => l.skuNo === 'SKU-HD-4T')!;
    await call('POST', `${P}/order/removeDesignProduct`, { id, configId: disk.id });
    expect((await status()).status).toBe(0);

    await exportIt();
    await addToList('SKU-B8-4', 'SPU-B8', 89900);
    const lines = (await call('GET', `${P}/favorite/list`)).json().data.lines as Line[];
    await call('POST', `${P}/order/addDesignProduct`, { id, productSaveDTOS: lines });
    expect((await status()).status).toBe(0);

    // A refused edit changes nothing, the status included.
    await exportIt();
    const bad = await call('POST', `${P}/order/updateDesignProduct`, { id, productList: [{ ...b4, quantity: -1 }] });
    expect(bad.statusCode).toBe(400);
    expect((await status()).status).toBe(1);
  });

  it('a copy starts 未报价', async () => {
    const copy = (await call('POST', `${P}/order/copy`, { id })).json().data.id;
    expect((await call('GET', `${P}/order/detail?id=${copy}`)).json().data).toMatchObject({
      status: 0,
      exportedAt: null,
    });
  });
});

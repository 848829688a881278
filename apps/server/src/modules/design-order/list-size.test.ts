import { LIST_MAX_LINES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';

const P = '/api-cloud-merchant-service/v1/design';

describe.each(testDrivers())('the list’s size and residueNum on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) => injectAs(ctx, token, method, url, payload);
  const line = (i: number, quantity = 1) => ({
    spuNo: 'SPU-MANY',
    skuNo: `MANY-${i}`,
    price: 100,
    rate: 10000,
    quantity,
  });

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await createTestCatalogue(db);
    const spu = await db
      .insertInto('spu')
      .values({ spu_no: 'SPU-MANY', spu_name: '线材配件', first_category_id: 1, second_category_id: 101 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sku')
      .values(
        Array.from({ length: LIST_MAX_LINES + 2 }, (_, i) => ({
          spu_id: spu.id,
          sku_no: `MANY-${i}`,
          sku_name: `配件 ${i}`,
          model: `M-${i}`,
          price_fen: 100,
        })),
      )
      .execute();
    await createAccount(db, { phone: '13900021001' });
    token = await loginToken(ctx, '13900021001');
  });
  afterAll(() => ctx.close());

  it('answers residueNum and refuses a save that grows the list past its limit, with nothing written', async () => {
    expect((await call('GET', `${P}/favorite/list`)).json().data.residueNum).toBe(LIST_MAX_LINES);
    const first = Array.from({ length: LIST_MAX_LINES - 1 }, (_, i) => line(i));
    expect((await call('POST', `${P}/favorite/update`, { list: first })).json().code).toBe(0);
    expect((await call('GET', `${P}/favorite/list`)).json().data.residueNum).toBe(1);

    const over = await call('POST', `${P}/favorite/update`, { list: [line(LIST_MAX_LINES), line(LIST_MAX_LINES + 1)] });
    expect(over.statusCode).toBe(422);
    expect(over.json().msg).toBe('最多只能选择1个产品，请删除后再添加');
    const data = (await call('GET', `${P}/favorite/list`)).json().data;
    expect(data.lines).toHaveLength(LIST_MAX_LINES - 1);

    // Replacing one line with two (old quantity 0) fits: the replaced line frees its place.
    const replace = await call('POST', `${P}/favorite/update`, {
      list: [line(0, 0), line(LIST_MAX_LINES), line(LIST_MAX_LINES + 1)],
    });
    expect(replace.json().code).toBe(0);
    expect((await call('GET', `${P}/favorite/list`)).json().data.residueNum).toBe(0);
    // A full list still saves changes to its lines.
    expect((await call('POST', `${P}/favorite/update`, { list: [line(5, 3)] })).json().code).toBe(0);
  });
});

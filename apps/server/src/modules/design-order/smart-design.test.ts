import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

const P = '/api-cloud-merchant-service/v1/design/smart';

describe.each(testDrivers())('smart design order on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, auth = true) =>
    injectAs(ctx, auth ? token : null, method, url, payload);

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await createAccount(ctx.database.db, { phone: '13900007101' });
    const db = ctx.database.db;
    await db
      .insertInto('category')
      .values([
        { id: 10, parent_id: null, name: 'UPS电源' },
        { id: 1001, parent_id: 10, name: 'UPS主机' },
      ])
      .execute();
    for (const [kva, minutes, priceFen, status] of [
      [3, 10, 300000, 0],
      [6, 30, 900000, 0],
      [10, 30, 1500000, 0],
      [6, 60, 1, 1],
    ] as const) {
      const spu = await db
        .insertInto('spu')
        .values({
          spu_no: `UPS-${kva}-${minutes}`,
          spu_name: `${kva}kVA UPS`,
          first_category_id: 10,
          second_category_id: 1001,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('sku')
        .values({
          spu_id: spu.id,
          sku_no: `UPS-${kva}-${minutes}-1`,
          sku_name: `${kva}kVA后备${minutes}分钟`,
          model: `U${kva}-${minutes}`,
          price_fen: priceFen,
          status,
          attrs: JSON.stringify({ capacityVA: kva * 1000, backupMinutes: minutes }),
        })
        .execute();
    }
    token = await loginToken(ctx, '13900007101');
  });
  afterAll(() => ctx.close());

  it('lists the six scenarios with their questions', async () => {
    const data = (await call('GET', `${P}/scenarios`, undefined, false)).json().data;
    expect(data.map((s: { key: string }) => s.key)).toEqual([
      'led',
      'parking',
      'accessGuard',
      'broadcast',
      'ups',
      'accessControl',
    ]);
  });

  it('recommends from the live catalogue (delisted models never), with reasons; refuses what it cannot meet', async () => {
    expect((await call('POST', `${P}/recommend`, { scenario: 'ups', answers: {} }, false)).statusCode).toBe(401);
    const r = (
      await call('POST', `${P}/recommend`, { scenario: 'ups', answers: { loadW: 2000, backupMin: 30 } })
    ).json();
    expect(r.data.lines).toEqual([
      expect.objectContaining({
        skuNo: 'UPS-6-30-1',
        quantity: 1,
        priceFen: 900000,
        reason: expect.stringContaining('3125VA'),
      }),
    ]);
    const none = await call('POST', `${P}/recommend`, { scenario: 'ups', answers: { loadW: 2000, backupMin: 60 } });
    expect(none.statusCode).toBe(422);
    expect(none.json().msg).toContain('没有后备60分钟的UPS');
    expect((await call('POST', `${P}/recommend`, { scenario: 'nope', answers: {} })).statusCode).toBe(400);
  });
});

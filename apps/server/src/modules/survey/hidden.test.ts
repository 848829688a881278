import { SURVEY_API as A, SURVEY_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { surveyOrder, uploadPlanImage } from '../../../test/support/survey.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';
import { makePng } from '../../../test/support/png.ts';

const P = '/api-cloud-merchant-service/v1/design';

interface Line {
  skuNo: string;
  quantity: number;
  origin?: { list: number; plan: number };
}

/** Hide products (page and save) and where each line of the order came from (list or plan). */
describe.each(testDrivers())('survey hide products and line origin on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  let other: string;
  let orderId = 0;
  let sceneId = 0;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, t = token) =>
    injectAs(ctx, t, method, url, payload);
  const lines = async () => (await call('GET', `${P}/order/detail?id=${orderId}`)).json().data.lines as Line[];

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await createTestCatalogue(db);
    const m = await createMerchant(db, { enterpriseType: 1 });
    await createAccount(db, { phone: '13900016101', surveyPermission: true, identities: [{ merchantNo: m }] });
    await createAccount(db, { phone: '13900016102', surveyPermission: true, identities: [{ merchantNo: m }] });
    token = await loginToken(ctx, '13900016101');
    other = await loginToken(ctx, '13900016102');
    ({ orderId, sceneId } = await surveyOrder(ctx, token, '隐藏产品'));
    expect((await uploadPlanImage(ctx, token, sceneId, makePng(400, 300))).json().code).toBe(0);
  });
  afterAll(() => ctx.close());

  it('shows each line’s origin: the list’s units and those the plan added', async () => {
    expect((await lines())[0]).toMatchObject({ skuNo: 'SKU-B4-4', quantity: 1, origin: { list: 1, plan: 0 } });
    for (const x of [50, 100])
      expect((await call('POST', A.pointAdd, { sceneId, skuNo: 'SKU-B4-4', x, y: 50 })).json().code).toBe(0);
    expect((await call('POST', A.pointAdd, { sceneId, skuNo: 'SKU-B8-4', x: 150, y: 50 })).json().code).toBe(0);
    const ls = await lines();
    expect(ls.find((l) => l.skuNo === 'SKU-B4-4')).toMatchObject({ quantity: 2, origin: { list: 1, plan: 1 } });
    expect(ls.find((l) => l.skuNo === 'SKU-B8-4')).toMatchObject({ quantity: 1, origin: { list: 0, plan: 1 } });
  });

  it('hides a product from the plan without removing its line; placing it is refused until shown again', async () => {
    const page = (await call('GET', `${A.hiddenPage}?orderId=${orderId}`)).json().data;
    expect(page.list.map((l: { skuNo: string; hidden: boolean }) => [l.skuNo, l.hidden])).toEqual([
      ['SKU-B4-4', false],
      ['SKU-B8-4', false],
    ]);
    const saved = await call('POST', A.hiddenSave, { orderId, skuNos: ['SKU-B8-4'] });
    expect(saved.json().code).toBe(0);
    expect(saved.json().data.list.find((l: { skuNo: string }) => l.skuNo === 'SKU-B8-4').hidden).toBe(true);
    // The line stays in the order, at its quantity and price.
    expect((await lines()).find((l) => l.skuNo === 'SKU-B8-4')).toMatchObject({ quantity: 1 });
    const refused = await call('POST', A.pointAdd, { sceneId, skuNo: 'SKU-B8-4', x: 200, y: 50 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(SURVEY_MESSAGES.productHidden);
    expect((await lines()).find((l) => l.skuNo === 'SKU-B8-4')).toMatchObject({ quantity: 1 });
    // Shown again: it can be placed.
    expect(
      (await call('POST', A.hiddenSave, { orderId, skuNos: [] }))
        .json()
        .data.list.some((l: { hidden: boolean }) => l.hidden),
    ).toBe(false);
    expect((await call('POST', A.pointAdd, { sceneId, skuNo: 'SKU-B8-4', x: 200, y: 50 })).json().code).toBe(0);
  });

  it('refuses a model not in the order and another account’s order, changing nothing', async () => {
    await call('POST', A.hiddenSave, { orderId, skuNos: ['SKU-B4-4'] });
    const stranger = await call('POST', A.hiddenSave, { orderId, skuNos: ['SKU-HD-4T'] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().msg).toBe(SURVEY_MESSAGES.hiddenNotInOrder);
    const theirs = await call('POST', A.hiddenSave, { orderId, skuNos: [] }, other);
    expect(theirs.statusCode).toBe(404);
    expect((await call('GET', `${A.hiddenPage}?orderId=${orderId}`, undefined, other)).statusCode).toBe(404);
    const page = (await call('GET', `${A.hiddenPage}?orderId=${orderId}`)).json().data;
    expect(page.list.filter((l: { hidden: boolean }) => l.hidden).map((l: { skuNo: string }) => l.skuNo)).toEqual([
      'SKU-B4-4',
    ]);
    const bad = await call('POST', A.hiddenSave, { orderId: 'x', skuNos: 'SKU' });
    expect(bad.statusCode).toBe(400);
  });
});

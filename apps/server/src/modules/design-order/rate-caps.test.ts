import { LINE_MESSAGES, LIST_RATE_CAP, SELECTION_RATE_CAP, ratePriceOf } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';

const P = '/api-cloud-merchant-service/v1/design';
const PRICE = 59900;
const hd = (rate: number, extra: object = {}) => ({
  spuNo: 'SPU-HD',
  skuNo: 'SKU-HD-4T',
  price: PRICE,
  rate,
  quantity: 2,
  ...extra,
});

// Part 2 §3: "two caps are given: 999.99 in the list input and 300 in the selection flow; both hold in their places".
describe.each(testDrivers())('the two rate caps on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  const save = (body: object) => injectAs(ctx, token, 'POST', `${P}/favorite/update`, body);
  const saved = async () =>
    (await injectAs(ctx, token, 'GET', `${P}/favorite/list`))
      .json()
      .data.lines.find((l: { skuNo: string }) => l.skuNo === 'SKU-HD-4T') as
      { id: number; rate: number; ratePrice: number; quantity: number } | undefined;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await createTestCatalogue(ctx.database.db);
    await createAccount(ctx.database.db, { phone: '13900025001' });
    token = await loginToken(ctx, '13900025001');
  });
  afterAll(() => ctx.close());

  it('refuses a selection-flow rate over 300% with nothing written; the list takes it up to 999.99%', async () => {
    const over = await save({ list: [hd(SELECTION_RATE_CAP + 1)], flow: 'selection' });
    expect(over.statusCode).toBe(422);
    expect(over.json().msg).toBe(LINE_MESSAGES.badSelectionRate);
    expect(await saved()).toBeUndefined();

    // A discounted price above price × 300% is refused the same way.
    const typed = ratePriceOf(PRICE, SELECTION_RATE_CAP) + 1;
    const overPrice = await save({
      list: [hd(Math.round((typed * 10000) / PRICE), { ratePrice: typed })],
      flow: 'selection',
    });
    expect(overPrice.statusCode).toBe(422);
    expect(await saved()).toBeUndefined();

    expect((await save({ list: [hd(SELECTION_RATE_CAP)], flow: 'selection' })).json().code).toBe(0);
    expect(await saved()).toMatchObject({ rate: SELECTION_RATE_CAP });

    expect((await save({ list: [hd(LIST_RATE_CAP)], flow: 'list' })).json().code).toBe(0);
    expect(await saved()).toMatchObject({ rate: LIST_RATE_CAP });
    // Without a flow a save is the list's (the older callers).
    expect((await save({ list: [hd(50000)] })).json().code).toBe(0);
    expect(await saved()).toMatchObject({ rate: 50000 });
    const tooHigh = await save({ list: [hd(LIST_RATE_CAP + 1)], flow: 'list' });
    expect(tooHigh.json().msg).toBe(LINE_MESSAGES.badRate);
  });

  it('lets the selection flow keep a rate the list set, but not raise or set one over 300%', async () => {
    const line = await saved();
    expect(line).toMatchObject({ rate: 50000 });
    // The drawer changes only the quantity: the list's 500% stays.
    const keep = await save({ list: [hd(50000, { id: line!.id, quantity: 3 })], flow: 'selection' });
    expect(keep.json().code).toBe(0);
    expect(await saved()).toMatchObject({ rate: 50000, quantity: 3 });
    // The drawer types another rate over 300%: refused, nothing changes.
    const raise = await save({ list: [hd(60000, { id: line!.id, quantity: 3 })], flow: 'selection' });
    expect(raise.statusCode).toBe(422);
    expect(raise.json().msg).toBe(LINE_MESSAGES.badSelectionRate);
    expect(await saved()).toMatchObject({ rate: 50000, quantity: 3 });
  });

  it('refuses an unknown flow as bad input', async () => {
    const res = await save({ list: [hd(10000)], flow: 'drawer' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).not.toBe(0);
  });
});

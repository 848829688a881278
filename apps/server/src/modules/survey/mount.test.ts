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
  amount: number;
}

/**
 * A camera's mount: one of its model's bracket accessories (checked by the server; anything else is refused with
 * its reason and changes nothing); the order carries one bracket line unit per mounted camera, given back when the
 * mount, the point or its scene goes.
 */
describe.each(testDrivers())('survey camera mounts on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  let other: string;
  let orderId = 0;
  let sceneId = 0;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, t = token) =>
    injectAs(ctx, t, method, url, payload);
  const detail = async () => (await call('GET', `${P}/order/detail?id=${orderId}`)).json().data;
  const bracket = async () => ((await detail()).lines as Line[]).find((l) => l.skuNo === 'SKU-BR-1');

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    const ids = await createTestCatalogue(db);
    // A bracket (category 支架) as an accessory of SKU-B4-4, beside its disk accessory (not a bracket).
    await db.insertInto('category').values({ id: 150, parent_id: 1, name: '支架', sort: 9 }).execute();
    const spu = await db
      .insertInto('spu')
      .values({
        spu_no: 'SPU-BR',
        spu_name: '枪机壁装支架',
        brand_id: 1,
        brand_name: '海昱',
        first_category_id: 1,
        second_category_id: 150,
        status: 0,
        labels: 0,
        spu_desc: '支架',
        min_price_fen: 3500,
        listed_at: new Date(),
        times_used: 0,
        search_text: '枪机壁装支架 hy-br-1',
        source: 1,
        sku_type: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sku = await db
      .insertInto('sku')
      .values({
        sku_no: 'SKU-BR-1',
        spu_id: spu.id,
        sku_name: '枪机壁装支架 HY-BR-1',
        model: 'HY-BR-1',
        sku_desc: '支架',
        price_fen: 3500,
        stock: 100,
        status: 0,
        attrs: '{}',
        sort: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sku_accessory')
      .values({ sku_id: ids.get('SKU-B4-4')!, accessory_sku_id: sku.id })
      .execute();

    const m = await createMerchant(db, { enterpriseType: 1 });
    await createAccount(db, { phone: '13900016201', surveyPermission: true, identities: [{ merchantNo: m }] });
    await createAccount(db, { phone: '13900016202', surveyPermission: true, identities: [{ merchantNo: m }] });
    token = await loginToken(ctx, '13900016201');
    other = await loginToken(ctx, '13900016202');
    ({ orderId, sceneId } = await surveyOrder(ctx, token, '支架'));
    expect((await uploadPlanImage(ctx, token, sceneId, makePng(400, 300))).json().code).toBe(0);
  });
  afterAll(() => ctx.close());

  it('refuses a mount that is not one of the camera’s bracket accessories, changing nothing', async () => {
    const p = (await call('POST', A.pointAdd, { sceneId, skuNo: 'SKU-B4-4', x: 50, y: 50 })).json().data.point;
    expect(p.mountSkuNo).toBeNull();
    const before = await detail();
    // The disk is an accessory but not a bracket; the other camera is no accessory at all; nor is a made-up model.
    for (const mountSkuNo of ['SKU-HD-4T', 'SKU-B8-4', 'NO-SUCH']) {
      const r = await call('POST', A.pointUpdate, { id: p.id, mountSkuNo });
      expect(r.statusCode).toBe(422);
      expect(r.json()).toMatchObject({
        code: 1,
        msg: SURVEY_MESSAGES.mountNotBracket,
        reason: 'SURVEY.mountNotBracket',
      });
    }
    // Placing with a wrong mount is refused too: no point, no line.
    const placed = await call('POST', A.pointAdd, { sceneId, skuNo: 'SKU-B8-4', x: 60, y: 60, mountSkuNo: 'SKU-BR-1' });
    expect(placed.json()).toMatchObject({ code: 1, reason: 'SURVEY.mountNotBracket' });
    const after = await detail();
    expect(after.amount).toBe(before.amount);
    expect(after.lines).toHaveLength(before.lines.length);
    const scene = (await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data;
    expect(scene.points).toHaveLength(1);
    expect(scene.points[0].mountSkuNo).toBeNull();
  });

  it('mounts cameras on the bracket: one bracket unit per camera, priced as a new line, given back when gone', async () => {
    const first = (await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data.points[0];
    const base = (await detail()).amount;
    const r = await call('POST', A.pointUpdate, { id: first.id, mountSkuNo: 'SKU-BR-1' });
    expect(r.json().data.mountSkuNo).toBe('SKU-BR-1');
    expect(await bracket()).toMatchObject({ quantity: 1, amount: 3500 });
    expect((await detail()).amount).toBe(base + 3500);
    // Saying the same mount again changes nothing.
    await call('POST', A.pointUpdate, { id: first.id, mountSkuNo: 'SKU-BR-1' });
    expect(await bracket()).toMatchObject({ quantity: 1 });
    // A second camera placed with its mount: two brackets (and a second camera unit).
    const second = await call('POST', A.pointAdd, {
      sceneId,
      skuNo: 'SKU-B4-4',
      x: 150,
      y: 50,
      mountSkuNo: 'SKU-BR-1',
    });
    expect(second.json().code).toBe(0);
    expect(await bracket()).toMatchObject({ quantity: 2, amount: 7000 });
    expect(second.json().data.amount).toBe((await detail()).amount);
    // The mount taken off the first, then the second point removed: the bracket line goes.
    await call('POST', A.pointUpdate, { id: first.id, mountSkuNo: null });
    expect(await bracket()).toMatchObject({ quantity: 1 });
    const removed = await call('POST', A.pointRemove, { id: second.json().data.point.id });
    expect(removed.json().code).toBe(0);
    expect(await bracket()).toBeUndefined();
    expect(removed.json().data.amount).toBe((await detail()).amount);
  });

  it('takes a removed scene’s mounts off the order; another account cannot mount a point', async () => {
    const first = (await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data.points[0];
    await call('POST', A.pointUpdate, { id: first.id, mountSkuNo: 'SKU-BR-1' });
    expect(await bracket()).toMatchObject({ quantity: 1 });
    const foreign = await call('POST', A.pointUpdate, { id: first.id, mountSkuNo: null }, other);
    expect(foreign.statusCode).toBe(404);
    expect(await bracket()).toMatchObject({ quantity: 1 });
    expect((await call('POST', A.sceneRemove, { sceneId })).json().code).toBe(0);
    expect(await bracket()).toBeUndefined();
  });
});

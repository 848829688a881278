import { PLAN_MESSAGES, SCENE_MESSAGES, SURVEY_API as A, SURVEY_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';
import { planImageInfo } from './plan-image.ts';
import { makePng, pngClaiming } from '../../../test/support/png.ts';

const P = '/api-cloud-merchant-service/v1/design';

function multipart(filename: string, type: string, data: Buffer) {
  const boundary = '----surveytest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface Line {
  id: number;
  skuNo: string;
  quantity: number;
  amount: number;
}

describe.each(testDrivers())('survey scenes, plans and points on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  let other: string;
  let orderId = 0;
  let plainOrderId = 0;
  let sceneId = 0;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, t = token) =>
    injectAs(ctx, t, method, url, payload);
  const detail = async (id: number) => (await call('GET', `${P}/order/detail?id=${id}`)).json().data;
  const line = async (skuNo: string) => ((await detail(orderId)).lines as Line[]).find((l) => l.skuNo === skuNo);
  const upload = (id: number, name: string, type: string, data: Buffer, t = token) => {
    const m = multipart(name, type, data);
    return ctx.app.inject({
      method: 'POST',
      url: `${A.planUpload}?sceneId=${id}`,
      headers: { authorization: `Bearer ${t}`, ...m.headers },
      payload: m.payload,
    });
  };

  const generate = async (orderType: number | null) => {
    await call('POST', `${P}/favorite/update`, {
      list: [{ spuNo: 'SPU-B4', skuNo: 'SKU-B4-4', price: 39900, rate: 10000, quantity: 1 }],
    });
    const lines = (await call('GET', `${P}/favorite/list`)).json().data.lines;
    const res = await call('POST', `${P}/order/generate`, {
      name: '仓库勘测',
      orderType,
      amount: 39900,
      preferential: 0,
      productLists: lines,
    });
    expect(res.json().code).toBe(0);
    return res.json().data.id as number;
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await createTestCatalogue(db);
    const m = await createMerchant(db, { enterpriseType: 1 });
    await createAccount(db, { phone: '13900016001', surveyPermission: true, identities: [{ merchantNo: m }] });
    await createAccount(db, { phone: '13900016002', surveyPermission: true, identities: [{ merchantNo: m }] });
    token = await loginToken(ctx, '13900016001');
    other = await loginToken(ctx, '13900016002');
    orderId = await generate(11);
    plainOrderId = await generate(null);
  });
  afterAll(() => ctx.close());

  it('adds, renames, sorts and removes scenes of a survey order only', async () => {
    const batch = await call('POST', A.sceneBatchAdd, { orderId, sceneNames: ['一层', '二层', '停车场'] });
    expect(batch.json().code).toBe(0);
    const ids = (batch.json().data as { sceneId: number }[]).map((s) => s.sceneId);
    sceneId = ids[0]!;
    const one = await call('POST', A.sceneSave, { orderId, sceneName: '屋顶' });
    ids.push(one.json().data.sceneId);
    expect(
      (await call('POST', A.sceneRename, { sceneId: ids[1], sceneName: '二层办公区' })).json().data.sceneName,
    ).toBe('二层办公区');
    const order = [ids[3], ids[0], ids[1], ids[2]];
    expect((await call('POST', A.sceneSort, { orderId, sceneIds: order })).json().code).toBe(0);
    const list = (await call('GET', `${A.scenes}?orderId=${orderId}`)).json().data as { sceneId: number }[];
    expect(list.map((s) => s.sceneId)).toEqual(order);
    // A sort that is not exactly the order's scenes changes nothing.
    const bad = await call('POST', A.sceneSort, { orderId, sceneIds: [ids[0]] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(SURVEY_MESSAGES.sortMismatch);
    expect((await call('POST', A.sceneRemove, { sceneId: ids[3] })).json().code).toBe(0);
    expect((await call('GET', `${A.scenes}?orderId=${orderId}`)).json().data).toHaveLength(3);
    // An empty name, and an order that is not of the survey type.
    expect((await call('POST', A.sceneSave, { orderId, sceneName: '  ' })).statusCode).toBe(400);
    const plain = await call('POST', A.sceneSave, { orderId: plainOrderId, sceneName: '一层' });
    expect(plain.json().msg).toBe(SURVEY_MESSAGES.notSurveyOrder);
  });

  it('uploads a PNG plan checked by its bytes and size', async () => {
    expect(planImageInfo(makePng(640, 480))).toMatchObject({ width: 640, height: 480, type: 'image/png' });
    const fake = await upload(sceneId, 'plan.png', 'image/png', Buffer.from('<html>not a picture</html>'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().msg).toBe(SURVEY_MESSAGES.imageType);
    const big = await upload(sceneId, 'plan.png', 'image/png', Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe(SURVEY_MESSAGES.imageTooLarge);
    const res = await upload(sceneId, 'plan.png', 'image/png', makePng(1000, 800));
    expect(res.json().code).toBe(0);
    expect(res.json().data).toMatchObject({ planWidth: 1000, planHeight: 800, ruleScale: null });
    // A private file: its signed link (files/links.ts).
    expect(res.json().data.planUrl).toMatch(/^\/files\/uploads\/survey\/[0-9a-f]+\.png\?e=\d+&s=[\w-]+$/);
  });

  it('saves the plan through the domain’s restore: calibration, walls, doors; refuses a point outside', async () => {
    const scene = (await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data;
    const plan = {
      ...scene.plan,
      calibration: { a: { x: 100, y: 100 }, b: { x: 300, y: 100 }, realMm: 10_000 },
      walls: [{ id: 'w1', a: { x: 500, y: 0 }, b: { x: 500, y: 800 }, thicknessMm: 240, material: 'brick' }],
      doors: [{ id: 'd1', a: { x: 500, y: 300 }, b: { x: 500, y: 360 } }],
      editorNote: '新版编辑器的字段',
    };
    const saved = await call('POST', A.sceneUpdate, { sceneId, revision: scene.revision, plan });
    expect(saved.json().code).toBe(0);
    expect(saved.json().data.ruleScale).toBe(50);
    const again = (await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data;
    expect(again.plan.walls).toHaveLength(1);
    expect(again.plan.editorNote).toBe('新版编辑器的字段');
    // A stale revision, a wall off the plan, a zero calibration: refused, nothing changed.
    const stale = await call('POST', A.sceneUpdate, { sceneId, revision: scene.revision, plan });
    expect(stale.statusCode).toBe(409);
    const outside = {
      ...plan,
      walls: [
        ...plan.walls,
        { id: 'w2', a: { x: 0, y: 0 }, b: { x: 1500, y: 0 }, thicknessMm: 240, material: 'brick' },
      ],
    };
    const out = await call('POST', A.sceneUpdate, { sceneId, revision: again.revision, plan: outside });
    expect(out.statusCode).toBe(400);
    expect(out.json().msg).toBe(PLAN_MESSAGES.outside);
    const zero = { ...plan, calibration: { ...plan.calibration, realMm: 0 } };
    expect((await call('POST', A.sceneUpdate, { sceneId, revision: again.revision, plan: zero })).json().msg).toBe(
      '实际距离必须大于0',
    );
    expect((await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data.revision).toBe(again.revision);
  });

  it('a refused plan image changes nothing of the scene: broken body, too many pixels, a side over the limit', async () => {
    const before = (await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data;
    expect(before.plan.calibration).not.toBeNull();
    for (const [png, reason] of [
      [pngClaiming(1600, 1200), 'UPLOAD.unreadable'],
      [pngClaiming(60_000, 60_000), 'UPLOAD.tooManyPixels'],
      [pngClaiming(25_000, 100), 'UPLOAD.tooManyPixels'],
    ] as const) {
      const res = await upload(sceneId, 'plan.png', 'image/png', png);
      expect(res.statusCode).toBe(400);
      expect(res.json().reason).toBe(reason);
      const after = (await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data;
      expect(after.revision).toBe(before.revision);
      expect(after.plan).toEqual(before.plan);
      expect(after.planUrl.split('?')[0]).toBe(before.planUrl.split('?')[0]);
    }
  });

  it('places products: the order follows, priced as the list prices them; removing gives back what the plan added', async () => {
    const before = await detail(orderId);
    expect(before.amount).toBe(39900);
    // The first B4 is the list's unit: placing it changes nothing in the order.
    const first = await call('POST', A.pointAdd, { sceneId, skuNo: 'SKU-B4-4', x: 200, y: 200, azimuthDeg: 0 });
    expect(first.json().data).toMatchObject({ lineQuantity: 1, amount: 39900 });
    expect(first.json().data.point.attrs).toMatchObject({ resolutionMP: 4, lensMm: 4 });
    // Two more: the line rises to 3.
    await call('POST', A.pointAdd, { sceneId, skuNo: 'SKU-B4-4', x: 220, y: 200 });
    const third = await call('POST', A.pointAdd, { sceneId, skuNo: 'SKU-B4-4', x: 240, y: 200 });
    expect(third.json().data).toMatchObject({ lineQuantity: 3, amount: 39900 * 3 });
    // One from the catalogue: a new line at the account's price.
    const picked = await call('POST', A.pointAdd, { sceneId, skuNo: 'SKU-B8-4', x: 600, y: 400, mountHeightMm: 4000 });
    expect(picked.json().data).toMatchObject({ lineQuantity: 1, amount: 39900 * 3 + 89900 });
    expect(await line('SKU-B8-4')).toMatchObject({ quantity: 1, amount: 89900 });
    expect((await detail(orderId)).amount).toBe(39900 * 3 + 89900);

    // A point outside the plan, an unknown product: refused, nothing changed.
    const outside = await call('POST', A.pointAdd, { sceneId, skuNo: 'SKU-B4-4', x: 1200, y: 10 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().msg).toBe(PLAN_MESSAGES.outside);
    expect((await call('POST', A.pointAdd, { sceneId, skuNo: 'NOPE', x: 10, y: 10 })).statusCode).toBe(404);
    expect((await detail(orderId)).amount).toBe(39900 * 3 + 89900);

    // Moving and deploy detail leave the lines alone; a move off the plan is refused.
    const id = third.json().data.point.id as number;
    const moved = await call('POST', A.pointUpdate, { id, x: 260, y: 260, azimuthDeg: 45, lensMm: 6 });
    expect(moved.json().data).toMatchObject({ x: 260, y: 260, azimuthDeg: 45, lensMm: 6 });
    expect((await call('POST', A.pointUpdate, { id, x: -1, y: 10 })).json().msg).toBe(PLAN_MESSAGES.outside);

    // The placed-count rule: the list cannot go below the 3 placed units (code 1, the quantity stays).
    const b4 = (await line('SKU-B4-4'))!;
    const lower = await call('POST', `${P}/order/updateDesignProduct`, {
      id: orderId,
      productList: [{ id: b4.id, spuNo: 'SPU-B4', skuNo: 'SKU-B4-4', price: 39900, rate: 10000, quantity: 2 }],
    });
    expect(lower.json()).toMatchObject({ code: 1, msg: SCENE_MESSAGES.placedQuantity(3) });
    expect((await line('SKU-B4-4'))!.quantity).toBe(3);

    // Removing a point gives back a unit the plan added, and the last picker unit takes its line away.
    const removed = await call('POST', A.pointRemove, { id });
    expect(removed.json().data).toMatchObject({ lineQuantity: 2, amount: 39900 * 2 + 89900 });
    const pickedId = picked.json().data.point.id as number;
    expect((await call('POST', A.pointRemove, { id: pickedId })).json().data).toMatchObject({
      lineQuantity: 0,
      amount: 39900 * 2,
    });
    expect(await line('SKU-B8-4')).toBeUndefined();
    const scene = (await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data;
    expect(scene.points).toHaveLength(2);
    expect(scene.pointCount).toBe(2);
  });

  it('answers 404 for another account’s scene, point and order, and changes nothing', async () => {
    const scene = (await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data;
    const pointId = scene.points[0].id as number;
    const cases: [string, string, unknown][] = [
      ['GET', `${A.sceneDetail}?sceneId=${sceneId}`, undefined],
      ['GET', `${A.scenes}?orderId=${orderId}`, undefined],
      ['POST', A.sceneRename, { sceneId, sceneName: '别人的' }],
      ['POST', A.sceneRemove, { sceneId }],
      ['POST', A.sceneUpdate, { sceneId, revision: scene.revision, plan: scene.plan }],
      ['POST', A.pointAdd, { sceneId, skuNo: 'SKU-B4-4', x: 10, y: 10 }],
      ['POST', A.pointUpdate, { id: pointId, x: 10, y: 10 }],
      ['POST', A.pointRemove, { id: pointId }],
    ];
    for (const [method, url, body] of cases) {
      const res = await call(method as 'GET' | 'POST', url, body, other);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await upload(sceneId, 'p.png', 'image/png', makePng(10, 10), other)).statusCode).toBe(404);
    const after = (await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data;
    expect(after).toEqual(scene);
  });

  it('records the first-use guide once', async () => {
    expect((await call('GET', `${A.guideGet}?guide=survey`)).json().data).toEqual({ seen: false });
    await call('POST', A.guideSave, { guide: 'survey' });
    await call('POST', A.guideSave, { guide: 'survey' });
    expect((await call('GET', `${A.guideGet}?guide=survey`)).json().data).toEqual({ seen: true });
    expect((await call('GET', `${A.guideGet}?guide=survey`, undefined, other)).json().data).toEqual({ seen: false });
  });
});

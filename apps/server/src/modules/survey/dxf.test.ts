import { DXF_MESSAGES, SURVEY_API as A, SURVEY_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { surveyOrder } from '../../../test/support/survey.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';
import { makeDxf } from '../../../test/support/dxf.ts';

function multipart(data: Buffer) {
  const boundary = '----dxftest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.dxf"\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// A 24 m × 12 m hall in millimetres: walls on WALL (three lines and a closed outline of a room), doors on DOOR.
const drawing = makeDxf({
  insunits: 4,
  lines: [
    { layer: 'WALL', x1: 0, y1: 0, x2: 24000, y2: 0 },
    { layer: 'WALL', x1: 24000, y1: 0, x2: 24000, y2: 12000 },
    { layer: 'WALL', x1: 0, y1: 12000, x2: 24000, y2: 12000 },
    { layer: 'DOOR', x1: 0, y1: 4000, x2: 0, y2: 5000 },
  ],
  polylines: [
    {
      layer: '墙体',
      points: [
        [2000, 2000],
        [6000, 2000],
        [6000, 6000],
        [2000, 6000],
      ],
      closed: true,
    },
  ],
});

describe.each(testDrivers())('DXF plans on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  let other: string;
  let sceneId = 0;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, t = token) =>
    injectAs(ctx, t, method, url, payload);
  const importDxf = (query: string, data: Buffer, t = token) => {
    const m = multipart(data);
    return ctx.app.inject({
      method: 'POST',
      url: `${A.dxfImport}?${query}`,
      headers: { authorization: `Bearer ${t}`, ...m.headers },
      payload: m.payload,
    });
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await createTestCatalogue(db);
    const m = await createMerchant(db, { enterpriseType: 1 });
    await createAccount(db, { phone: '13900016101', surveyPermission: true, identities: [{ merchantNo: m }] });
    await createAccount(db, { phone: '13900016102', surveyPermission: true, identities: [{ merchantNo: m }] });
    token = await loginToken(ctx, '13900016101');
    other = await loginToken(ctx, '13900016102');
    ({ sceneId } = await surveyOrder(ctx, token, 'DXF 勘测'));
  });
  afterAll(() => ctx.close());

  it('answers the drawing’s layers first, changing nothing', async () => {
    const res = await importDxf(`sceneId=${sceneId}`, drawing);
    expect(res.json().code).toBe(0);
    expect(res.json().data).toEqual({
      layers: [
        { name: 'DOOR', count: 1 },
        { name: 'WALL', count: 3 },
        { name: '墙体', count: 4 },
      ],
      insunits: 4,
      extent: { width: 24000, height: 12000 },
      scene: null,
    });
    expect((await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data.planWidth).toBeNull();
  });

  it('takes the chosen layers as walls at the drawing’s scale', async () => {
    const res = await importDxf(`sceneId=${sceneId}&layers=WALL,${encodeURIComponent('墙体')}`, drawing);
    expect(res.json().code).toBe(0);
    const scene = res.json().data.scene;
    expect(scene.planUrl).toBeNull();
    // 24 m over the image's 1920 drawn pixels: 12.5 mm per pixel, no calibration by hand.
    expect(scene.ruleScale).toBeCloseTo(12.5, 6);
    const detail = (await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data;
    expect(detail.plan.walls).toHaveLength(7);
    expect(detail.plan.source).toMatchObject({ kind: 'dxf', layers: ['WALL', '墙体'] });
    // Points go on the drawing like on a picture.
    const placed = await call('POST', A.pointAdd, { sceneId, skuNo: 'SKU-B4-4', x: 500, y: 300 });
    expect(placed.json().code).toBe(0);
  });

  it('refuses a layer the drawing lacks, a file that is not a DXF, another account’s scene', async () => {
    const before = (await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data;
    const missing = await importDxf(`sceneId=${sceneId}&layers=WALLS`, drawing);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe(DXF_MESSAGES.noLayer('WALLS'));
    const none = await importDxf(`sceneId=${sceneId}&layers=`, drawing);
    expect(none.json().msg).toBe(DXF_MESSAGES.chooseLayers);
    const junk = await importDxf(`sceneId=${sceneId}`, Buffer.from('%PDF-1.4 not a drawing'));
    expect(junk.statusCode).toBe(400);
    expect(junk.json().msg).toBe(DXF_MESSAGES.unreadable);
    const foreign = await importDxf(`sceneId=${sceneId}&layers=WALL`, drawing, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe(SURVEY_MESSAGES.sceneNotFound);
    expect((await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data).toEqual(before);
  });

  it('asks for the unit of a drawing that names none, showing its size under each, and reads it in the one chosen', async () => {
    // The same hall drawn in metres, with no $INSUNITS: read as millimetres it would be a 0.024 m building.
    const metres = makeDxf({
      lines: [
        { layer: 'WALL', x1: 0, y1: 0, x2: 24, y2: 0 },
        { layer: 'WALL', x1: 24, y1: 0, x2: 24, y2: 12 },
      ],
    });
    const probe = (await importDxf(`sceneId=${sceneId}`, metres)).json().data;
    expect(probe).toMatchObject({ insunits: null, extent: { width: 24, height: 12 }, scene: null });
    const unasked = await importDxf(`sceneId=${sceneId}&layers=WALL`, metres);
    expect([unasked.statusCode, unasked.json().msg]).toEqual([400, DXF_MESSAGES.chooseUnits]);
    const res = await importDxf(`sceneId=${sceneId}&layers=WALL&units=6`, metres);
    expect(res.json().code).toBe(0);
    // 24 m over the image's 1920 drawn pixels, as the same hall in millimetres.
    expect(res.json().data.scene.ruleScale).toBeCloseTo(12.5, 6);
  });
});

import { SURVEY_API as A, SURVEY_SYSTEM_API as S, WIRING_MESSAGES } from '@portal/domain';
import DxfParser from 'dxf-parser';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { surveyOrder, uploadPlanImage } from '../../../test/support/survey.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { fileStoreFor } from '../../files/index.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';
import { makePng } from '../../../test/support/png.ts';
import { runDueJobs } from './jobs.ts';
import { createSystemCatalogue } from '../../../test/support/system-catalogue.ts';

const P = '/api-cloud-merchant-service/v1/design';

interface Line {
  skuNo: string;
  quantity: number;
  amount: number;
  ratePrice: number;
  origin: Record<string, number>;
}

describe.each(testDrivers())('survey system build on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  let orderId = 0;
  let sceneId = 0;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) => injectAs(ctx, token, method, url, payload);
  const lines = async () =>
    ((await call('GET', `${P}/order/detail?id=${orderId}`)).json().data.lines as Line[]).filter((l) =>
      l.skuNo.startsWith('T-'),
    );

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await createTestCatalogue(db);
    await createSystemCatalogue(db);
    const m = await createMerchant(db, { enterpriseType: 1 });
    await createAccount(db, { phone: '13900017001', surveyPermission: true, identities: [{ merchantNo: m }] });
    token = await loginToken(ctx, '13900017001');
    ({ orderId, sceneId } = await surveyOrder(ctx, token, '园区勘测'));
    expect((await uploadPlanImage(ctx, token, sceneId, makePng(1000, 800))).json().code).toBe(0);
  });
  afterAll(() => ctx.close());

  it('explains that a plan without trunking cannot be wired, and changes nothing', async () => {
    const res = await call('POST', S.wiringStart, { sceneId });
    expect(res.statusCode).toBe(400);
    // No calibration yet: that is said first.
    expect(res.json().msg).toBe(WIRING_MESSAGES.noCalibration);
    const scene = (await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data;
    const plan = { ...scene.plan, calibration: { a: { x: 0, y: 0 }, b: { x: 100, y: 0 }, realMm: 10_000 } };
    expect((await call('POST', A.sceneUpdate, { sceneId, revision: scene.revision, plan })).json().code).toBe(0);
    const none = await call('POST', S.wiringSave, { sceneId });
    expect(none.json().msg).toBe(WIRING_MESSAGES.noTrunking);
    expect(await lines()).toEqual([]);
  });

  it('wires the cameras along the trunking, saves the schedule and prices boxes, plugs and modules', async () => {
    const scene = (await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data;
    expect(scene.plan.schemaVersion).toBe(3);
    const plan = {
      ...scene.plan,
      // 1 px = 100 mm. Trunking along y=100 at 3 m, a well at its left end.
      trunking: [
        {
          id: 't1',
          points: [
            { x: 50, y: 100 },
            { x: 950, y: 100 },
          ],
          heightMm: 3000,
        },
      ],
      wells: [{ id: 'w1', at: { x: 50, y: 100 }, label: '弱电井A', cabinetHeightMm: 1000 }],
    };
    expect((await call('POST', A.sceneUpdate, { sceneId, revision: scene.revision, plan })).json().code).toBe(0);
    for (const [x, mount] of [
      [250, 3000],
      [550, 2500],
      [950, 3000],
    ] as const) {
      const r = await call('POST', A.pointAdd, { sceneId, skuNo: 'T-CAM-1', x, y: 150, mountHeightMm: mount });
      expect(r.json().code).toBe(0);
    }
    const start = (await call('POST', S.wiringStart, { sceneId })).json().data;
    // Camera 1: 20 m along + 5 m drop, 2 m down to the cabinet; camera 3: 90 + 5 = 95 m horizontal → over 90 m.
    expect(start.runs.map((r: { installedM: number }) => r.installedM)).toEqual([27, 57.5, 97]);
    expect(start.runs.map((r: { over90m: boolean }) => r.over90m)).toEqual([false, false, true]);
    expect(start.rj45Count).toBe(14);
    expect((await lines()).filter((l) => l.skuNo !== 'T-CAM-1')).toEqual([]); // nothing saved by a start

    const saved = (await call('POST', S.wiringSave, { sceneId })).json().data;
    expect(saved.wiring.boxCount).toBe(1);
    const after = await lines();
    expect(after.map((l) => [l.skuNo, l.quantity])).toEqual(
      expect.arrayContaining([
        ['T-CAB-1', 1],
        ['T-RJ-1', 1],
        ['T-MOD-1', 4],
        ['T-CAM-1', 3],
      ]),
    );
    expect(after.find((l) => l.skuNo === 'T-CAB-1')!.amount).toBe(56000);
    // The order's detail says where they came from: the wiring, whole; the camera stays the plan's.
    expect(after.find((l) => l.skuNo === 'T-MOD-1')!.origin).toEqual({ list: 0, plan: 0, wiring: 4 });
    expect(after.find((l) => l.skuNo === 'T-CAM-1')!.origin).not.toHaveProperty('wiring');
    // Saving again replaces the wiring's own units; it does not add them twice.
    await call('POST', S.wiringSave, { sceneId });
    expect((await lines()).find((l) => l.skuNo === 'T-MOD-1')!.quantity).toBe(4);
    const schedule = (await call('GET', `${S.wiringList}?orderId=${orderId}`)).json().data;
    expect(schedule).toHaveLength(3);
    expect(schedule[0]).toMatchObject({ runId: 'R001', to: '弱电井A', sceneName: '一层' });
  });

  it('recommends the switch, NVR and disk from the buyable catalogue, saves a snapshot and prices them', async () => {
    const topo = (await call('POST', S.topologyRecommend, { orderId, recordingDays: 7 })).json().data;
    const by = Object.fromEntries(topo.lines.map((l: { role: string }) => [l.role, l]));
    expect(by.access).toMatchObject({ skuNo: 'T-SW8-1', quantity: 1 });
    expect(by.nvr).toMatchObject({ skuNo: 'T-NVR8-1', quantity: 1 });
    expect(by.disk).toMatchObject({ skuNo: 'SKU-HD-4T', quantity: 1 });
    const saved = await call('POST', S.topologySave, { orderId, recordingDays: 7, name: '方案一', layout: { sw1: { x: 10, y: 20 } } }); // prettier-ignore
    expect(saved.json().code).toBe(0);
    const ls = await lines();
    expect(ls.find((l) => l.skuNo === 'T-SW8-1')).toMatchObject({ quantity: 1, amount: 45000 });
    expect(ls.find((l) => l.skuNo === 'T-NVR8-1')).toMatchObject({ quantity: 1, amount: 60000 });
    expect(ls.find((l) => l.skuNo === 'T-NVR8-1')!.origin).toEqual({ list: 0, plan: 0, topology: 1 });
    const list = (await call('GET', `${S.topologySnapshots}?orderId=${orderId}`)).json().data;
    expect(list).toHaveLength(1);
    const snap = (await call('GET', `${S.topologySnapshot}?id=${list[0].id}`)).json().data;
    expect(snap.layout).toEqual({ sw1: { x: 10, y: 20 } });
    expect(snap.topology.nodes.filter((n: { role: string }) => n.role === 'camera')).toHaveLength(3);
  });

  it('exports the xlsx and the DXF in the background with progress, and they read back', async () => {
    const x = (await call('POST', S.exportStart, { orderId, kind: 'xlsx' })).json().data;
    const d = (await call('POST', S.exportStart, { orderId, kind: 'dxf' })).json().data;
    expect(x).toMatchObject({ status: 'pending', progress: 0, fileUrl: null });
    // This sweep, or the app's own job-queue task running beside it, takes them.
    await runDueJobs(ctx.database.db, fileStoreFor(ctx.config));
    const status = async (id: number) => {
      for (let i = 0; i < 50; i++) {
        const j = (await call('GET', `${S.jobStatus}?jobId=${id}`)).json().data;
        if (j.status === 'done' || j.status === 'failed') return j;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('job did not finish');
    };
    const xs = await status(x.jobId);
    const ds = await status(d.jobId);
    expect([xs.status, xs.progress, ds.status]).toEqual(['done', 100, 'done']);
    const xlsx = await ctx.app.inject({ method: 'GET', url: xs.fileUrl });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as never);
    const bom = wb.getWorksheet('材料清单')!;
    const models = bom.getColumn(2).values.slice(3);
    expect(models).toEqual(expect.arrayContaining(['T-CAB', 'T-SW8', 'T-NVR8']));
    // The bill's figures are numbers and its total row is the order's amount; the cable sheet ends with its totals.
    const rows: ExcelJS.Row[] = [];
    bom.eachRow((r) => rows.push(r));
    const totalRow = rows.find((r) => r.getCell(4).value === '合计')!;
    const order = (await call('GET', `/api-cloud-merchant-service/v1/design/order/detail?id=${orderId}`)).json().data;
    expect(totalRow.getCell(7).value).toBe(order.amount / 100);
    expect(rows.find((r) => r.getCell(2).value === 'T-CAB')!.getCell(8).value).toBe('智能布线');
    expect(typeof rows.find((r) => r.getCell(2).value === 'T-CAB')!.getCell(6).value).toBe('number');
    const cab = wb.getWorksheet('线缆清单')!;
    expect(cab.rowCount).toBe(5);
    expect(cab.getRow(5).getCell(1).value).toBe('合计 3 条');
    expect(cab.getRow(5).getCell(8).value).toBeCloseTo(
      [2, 3, 4].reduce((s, i) => s + Number(cab.getRow(i).getCell(8).value), 0),
      1,
    );
    // The camera is the plan's, not the list's; its price a number in a money format.
    const cam = rows.find((r) => r.getCell(2).value === 'T-CAM')!;
    expect([cam.getCell(6).value, cam.getCell(6).numFmt, cam.getCell(8).value]).toEqual([
      399,
      '¥#,##0.00',
      '平面图布点',
    ]);
    const dxfText = (await ctx.app.inject({ method: 'GET', url: ds.fileUrl })).body;
    const dxf = new DxfParser().parseSync(dxfText)!;
    // Millimetres, R2007 (UTF-8 text) with the Chinese code page named; a layer per kind.
    expect(dxf.header).toMatchObject({ $ACADVER: 'AC1021', $DWGCODEPAGE: 'ANSI_936', $INSUNITS: 4 });
    const layers = (dxf.tables as unknown as { layer: { layers: Record<string, unknown> } }).layer.layers;
    expect(Object.keys(layers)).toEqual(expect.arrayContaining(['WALLS', 'TRAYS', 'DEVICES', 'CABLES', 'COVERAGE']));
    const on = (t: string, layer: string) => dxf.entities.filter((e) => e.type === t && e.layer === layer);
    expect(on('CIRCLE', 'DEVICES')).toHaveLength(3);
    expect(on('POLYLINE', 'CABLES')).toHaveLength(3);
    expect(on('POLYLINE', 'COVERAGE')).toHaveLength(3);
    expect(on('POLYLINE', 'TRAYS')).toHaveLength(1);
    // The Chinese labels read back as written.
    const labels = dxf.entities.filter((e) => e.type === 'TEXT').map((e) => (e as unknown as { text: string }).text);
    expect(labels).toEqual(expect.arrayContaining(['弱电井A', '400万像素网络枪机']));
    // A job asked for another order is not this account's.
    expect((await call('GET', `${S.jobStatus}?jobId=999999`)).statusCode).toBe(404);
  });
});

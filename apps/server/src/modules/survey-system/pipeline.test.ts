/**
 * The derived bill never goes stale (issue 44 §2): random sequences of edits through the HTTP API — cameras added,
 * moved, replaced and deleted, the closet moved, the trays edited — and after each one the stored bill (the cable
 * schedule, the order's wiring and topology lines, each step's state) equals the bill computed from scratch by the
 * endpoints that compute without saving (wiring/drawStart, topology/recommend).
 */
import {
  SURVEY_API as A,
  SURVEY_SYSTEM_API as S,
  SURVEY_SYSTEM_MESSAGES,
  TOPOLOGY_MESSAGES,
  TOPOLOGY_WAITS_FOR_WIRING,
  WIRING_MESSAGES,
} from '@portal/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';
import { makePng } from '../../../test/support/png.ts';
import { surveyOrder, uploadPlanImage } from '../../../test/support/survey.ts';
import { createSystemCatalogue } from '../../../test/support/system-catalogue.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

const P = '/api-cloud-merchant-service/v1/design';
type Xy = { x: number; y: number };
type Line = { skuNo: string; quantity: number; origin: Record<string, number> };

const TRAYS: Xy[][][] = [
  [
    [
      { x: 50, y: 100 },
      { x: 950, y: 100 },
    ],
  ],
  [
    [
      { x: 50, y: 100 },
      { x: 950, y: 100 },
    ],
    [
      { x: 500, y: 100 },
      { x: 500, y: 700 },
    ],
  ],
  [
    [
      { x: 100, y: 400 },
      { x: 900, y: 400 },
    ],
    [
      { x: 300, y: 100 },
      { x: 300, y: 700 },
    ],
  ],
  [], // no trays at all: the wiring cannot follow (stale until the surveyor draws them again)
];

type Cmd =
  | { k: 'add'; sku: string; at: Xy }
  | { k: 'move'; i: number; at: Xy }
  | { k: 'replace'; i: number; sku: string }
  | { k: 'delete'; i: number }
  | { k: 'closet'; at: Xy }
  | { k: 'trays'; v: number };

const at = fc.record({ x: fc.integer({ min: 20, max: 980 }), y: fc.integer({ min: 20, max: 780 }) });
const sku = fc.constantFrom('T-CAM-1', 'T-PTZ-1');
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ k: fc.constant('add' as const), sku, at }),
  fc.record({ k: fc.constant('move' as const), i: fc.nat(), at }),
  fc.record({ k: fc.constant('replace' as const), i: fc.nat(), sku }),
  fc.record({ k: fc.constant('delete' as const), i: fc.nat() }),
  fc.record({ k: fc.constant('closet' as const), at }),
  fc.record({ k: fc.constant('trays' as const), v: fc.integer({ min: 0, max: TRAYS.length - 1 }) }),
);

describe.each(testDrivers())('the derived bill follows the plan on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  let orderId = 0;
  let sceneId = 0;
  const points: { id: number; at: Xy }[] = [];
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) => injectAs(ctx, token, method, url, payload);
  const ok = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const r = await call(method, url, payload);
    expect(r.json(), url).toMatchObject({ code: 0 });
    return r.json().data;
  };

  const editPlan = async (change: (plan: Record<string, unknown>) => Record<string, unknown>) => {
    const scene = await ok('GET', `${A.sceneDetail}?sceneId=${sceneId}`);
    await ok('POST', A.sceneUpdate, { sceneId, revision: scene.revision, plan: change(scene.plan) });
  };
  const trays = (v: number) => TRAYS[v]!.map((points, i) => ({ id: `t${i}`, points, heightMm: 3000 }));
  const add = async (skuNo: string, p: Xy) => {
    const d = await ok('POST', A.pointAdd, { sceneId, skuNo, ...p, mountHeightMm: 2800 });
    points.push({ id: d.point.id, at: p });
  };

  async function apply(c: Cmd) {
    const n = points.length;
    if (c.k === 'add' || (n === 0 && c.k !== 'closet' && c.k !== 'trays'))
      return add(c.k === 'add' ? c.sku : 'T-CAM-1', 'at' in c ? c.at : { x: 400, y: 300 });
    if (c.k === 'move') {
      const p = points[c.i % n]!;
      await ok('POST', A.pointUpdate, { id: p.id, ...c.at });
      p.at = c.at;
    } else if (c.k === 'replace' || c.k === 'delete') {
      const [p] = points.splice(c.i % n, 1);
      await ok('POST', A.pointRemove, { id: p!.id });
      if (c.k === 'replace') await add(c.sku, p!.at);
    } else if (c.k === 'closet') {
      await editPlan((plan) => ({ ...plan, wells: [{ id: 'w1', at: c.at, label: '弱电井A', cabinetHeightMm: 1000 }] }));
    } else await editPlan((plan) => ({ ...plan, trunking: trays(c.v) }));
  }

  /** The stored bill equals the bill from scratch. */
  async function check(step: string) {
    const order = await ok('GET', `${P}/order/detail?id=${orderId}`);
    const stored = (origin: string) =>
      Object.fromEntries(
        (order.lines as Line[]).filter((l) => (l.origin[origin] ?? 0) > 0).map((l) => [l.skuNo, l.origin[origin]]),
      );
    const schedule = (await ok('GET', `${S.wiringList}?orderId=${orderId}`)) as Record<string, unknown>[];
    const state = await ok('GET', `${S.billState}?orderId=${orderId}`);

    const w = await call('POST', S.wiringStart, { sceneId });
    const none = w.statusCode === 400 && w.json().msg === WIRING_MESSAGES.noDevices;
    const wiringStale = w.statusCode === 200 || none ? null : (w.json().msg as string);
    expect(state.wiring, step).toEqual([{ sceneId, sceneName: '一层', stale: wiringStale }]);
    if (w.statusCode === 200) {
      const fresh = w.json().data;
      expect(
        schedule.map(({ sceneId: _s, sceneName: _n, ...run }) => run),
        step,
      ).toEqual(fresh.runs);
      expect(stored('wiring'), step).toEqual(
        Object.fromEntries(
          [
            ['T-CAB-1', fresh.boxCount],
            ['T-RJ-1', Math.ceil(fresh.rj45Count / 100)],
            ['T-MOD-1', fresh.moduleCount],
          ].filter(([, q]) => q > 0),
        ),
      );
    } else {
      expect(schedule, step).toEqual([]);
      expect(stored('wiring'), step).toEqual({});
    }

    const t = await call('POST', S.topologyRecommend, { orderId, recordingDays: 7 });
    if (wiringStale) {
      expect(state.topology, step).toEqual({ recordingDays: 7, stale: TOPOLOGY_WAITS_FOR_WIRING });
      expect(stored('topology'), step).toEqual({});
    } else if (t.statusCode === 200) {
      const want: Record<string, number> = {};
      for (const l of t.json().data.lines as { skuNo: string; quantity: number }[])
        want[l.skuNo] = (want[l.skuNo] ?? 0) + l.quantity;
      expect(state.topology, step).toEqual({ recordingDays: 7, stale: null });
      expect(stored('topology'), step).toEqual(want);
    } else {
      const msg = t.json().msg as string;
      expect(state.topology, step).toEqual({ recordingDays: 7, stale: msg === TOPOLOGY_MESSAGES.noCameras ? null : msg }); // prettier-ignore
      expect(stored('topology'), step).toEqual({});
    }
    expect(state.stale, step).toBe(!!wiringStale || !!state.topology?.stale);
    // Exports refuse exactly while a step is stale.
    if (state.stale) {
      const e = await call('POST', S.exportStart, { orderId, kind: 'xlsx' });
      expect([e.statusCode, e.json().msg], step).toEqual([409, SURVEY_SYSTEM_MESSAGES.billStale]);
    }
  }

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await createTestCatalogue(db);
    await createSystemCatalogue(db);
    const m = await createMerchant(db, { enterpriseType: 1 });
    await createAccount(db, { phone: '13900017301', surveyPermission: true, identities: [{ merchantNo: m }] });
    token = await loginToken(ctx, '13900017301');
    ({ orderId, sceneId } = await surveyOrder(ctx, token, '账单一致性'));
    expect((await uploadPlanImage(ctx, token, sceneId, makePng(1000, 800))).json().code).toBe(0);
    // 1 px = 100 mm; trays along y = 100; the closet at their left end.
    await editPlan((plan) => ({
      ...plan,
      calibration: { a: { x: 0, y: 0 }, b: { x: 100, y: 0 }, realMm: 10_000 },
      trunking: trays(0),
      wells: [{ id: 'w1', at: { x: 50, y: 100 }, label: '弱电井A', cabinetHeightMm: 1000 }],
    }));
    await add('T-CAM-1', { x: 250, y: 150 });
    await add('T-CAM-1', { x: 600, y: 150 });
    await ok('POST', S.wiringSave, { sceneId });
    await ok('POST', S.topologySave, { orderId, recordingDays: 7, name: '方案一', layout: {} });
  });
  afterAll(() => ctx.close());

  it('after replacing a camera the schedule and the switch change at once', async () => {
    await check('start');
    const topo = async () =>
      Object.fromEntries(
        ((await ok('GET', `${P}/order/detail?id=${orderId}`)).lines as Line[]).map((l) => [l.skuNo, l.origin.topology ?? 0]), // prettier-ignore
      );
    expect(await topo()).toMatchObject({ 'T-SW8-1': 1 });
    // Three 25 W cameras outgrow the 8-port switch's 60 W: the topology takes a bigger switch, with no save by hand.
    for (const p of [
      { x: 300, y: 200 },
      { x: 700, y: 200 },
    ])
      await add('T-PTZ-1', p);
    await apply({ k: 'replace', i: 0, sku: 'T-PTZ-1' });
    await check('three PTZ');
    const after = await topo();
    // 75 W of cameras: two 8-port switches (and an aggregation one), or one 24-port switch.
    expect((after['T-SW8-1'] ?? 0) * 60 + (after['T-SW24-1'] ?? 0) * 370).toBeGreaterThanOrEqual(75);
    const schedule = (await ok('GET', `${S.wiringList}?orderId=${orderId}`)) as { deviceId: string }[];
    expect(schedule.map((r) => Number(r.deviceId)).sort()).toEqual(points.map((p) => p.id).sort());
  });

  it('edits at once (two tabs): each lands, and the stored bill is then the bill from scratch', async () => {
    await Promise.all([
      add('T-CAM-1', { x: 150, y: 160 }),
      add('T-PTZ-1', { x: 820, y: 160 }),
      editPlan((plan) => ({ ...plan, wells: [{ id: 'w1', at: { x: 60, y: 110 }, label: '弱电井A', cabinetHeightMm: 1000 }] })), // prettier-ignore
    ]);
    await check('at once');
  });

  it('random edits: after each, the stored bill is the bill from scratch', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 4, maxLength: 8 }), async (cmds) => {
        for (const [i, c] of cmds.entries()) {
          await apply(c);
          await check(`${i}: ${JSON.stringify(c)}`);
        }
      }),
      { numRuns: 4, endOnFailure: true },
    );
  });
});

/**
 * The derived bill (issue 44 §2): devices → wiring → topology → lines, one function of the order's plans and points
 * (`deriveBill`, no writes) and the surveyor's choices kept when he saved each step (a scene's slack and allowance,
 * the order's recording days). `rederive` stores what it answers — every wired scene's cable schedule, the wiring's
 * and the topology's lines, each step's stale reason — and runs after every change of a plan, a scene or a point
 * (the survey module's sceneChanged hook) and after a step is saved. A step that cannot follow without the surveyor
 * (the trays removed, no switch fits) is stale: its lines are given back, the bill says why, exports refuse.
 */
import {
  type BillState,
  CABLING_CATEGORIES,
  cableBoxesForScenes,
  isNetworkDevice,
  modulesFor,
  pickCablingSkus,
  type PlannedRun,
  planWiring,
  recommendTopology,
  rj45For,
  SURVEY_SYSTEM_MESSAGES,
  topoCamera,
  type Topology,
  TOPOLOGY_CATEGORIES,
  reasonOf,
  TOPOLOGY_MESSAGES,
  TOPOLOGY_WAITS_FOR_WIRING,
  topologyCatalogue,
  type WiringOptions,
  type WiringResult,
  WIRING_MESSAGES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { candidatesInCategories } from '../catalogue/index.ts';
import * as orders from '../design-order/index.ts';
import * as survey from '../survey/index.ts';
import * as q from './queries.ts';

/** A scene's network devices as the wiring routes them. */
export function devicesOf(s: survey.SystemScene) {
  return s.points
    .filter((p) => isNetworkDevice(p.attrs))
    .map((p) => ({ id: String(p.id), label: p.label || `${p.name}#${p.id}`, at: { x: p.x, y: p.y } as never, mountHeightMm: p.mountHeightMm })); // prettier-ignore
}

/** One scene's wiring; a scene without devices has an empty schedule (not a refusal, once it is wired). */
function wireScene(s: survey.SystemScene, options: WiringOptions): WiringResult {
  const r = planWiring(s.plan, devicesOf(s), options);
  if (!r.ok && r.refusal.reason === reasonOf(WIRING_MESSAGES, 'noDevices') && s.plan.calibration && s.plan.trunking.length && s.plan.wells.length) // prettier-ignore
    return { ok: true, wiring: { runs: [], unreachable: [], boxCount: 0, totalInstalledM: 0, totalPurchasedM: 0, rj45Count: 0, moduleCount: 0, wallCrossings: 0, warnings: [] } }; // prettier-ignore
  return r;
}

export interface DerivedBill {
  scenes: { sceneId: number; sceneName: string; runs: PlannedRun[]; stale: string | null }[];
  wiringLines: orders.DerivedLine[];
  topology: { recordingDays: number; topology: Topology | null; stale: string | null } | null;
  topologyLines: orders.DerivedLine[];
}

const optionsOf = (w: q.WiringRow): WiringOptions => ({
  slackPercent: Number(w.slack_percent),
  allowanceM: Number(w.allowance_m),
});

/** The bill from scratch: the order's plans and points, the surveyor's kept choices, the dealer's catalogue. */
async function deriveBill(db: Kysely<DB>, accountId: number, orderId: number): Promise<DerivedBill> {
  const { scenes, wirings, wired } = await deriveWiring(db, accountId, orderId);
  // Each scene's runs with the slack and allowance the surveyor kept for that scene, packed together.
  const byScene = new Map(wirings.map((w) => [Number(w.scene_id), optionsOf(w)]));
  const withOptions = wired.map((s) => ({ runs: s.runs, options: byScene.get(s.sceneId)! }));
  const wiringLines = wirings.length ? await cablingLines(db, accountId, withOptions) : [];
  if (typeof wiringLines === 'string') for (const s of wired) s.stale ??= wiringLines;

  const state = await q.topologyStateOf(db, orderId);
  let topology: DerivedBill['topology'] = null;
  let topologyLines: orders.DerivedLine[] = [];
  if (state) {
    const waits = wired.some((s) => s.stale);
    const r = waits ? null : await recommendFor(db, accountId, scenes, wired, state.recording_days);
    const none = r && !r.ok && r.refusal.reason === reasonOf(TOPOLOGY_MESSAGES, 'noCameras');
    topology = {
      recordingDays: state.recording_days,
      topology: r?.ok ? r.topology : null,
      stale: waits ? TOPOLOGY_WAITS_FOR_WIRING : r && !r.ok && !none ? r.refusal.msg : null,
    };
    topologyLines = r?.ok ? r.topology.lines.map((l) => ({ skuNo: l.skuNo, quantity: l.quantity })) : [];
  }
  return { scenes: wired, wiringLines: typeof wiringLines === 'string' ? [] : wiringLines, topology, topologyLines };
}

/** Every wired scene's schedule, derived now from its plan and points with the surveyor's kept choices. */
export async function deriveWiring(db: Kysely<DB>, accountId: number, orderId: number) {
  const scenes = await survey.scenesForSystem(db, accountId, orderId);
  const wirings = await q.wiringsOf(db, orderId);
  const byScene = new Map(wirings.map((w) => [Number(w.scene_id), w]));
  const wired: DerivedBill['scenes'] = [];
  for (const s of scenes) {
    const w = byScene.get(s.sceneId);
    if (!w) continue;
    const r = wireScene(s, optionsOf(w));
    wired.push({ sceneId: s.sceneId, sceneName: s.sceneName, runs: r.ok ? r.wiring.runs : [], stale: r.ok ? null : r.refusal.msg }); // prettier-ignore
  }
  return { scenes, wirings, wired };
}

/** The cable boxes (the order's runs packed together), RJ-45 boxes and modules; the refusal when none is buyable. */
async function cablingLines(
  db: Kysely<DB>,
  accountId: number,
  wired: { runs: PlannedRun[]; options: WiringOptions }[],
): Promise<orders.DerivedLine[] | string> {
  const runs = wired.flatMap((s) => s.runs);
  const skus = pickCablingSkus(await candidatesInCategories(db, CABLING_CATEGORIES, accountId));
  if (!skus) return SURVEY_SYSTEM_MESSAGES.noCablingProducts;
  let boxes = 0;
  if (runs.length) {
    const calc = cableBoxesForScenes(wired);
    if (!calc.ok) return WIRING_MESSAGES.tooLong;
    boxes = calc.boxCount;
  }
  return [
    { skuNo: skus.cable.skuNo, quantity: boxes },
    { skuNo: skus.rj45.skuNo, quantity: Math.ceil(rj45For(runs.length) / skus.rj45.perBox) },
    { skuNo: skus.module.skuNo, quantity: modulesFor(runs.length) },
  ];
}

/** The topology of the order's network cameras, each grouped by the well its (freshly derived) cable runs to. */
export async function recommendFor(
  db: Kysely<DB>,
  accountId: number,
  scenes: readonly survey.SystemScene[],
  wired: DerivedBill['scenes'],
  recordingDays: number,
) {
  const wellOf = new Map(wired.flatMap((s) => s.runs.map((r) => [`${s.sceneId}:${r.deviceId}`, `${s.sceneId}:${r.wellId}`]))); // prettier-ignore
  const cameras = scenes.flatMap((s) =>
    s.points
      .filter((p) => isNetworkDevice(p.attrs))
      .map((p) => topoCamera(p, wellOf.get(`${s.sceneId}:${p.id}`) ?? null)),
  );
  const catalogue = topologyCatalogue(await candidatesInCategories(db, TOPOLOGY_CATEGORIES, accountId));
  return recommendTopology(cameras, catalogue, recordingDays);
}

/** Derives the bill and stores it: schedules, stale reasons, the wiring's and the topology's lines. */
export async function rederive(db: Kysely<DB>, accountId: number, orderId: number) {
  // Nothing derived yet (the surveyor has saved no step): no lock taken for a plan being drawn.
  if (!(await q.wiringsOf(db, orderId)).length && !(await q.topologyStateOf(db, orderId))) return null;
  return q.withBillLock(db, orderId, (conn) => rederiveHeld(conn, accountId, orderId));
}

async function rederiveHeld(db: Kysely<DB>, accountId: number, orderId: number): Promise<{ amount: number } | null> {
  const wirings = await q.wiringsOf(db, orderId);
  const state = await q.topologyStateOf(db, orderId);
  if (!wirings.length && !state) return null; // nothing derived yet: the surveyor has not saved a step
  const bill = await deriveBill(db, accountId, orderId);
  // Each scene's schedule and state replaced as a whole (two edits at once never leave a half-written schedule).
  for (const s of bill.scenes)
    await db.transaction().execute(async (trx) => {
      await q.lockWiring(trx, s.sceneId);
      await q.replaceRuns(trx, s.sceneId, orderId, s.runs);
      await q.setWiringStale(trx, s.sceneId, s.stale);
    });
  let amount = (await orders.setDerivedLines(db, accountId, orderId, 'wiring', bill.wiringLines)).amount;
  if (bill.topology) {
    await q.setTopologyStale(db, orderId, bill.topology.stale);
    amount = (await orders.setDerivedLines(db, accountId, orderId, 'topology', bill.topologyLines)).amount;
  }
  return { amount };
}

/**
 * The survey module's hook: re-derives after a plan, scene or point changed. That change has committed; when a step
 * cannot be stored now (a derived model taken off sale), every step is marked stale with why, never the edit refused.
 */
export async function followPlans(db: Kysely<DB>, accountId: number, orderId: number) {
  try {
    return await rederive(db, accountId, orderId);
  } catch (err) {
    const why = err instanceof AppError && err.httpStatus < 500 ? err.message : null;
    if (!why) throw err;
    for (const w of await q.wiringsOf(db, orderId)) await q.setWiringStale(db, Number(w.scene_id), why);
    await q.setTopologyStale(db, orderId, why);
    return null;
  }
}

/** Each step's state as stored: the bill shows it, exports refuse while any step is stale. */
export async function billState(db: Kysely<DB>, accountId: number, orderId: number): Promise<BillState> {
  return (await surveyState(db, accountId, orderId)).bill;
}

/** The bill's state and how many scenes the order has, from one read of its scenes (the quotation asks both). */
export async function surveyState(
  db: Kysely<DB>,
  accountId: number,
  orderId: number,
): Promise<{ scenes: number; bill: BillState }> {
  const scenes = await survey.scenesForSystem(db, accountId, orderId);
  return { scenes: scenes.length, bill: await stateOf(db, orderId, scenes) };
}

async function stateOf(
  db: Kysely<DB>,
  orderId: number,
  scenes: { sceneId: number; sceneName: string }[],
): Promise<BillState> {
  const names = new Map(scenes.map((s) => [s.sceneId, s.sceneName]));
  const wiring = (await q.wiringsOf(db, orderId))
    .map((w) => ({ sceneId: Number(w.scene_id), sceneName: names.get(Number(w.scene_id)) ?? '', stale: w.stale }))
    .sort((a, b) => a.sceneId - b.sceneId);
  const t = await q.topologyStateOf(db, orderId);
  const topology = t ? { recordingDays: t.recording_days, stale: t.stale } : null;
  return { wiring, topology, stale: wiring.some((w) => w.stale) || !!topology?.stale };
}

/**
 * Topology and architecture (part 2 §2 /survey/topo): the domain's recommendTopology over every network camera the
 * order's scenes place (grouped by the well their saved cable runs to), from the models the dealer can buy at the
 * dealer's prices. A saved snapshot keeps the recommendation and the diagram's layout; saving sets the order's
 * lines derived from the topology (switches, NVRs, disks).
 */
import {
  isNetworkDevice,
  recommendTopology,
  refusal,
  SURVEY_SYSTEM_MESSAGES,
  topoCamera,
  type Topology,
  TOPOLOGY_CATEGORIES,
  topologyCatalogue,
  TOPOLOGY_MESSAGES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound, ruleRefusal } from '../../http/errors.ts';
import { candidatesInCategories } from '../catalogue/index.ts';
import * as orders from '../design-order/index.ts';
import * as survey from '../survey/index.ts';
import { toSnapshot } from './presenter.ts';
import * as q from './queries.ts';

export async function recommend(
  db: Kysely<DB>,
  accountId: number,
  orderId: number,
  recordingDays: number,
): Promise<Topology> {
  const scenes = await survey.scenesForSystem(db, accountId, orderId);
  const wellOf = new Map((await q.runsOfOrder(db, orderId)).map((r) => [r.device_id, `${r.scene_id}:${r.well_id}`]));
  const cameras = scenes.flatMap((s) =>
    s.points.filter((p) => isNetworkDevice(p.attrs)).map((p) => topoCamera(p, wellOf.get(String(p.id)) ?? null)),
  );
  const catalogue = topologyCatalogue(await candidatesInCategories(db, TOPOLOGY_CATEGORIES, accountId));
  const r = recommendTopology(cameras, catalogue, recordingDays);
  if (!r.ok) throw badRequest(ruleRefusal(r.message, TOPOLOGY_MESSAGES));
  return r.topology;
}

export async function saveSnapshot(
  db: Kysely<DB>,
  accountId: number,
  input: { orderId: number; recordingDays: number; name: string; layout: Record<string, { x: number; y: number }> },
) {
  const topology = await recommend(db, accountId, input.orderId, input.recordingDays);
  const { amount } = await orders.setDerivedLines(
    db,
    accountId,
    input.orderId,
    'topology',
    topology.lines.map((l) => ({ skuNo: l.skuNo, quantity: l.quantity })),
  );
  const row = await q.insertSnapshot(db, { ...input, accountId, topology });
  return { snapshot: { ...toSnapshot(row), topology, layout: input.layout }, amount };
}

export async function snapshots(db: Kysely<DB>, accountId: number, orderId: number) {
  await orders.requireSurveyOrder(db, accountId, orderId);
  return (await q.snapshotsOf(db, orderId)).map(toSnapshot);
}

export async function snapshot(db: Kysely<DB>, accountId: number, id: number) {
  const row = await q.snapshotById(db, accountId, id);
  if (!row) throw notFound(refusal(SURVEY_SYSTEM_MESSAGES, 'snapshotNotFound'));
  return {
    ...toSnapshot(row),
    topology: row.topology as unknown as Topology,
    layout: row.layout as unknown as Record<string, { x: number; y: number }>,
  };
}

/**
 * Topology and architecture (part 2 §2 /survey/topo): the domain's recommendTopology over every network camera the
 * order's scenes place (grouped by the well their cable runs to as the plan stands now), from the models the dealer
 * can buy at the dealer's prices. A saved snapshot keeps the recommendation and the diagram's layout; saving keeps the
 * recording days and derives the order's lines from the topology (switches, NVRs, disks), again on every change.
 */
import { listedBy, refusal, SURVEY_SYSTEM_MESSAGES, SURVEY_SYSTEM_ROUTES as E, type Topology } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import * as orders from '../design-order/index.ts';
import { deriveWiring, recommendFor, rederive } from './pipeline.ts';
import { toSnapshot } from './presenter.ts';
import * as q from './queries.ts';

/** What recommending and a snapshot may refuse: only what their entries list (the compiler checks). */
const recommendNo = listedBy(E.topologyRecommend, E.topologySave);
const snapshotNo = listedBy(E.topologySnapshot);

export async function recommend(
  db: Kysely<DB>,
  accountId: number,
  orderId: number,
  recordingDays: number,
): Promise<Topology> {
  // The wells come from the wiring as the plan stands now, not from a schedule saved earlier.
  const { scenes, wired } = await deriveWiring(db, accountId, orderId);
  const r = await recommendFor(db, accountId, scenes, wired, recordingDays);
  if (!r.ok) throw badRequest(recommendNo(r.refusal));
  return r.topology;
}

export async function saveSnapshot(
  db: Kysely<DB>,
  accountId: number,
  input: { orderId: number; recordingDays: number; name: string; layout: Record<string, { x: number; y: number }> },
) {
  const topology = await recommend(db, accountId, input.orderId, input.recordingDays);
  // The recording days are kept: from now on the topology follows the plans (pipeline.ts).
  await q.upsertTopologyState(db, input.orderId, input.recordingDays);
  const row = await q.insertSnapshot(db, { ...input, accountId, topology });
  const { amount } = (await rederive(db, accountId, input.orderId))!;
  return { snapshot: { ...toSnapshot(row), topology, layout: input.layout }, amount };
}

export async function snapshots(db: Kysely<DB>, accountId: number, orderId: number) {
  await orders.requireSurveyOrder(db, accountId, orderId);
  return (await q.snapshotsOf(db, orderId)).map(toSnapshot);
}

export async function snapshot(db: Kysely<DB>, accountId: number, id: number) {
  const row = await q.snapshotById(db, accountId, id);
  if (!row) throw notFound(snapshotNo(refusal(SURVEY_SYSTEM_MESSAGES, 'snapshotNotFound')));
  return {
    ...toSnapshot(row),
    topology: row.topology as unknown as Topology,
    layout: row.layout as unknown as Record<string, { x: number; y: number }>,
  };
}

/** SQL of the survey's system build: the cable schedule, topology snapshots, background jobs (leased). */
import type { CableRunView } from '@portal/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Db } from './tables.ts';

/** Replaces a scene's cable schedule as a whole. */
export async function replaceRuns(db: Db, sceneId: number, orderId: number, runs: readonly CableRunView[]) {
  await db.deleteFrom('survey_cable_run').where('scene_id', '=', sceneId).execute();
  if (!runs.length) return;
  await db
    .insertInto('survey_cable_run')
    .values(
      runs.map((r) => ({
        scene_id: sceneId,
        order_id: orderId,
        run_id: r.runId,
        device_id: r.deviceId,
        from_label: r.from,
        well_id: r.wellId,
        to_label: r.to,
        horizontal_m: r.horizontalM,
        vertical_m: r.verticalM,
        installed_m: r.installedM,
        purchased_m: r.purchasedM,
        over_90m: r.over90m,
        wall_crossings: r.wallCrossings,
        path: JSON.stringify(r.path),
      })),
    )
    .execute();
}

export function runsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('survey_cable_run')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('scene_id')
    .orderBy('run_id')
    .execute();
}
export type RunRow = Awaited<ReturnType<typeof runsOfOrder>>[number];

export async function insertSnapshot(
  db: Db,
  s: { orderId: number; accountId: number; name: string; recordingDays: number; topology: unknown; layout: unknown },
) {
  return db
    .insertInto('survey_topology')
    .values({
      order_id: s.orderId,
      account_id: s.accountId,
      name: s.name,
      recording_days: s.recordingDays,
      topology: JSON.stringify(s.topology),
      layout: JSON.stringify(s.layout),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
export type SnapshotRow = Awaited<ReturnType<typeof insertSnapshot>>;

export function snapshotsOf(db: Db, orderId: number) {
  return db
    .selectFrom('survey_topology')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}
export function snapshotById(db: Db, accountId: number, id: number) {
  return db
    .selectFrom('survey_topology')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export type JobKind = 'pdf' | 'xlsx' | 'dxf' | 'walls';
export function insertJob(db: Db, j: { accountId: number; orderId: number; sceneId: number | null; kind: JobKind }) {
  return db
    .insertInto('survey_job')
    .values({ account_id: j.accountId, order_id: j.orderId, scene_id: j.sceneId, kind: j.kind })
    .returningAll()
    .executeTakeFirstOrThrow();
}
export type JobRow = Awaited<ReturnType<typeof insertJob>>;

export function jobById(db: Db, accountId: number, id: number) {
  return db
    .selectFrom('survey_job')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/**
 * Claims the oldest due job: pending, or running with its lease run out (its instance died). One statement with
 * SKIP LOCKED, so two instances never take the same job; the lease is the job's time to finish.
 */
export async function claimJob(db: Db, leaseSeconds: number): Promise<JobRow | undefined> {
  const r = await sql<JobRow>`
    update survey_job set status = 'running', attempts = attempts + 1, progress = 0,
      leased_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
    where id = (
      select id from survey_job
      where (status = 'pending' or (status = 'running' and leased_until < now())) and attempts < 3
      order by id limit 1 for update skip locked
    )
    returning *`.execute(db);
  return r.rows[0];
}

export async function setProgress(db: Db, id: number, attempt: number, progress: number) {
  await db
    .updateTable('survey_job')
    .set({ progress, updated_at: new Date() })
    .where('id', '=', id)
    .where('attempts', '=', attempt)
    .where('status', '=', 'running')
    .execute();
}

/** The job's end: written only by the attempt that holds it (a late, superseded attempt changes nothing). */
export async function finishJob(
  db: Db,
  id: number,
  attempt: number,
  end: { status: 'done' | 'failed'; fileUrl?: string | null; result?: unknown; error?: string | null },
) {
  await db
    .updateTable('survey_job')
    .set({
      status: end.status,
      progress: end.status === 'done' ? 100 : 0,
      file_url: end.fileUrl ?? null,
      result: end.result === undefined ? null : JSON.stringify(end.result),
      error: end.error ?? null,
      leased_until: null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('attempts', '=', attempt)
    .where('status', '=', 'running')
    .execute();
}

/** Jobs whose attempts ran out while running: failed, so the user is told. */
export async function failExhausted(db: Db) {
  await db
    .updateTable('survey_job')
    .set({ status: 'failed', error: '任务多次中断，请重新发起', leased_until: null, updated_at: new Date() })
    .where('status', '=', 'running')
    .where('attempts', '>=', 3)
    .where('leased_until', '<', new Date())
    .execute();
}

export function endJob(db: Db, accountId: number, id: number) {
  return db
    .updateTable('survey_job')
    .set({ status: 'ended', updated_at: new Date() })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('kind', '=', 'walls')
    .where('status', 'in', ['done', 'failed', 'pending', 'running'])
    .returningAll()
    .executeTakeFirst();
}

export function scoreJob(db: Db, accountId: number, id: number, score: number) {
  return db
    .updateTable('survey_job')
    .set({ score, updated_at: new Date() })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('kind', '=', 'walls')
    .where('status', 'in', ['done', 'ended'])
    .returningAll()
    .executeTakeFirst();
}

/** Takes a finished recognition for saving: done → ended in one conditional write (a second save finds nothing). */
export function takeWallsJob(db: Db, accountId: number, id: number) {
  return db
    .updateTable('survey_job')
    .set({ status: 'ended', updated_at: new Date() })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('kind', '=', 'walls')
    .where('status', '=', 'done')
    .returningAll()
    .executeTakeFirst();
}

export function servicerOf(db: Db, orderId: number) {
  return db.selectFrom('survey_servicer').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}
export type ServicerRow = NonNullable<Awaited<ReturnType<typeof servicerOf>>>;

/** Saves over the order's servicer record (one per order). */
export function upsertServicer(
  db: Db,
  s: { orderId: number; accountId: number; role: 'survey' | 'install' | 'both'; company: string; contactName: string; phone: string; plannedDate: string | null; note: string }, // prettier-ignore
) {
  const values = {
    account_id: s.accountId,
    role: s.role,
    company: s.company,
    contact_name: s.contactName,
    phone: s.phone,
    planned_date: s.plannedDate,
    note: s.note,
    updated_at: new Date(),
  };
  return db
    .insertInto('survey_servicer')
    .values({ order_id: s.orderId, ...values })
    .onConflict((oc) => oc.column('order_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The surveyor's wiring choices of each wired scene of an order (a row: the scene's wiring follows its plan). */
export function wiringsOf(db: Db, orderId: number) {
  return db
    .selectFrom('survey_wiring')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('updated_at', 'desc')
    .orderBy('scene_id', 'desc')
    .execute();
}

export async function upsertWiring(
  db: Db,
  w: { sceneId: number; orderId: number; slackPercent: number; allowanceM: number },
) {
  await db
    .insertInto('survey_wiring')
    .values({ scene_id: w.sceneId, order_id: w.orderId, slack_percent: w.slackPercent, allowance_m: w.allowanceM })
    .onConflict((oc) =>
      oc.column('scene_id').doUpdateSet({
        slack_percent: w.slackPercent,
        allowance_m: w.allowanceM,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/**
 * Runs `work` holding the order's bill lock (a session advisory lock on one connection, which `work` must use): one
 * derivation of an order at a time, each reading the plans as they are once the one before it has written.
 */
export async function withBillLock<T>(db: Kysely<DB>, orderId: number, work: (conn: Kysely<DB>) => Promise<T>) {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtext('survey.bill'), ${orderId}::int)`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(hashtext('survey.bill'), ${orderId}::int)`.execute(conn);
    }
  });
}

/** Holds the scene's wiring row until the transaction ends: one schedule replacement of a scene at a time. */
export async function lockWiring(db: Db, sceneId: number) {
  await db.selectFrom('survey_wiring').select('scene_id').where('scene_id', '=', sceneId).forUpdate().execute();
}

export async function setWiringStale(db: Db, sceneId: number, stale: string | null) {
  await db.updateTable('survey_wiring').set({ stale }).where('scene_id', '=', sceneId).execute();
}

export function topologyStateOf(db: Db, orderId: number) {
  return db.selectFrom('survey_topology_state').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function upsertTopologyState(db: Db, orderId: number, recordingDays: number) {
  await db
    .insertInto('survey_topology_state')
    .values({ order_id: orderId, recording_days: recordingDays })
    .onConflict((oc) =>
      oc.column('order_id').doUpdateSet({ recording_days: recordingDays, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

export async function setTopologyStale(db: Db, orderId: number, stale: string | null) {
  await db.updateTable('survey_topology_state').set({ stale }).where('order_id', '=', orderId).execute();
}
export type WiringRow = Awaited<ReturnType<typeof wiringsOf>>[number];

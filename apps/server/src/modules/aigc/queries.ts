/** SQL of the aigc tables (sessions, feedback, scripts, videos and the render claims, the renderers' heartbeats). */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

// ---------- sessions, feedback ----------

export function insertSession(
  db: Db,
  row: {
    account_id: number;
    sku_nos: string[];
    scene: string;
    style: string;
    length_seconds: number;
    show_price: boolean;
    note: string;
  },
) {
  return db.insertInto('aigc_session').values(row).returning('id').executeTakeFirstOrThrow();
}

export function findSession(db: Db, accountId: number, id: number) {
  return db
    .selectFrom('aigc_session')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function setSessionText(db: Db, id: number, provider: string, content: string) {
  await db.updateTable('aigc_session').set({ provider, content }).where('id', '=', id).execute();
}

/** One feedback per session and account: a second one replaces the first. */
export async function upsertFeedback(
  db: Db,
  row: { session_id: number; account_id: number; rating: number; text: string },
) {
  await db
    .insertInto('aigc_feedback')
    .values(row)
    .onConflict((oc) => oc.columns(['session_id', 'account_id']).doUpdateSet({ rating: row.rating, text: row.text }))
    .execute();
}

// ---------- scripts ----------

export function pageScripts(db: Db, accountId: number, page: number, size: number) {
  const q = db.selectFrom('aigc_script').where('account_id', '=', accountId);
  return Promise.all([
    q
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
}

export function findScript(db: Db, accountId: number, id: number) {
  return db
    .selectFrom('aigc_script')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** A new script, only while the account keeps fewer than `quota` (one statement: two saves cannot both pass). */
export function insertScriptWithin(
  db: Db,
  quota: number,
  row: {
    account_id: number;
    session_id: number | null;
    title: string;
    content: string;
    sku_nos: string[];
    scene: string;
    style: string;
    length_seconds: number;
    provider: string;
  },
) {
  return db
    .insertInto('aigc_script')
    .columns([
      'account_id',
      'session_id',
      'title',
      'content',
      'sku_nos',
      'scene',
      'style',
      'length_seconds',
      'provider',
    ])
    .expression(
      db
        .selectNoFrom([
          sql<number>`${row.account_id}::bigint`.as('account_id'),
          sql<number | null>`${row.session_id}::bigint`.as('session_id'),
          sql<string>`${row.title}::text`.as('title'),
          sql<string>`${row.content}::text`.as('content'),
          sql<string[]>`${row.sku_nos}::text[]`.as('sku_nos'),
          sql<string>`${row.scene}::text`.as('scene'),
          sql<string>`${row.style}::text`.as('style'),
          sql<number>`${row.length_seconds}::int`.as('length_seconds'),
          sql<string>`${row.provider}::text`.as('provider'),
        ])
        .where(sql<boolean>`(select count(*) from aigc_script where account_id = ${row.account_id}) < ${quota}`),
    )
    .returningAll()
    .executeTakeFirst();
}

export function updateScript(db: Db, accountId: number, id: number, title: string, content: string) {
  return db
    .updateTable('aigc_script')
    .set({ title, content, updated_at: new Date() })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirst();
}

export function deleteScript(db: Db, accountId: number, id: number) {
  return db
    .deleteFrom('aigc_script')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .returning('id')
    .executeTakeFirst();
}

// ---------- videos ----------

export function findVideo(db: Db, accountId: number, id: number) {
  return db
    .selectFrom('aigc_video')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export function pageVideos(db: Db, accountId: number, page: number, size: number) {
  const q = db.selectFrom('aigc_video').where('account_id', '=', accountId);
  return Promise.all([
    q
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    q
      .select((eb) => [eb.fn.countAll<string>().as('n'), sql<string>`coalesce(sum(bytes), 0)`.as('bytes')])
      .executeTakeFirstOrThrow(),
  ]);
}

/** The account's videos kept, bytes kept and videos queued or rendering (under the caller's advisory lock). */
export function usage(db: Db, accountId: number) {
  return db
    .selectFrom('aigc_video')
    .select([
      sql<string>`count(*)`.as('count'),
      sql<string>`coalesce(sum(bytes), 0)`.as('bytes'),
      sql<string>`count(*) filter (where status in (0, 1))`.as('in_flight'),
    ])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
}

/** Serialises the quota checks and writes of one account's videos (held until the transaction ends). */
export async function lockAccountVideos(db: Db, accountId: number) {
  await sql`select pg_advisory_xact_lock(21021, ${accountId}::int)`.execute(db);
}

export function insertVideo(db: Db, row: { account_id: number; script_id: number; title: string; shots: string }) {
  return db
    .insertInto('aigc_video')
    .values({ ...row, shots: sql`${row.shots}::jsonb` })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** New shots for a settled video: rendered again (the old file is served until the new one is stored). */
export function requeueVideo(db: Db, accountId: number, id: number, shots: string) {
  return db
    .updateTable('aigc_video')
    .set({
      shots: sql`${shots}::jsonb`,
      status: 0,
      progress: 0,
      attempts: 0,
      error: null,
      lease_until: null,
      started_at: null,
      finished_at: null,
    })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('status', 'in', [2, 3])
    .returningAll()
    .executeTakeFirst();
}

export function retitleVideo(db: Db, accountId: number, id: number, title: string) {
  return db
    .updateTable('aigc_video')
    .set({ title })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a video no worker is rendering; answers its file key (to remove from the store). */
export function deleteVideo(db: Db, accountId: number, id: number) {
  return db
    .deleteFrom('aigc_video')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('status', '<>', 1)
    .returning('file_key')
    .executeTakeFirst();
}

// ---------- the render claims ----------

/**
 * Takes the oldest video waiting — queued, or rendering under a lease that ran out (its instance died) — for this
 * worker: one attempt more, a new lease. SKIP LOCKED: two workers never take the same row.
 */
export async function claimVideo(db: Db, leaseSeconds: number) {
  const r = await sql<{ id: string }>`
    update aigc_video set status = 1, attempts = attempts + 1, progress = 0,
      lease_until = now() + make_interval(secs => ${leaseSeconds}), started_at = coalesce(started_at, now())
    where id = (
      select id from aigc_video
      where status = 0 or (status = 1 and lease_until < now())
      order by id limit 1 for update skip locked
    )
    returning id`.execute(db);
  const id = r.rows[0]?.id;
  return id === undefined
    ? undefined
    : db.selectFrom('aigc_video').selectAll().where('id', '=', Number(id)).executeTakeFirst();
}

/** Progress of this worker's attempt, the lease extended; false when the attempt is no longer this worker's. */
export async function reportProgress(db: Db, id: number, attempt: number, progress: number, leaseSeconds: number) {
  const r = await db
    .updateTable('aigc_video')
    .set({ progress, lease_until: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where('id', '=', id)
    .where('attempts', '=', attempt)
    .where('status', '=', 1)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The attempt's file is stored: done, only if the attempt is still this worker's (answers the replaced key). */
export function finishVideo(
  db: Db,
  id: number,
  attempt: number,
  f: {
    file_key: string;
    bytes: number;
    duration_ms: number;
    width: number;
    height: number;
    voice: boolean;
    captions: boolean;
  },
) {
  return db
    .updateTable('aigc_video as v')
    .from(sql`(select file_key as old_key from aigc_video where id = ${id})`.as('o'))
    .set({ ...f, status: 2, progress: 100, error: null, lease_until: null, finished_at: new Date() })
    .where('v.id', '=', id)
    .where('v.attempts', '=', attempt)
    .where('v.status', '=', 1)
    .returning(sql<string | null>`o.old_key`.as('old_key'))
    .executeTakeFirst();
}

export async function failVideo(db: Db, id: number, attempt: number, error: string) {
  await db
    .updateTable('aigc_video')
    .set({ status: 3, error, lease_until: null, finished_at: new Date() })
    .where('id', '=', id)
    .where('attempts', '=', attempt)
    .where('status', '=', 1)
    .execute();
}

/** Gives the attempt back (this instance is stopping): queued again at once for any worker. */
export async function releaseVideo(db: Db, id: number, attempt: number) {
  await db
    .updateTable('aigc_video')
    .set({ status: 0, progress: 0, lease_until: null })
    .where('id', '=', id)
    .where('attempts', '=', attempt)
    .where('status', '=', 1)
    .execute();
}

// ---------- the instances that render (renderers.ts) ----------

/** A render instance's heartbeat (renderers.ts): alive now, by the database's clock; renderers gone longer than `forgetHours` are removed. */
export async function beat(db: Db, instance: string, forgetHours: number): Promise<void> {
  await db
    .insertInto('aigc_renderer')
    .values({ instance })
    .onConflict((oc) => oc.column('instance').doUpdateSet({ seen_at: sql`now()` }))
    .execute();
  await db
    .deleteFrom('aigc_renderer')
    .where('seen_at', '<', sql<Date>`now() - make_interval(hours => ${forgetHours}::int)`)
    .execute();
}

/** The instance stops rendering: its row goes at once (web instances stop accepting videos if it was the last). */
export async function forget(db: Db, instance: string): Promise<void> {
  await db.deleteFrom('aigc_renderer').where('instance', '=', instance).execute();
}

/** Some renderer was seen within `staleSeconds` (renderers.ts). */
export async function rendererAlive(db: Db, staleSeconds: number): Promise<boolean> {
  const row = await db
    .selectFrom('aigc_renderer')
    .select('instance')
    .where('seen_at', '>', sql<Date>`now() - make_interval(secs => ${staleSeconds}::double precision)`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

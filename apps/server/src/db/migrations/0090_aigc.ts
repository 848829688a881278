import { sql, type Kysely } from 'kysely';

/**
 * AI scripts and videos (issue 21): a generation session (what was asked and what was written), its feedback, the
 * script library, and the video library — a video is a durable render job on its row (status, progress, attempts,
 * lease), taken by one worker of one instance at a time (the job queue's task claims it with SKIP LOCKED).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table aigc_session (
      id bigint generated always as identity primary key,
      account_id bigint not null,
      sku_nos text[] not null,
      scene text not null,
      style text not null,
      length_seconds integer not null,
      show_price boolean not null default false,
      note text not null default '',
      provider text,
      content text,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index aigc_session_account on aigc_session (account_id, id desc)`.execute(db);
  await sql`
    create table aigc_feedback (
      id bigint generated always as identity primary key,
      session_id bigint not null references aigc_session (id) on delete cascade,
      account_id bigint not null,
      rating smallint not null check (rating in (1, 2)),
      text text not null default '',
      created_at timestamptz not null default now(),
      unique (session_id, account_id)
    )
  `.execute(db);
  await sql`
    create table aigc_script (
      id bigint generated always as identity primary key,
      account_id bigint not null,
      session_id bigint references aigc_session (id) on delete set null,
      title text not null,
      content text not null,
      sku_nos text[] not null default '{}',
      scene text not null default '',
      style text not null default '',
      length_seconds integer not null default 30,
      provider text not null default 'local',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index aigc_script_account on aigc_script (account_id, id desc)`.execute(db);
  await sql`
    create table aigc_video (
      id bigint generated always as identity primary key,
      account_id bigint not null,
      script_id bigint references aigc_script (id) on delete set null,
      title text not null,
      shots jsonb not null,
      status smallint not null default 0 check (status in (0, 1, 2, 3)),
      progress smallint not null default 0,
      attempts integer not null default 0,
      lease_until timestamptz,
      file_key text,
      bytes bigint not null default 0,
      duration_ms integer not null default 0,
      width integer not null default 0,
      height integer not null default 0,
      voice boolean not null default false,
      captions boolean not null default false,
      error text,
      created_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz
    )
  `.execute(db);
  await sql`create index aigc_video_account on aigc_video (account_id, id desc)`.execute(db);
  await sql`create index aigc_video_waiting on aigc_video (id) where status in (0, 1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table aigc_video, aigc_script, aigc_feedback, aigc_session`.execute(db);
}

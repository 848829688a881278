import { sql, type Kysely } from 'kysely';

/**
 * The survey's derived bill kept in step with the plan (issue 44 §2): a scene's wiring, once the surveyor has saved
 * it, is re-derived with the surveyor's choices kept here (slack, allowance) on every change of the scene's plan or
 * points; the order's topology likewise with its recording days. Where a step cannot be derived without the
 * surveyor (the trays removed, no switch fits), it is marked stale with the reason: the bill shows it, exports refuse.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table survey_wiring (
      scene_id bigint primary key references survey_scene (id) on delete cascade,
      order_id bigint not null references design_order (id) on delete cascade,
      slack_percent numeric not null check (slack_percent >= 0),
      allowance_m numeric not null check (allowance_m >= 0),
      stale text,
      updated_at timestamptz not null default now()
    );
    create index survey_wiring_order_idx on survey_wiring (order_id);

    create table survey_topology_state (
      order_id bigint primary key references design_order (id) on delete cascade,
      recording_days integer not null check (recording_days between 1 and 365),
      stale text,
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}

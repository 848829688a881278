import { sql, type Kysely } from 'kysely';

/**
 * A cable run's wall penetrations (issue 58 §9): how many drawn walls its straight drops pass through when no tray
 * is reachable on the device's side (the domain's routing.ts decides; 0 for runs saved before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table survey_cable_run
      add column wall_crossings integer not null default 0 check (wall_crossings >= 0);
  `.execute(db);
}

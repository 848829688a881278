import { sql, type Kysely } from 'kysely';

/**
 * aigc_renderer: the instances that render AI videos (ffmpeg installed and the render task on), each one's last sign
 * of life by the database's clock. A web instance without ffmpeg accepts a video when some renderer was seen within
 * the window (modules/aigc/renderers.ts), and refuses it (503, AIGC.renderUnavailable) only when none was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table aigc_renderer (
      instance text primary key,
      seen_at timestamptz not null default now()
    )
  `.execute(db);
}

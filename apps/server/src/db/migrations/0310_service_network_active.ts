import { sql, type Kysely } from 'kysely';

/**
 * 停用 / 启用 for service outlets and engineers: orders refer to them, so they are never deleted; a stopped one is
 * offered no new work (the map, the desk's allocation by province, dispatch) and stays named on the orders it served.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table service_outlet add column active boolean not null default true;
    alter table service_engineer add column active boolean not null default true;
  `.execute(db);
}

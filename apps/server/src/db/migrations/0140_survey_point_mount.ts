import { sql, type Kysely } from 'kysely';

/**
 * A camera's mount (part 2 §3 'device cameras', issue #16 scope 6): a placed point may name the bracket it is
 * mounted on — one of its model's bracket accessories, checked by the server — and the order's lines carry the
 * brackets the plan's points need, derived as the system steps derive theirs (origin 'mount').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table design_point
      add column mount_sku_no text check (mount_sku_no is null or char_length(mount_sku_no) between 1 and 64);
    alter table design_order_line drop constraint design_order_line_origin_check;
    alter table design_order_line
      add constraint design_order_line_origin_check check (origin in ('wiring', 'topology', 'mount'));
  `.execute(db);
}

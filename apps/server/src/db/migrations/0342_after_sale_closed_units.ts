import { sql, type Kysely } from 'kysely';

/**
 * A finished exchange or repair gives its units back to the line (issue 58 §5: a unit that breaks again may be sent
 * again); the requests closed before this release held them still, so they are given back once here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update after_sale_line l
       set held = greatest(0, l.held - c.units)
      from (select order_no, line_no, sum(quantity)::int as units
              from after_sale where state = 'closed' group by order_no, line_no) c
     where l.order_no = c.order_no and l.line_no = c.line_no
  `.execute(db);
}

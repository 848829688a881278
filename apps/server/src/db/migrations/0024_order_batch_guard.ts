import { sql, type Kysely } from 'kysely';

/**
 * order_batch_guard(expected, placed): the end of a statement that writes several mall orders at once
 * (order/write-in-turn.ts). The batch stands only whole: when an order found its key already used, it raises
 * SQLSTATE 'OR001', which undoes the whole statement, and the server writes those orders one by one, each with its
 * own answer. Answers the number of orders written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function order_batch_guard(p_expected int, p_placed int) returns int
    language plpgsql as $$
    begin
      if p_placed <> p_expected then
        raise exception using errcode = 'OR001', message = 'the batch does not stand whole';
      end if;
      return p_placed;
    end
    $$;
  `.execute(db);
}

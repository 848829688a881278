import { sql, type Kysely } from 'kysely';

/**
 * seckill_batch_guard(expected, placed, counted, remaining): the end of a statement that writes a batch of
 * flash-sale buys at once (seckill/queries.ts holdBatchWithOrders). The batch stands only whole: every order written
 * (none found its key taken), every buyer's counter within the limit, and the pool (within the window) holding all
 * of the units. Otherwise it raises SQLSTATE 'SK004', which undoes the whole statement, and the server runs those
 * buys one by one, each with its own answer. Answers what is left of the pool.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function seckill_batch_guard(p_expected int, p_placed int, p_counted int, p_remaining int) returns int
    language plpgsql as $$
    begin
      if p_placed <> p_expected or p_counted <> p_expected or p_remaining is null then
        raise exception using errcode = 'SK004', message = 'the batch does not stand whole';
      end if;
      return p_remaining;
    end
    $$;
  `.execute(db);
}

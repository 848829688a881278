import { sql, type Kysely } from 'kysely';

/**
 * seckill_hold_guard(placed, bought, remaining): the end of a flash-sale buy's single statement (order, lines,
 * movements, model stock, the buyer's counter, the pool, the record). When the order was written but the buyer's
 * counter refused (over the per-user limit: SQLSTATE 'SK002') or the pool refused (sold out, or outside the window:
 * 'SK003'), it raises, which undoes the whole statement. Answers what is left of the pool; null when no order was
 * written (the key already has one: nothing else was written either).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function seckill_hold_guard(p_placed boolean, p_bought int, p_remaining int) returns int
    language plpgsql as $$
    begin
      if not p_placed then
        return null;
      end if;
      if p_bought is null then
        raise exception using errcode = 'SK002', message = 'over the per-user limit';
      end if;
      if p_remaining is null then
        raise exception using errcode = 'SK003', message = 'pool refused';
      end if;
      return p_remaining;
    end
    $$;
  `.execute(db);
}

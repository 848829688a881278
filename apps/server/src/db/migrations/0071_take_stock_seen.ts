import { sql, type Kysely } from 'kysely';

/**
 * take_sku_stock as in 0021 (one conditional update per model, `stock >= quantity`), and when a model has too little
 * its refusal now also tells what the refused update found there: SQLSTATE 'SK001', the model's number as the
 * message and the stock it saw as the detail (read in the same statement, right after the update found too little),
 * so the order's answer — sold out, or how many can still be bought — is decided from the write, not a later read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function take_sku_stock(p_sku_nos text[], p_quantities int[]) returns int
    language plpgsql as $$
    declare
      i int;
      v_left int;
    begin
      for i in 1 .. coalesce(array_length(p_sku_nos, 1), 0) loop
        update sku set stock = stock - p_quantities[i], updated_at = now()
         where sku_no = p_sku_nos[i] and stock >= p_quantities[i];
        if not found then
          select stock into v_left from sku where sku_no = p_sku_nos[i];
          raise exception using errcode = 'SK001', message = p_sku_nos[i], detail = coalesce(v_left, 0)::text;
        end if;
      end loop;
      return coalesce(array_length(p_sku_nos, 1), 0);
    end
    $$;
  `.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * take_sku_stock(models, quantities): the models' stock taken by one conditional update each
 * (`stock >= quantity`, never read-then-write), in the order given (callers sort by sku_no so that two orders never
 * wait on each other's rows in opposite orders). When a model has too little, it raises SQLSTATE 'SK001' with
 * the model's number as the message, so the statement that called it — an order's insert — is undone whole.
 * This lets an order be written in one statement: no transaction round trips, and the hot model's row is locked
 * only from its update to the end of that statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function take_sku_stock(p_sku_nos text[], p_quantities int[]) returns int
    language plpgsql as $$
    declare
      i int;
    begin
      for i in 1 .. coalesce(array_length(p_sku_nos, 1), 0) loop
        update sku set stock = stock - p_quantities[i], updated_at = now()
         where sku_no = p_sku_nos[i] and stock >= p_quantities[i];
        if not found then
          raise exception using errcode = 'SK001', message = p_sku_nos[i];
        end if;
      end loop;
      return coalesce(array_length(p_sku_nos, 1), 0);
    end
    $$;
  `.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * refresh_spu_prices (0014_viewer_price), same results, driven from the ids it is given: the families come from
 * unnest(ids) and their models through the sku (spu_id) index, grouped once, instead of a subquery per family and a
 * join that started from every dealer price. Measured on PGlite importing 5,000 private products (500 a statement):
 * the first version added 1-4 s to a 1.5 s import, this one adds next to nothing (docs/benchmarks.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function refresh_spu_prices(ids bigint[]) returns void language plpgsql as $fn$
    begin
      if ids is null or cardinality(ids) = 0 then
        return;
      end if;
      perform 1 from spu where id = any (ids) order by id for no key update;
      update spu s
         set min_price_fen = m.retail, min_wholesale_price_fen = m.wholesale
        from (
          select u.id,
                 min(k.price_fen) filter (where k.status = 0) as retail,
                 min(coalesce(k.wholesale_price_fen, k.price_fen)) filter (where k.status = 0) as wholesale
            from unnest(ids) as u (id) left join sku k on k.spu_id = u.id
           group by u.id
        ) m
       where s.id = m.id
         and (s.min_price_fen is distinct from m.retail or s.min_wholesale_price_fen is distinct from m.wholesale);
      delete from spu_dealer_min_price where spu_id = any (ids);
      insert into spu_dealer_min_price (first_merchant_no, spu_id, min_price_fen, min_gold_price_fen)
      select d.first_merchant_no, k.spu_id,
             min(coalesce(p.price_fen, k.price_fen)),
             min(coalesce(p.gold_price_fen, p.price_fen, k.price_fen))
        from (select distinct dp.first_merchant_no, kk.spu_id
                from unnest(ids) as u (id)
                join sku kk on kk.spu_id = u.id
                join dealer_sku_price dp on dp.sku_no = kk.sku_no) d
        join sku k on k.spu_id = d.spu_id and k.status = 0
        left join dealer_sku_price p on p.first_merchant_no = d.first_merchant_no and p.sku_no = k.sku_no
       group by d.first_merchant_no, k.spu_id;
    end
    $fn$;
  `.execute(db);
}

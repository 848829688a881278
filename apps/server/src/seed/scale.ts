/**
 * The scale fixture (issue 56 scope 1): `npm run seed -- --scale N` grows the demo catalogue N times over, on the
 * database the seed uses, with bulk INSERT … SELECT statements (not the use cases one by one), so that 10× is made in
 * well under a minute on PostgreSQL.
 *
 * Copy k (2..N) of every catalogue family and model is a believable variant, not a duplicate:
 * - the family's number gains `-X<k>` and its name a variant word and generation (「… 星光版 3代」);
 * - each model's number gains a variant code and k (「DS-2CD…-SL3」), so every model number is distinct;
 * - list, wholesale and market prices move by -15 % … +15 % per model and copy; plain numeric attribute values by
 *   a step per copy (their text follows the number);
 * - each dealer list price of the original model is copied to the variant with its own -15 % … +15 % move;
 * - the search text is rebuilt from the new name, brand, categories and model numbers.
 * Running it again adds nothing (each copy is skipped when its family number already exists). The tables'
 * statement triggers raise catalogue_version and recompute the families' lowest prices once per statement.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** Variant words and the matching model-number codes; copy k takes entry (k + family id) mod 12. */
const VARIANT_WORDS = ['星光', '超低照', '全彩', '双光', '广角', '长焦', '防爆', '防水', '智能', '高清', '4K', '变焦'];
const VARIANT_CODES = ['SL', 'UL', 'FC', 'DL', 'W', 'T', 'EX', 'IP', 'AI', 'H', '4K', 'Z'];

export interface ScaleResult {
  families: number;
  models: number;
  attributeValues: number;
  dealerPrices: number;
}

/** Grow the catalogue to `factor` times the demo's (factor 1 adds nothing). */
export async function scaleCatalogue(
  db: Kysely<DB>,
  factor: number,
  log: (msg: string) => void = () => {},
): Promise<ScaleResult> {
  if (!Number.isInteger(factor) || factor < 1 || factor > 50) throw new Error('--scale 须为 1 到 50 之间的整数');
  if (factor === 1) return { families: 0, models: 0, attributeValues: 0, dealerPrices: 0 };
  const words = sql`(${sql.val(VARIANT_WORDS)}::text[])`;
  const codes = sql`(${sql.val(VARIANT_CODES)}::text[])`;
  const grown = await db.transaction().execute(async (tx) => {
    // The originals: catalogue families (not private ones) that are not themselves copies.
    await sql`
      create temp table scale_copy on commit drop as
      select o.id as old_id, g.k, o.spu_no || '-X' || g.k as new_no,
             ${words}[((g.k + o.id) % 12) + 1] as word, ${codes}[((g.k + o.id) % 12) + 1] as code
        from spu o cross join generate_series(2, ${factor}::int) as g(k)
       where o.private_tenant is null and o.owner_account_id is null and o.spu_no !~ '-X[0-9]+$'
         and not exists (select 1 from spu n where n.spu_no = o.spu_no || '-X' || g.k)`.execute(tx);
    const families = await sql`
      insert into spu (spu_no, spu_name, brand_id, brand_name, first_category_id, second_category_id, sku_type,
                       sku_sale_type, status, labels, spu_desc, model_remark, pic_url, listed_at, times_used, source)
      select c.new_no, o.spu_name || ' ' || c.word || '版 ' || c.k || '代', o.brand_id, o.brand_name,
             o.first_category_id, o.second_category_id, o.sku_type, o.sku_sale_type, o.status, o.labels, o.spu_desc,
             null, o.pic_url, o.listed_at - make_interval(days => (c.k * 11 + o.id::int % 29)),
             (o.times_used * (c.k % 5 + 1)) / 5, o.source
        from scale_copy c join spu o on o.id = c.old_id`.execute(tx);
    log(`规模数据：新增商品 ${Number(families.numAffectedRows ?? 0)} 个`);
    // A model's price moves by -15 % … +15 %, the same step for its list, wholesale and market prices.
    const move = (col: string) =>
      sql`(${sql.ref(col)} * (85 + ((c.k * 37 + s.id * 13) % 31)) / 100.0)::bigint`;
    const models = await sql`
      insert into sku (sku_no, spu_id, sku_name, model, sku_desc, unit, price_fen, wholesale_price_fen,
                       market_price_fen, stock, status, pic_url, main_pics, attrs, sort)
      select s.sku_no || '-X' || c.k, n.id, s.sku_name || ' ' || c.word || '版', s.model || '-' || c.code || c.k,
             s.sku_desc, s.unit, ${move('s.price_fen')}, ${move('s.wholesale_price_fen')},
             ${move('s.market_price_fen')}, (s.stock * (c.k % 7 + 1)) / 4, s.status, s.pic_url, s.main_pics, s.attrs,
             s.sort
        from scale_copy c join sku s on s.spu_id = c.old_id join spu n on n.spu_no = c.new_no`.execute(tx);
    log(`规模数据：新增型号 ${Number(models.numAffectedRows ?? 0)} 个`);
    // A plain number (its text is the number) steps up by 25 % per copy, cycling over four steps.
    const attributeValues = await sql`
      insert into sku_attr (sku_id, attr_id, value_text, value_num)
      select n.id, a.attr_id,
             case when a.value_num is not null and a.value_text = a.value_num::text
                  then (round(a.value_num * (1 + ((c.k + n.id) % 4) * 0.25)))::text else a.value_text end,
             case when a.value_num is not null and a.value_text = a.value_num::text
                  then round(a.value_num * (1 + ((c.k + n.id) % 4) * 0.25)) else a.value_num end
        from scale_copy c join sku s on s.spu_id = c.old_id
        join sku n on n.sku_no = s.sku_no || '-X' || c.k
        join sku_attr a on a.sku_id = s.id`.execute(tx);
    log(`规模数据：新增属性值 ${Number(attributeValues.numAffectedRows ?? 0)} 条`);
    const dealerPrices = await sql`
      insert into dealer_sku_price (first_merchant_no, sku_no, price_fen, gold_price_fen)
      select d.first_merchant_no, d.sku_no || '-X' || c.k,
             (d.price_fen * (85 + ((c.k * 17 + d.id * 7) % 31)) / 100.0)::bigint,
             (d.gold_price_fen * (85 + ((c.k * 17 + d.id * 7) % 31)) / 100.0)::bigint
        from scale_copy c join sku s on s.spu_id = c.old_id join dealer_sku_price d on d.sku_no = s.sku_no`.execute(tx);
    log(`规模数据：新增经销商价格 ${Number(dealerPrices.numAffectedRows ?? 0)} 条`);
    // The search text: name, brand, the two categories and every model number, lower-cased; the remark names
    // the first three models as the demo's does (「共5个型号：A、B、C等」).
    await sql`
      update spu n set search_text = t.text,
             model_remark = case when t.n > 1 then '共' || t.n || '个型号：' || array_to_string(t.models[1:3], '、')
                                 || case when t.n > 3 then '等' else '' end else t.models[1] end
        from (select n.id, lower(concat_ws(' ', n.spu_name, n.brand_name, c1.name, c2.name,
                                           string_agg(s.model, ' ' order by s.sort, s.id))) as text,
                     array_agg(s.model order by s.sort, s.id) as models, count(s.id)::int as n
                from scale_copy c join spu n on n.spu_no = c.new_no
                left join category c1 on c1.id = n.first_category_id
                left join category c2 on c2.id = n.second_category_id
                left join sku s on s.spu_id = n.id
               group by n.id, n.spu_name, n.brand_name, c1.name, c2.name) t
       where n.id = t.id`.execute(tx);
    return {
      families: Number(families.numAffectedRows ?? 0),
      models: Number(models.numAffectedRows ?? 0),
      attributeValues: Number(attributeValues.numAffectedRows ?? 0),
      dealerPrices: Number(dealerPrices.numAffectedRows ?? 0),
    };
  });
  // A bulk load leaves the planner's statistics behind: brought up to date now rather than at autovacuum's leisure.
  await sql`analyze spu, sku, sku_attr, dealer_sku_price`.execute(db);
  return grown;
}

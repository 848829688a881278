/**
 * The scale fixture's network (issue 56 scope 1), after the catalogue (scale.ts): `--scale N` makes N× the demo's
 * first-level dealers, each grown first-level dealer two second-level dealers bound to it, an owner account for each
 * new dealer, and price lists for the copies of the demo dealers that have one. Bulk INSERT … SELECT, like the
 * catalogue part; running it again adds nothing (every row is keyed by its number and skipped when it exists).
 *
 * Numbers, in the series the imports count on (account/dealer-bulk-queries.ts: the next after the highest):
 * - first-level copy k (2..N) of demo dealer M1000i (i = 1..D, D = 44) is M1 + (10000 + (k-1)·D + i): M10045 …;
 * - grown first-level dealer s (1, 2, … in number order) has second-level dealers M2 + (20100 + 2(s-1) + j), j = 1, 2
 *   (after the demo's M20001, M20002 and M20099); one in five of them is gold (enterprise type 5);
 * a number some other merchant already has (an import's, say) is skipped with its owner and orders.
 * - each new dealer's owner signs in as 136 + the dealer's five digits padded to eight (M10045 → 13600010045),
 *   with the demo password, account number A + (30000000 + the digits).
 * A grown dealer sits in the district of another demo dealer (the demo's spread of provinces), is named after its
 * city with a trade word and a company suffix, and has a contact, a phone, an address and a credit code of its own.
 * A copy of a demo dealer with a price list (M10001, M10002, M10004) prices a quarter of the original's models, each
 * moved by -8 % … +8 %.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

const TRADE_WORDS = [
  '安盛',
  '恒视',
  '明瞳',
  '天眼',
  '卫康',
  '鼎安',
  '视安',
  '佳信',
  '华瑞',
  '博远',
  '捷通',
  '中科',
  '海康达',
  '锐捷安',
  '金盾',
  '宏图',
  '星辰',
  '远望',
  '神州',
  '安泰',
  '慧眼',
  '云瞳',
  '联创',
  '正达',
  '鸿安',
  '领航',
  '北辰',
  '汇通',
];
const SUFFIXES = ['智能科技有限公司', '安防科技有限公司', '电子科技有限公司', '系统集成有限公司', '安防工程有限公司'];
const SECOND_SUFFIXES = ['弱电工程有限公司', '安防工程有限公司', '监控设备经营部', '智能化工程有限公司', '电子商行'];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭'];
const GIVEN = ['伟', '芳', '敏', '静', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '建华'];
const STREETS = ['科技路', '创业大道', '文一西路', '长江路', '人民路', '建设大街', '中山路', '解放路', '新华路'];

export interface NetworkResult {
  firstDealers: number;
  secondDealers: number;
  accounts: number;
  bindings: number;
  dealerPrices: number;
}

const arr = (words: readonly string[]) => sql`(${sql.val(words)}::text[])`;
/** The element of `words` picked by the integer expression `n` (1-based, wrapped). */
const pick = (words: readonly string[], n: ReturnType<typeof sql>) =>
  sql`${arr(words)}[((${n}) % ${words.length}) + 1]`;

/** Grow the dealer network to `factor` times the demo's first-level dealers (factor 1 adds nothing). */
export async function scaleNetwork(
  db: Kysely<DB>,
  factor: number,
  log: (msg: string) => void = () => {},
): Promise<NetworkResult> {
  const none = { firstDealers: 0, secondDealers: 0, accounts: 0, bindings: 0, dealerPrices: 0 };
  if (factor === 1) return none;
  const started = Date.now();
  const done = await db.transaction().execute(async (tx) => {
    await plan(tx, factor);
    // A planned number another merchant holds (no owner of the fixture's) is not the fixture's to grow.
    await sql`
      delete from scale_dealer p
       where exists (select 1 from merchant m where m.merchant_no = p.no)
         and not exists (select 1 from account a where a.phone = p.phone and a.current_merchant_no = p.no)`.execute(tx);
    await sql`analyze scale_dealer`.execute(tx);
    const n = (r: { numAffectedRows?: bigint }) => Number(r.numAffectedRows ?? 0);
    const todo = await sql<{ firsts: number; seconds: number }>`
      select count(*) filter (where p.type = 1)::int as firsts, count(*) filter (where p.type <> 1)::int as seconds
        from scale_dealer p where not exists (select 1 from merchant m where m.merchant_no = p.no)`.execute(tx);
    await sql`
      insert into merchant (merchant_no, enterprise_no, enterprise_type, company_name, credit_code, auth_status,
                            audit_status, member_level, province_code, province_name, city_code, city_name, area_code,
                            area_name, address, contact_name, contact_phone, latitude, longitude, business_scope,
                            status, smb, has_store, store_type, valid_until, created_at)
      select p.no, 'E' || substring(p.no from 2), p.type, p.name,
             '91' || coalesce(d.area_code, '330100') || 'MA' || upper(substring(md5(p.no) from 1 for 8)), 1, 1,
             p.seq % 4, d.province_code, d.province_name, d.city_code, d.city_name, d.area_code, d.area_name,
             d.province_name || d.city_name || d.area_name || ${pick(STREETS, sql`p.seq * 5`)} || (p.seq * 37 % 888 + 1)
               || '号' || (p.seq % 16 + 2) || '层',
             ${pick(SURNAMES, sql`p.seq * 7`)} || ${pick(GIVEN, sql`p.seq * 11`)},
             '1' || (array['35','36','37','39','50','58','86','88'])[(p.seq % 8) + 1] || lpad(((p.seq * 7919) % 100000000)::text, 8, '0'),
             d.latitude + ((p.seq * 37) % 100 - 50) / 4000.0, d.longitude + ((p.seq * 53) % 100 - 50) / 4000.0,
             '安防监控设备、门禁对讲系统、网络设备的销售、安装与维护；弱电智能化工程设计与施工。',
             case when p.seq % 41 = 0 then 0 else 1 end, p.seq % 3 = 0, p.seq % 5 < 3,
             case when p.seq % 5 < 3 then p.seq % 2 + 1 end,
             (now() + make_interval(days => 365 + (p.seq * 37) % 730))::date,
             now() - make_interval(days => 30 + (p.seq * 13) % 700)
        from scale_dealer p join merchant d on d.merchant_no = p.region_no
       where not exists (select 1 from merchant m where m.merchant_no = p.no)`.execute(tx);
    const demo = DEMO_ACCOUNTS[1]!.phone;
    const accounts = await sql`
      insert into account (account_no, phone, password_hash, nickname, survey_permission, current_merchant_no,
                           created_at)
      select 'A' || (30000000 + substring(p.no from 2)::int), p.phone,
             (select password_hash from account where phone = ${demo}), m.contact_name, p.type = 1, p.no, m.created_at
        from scale_dealer p join merchant m on m.merchant_no = p.no
      on conflict do nothing`.execute(tx);
    await sql`
      insert into merchant_member (account_id, merchant_no, employee)
      select a.id, p.no, false from scale_dealer p join account a on a.phone = p.phone
       where not exists (select 1 from merchant_member x where x.account_id = a.id and x.merchant_no = p.no)`.execute(
      tx,
    );
    // A second-level dealer buys through its first-level dealer (current, default); one in three also through the
    // next grown first-level dealer.
    const bindings = await sql`
      insert into dealer_binding (account_id, buyer_merchant_no, first_merchant_no, choosing, default_status,
                                  province_code, province_name, city_code, city_name, area_code, area_name)
      select a.id, p.no, b.first_no, b.current, b.current, m.province_code, m.province_name, m.city_code,
             m.city_name, m.area_code, m.area_name
        from scale_dealer p join account a on a.phone = p.phone join merchant m on m.merchant_no = p.no
        cross join lateral (values (p.first_no, true), (p.other_no, false)) as b(first_no, current)
       where p.type <> 1 and b.first_no is not null
         and not exists (select 1 from dealer_binding x where x.account_id = a.id and x.first_merchant_no = b.first_no)`.execute(
      tx,
    );
    // The per-statement recomputation of the families' lowest prices is off for this insert (migration 0230): over
    // 200,000 rows it ran for minutes in one statement; the families are recomputed after, a thousand at a time.
    // (counted before and after: PGlite answers no row count for a statement that starts with WITH)
    const priced = async () =>
      (
        await sql<{ n: number }>`
          select count(*)::int as n from scale_dealer p join dealer_sku_price d on d.first_merchant_no = p.no`.execute(
          tx,
        )
      ).rows[0]?.n ?? 0;
    const pricedBefore = await priced();
    await sql`select set_config('portal.bulk_reprice', 'on', true)`.execute(tx);
    // The dealers without a list are found first (materialized): checked per inserted row, the statement's own new
    // rows made each check longer (minutes at 10×).
    await sql`
      with todo as materialized (
        select p.no, p.seq, p.src_no from scale_dealer p
         where p.type = 1 and not exists (select 1 from dealer_sku_price x where x.first_merchant_no = p.no))
      insert into dealer_sku_price (first_merchant_no, sku_no, price_fen, gold_price_fen)
      select p.no, d.sku_no, least(k.price_fen, (d.price_fen * (92 + (p.seq * 7 + d.id) % 17) / 100.0)::bigint),
             (d.gold_price_fen * (92 + (p.seq * 7 + d.id) % 17) / 100.0)::bigint
        from todo p join dealer_sku_price d on d.first_merchant_no = p.src_no
        join sku k on k.sku_no = d.sku_no
       where (d.id + p.seq) % 4 = 0`.execute(tx);
    await sql`select set_config('portal.bulk_reprice', 'off', true)`.execute(tx);
    const prices = (await priced()) - pricedBefore;
    if (prices > 0) await repriceFamilies(tx);
    return {
      firstDealers: todo.rows[0]?.firsts ?? 0,
      secondDealers: todo.rows[0]?.seconds ?? 0,
      accounts: n(accounts),
      bindings: n(bindings),
      dealerPrices: prices,
    };
  });
  log(
    `规模数据：经销商网络 一级 ${done.firstDealers} 个、二级 ${done.secondDealers} 个，账号 ${done.accounts} 个，` +
      `绑定 ${done.bindings} 条，经销商价格 ${done.dealerPrices} 条（${((Date.now() - started) / 1000).toFixed(1)} 秒）`,
  );
  await sql`analyze merchant, account, merchant_member, dealer_binding, dealer_sku_price`.execute(db);
  return done;
}

/** The lowest prices of every family a grown dealer's list prices, recomputed a thousand families at a time. */
async function repriceFamilies(tx: Transaction<DB>): Promise<void> {
  await sql`analyze dealer_sku_price`.execute(tx);
  const r = await sql<{ id: string }>`
    select distinct k.spu_id as id from scale_dealer p join dealer_sku_price d on d.first_merchant_no = p.no
      join sku k on k.sku_no = d.sku_no
     where p.type = 1 order by 1`.execute(tx);
  const ids = r.rows.map((x) => Number(x.id));
  for (let i = 0; i < ids.length; i += 1000)
    await sql`select refresh_spu_prices(${ids.slice(i, i + 1000)}::bigint[])`.execute(tx);
}

/** The temp table scale_dealer: every dealer the factor asks for (made or not yet), with its number and place. */
async function plan(tx: Transaction<DB>, factor: number): Promise<void> {
  // The demo's first-level dealers M10001 … M1000D, in order (i = 1..D): not a grown one (those have a 136 owner).
  await sql`
    create temp table scale_first_demo on commit drop as
    select merchant_no as no, substring(merchant_no from 2)::int - 10000 as i
      from merchant m
     where enterprise_type = 1 and merchant_no ~ '^M100[0-9]{2}$'
       and not exists (select 1 from account a where a.phone = '136' || lpad(substring(m.merchant_no from 2), 8, '0'))`.execute(
    tx,
  );
  await sql`
    create temp table scale_dealer (no text primary key, type int, seq int, name text, phone text, region_no text,
                                    src_no text, first_no text, other_no text) on commit drop`.execute(tx);
  const d = sql`(select count(*)::int from scale_first_demo)`;
  await sql`
    insert into scale_dealer (no, type, seq, name, phone, region_no, src_no)
    select 'M' || (10000 + (g.k - 1) * ${d} + o.i), 1, (g.k - 2) * ${d} + o.i, null,
           '136' || lpad((10000 + (g.k - 1) * ${d} + o.i)::text, 8, '0'),
           (select r.no from scale_first_demo r where r.i = ((o.i - 1 + g.k * 7) % ${d}) + 1), o.no
      from scale_first_demo o cross join generate_series(2, ${factor}::int) as g(k)`.execute(tx);
  await sql`
    insert into scale_dealer (no, type, seq, name, phone, region_no, src_no, first_no, other_no)
    select 'M' || (20100 + 2 * (f.seq - 1) + j.j), case when (f.seq + j.j) % 5 = 0 then 5 else 2 end,
           100000 + 2 * (f.seq - 1) + j.j, null, '136' || lpad((20100 + 2 * (f.seq - 1) + j.j)::text, 8, '0'),
           f.region_no, null, f.no,
           case when (f.seq + j.j) % 3 = 0 then (select x.no from scale_dealer x where x.type = 1 and x.seq = f.seq % (
             select count(*) from scale_dealer where type = 1) + 1 and x.no <> f.no) end
      from scale_dealer f cross join (values (1), (2)) as j(j) where f.type = 1`.execute(tx);
  // Names: the city (without 市) + a trade word + a suffix; a second-level one its own words and suffixes.
  await sql`
    update scale_dealer p
       set name = regexp_replace(coalesce(d.city_name, '杭州'), '(市|地区|自治州)$', '')
                  || ${pick(TRADE_WORDS, sql`p.seq * 13 + p.seq / 7`)}
                  || case when p.type = 1 then ${pick(SUFFIXES, sql`p.seq / 3`)}
                          else ${pick(SECOND_SUFFIXES, sql`p.seq / 3`)} end
      from merchant d where d.merchant_no = p.region_no`.execute(tx);
}

/**
 * The scale fixture's year of business (issue 56 scope 1), after the network (scale-network.ts): every grown
 * second-level dealer's owner buys from its first-level dealer 12 … 28 times over the last 365 days (China time,
 * 08:00 … 21:00), one to four models an order at its dealer's price (gold where it has one and the buyer is gold),
 * and every grown dealer's owner keeps 3 … 8 design orders. Bulk INSERT … SELECT; a buyer that has orders of the
 * fixture (idempotency key `scale:…`) and an account that has design orders are left alone, so a second run adds
 * nothing.
 *
 * Of the orders: one in seventeen is cancelled unpaid; the rest are paid (WeChat or Alipay), those of the last three
 * days not yet shipped, of the last ten shipped, older ones completed. Four in a hundred completed orders have their
 * first line returned and refunded (the after-sale, its line and steps, the payment's refund); two in a hundred
 * recent ones have an open return. Each paid order's buyer has the 订单支付成功 message, each shipped one's
 * 订单已发货, read when older than a week.
 */
import { chinaDayStart, renderMessage } from '@portal/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

export interface OrdersResult {
  orders: number;
  lines: number;
  refunds: number;
  afterSales: number;
  messages: number;
  designOrders: number;
}

const PROJECTS = [
  '小区',
  '工厂',
  '学校',
  '仓库',
  '写字楼',
  '停车场',
  '医院',
  '酒店',
  '商场',
  '园区',
  '加油站',
  '银行网点',
];
const WORKS = ['监控改造', '新建监控', '门禁对讲', '周界防范', '停车管理', '弱电集成'];
const n = (r: { numAffectedRows?: bigint }) => Number(r.numAffectedRows ?? 0);

/** Write the year of orders, refunds, messages and design orders of the grown dealers. */
export async function scaleOrders(db: Kysely<DB>, log: (msg: string) => void = () => {}): Promise<OrdersResult> {
  const today = chinaDayStart(new Date());
  const started = Date.now();
  const done = await db.transaction().execute(async (tx) => {
    await planSkus(tx);
    await planOrders(tx, today);
    const orders = await sql`
      insert into mall_order (order_no, account_id, buyer_merchant_no, shop_merchant_no, shop_name, status, goods_fen,
                              pay_fen, address, idempotency_key, request_hash, expires_at, paid_at, pay_channel,
                              payment_no, shipped_at, completed_at, cancelled_at, cancel_reason, created_at, updated_at)
      select o.order_no, o.account_id, o.buyer_no, o.shop_no, o.shop_name, o.status, t.goods, t.goods,
             jsonb_build_object('provinceCode', m.province_code, 'provinceName', m.province_name,
                                'cityCode', m.city_code, 'cityName', m.city_name, 'areaCode', m.area_code,
                                'areaName', m.area_name, 'streetCode', null, 'streetName', null,
                                'detailAddress', m.address, 'contactName', m.contact_name,
                                'contactPhone', m.contact_phone),
             'scale:' || o.seq, 'scale-fixture', o.created_at + interval '30 minutes', o.paid_at,
             case when o.paid_at is null then null else o.channel end,
             case when o.paid_at is null then null else 'P' || o.order_no end, o.shipped_at, o.completed_at,
             case when o.status = 5 then o.created_at + interval '30 minutes' end,
             case when o.status = 5 then '超时未支付，系统自动取消' end, o.created_at,
             coalesce(o.completed_at, o.shipped_at, o.paid_at, o.created_at + interval '30 minutes')
        from scale_order o join merchant m on m.merchant_no = o.buyer_no
        join (select seq, sum(amount)::bigint as goods from scale_line group by seq) t on t.seq = o.seq
      on conflict do nothing`.execute(tx);
    const lines = await sql`
      insert into mall_order_line (order_id, line_no, sku_no, spu_no, sku_name, spu_name, model, pic_url, price_fen,
                                   quantity, amount_fen, created_at)
      select mo.id, l.line_no, k.sku_no, k.spu_no, k.sku_name, k.spu_name, k.model, k.pic_url, l.price, l.quantity,
             l.amount, mo.created_at
        from scale_line l join scale_order o on o.seq = l.seq join scale_sku k on k.rn = l.rn
        join mall_order mo on mo.account_id = o.account_id and mo.idempotency_key = 'scale:' || o.seq`.execute(tx);
    await sql`
      insert into payment (payment_no, payable_kind, payable_no, account_id, channel, amount_fen, subject, status,
                           expires_at, channel_trade_no, paid_at, created_at, updated_at)
      select mo.payment_no, 'mall_order', mo.order_no, mo.account_id, mo.pay_channel, mo.pay_fen,
             mo.shop_name || ' 采购订单', 1, mo.created_at + interval '30 minutes',
             case when mo.pay_channel = 'wechat' then '4200' else '2026' end || mo.order_no, mo.paid_at, mo.created_at,
             mo.paid_at
        from scale_order o join mall_order mo on mo.order_no = o.order_no
       where mo.payment_no is not null
      on conflict do nothing`.execute(tx);
    const { refunds, afterSales } = await afterSalesOf(tx);
    const messages = await messagesOf(tx);
    const designOrders = await designOrdersOf(tx, today);
    return { orders: n(orders), lines: n(lines), refunds, afterSales, messages, designOrders };
  });
  log(
    `规模数据：一年订单 ${done.orders} 笔（${done.lines} 行），退款 ${done.refunds} 笔，售后 ${done.afterSales} 单，` +
      `消息 ${done.messages} 条，设计单 ${done.designOrders} 个（${((Date.now() - started) / 1000).toFixed(1)} 秒）`,
  );
  await sql`analyze mall_order, mall_order_line, payment, payment_refund, after_sale, message, design_order,
                    design_order_line`.execute(db);
  return done;
}

/** scale_sku: the public, listed, priced models, numbered 1 … (rn) in model-number order. */
async function planSkus(tx: Transaction<DB>): Promise<void> {
  await sql`
    create temp table scale_sku on commit drop as
    select row_number() over (order by k.sku_no)::int as rn, k.sku_no, s.spu_no, k.sku_name, s.spu_name, k.model,
           coalesce(k.pic_url, s.pic_url) as pic_url, k.price_fen, s.sku_type, s.brand_name, c.name as category_name
      from sku k join spu s on s.id = k.spu_id left join category c on c.id = s.second_category_id
     where s.private_tenant is null and s.owner_account_id is null and s.status = 0 and k.status = 0
       and k.price_fen > 0`.execute(tx);
  await sql`create unique index on scale_sku (rn)`.execute(tx);
}

/** scale_order and scale_line: the orders of every grown buyer without orders of the fixture yet. */
async function planOrders(tx: Transaction<DB>, today: Date): Promise<void> {
  // seq: the buyer's number less 20000 (M20101 → 101) × 40 + its order's number (1 … 28): the same on every run.
  await sql`
    create temp table scale_order on commit drop as
    select x.*, to_char((x.created_at at time zone 'UTC') + interval '8 hours', 'YYYYMMDDHH24MISS')
                || lpad((x.seq % 1000000)::text, 6, '0') as order_no,
           case when x.status <> 5 then x.created_at + make_interval(mins => x.seq % 9 + 1) end as paid_at,
           case when x.status in (3, 4) then x.created_at + make_interval(days => x.seq % 2 + 1) end as shipped_at,
           case when x.status = 4 then x.created_at + make_interval(days => x.seq % 2 + 8) end as completed_at
      from (select y.*, case when y.at > now() - interval '10 minutes' then y.at - interval '1 day' else y.at end
                        as created_at, case when (y.seq * 31) % 17 = 0 then 5 when y.d <= 2 then 2 when y.d <= 9 then 3 else 4 end
                        as status
              from (select (substring(b.merchant_no from 2)::int - 20000) * 40 + j.j as seq, b.merchant_no as buyer_no,
                           b.enterprise_type as buyer_type, a.id as account_id, s.merchant_no as shop_no,
                           s.company_name as shop_name, (j.j * 53 + b.id::int * 17) % 365 as d,
                           case when (j.j + b.id::int) % 3 = 0 then 'alipay' else 'wechat' end as channel,
                           ${today}::timestamptz - make_interval(days => (j.j * 53 + b.id::int * 17) % 365)
                             + make_interval(hours => 8, mins => (j.j * 37 + b.id::int * 11) % 780,
                                             secs => (j.j * 7 + b.id::int) % 60) as at
                      from merchant b
                      join account a on a.current_merchant_no = b.merchant_no
                                    and a.phone = '136' || lpad(substring(b.merchant_no from 2), 8, '0')
                      join dealer_binding db on db.account_id = a.id and db.default_status
                      join merchant s on s.merchant_no = db.first_merchant_no
                     cross join generate_series(1, 12 + (b.id::int * 7) % 17) as j(j)
                     where b.merchant_no ~ '^M2[0-9]{4,6}$' and b.enterprise_type in (2, 5)
                       and not exists (select 1 from mall_order x
                                        where x.account_id = a.id and x.idempotency_key like 'scale:%')) y) x`.execute(
    tx,
  );
  await sql`
    create temp table scale_line on commit drop as
    select l.seq, l.line_no, l.rn, l.price, l.quantity, l.price * l.quantity as amount
      from (select o.seq, g.i as line_no, k.rn, 1 + (o.seq + g.i * 3) % 8 as quantity,
                   coalesce(case when o.buyer_type = 5 then p.gold_price_fen end, p.price_fen, k.price_fen) as price
              from scale_order o
             cross join (select count(*)::int as c from scale_sku) c
             cross join generate_series(1, 1 + (o.seq * 3) % 4) as g(i)
              join scale_sku k on k.rn = ((o.seq * 7919) % c.c + g.i * (c.c / 5 + 1)) % c.c + 1
              left join dealer_sku_price p on p.first_merchant_no = o.shop_no and p.sku_no = k.sku_no) l`.execute(tx);
}

/** Refunded returns of old completed orders and open returns of recent shipped ones, with their refunds. */
async function afterSalesOf(tx: Transaction<DB>): Promise<{ refunds: number; afterSales: number }> {
  const made = await sql`
    insert into after_sale (after_sale_no, order_no, line_no, account_id, shop_merchant_no, shop_name, kind, state,
                            reason_code, reason_text, quantity, sku_no, sku_name, spu_name, model, pic_url, pictures,
                            refund_fen, refund_no, created_at, updated_at)
    select 'AS' || mo.order_no, mo.order_no, 1, mo.account_id, mo.shop_merchant_no, mo.shop_name, 'return',
           a.state, (array['quality', 'damaged', 'wrongItem', 'fault'])[(o.seq % 4) + 1], '', l.quantity, l.sku_no,
           l.sku_name, l.spu_name, l.model, l.pic_url, '[]'::jsonb,
           case when a.state = 'refunded' then l.amount_fen end,
           case when a.state = 'refunded' then 'R' || mo.order_no || '01' end, a.at, a.at
      from scale_order o join mall_order mo on mo.order_no = o.order_no
      join mall_order_line l on l.order_id = mo.id and l.line_no = 1
     cross join lateral (select case when o.status = 4 and (o.seq * 13) % 100 < 4 then 'refunded'
                                     when o.status in (3, 4) and o.d < 60 and (o.seq * 13) % 100 in (4, 5)
                                       then 'applied' end as state,
                                o.shipped_at + interval '3 days' as at) a
     where a.state is not null
    on conflict do nothing`.execute(tx);
  await sql`
    insert into after_sale_line (order_no, line_no, quantity, held, refunded_units)
    select s.order_no, s.line_no, l.quantity, case when s.state = 'applied' then s.quantity else 0 end,
           case when s.state = 'refunded' then s.quantity else 0 end
      from after_sale s join scale_order o on o.order_no = s.order_no
      join mall_order mo on mo.order_no = s.order_no join mall_order_line l on l.order_id = mo.id and l.line_no = 1
    on conflict do nothing`.execute(tx);
  await sql`
    insert into after_sale_step (after_sale_id, event, state, by_side, note, created_at)
    select s.id, e.event, e.state, e.side, '', s.created_at + e.after
      from after_sale s join scale_order o on o.order_no = s.order_no
     cross join lateral (values ('apply', 'applied', 'buyer', interval '0'), ('accept', 'accepted', 'seller', interval '1 hour'),
                                ('shipBack', 'shippedBack', 'buyer', interval '1 day'),
                                ('receive', 'received', 'seller', interval '3 days'),
                                ('refund', 'refunded', 'seller', interval '3 days 1 hour')) as e(event, state, side, after)
     where (s.state = 'refunded' or e.event = 'apply')
       and not exists (select 1 from after_sale_step x where x.after_sale_id = s.id)`.execute(tx);
  const refunds = await sql`
    insert into payment_refund (refund_no, payment_no, channel, amount_fen, reason, status, succeeded_at, created_at,
                                updated_at)
    select s.refund_no, mo.payment_no, mo.pay_channel, s.refund_fen, '售后退货退款', 1,
           s.created_at + interval '3 days 1 hour', s.created_at + interval '3 days 1 hour',
           s.created_at + interval '3 days 1 hour'
      from after_sale s join scale_order o on o.order_no = s.order_no join mall_order mo on mo.order_no = s.order_no
     where s.state = 'refunded'
    on conflict do nothing`.execute(tx);
  await sql`
    update payment p set refunded_fen = s.refund_fen
      from after_sale s join scale_order o on o.order_no = s.order_no
     where s.state = 'refunded' and p.payable_no = s.order_no and p.payable_kind = 'mall_order'`.execute(tx);
  return { refunds: n(refunds), afterSales: n(made) };
}

/**
 * 订单支付成功 for every paid order, 订单已发货 for every shipped one, in the words the modules write (the amount as
 * yuanText writes it: 1286 fen → 「12.86」, 1280 → 「12.8」, 1200 → 「12」), read when older than a week.
 */
async function messagesOf(tx: Transaction<DB>): Promise<number> {
  const paid = renderMessage('orderPaid', { orderNo: '{orderNo}', amount: '{amount}' });
  const shipped = renderMessage('orderShipped', { orderNo: '{orderNo}', shopName: '{shopName}' });
  const words = (m: typeof paid) => sql`${m.category}, ${m.title}, ${m.body}, ${m.link}`;
  const r = await sql`
    insert into message (account_id, kind, category, title, body, link, dedupe_key, read_at, created_at)
    select mo.account_id, w.kind, w.category, w.title,
           replace(replace(replace(w.body, '{orderNo}', mo.order_no), '{amount}', '¥' || y.amount), '{shopName}',
                   mo.shop_name),
           replace(w.link, '{orderNo}', mo.order_no), w.kind || ':' || mo.order_no,
           case when w.at < now() - interval '7 days' then w.at + interval '1 day' end, w.at
      from scale_order o join mall_order mo on mo.order_no = o.order_no
     cross join lateral (values ('orderPaid', ${words(paid)}, mo.paid_at),
                                ('orderShipped', ${words(shipped)}, mo.shipped_at))
           as w(kind, category, title, body, link, at)
     cross join lateral (select (mo.pay_fen / 100)::text
                                || case when mo.pay_fen % 100 = 0 then ''
                                        else '.' || rtrim(lpad((mo.pay_fen % 100)::text, 2, '0'), '0') end as amount) y
     where w.at is not null
    on conflict do nothing`.execute(tx);
  return n(r);
}

/** 3 … 8 design orders for each grown dealer's owner that has none, of 3 … 7 models at 85 … 100 %. */
async function designOrdersOf(tx: Transaction<DB>, today: Date): Promise<number> {
  await sql`
    create temp table scale_design on commit drop as
    select a.id as account_id, a.id::int * 10 + g.i as seq,
           regexp_replace(coalesce(m.city_name, ''), '市$', '') || (${sql.val(PROJECTS)}::text[])[((a.id::int + g.i) % ${PROJECTS.length}) + 1]
             || (${sql.val(WORKS)}::text[])[((a.id::int * 3 + g.i) % ${WORKS.length}) + 1] || '项目' as name,
           ${today}::timestamptz - make_interval(days => (a.id::int * 29 + g.i * 61) % 365)
             + make_interval(hours => 9, mins => (a.id::int + g.i * 47) % 600) as created_at,
           case when g.i % 3 = 0 then 1 else 0 end as status
      from account a join merchant m on m.merchant_no = a.current_merchant_no
     cross join generate_series(1, 3 + a.id::int % 6) as g(i)
     where a.phone = '136' || lpad(substring(m.merchant_no from 2), 8, '0')
       and not exists (select 1 from design_order x where x.account_id = a.id)`.execute(tx);
  await sql`alter table scale_design add column order_no text`.execute(tx);
  await sql`
    update scale_design set order_no = 'PD' || to_char((created_at at time zone 'UTC') + interval '8 hours', 'YYYYMMDD')
                                       || lpad((seq % 1000000000)::text, 9, '0')`.execute(tx);
  const orders = await sql`
    insert into design_order (order_no, account_id, name, status, created_at, updated_at)
    select d.order_no, d.account_id, d.name, d.status, d.created_at, d.created_at from scale_design d
    on conflict do nothing`.execute(tx);
  await sql`
    insert into design_order_line (order_id, sort, spu_no, sku_no, spu_name, sku_name, model, category_name, brand_name,
                                   pic_url, sku_type, price_fen, rate_bp, rate_price_fen, quantity, amount_fen)
    select o.id, g.i, k.spu_no, k.sku_no, k.spu_name, k.sku_name, k.model, k.category_name, k.brand_name, k.pic_url,
           k.sku_type, k.price_fen, r.rate, round(k.price_fen * r.rate / 10000.0)::bigint, r.q,
           round(k.price_fen * r.rate / 10000.0)::bigint * r.q
      from scale_design d
      join design_order o on o.order_no = d.order_no
     cross join (select count(*)::int as c from scale_sku) c
     cross join generate_series(1, 3 + d.seq % 5) as g(i)
      join scale_sku k on k.rn = ((d.seq * 7919) % c.c + g.i * (c.c / 8 + 1)) % c.c + 1
     cross join lateral (select 10000 - ((d.seq + g.i) % 4) * 500 as rate, 1 + (d.seq * g.i) % 12 as q) r`.execute(tx);
  await sql`
    update design_order o set amount_fen = t.amount, original_fen = t.original, preferential_fen = t.original - t.amount
      from (select l.order_id, sum(l.amount_fen)::bigint as amount, sum(l.price_fen * l.quantity)::bigint as original
              from design_order_line l join design_order o on o.id = l.order_id
              join scale_design d on d.order_no = o.order_no
             group by l.order_id) t
     where o.id = t.order_id`.execute(tx);
  return n(orders);
}

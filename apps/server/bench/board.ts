/**
 * The boards at scale (issue 60 §3), on PostgreSQL: a year of sales written straight into the rollups the boards
 * read (board_sale_day, board_model_day), as the refresh job would leave them — at 1× 120 paid orders a day over the
 * demo's first-level dealers (two models each), at 10× 1,200 a day — then the provider's month, a first-level
 * dealer's month (M10001, its own customers only) and the provider's insights, each driven with autocannon.
 * The rollups stand in for the orders: the boards never scan the orders per view, so this is what a view costs.
 */
import pg from 'pg';
import type { BenchTarget } from './targets.ts';

const ORDERS_PER_DAY_1X = 120;

async function fillYear(pgUrl: string, perDay: number): Promise<{ sales: number; models: number }> {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    await c.query('truncate board_sale_day, board_model_day');
    const dealers = `(select merchant_no, coalesce(province_name, '') as province_name,
      row_number() over (order by merchant_no) - 1 as i from merchant where enterprise_type = 1)`;
    const n = `(select count(*) from merchant where enterprise_type = 1)`;
    const sales = await c.query(
      `insert into board_sale_day (day, shop_merchant_no, buyer_key, province_name, flash, orders, paid_fen, refund_fen)
       select to_char((now() at time zone 'Asia/Shanghai')::date - g, 'YYYY-MM-DD'), d.merchant_no,
              'B' || ((g * 7919 + k) % 20000), d.province_name, k % 17 = 0, 1, 10000 + (k * 37 + g) % 500000,
              case when k % 23 = 0 then 5000 else 0 end
       from generate_series(0, 364) g, generate_series(0, $1::int - 1) k, ${dealers} d
       where d.i = k % ${n}
       on conflict do nothing`,
      [perDay],
    );
    await c.query(`create temp table bench_models as
      select model, (row_number() over (order by id) - 1)::int as j from sku where id % 7 = 0 limit 500`);
    let models = 0;
    for (const shift of [0, 1]) {
      const r = await c.query(
        `insert into board_model_day (day, shop_merchant_no, buyer_key, model, units, refund_units, net_fen)
         select s.day, s.shop_merchant_no, s.buyer_key, m.model, 1 + (s.paid_fen % 5), 0, s.paid_fen / 2
         from board_sale_day s
         join bench_models m on m.j = (abs(hashtext(s.buyer_key || s.day)) + $1::int) % (select count(*) from bench_models)
         on conflict do nothing`,
        [shift],
      );
      models += r.rowCount ?? 0;
    }
    await c.query('drop table bench_models');
    await c.query('analyze board_sale_day; analyze board_model_day');
    return { sales: sales.rowCount ?? 0, models };
  } finally {
    await c.end();
  }
}

export async function benchBoard<R extends { name: string; note?: string }>(
  pgUrl: string,
  targets: BenchTarget[],
  measure: (t: BenchTarget) => Promise<R>,
): Promise<R[]> {
  const rows: R[] = [];
  for (const factor of [1, 10]) {
    const filled = await fillYear(pgUrl, ORDERS_PER_DAY_1X * factor);
    for (const t of targets) {
      const r = await measure({ ...t, name: `${t.name} @${factor}× (a year)` });
      r.note = `${filled.sales} day rows, ${filled.models} model rows`;
      rows.push(r);
    }
  }
  return rows;
}

/**
 * The flash-sale buy under a crowd (issue "Member store", performance): 2,000 buyers — individual accounts made in
 * bulk with SQL, each bound to the demo first-level dealer M10001 with a default address and a bearer token — each
 * press 'buy' once (their own Idempotency-Key) on one activity with stock 1,000 and limit 1, against the real server
 * on PostgreSQL, BENCH_SECKILL_CONNECTIONS (default 100) requests in flight. Reports successful buys per second (the
 * 1,000 orders ÷ the time from the first request to the last successful answer), p50/p99 of every answer and of the
 * successful ones, and checks zero oversell: exactly 1,000 orders to 1,000 distinct buyers, the pool at 0, nobody
 * above the limit, the model's stock down by exactly the orders' units. Before it, not measured, 500 other buyers
 * warm the server up on an activity of their own (compiled code, prepared statements); nothing of the crowd's own
 * buyers or activity is kept. BENCH_DEBUG=1 prints the answers' times by arrival and the 30 slowest.
 *
 * Then the buy's write alone (holdInTurn, as the server writes it: one statement per buy, or per batch of the buys
 * that queued behind the activity's write in flight — orders, the model stock, the limits and the pool, and the
 * commit) from this process straight to PostgreSQL, BENCH_SECKILL_TX_CONCURRENCY (default 32) at a time, for
 * another 2,000 buyers on a second activity of stock 1,000: how fast one activity's two hot rows (the pool and the
 * model's stock) let buys through when the server's reads cost nothing — the ceiling more server processes approach.
 */
import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { P, STOCK, json, pct, transactionOnly, type SeckillRow } from './seckill-write.ts';

export type { SeckillRow } from './seckill-write.ts';

const BUYERS = 2000;
/** Other buyers who warm the server up first, on an activity of their own (not measured). */
const WARM = 500;

interface Answer {
  ok: boolean;
  ms: number;
  at: number;
  msg: string;
}

/**
 * `amount` POSTs to /seckill/buy, `connections` at a time (autocannon, no pipelining): request i carries what
 * `request(i)` gives. Answers each response (ok = 200 with code 0; when it came, ms after the first request; how
 * long it took) and the whole run's duration in ms.
 */
async function crowd(
  url: string,
  connections: number,
  amount: number,
  request: (i: number) => { headers: Record<string, string>; body: string },
): Promise<{ answers: Answer[]; total: number }> {
  const answers: Answer[] = [];
  let next = 0;
  const t0 = performance.now();
  await autocannon({
    url,
    connections,
    amount,
    requests: [
      {
        method: 'POST',
        path: `${P}/seckill/buy`,
        setupRequest: (req, context) => {
          (context as { started?: number }).started = performance.now();
          return { ...req, ...request(next++) };
        },
        onResponse: (status, text, context) => {
          const now = performance.now();
          let code = -1;
          let msg = '';
          try {
            ({ code, msg } = JSON.parse(text) as { code: number; msg: string });
          } catch {
            msg = text.slice(0, 60);
          }
          const ok = status === 200 && code === 0;
          answers.push({
            ok,
            ms: now - (context as { started: number }).started,
            at: now - t0,
            msg: ok ? '' : `${status} ${msg}`,
          });
        },
      },
    ],
  });
  return { answers, total: performance.now() - t0 };
}

/** Runs against a server on PostgreSQL (pgUrl: that server's database); prints the checks. */
export async function benchSeckill(url: string, pgUrl: string): Promise<SeckillRow[]> {
  const connections = Number(process.env.BENCH_SECKILL_CONNECTIONS || 100);
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const stamp = Date.now().toString(36);
    // The crowd: accounts, bindings to M10001, default addresses and tokens, in four statements.
    const tokens = Array.from({ length: BUYERS + WARM }, () => randomBytes(24).toString('base64url'));
    const hashes = tokens.map((t) => createHash('sha256').update(t).digest('hex'));
    const made = await client.query<{ id: string }>(
      `insert into account (account_no, phone, nickname)
       select 'BSK' || $1 || g, '17' || lpad((g + $2)::text, 9, '0'), '压测买家' || g from generate_series(1, $3) g
       returning id`,
      [stamp, Math.floor(Math.random() * 500_000_000), BUYERS + WARM],
    );
    const ids = made.rows.map((r) => Number(r.id)); // the crowd, then the warm-up's buyers
    await client.query(
      `insert into dealer_binding (account_id, buyer_merchant_no, first_merchant_no, choosing, default_status,
         province_code, province_name, city_code, city_name, area_code, area_name)
       select id, null, 'M10001', true, true, '330000', '浙江省', '330100', '杭州市', '330106', '西湖区'
       from unnest($1::bigint[]) as id`,
      [ids],
    );
    const addrs = await client.query<{ id: string; account_id: string }>(
      `insert into address (account_id, province_code, province_name, city_code, city_name, area_code, area_name,
         detail_address, contact_name, contact_phone, is_default)
       select id, '330000', '浙江省', '330100', '杭州市', '330106', '西湖区', '文三路 90 号 压测收货点', '压测',
         '13900001111', true
       from unnest($1::bigint[]) as id
       returning id, account_id`,
      [ids],
    );
    const addressOf = new Map(addrs.rows.map((r) => [Number(r.account_id), Number(r.id)]));
    await client.query(
      `insert into auth_token (token_hash, account_id, expires_at)
       select h, id, now() + interval '1 day' from unnest($1::text[], $2::bigint[]) as t (h, id)`,
      [hashes, ids],
    );

    // The activity: the seeded running one's model, stock 1,000, limit 1, running now; the model's stock ample.
    const seeded = await client.query<{ sku_no: string; origin_price_fen: number }>(
      `select sku_no, origin_price_fen from seckill_activity where activity_no = 'SKDEMO01'`,
    );
    const { sku_no: skuNo, origin_price_fen: origin } = seeded.rows[0]!;
    await client.query('update sku set stock = 1000000 where sku_no = $1', [skuNo]);
    const sales = await json<{ token: string }>(
      await fetch(`${url}${P}/account/passwordLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: '13800000008', password: 'Demo@2026' }),
      }),
    );
    /** An activity on the model running now, limit 1, and the amount its confirmation gives (as buyer i). */
    const open = async (title: string, stock: number, i: number) => {
      const { activityNo } = await json<{ activityNo: string }>(
        await fetch(`${url}${P}/seckill/manage/save`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${sales.token}` },
          body: JSON.stringify({
            pType: 1,
            kind: 1,
            goodsNo: skuNo,
            title,
            seckillPriceFen: Math.max(100, Math.floor(origin / 200) * 100),
            stock,
            perUserLimit: 1,
            startAt: new Date(Date.now() - 1000).toISOString(),
            endAt: new Date(Date.now() + 3600_000).toISOString(),
          }),
        }),
      );
      const { payFen } = await json<{ payFen: number }>(
        await fetch(`${url}${P}/seckill/settle`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i]}` },
          body: JSON.stringify({ activityNo, quantity: 1, addressId: addressOf.get(ids[i]!) }),
        }),
      );
      return { activityNo, payFen };
    };
    /** Buyer i's press on the activity (its own Idempotency-Key). */
    const press = (a: { activityNo: string; payFen: number }) => (i: number) => ({
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens[i]}`,
        'idempotency-key': `bench-sk-${stamp}-${i}`,
      },
      body: JSON.stringify({
        activityNo: a.activityNo,
        quantity: 1,
        addressId: addressOf.get(ids[i]!),
        expectedPayFen: a.payFen,
      }),
    });

    // Warm-up, not measured: 500 other buyers on an activity of 250, so the buy's code is compiled and the
    // database connections have its statements prepared, as on a server that has been selling. The crowd's own
    // buyers and activity stay cold (nothing of theirs is kept).
    const warm = await open(`压测秒杀（预热） ${stamp}`, WARM / 2, BUYERS);
    await crowd(url, connections, WARM, (i) => press(warm)(BUYERS + i));

    const activity = await open(`压测秒杀 ${stamp}`, STOCK, 0);
    const stockBefore = Number((await client.query('select stock from sku where sku_no = $1', [skuNo])).rows[0].stock);

    // The crowd presses 'buy' once each: autocannon (as every other route here), one request per buyer.
    const { answers, total } = await crowd(url, connections, BUYERS, press(activity));

    if (process.env.BENCH_DEBUG) {
      const byAt = [...answers].sort((a, b) => a.at - b.at);
      for (let k = 0; k < 10; k++) {
        const part = byAt
          .slice(k * 200, (k + 1) * 200)
          .map((a) => a.ms)
          .sort((a, b) => a - b);
        console.log(
          `answers ${k * 200}-${k * 200 + 199}: at ${Math.round(byAt[k * 200]!.at)} ms, p50 ${Math.round(pct(part, 50))}, p99 ${Math.round(pct(part, 99))}, max ${Math.round(part[part.length - 1]!)}`,
        );
      }
    }
    if (process.env.BENCH_DEBUG) {
      const slow = [...answers].sort((a, b) => b.ms - a.ms).slice(0, 30);
      console.log(slow.map((a) => `${Math.round(a.at - a.ms)}+${Math.round(a.ms)}${a.ok ? '' : 'x'}`).join(' '));
    }
    const won = answers.filter((a) => a.ok);
    const lastWin = Math.max(...won.map((a) => a.at));
    const all = answers.map((a) => a.ms).sort((a, b) => a - b);
    const wins = won.map((a) => a.ms).sort((a, b) => a - b);
    const refusals = new Map<string, number>();
    for (const a of answers) if (!a.ok) refusals.set(a.msg, (refusals.get(a.msg) ?? 0) + 1);

    const check = await client.query<{
      orders: string;
      units: string;
      buyers: string;
      remaining: number;
      most: number | null;
      moves: string | null;
      stock: number;
    }>(
      `select (select count(*) from seckill_order so where so.activity_id = a.id) as orders,
              (select coalesce(sum(quantity), 0) from seckill_order so where so.activity_id = a.id) as units,
              (select count(distinct account_id) from seckill_order so where so.activity_id = a.id) as buyers,
              a.remaining,
              (select max(bought) from seckill_buyer b where b.activity_id = a.id) as most,
              (select sum(m.delta) from stock_movement m join seckill_order so on so.order_no = m.order_no
                where so.activity_id = a.id) as moves,
              (select stock from sku where sku_no = $2) as stock
         from seckill_activity a where a.activity_no = $1`,
      [activity.activityNo, skuNo],
    );
    const c = check.rows[0]!;
    const orders = Number(c.orders);
    const consistent =
      orders === STOCK &&
      Number(c.units) === STOCK &&
      Number(c.buyers) === STOCK &&
      Number(c.remaining) === 0 &&
      Number(c.most) === 1 &&
      -Number(c.moves ?? 0) === STOCK &&
      stockBefore - Number(c.stock) === STOCK &&
      won.length === STOCK;
    console.log(
      `\nseckill on ${skuNo}: ${BUYERS} buyers × 1 press, stock ${STOCK}, limit 1, ${connections} in flight: ` +
        `${won.length} bought in ${(lastWin / 1000).toFixed(2)} s (all ${BUYERS} answered in ${(total / 1000).toFixed(2)} s); ` +
        `refusals ${[...refusals].map(([m, n]) => `${n}× ${m}`).join(', ') || 'none'}; ` +
        `orders ${orders}, distinct buyers ${c.buyers}, pool ${c.remaining}, most per buyer ${c.most}, ` +
        `model stock taken ${stockBefore - Number(c.stock)}, stock movements ${-Number(c.moves ?? 0)} — ` +
        (consistent ? 'zero oversell' : 'OVERSOLD OR INCONSISTENT'),
    );
    const tx = await transactionOnly(url, pgUrl, sales.token, skuNo, origin, ids.slice(0, BUYERS), addressOf, stamp);
    return [
      {
        name: `seckill buy, ${BUYERS} buyers on stock ${STOCK} (${connections} in flight, successful buys/s)`,
        rps: (won.length / lastWin) * 1000,
        p50: Math.round(pct(all, 50)),
        p99: Math.round(pct(all, 99)),
        errors: answers.filter((a) => !a.ok && !a.msg.startsWith('422')).length,
        non2xx: answers.length - won.length,
      },
      {
        name: `seckill buy, the ${won.length} successful answers only`,
        rps: (won.length / lastWin) * 1000,
        p50: Math.round(pct(wins, 50)),
        p99: Math.round(pct(wins, 99)),
        errors: 0,
        non2xx: 0,
      },
      tx,
    ];
  } finally {
    await client.end();
  }
}

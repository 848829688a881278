/**
 * placeorder on one hot model (issue "Buying", performance): every request a new order (its own Idempotency-Key)
 * for one unit of the most used model, from demo buyers bound to M10001, against the real server on PostgreSQL.
 * Two runs: a long one with ample stock (completed orders per second, p50/p99), then a sell-out run on a stock
 * that the load exhausts, which must end with exactly as many orders as there was stock and the stock at 0.
 * Both runs check that stock taken = Σ order quantities = Σ stock movements (zero oversell).
 */
import autocannon from 'autocannon';
import pg from 'pg';

const P = '/api-cloud-merchant-service/v1';
const BUYERS = ['13800000003', '13800000001', '13800000004'];

export interface PlaceOrderRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function json(res: Response) {
  const body = (await res.json()) as { code: number; msg: string; data: unknown };
  if (!res.ok || body.code !== 0) throw new Error(`${res.url}: ${res.status} ${body.msg}`);
  return body.data;
}

interface Buyer {
  token: string;
  addressId: number;
}

async function buyerOf(url: string, phone: string): Promise<Buyer> {
  const login = (await json(
    await fetch(`${url}${P}/account/passwordLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: phone, password: 'Demo@2026' }),
    }),
  )) as { token: string };
  const auth = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
  const list = (await json(await fetch(`${url}${P}/address/list`, { headers: auth }))) as { id: number }[];
  if (list.length) return { token: login.token, addressId: list[0]!.id };
  const added = (await json(
    await fetch(`${url}${P}/address/add`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        provinceCode: '330000',
        provinceName: '浙江省',
        cityCode: '330100',
        cityName: '杭州市',
        areaCode: '330106',
        areaName: '西湖区',
        detailAddress: '文三路 90 号 压测收货点',
        contactName: '压测',
        contactPhone: '13900001111',
        isDefault: true,
      }),
    }),
  )) as { id: number };
  return { token: login.token, addressId: added.id };
}

async function counts(client: pg.Client, skuNo: string) {
  const r = await client.query<{ stock: number; lines: string | null; orders: string; moves: string | null }>(
    `select (select stock from sku where sku_no = $1) as stock,
            (select sum(quantity) from mall_order_line where sku_no = $1) as lines,
            (select count(distinct order_id) from mall_order_line where sku_no = $1) as orders,
            (select sum(delta) from stock_movement where sku_no = $1) as moves`,
    [skuNo],
  );
  const row = r.rows[0]!;
  return {
    stock: Number(row.stock),
    lines: Number(row.lines ?? 0),
    orders: Number(row.orders),
    moves: Number(row.moves ?? 0),
  };
}

/** Waits until requests still in flight when the load stopped have finished (the counts stop moving). */
async function settled(client: pg.Client, skuNo: string) {
  let last = await counts(client, skuNo);
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const now = await counts(client, skuNo);
    if (now.orders === last.orders && now.stock === last.stock) return now;
    last = now;
  }
}

async function blast(url: string, buyers: (Buyer & { body: string })[], connections: number, seconds: number) {
  let n = 0;
  const stamp = Date.now().toString(36);
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: `${P}/order/placeorder`,
        setupRequest: (req) => {
          const b = buyers[n % buyers.length]!;
          n++;
          req.headers = {
            ...req.headers,
            'content-type': 'application/json',
            authorization: `Bearer ${b.token}`,
            'idempotency-key': `bench-${stamp}-${n}`,
          };
          req.body = b.body;
          return req;
        },
      },
    ],
  });
}

/** Runs both phases against a server on PostgreSQL (pgUrl: that server's database) and prints the checks. */
export async function benchPlaceOrder(url: string, pgUrl: string, seconds: number): Promise<PlaceOrderRow[]> {
  const connections = Number(process.env.BENCH_ORDER_CONNECTIONS || 100);
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const hot = await client.query<{ sku_no: string; model: string }>(
      `select k.sku_no, k.model from sku k join spu s on s.id = k.spu_id
        where k.status = 0 and s.status = 0 and k.price_fen is not null and s.private_tenant is null
          and s.owner_account_id is null
        order by s.times_used desc, k.sort, k.id limit 1`,
    );
    const { sku_no: skuNo, model } = hot.rows[0]!;
    const buyers = await Promise.all(BUYERS.map((p) => buyerOf(url, p)));
    await client.query('update sku set stock = $2 where sku_no = $1', [skuNo, 1_000_000]);
    // What each buyer pays for one unit (its own price and freight): the body it sends every time.
    const ready = await Promise.all(
      buyers.map(async (b) => {
        const items = [{ skuNo, quantity: 1 }];
        const pre = (await json(
          await fetch(`${url}${P}/order/preSettlement`, {
            method: 'POST',
            headers: { authorization: `Bearer ${b.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ source: 'direct', items, addressId: b.addressId, userCouponNo: null }),
          }),
        )) as { payFen: number };
        const body = JSON.stringify({
          source: 'direct',
          items,
          addressId: b.addressId,
          userCouponNo: null,
          expectedPayFen: pre.payFen,
        });
        return { ...b, body };
      }),
    );

    const rows: PlaceOrderRow[] = [];
    // Warm-up, not measured: the pool's connections opened, each statement prepared on them, the order path compiled
    // (a server runs warm; the first second of a cold one is what p99 would otherwise report).
    await blast(url, ready, connections, 2);
    await settled(client, skuNo);
    const start = await counts(client, skuNo);
    const r1 = await blast(url, ready, connections, seconds);
    const mid = await settled(client, skuNo);
    const made = mid.orders - start.orders;
    rows.push({
      name: `placeorder, 1 hot model (${connections} conn, orders/s)`,
      rps: r1['2xx'] / seconds,
      p50: r1.latency.p50,
      p99: r1.latency.p99,
      errors: r1.errors,
      non2xx: r1.non2xx,
    });
    const taken = start.stock - mid.stock;
    // Orders whose answer came after the load stopped are in the database but not in autocannon's count.
    console.log(
      `\nplaceorder on ${skuNo} (${model}): ${r1['2xx']} answered 200 in ${seconds} s, ${made} orders in the database; ` +
        `stock taken ${taken}, order quantities ${mid.lines - start.lines}, stock movements ${start.moves - mid.moves} — ` +
        (taken === made && taken === mid.lines - start.lines && taken === start.moves - mid.moves && made >= r1['2xx']
          ? 'consistent'
          : 'INCONSISTENT'),
    );

    // Sell-out: fewer units than the load asks for.
    const stock = Math.max(100, Math.round(r1['2xx'] / seconds) * 2);
    await client.query('update sku set stock = $2 where sku_no = $1', [skuNo, stock]);
    const before = await counts(client, skuNo);
    const r2 = await blast(url, ready, connections, Math.min(seconds, 5));
    const after = await settled(client, skuNo);
    const sold = after.orders - before.orders;
    console.log(
      `sell-out: stock ${stock}, ${connections} connections for ${Math.min(seconds, 5)} s: ${sold} orders placed ` +
        `(${r2['2xx']} answered before the load stopped), ${r2.non2xx} refused (库存不足), stock now ${after.stock} — ` +
        (sold === stock &&
        after.stock === 0 &&
        after.lines - before.lines === stock &&
        before.moves - after.moves === stock
          ? 'zero oversell'
          : 'OVERSOLD OR UNDERSOLD'),
    );
    return rows;
  } finally {
    await client.end();
  }
}

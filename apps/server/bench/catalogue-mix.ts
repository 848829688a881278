/**
 * The catalogue as dealers use it (issue 22): a fixed-seed mix of thousands of different list and search queries —
 * category, 0–3 attribute filters, Chinese keywords and model fragments, pages 1–20, every sort — spread over a
 * viewer of every user type of the demo (a visitor, a person, first-level dealers and their staff who see private
 * products, second-level and gold second-level dealers on M10001's and M10002's price lists, a sales account).
 * The vocabulary (categories, attribute values, words and models) is read from the running server's seeded
 * catalogue; the draws come from a seeded generator, so every run asks the same queries in the same order. Queries are drawn with a skew (popular queries more often), as people ask; the server's page cache
 * answers a repeat within 5 s for viewers of the same price plan, and the `x-page-cache` header counts it.
 * Rows: the whole mix, the first-level dealer's own mix (never cached: private products), product detail as dealers.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';

const P = '/api-cloud-merchant-service';
const OPEN = `${P}/open/v1`;

/** mulberry32: a small seeded generator (the same sequence on every machine). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Vocabulary {
  /** Second-level category ids with their first-level parent. */
  categories: { id: number; parent: number }[];
  attrs: Map<number, { attrKey: string; attrValues: string[] }[]>;
  words: string[];
  models: string[];
  spuNos: string[];
}

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { headers });
  const body = (await res.json()) as { code: number; data: T };
  if (!res.ok || body.code !== 0) throw new Error(`${url}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body.data;
}

export async function vocabulary(url: string): Promise<Vocabulary> {
  type Node = { id: number; catagoryName: string; children: Node[] };
  const tree = await getJson<Node[]>(`${url}${OPEN}/goods/category/tree`);
  const categories = tree.flatMap((f) => f.children.map((c) => ({ id: c.id, parent: f.id })));
  const attrs = new Map<number, { attrKey: string; attrValues: string[] }[]>();
  const words = new Set<string>();
  const models = new Set<string>();
  const spuNos = new Set<string>();
  for (const f of tree) {
    words.add(f.catagoryName);
    for (const c of f.children) words.add(c.catagoryName);
  }
  for (const c of categories) {
    attrs.set(c.id, await getJson(`${url}${OPEN}/goods/category/attrs?categoryIds=${c.id}`));
    const page = await getJson<{ spuNo: string; spuName: string; skus: { model: string }[] }[]>(
      `${url}${OPEN}/goods/spu/page?categoryIds=${c.id}&fields=skus&page=1&size=50`,
    );
    for (const s of page) {
      spuNos.add(s.spuNo);
      // Chinese words of the name: its runs of 2–4 characters.
      const han = s.spuName.match(/\p{Script=Han}{2,}/gu) ?? [];
      for (const run of han) for (const n of [2, 3, 4]) if (run.length >= n) words.add(run.slice(0, n));
      for (const k of s.skus.slice(0, 3)) {
        // Model fragments as typed: the head of the model, lower case, 5–9 characters.
        const m = k.model.toLowerCase();
        for (const n of [5, 7, 9]) if (m.length > n) models.add(m.slice(0, n));
      }
    }
  }
  return {
    categories,
    attrs,
    words: [...words].sort(),
    models: [...models].sort(),
    spuNos: [...spuNos].sort(),
  };
}

const SORTS = ['', 'price:asc', 'price:desc', 'sumNo:desc', 'sumNo:asc', 'listedAt:desc', 'listedAt:asc'];

/** At least `n` distinct list/search query strings, drawn from the vocabulary with a fixed seed. */
export function catalogueQueries(v: Vocabulary, n: number, seed = 22): string[] {
  const rnd = seeded(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const out = new Set<string>();
  while (out.size < n) {
    const p = new URLSearchParams();
    const kind = rnd();
    if (kind < 0.6) {
      // A category (second level, or its first level), with 0–3 attribute filters of that category.
      const c = pick(v.categories);
      const first = rnd() < 0.25;
      p.set('categoryIds', String(first ? c.parent : c.id));
      const defs = [...(v.attrs.get(c.id) ?? [])];
      const k = Math.min(defs.length, Math.floor(rnd() * 4));
      const filters: string[] = [];
      for (let i = 0; i < k; i++) {
        const d = defs.splice(Math.floor(rnd() * defs.length), 1)[0]!;
        if (!d.attrValues.length) continue;
        const vals = new Set([pick(d.attrValues)]);
        if (rnd() < 0.3) vals.add(pick(d.attrValues));
        filters.push(`${d.attrKey}:${[...vals].join('!!!')}`);
      }
      if (filters.length) p.set('attributesStr', filters.join(';'));
    } else if (kind < 0.85) {
      p.set('keyword', pick(v.words));
    } else if (kind < 0.95) {
      p.set('keyword', pick(v.models));
    } // else: the whole catalogue
    const sort = pick(SORTS);
    if (sort) {
      const [s, o] = sort.split(':');
      p.set('sort', s!);
      p.set('order', o!);
    }
    // Pages 1–20, most people on the first pages.
    const r = rnd();
    const page = r < 0.5 ? 1 : r < 0.8 ? 2 + Math.floor(rnd() * 4) : 6 + Math.floor(rnd() * 15);
    p.set('page', String(page));
    p.set('size', '20');
    out.add(`${OPEN}/goods/spu/page?${p.toString()}`);
  }
  return [...out];
}

/** A viewer of the demo: null = visitor. */
export const MIX_VIEWERS: (string | null)[] = [
  null,
  '13800000001', // person (bound to M10001)
  '13800000002', // first-level M10001, private products
  '13800000005', // first-level staff of M10001, sees its private products
  '13800000003', // second-level, switched to M10002's price list below
  '13800000006', // second-level staff (M10001)
  '13800000004', // gold second-level (M10001 gold prices)
  '13800000007', // gold staff
  '13800000008', // sales
  '13800000009', // multi-identity, first-level M10003
  '13800000010', // person without a dealer
];

async function login(url: string, phone: string): Promise<string> {
  const res = await fetch(`${url}${P}/v1/account/passwordLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: phone, password: 'Demo@2026' }),
  });
  const token = ((await res.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`login of ${phone} failed`);
  return token;
}

export interface MixRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  note?: string;
}

interface Draw {
  path: string;
  auth: string | null;
}

/** Drives `draws` round-robin per connection (each connection its own offset) and counts the cache header. */
async function drive(
  url: string,
  name: string,
  draws: Draw[],
  seconds: number,
  connections: number,
  cpuMs: () => number,
): Promise<MixRow> {
  const counts = { hit: 0, miss: 0, personal: 0 };
  const cpu0 = cpuMs();
  let next = 0;
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const d = draws[next++ % draws.length]!;
          return {
            ...req,
            path: d.path,
            headers: {
              'accept-encoding': 'gzip, deflate, br',
              ...(d.auth ? { authorization: `Bearer ${d.auth}` } : {}),
            },
          };
        },
        onResponse: (_status, _body, _ctx, headers) => {
          const h = (headers as Record<string, string> | undefined)?.['x-page-cache'];
          if (h === 'hit' || h === 'miss' || h === 'personal') counts[h]++;
        },
      },
    ],
  });
  const cpu = cpuMs() - cpu0;
  const total = counts.hit + counts.miss + counts.personal;
  const notes = [`server CPU ${(cpu / Math.max(1, r.requests.total)).toFixed(2)} ms a request`];
  if (total)
    notes.push(
      `cache hit ${((100 * counts.hit) / total).toFixed(1)} % (hit ${counts.hit}, miss ${counts.miss}, personal ${counts.personal})`,
    );
  const note = notes.join('; ');
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    note,
  };
}

/** CPU time (user + system, ms) the process has used so far, from /proc (Linux); 0 elsewhere. */
export function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // utime + stime in clock ticks of 10 ms
  } catch {
    return 0;
  }
}

/** Resident memory of a process, MB, from /proc (Linux); 0 elsewhere. */
export function processRssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The mix's rows (see the file's comment); `pid` is the server's (its CPU time per request is reported). */
export async function benchCatalogueMix(
  url: string,
  seconds: number,
  connections: number,
  pid: number | readonly number[],
): Promise<MixRow[]> {
  // the servers' CPU: one, or every instance behind the proxy (cluster.ts)
  const pids = typeof pid === 'number' ? [pid] : pid;
  const cpuMs = () => pids.reduce((sum, p) => sum + processCpuMs(p), 0);
  const v = await vocabulary(url);
  const queries = catalogueQueries(v, 2400);
  const tokens = new Map<string, string>();
  for (const phone of MIX_VIEWERS) if (phone) tokens.set(phone, await login(url, phone));
  // 13800000003 buys through M10002 for the run (its second shop): a second dealer's price list in the mix.
  const toggled = await fetch(`${url}${P}/v1/merchant/toggleShop`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get('13800000003')}` },
    body: JSON.stringify({ firstMerchantNo: 'M10002' }),
  });
  if (!toggled.ok) console.log(`(toggleShop to M10002: ${toggled.status}; 13800000003 stays on M10001)`);
  const rnd = seeded(2026);
  // Popular queries are asked more often: index = n·u², about a third of the draws fall in the first tenth.
  const skewed = () => queries[Math.floor(queries.length * rnd() ** 2)]!;
  const mix: Draw[] = [];
  for (let i = 0; i < 50_000; i++) {
    const phone = MIX_VIEWERS[Math.floor(rnd() * MIX_VIEWERS.length)]!;
    mix.push({ path: skewed(), auth: phone ? tokens.get(phone)! : null });
  }
  const firstOwn: Draw[] = [];
  for (let i = 0; i < 50_000; i++) {
    const phone = rnd() < 0.7 ? '13800000002' : '13800000005';
    firstOwn.push({ path: skewed(), auth: tokens.get(phone)! });
  }
  const details: Draw[] = [];
  const dealers = ['13800000002', '13800000003', '13800000004', '13800000006'];
  for (let i = 0; i < 20_000; i++) {
    details.push({
      path: `${OPEN}/goods/spu/detail/${v.spuNos[Math.floor(rnd() * v.spuNos.length)]}`,
      auth: tokens.get(dealers[Math.floor(rnd() * dealers.length)]!)!,
    });
  }
  console.log(
    `\n(catalogue mix: ${queries.length} distinct queries over ${v.categories.length} categories, ${v.words.length} words, ` +
      `${v.models.length} model fragments; ${MIX_VIEWERS.length} viewers; detail over ${v.spuNos.length} products)`,
  );
  // Issue 47 §3: the servers' resident memory before, at its peak during the runs (sampled every 200 ms) and after.
  const rss = () => pids.reduce((sum, p) => sum + processRssMb(p), 0);
  const idle = rss();
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 200);
  try {
    return await mixRows();
  } finally {
    clearInterval(sampler);
    console.log(`(catalogue mix: server RSS ${idle.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during, ${rss().toFixed(0)} MB after the three runs; target ≤ 500 MB)`); // prettier-ignore
  }
  async function mixRows(): Promise<MixRow[]> {
    return [
      await drive(url, 'catalogue mix: every viewer type, 2,400 queries', mix, seconds, connections, cpuMs),
      await drive(
        url,
        'catalogue mix: first-level dealer and staff (private products)',
        firstOwn,
        seconds,
        connections,
        cpuMs,
      ),
      await drive(url, 'product detail as dealers (first, second, gold)', details, seconds, connections, cpuMs),
    ];
  }
}

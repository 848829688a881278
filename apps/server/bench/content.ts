/**
 * BENCH_ONLY=content (PostgreSQL, the demo data): the content centre (issue 18).
 * 1. Information list and detail at BENCH_CONNECTIONS (50): 3,000 more articles, videos, cases and solutions are
 *    added (copies of the seeded ones under other titles), then every request is a different one — lists by type,
 *    category, industry, hot, page and Chinese keyword; details of random ids (a visitor, so comments aside, what
 *    a reader asks for). Reports req/s, p50/p99 and the server's CPU time per request (user + system of the server
 *    process, from /proc: a figure that a loaded machine stretches less than req/s).
 * 2. A video seek: range requests at random offsets of a seeded MP4, one at a time and 20 at a time: time to the
 *    first byte of the answer.
 * 3. A 50-file zip of marketing materials (as the certified demo dealer): time to the first byte, and to the end.
 */
import fs from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { CONTENT_API } from '@portal/domain';
import pg from 'pg';

const A = '/api-cloud-merchant-service';

/** user + system CPU of a process in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const rest = f.slice(f.lastIndexOf(')') + 2).split(' ');
  return (Number(rest[11]) + Number(rest[12])) * 10;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Time to the first byte of a GET (ms), the rest of the body drained. */
function firstByte(
  url: string,
  headers: Record<string, string>,
): Promise<{ ttfb: number; total: number; status: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    http
      .get(url, { headers, agent: false }, (res) => {
        let ttfb = -1;
        res.on('data', () => {
          if (ttfb < 0) ttfb = performance.now() - t0;
        });
        res.on('end', () => resolve({ ttfb, total: performance.now() - t0, status: res.statusCode ?? 0 }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function addContent(db: pg.Client): Promise<{ ids: number[]; categories: string[]; industries: number[] }> {
  // 3,000 more rows: the seeded ones copied under numbered titles (their grams made by the generated column).
  await db.query(`
    insert into content (type, category_id, industry_id, title, summary, cover_url, body_html, video_url, poster_url,
                         duration_seconds, hot, sort, status, published_at)
    select c.type, c.category_id, c.industry_id, c.title || '（第' || g || '期）', c.summary, c.cover_url, c.body_html,
           c.video_url, c.poster_url, c.duration_seconds, g % 17 = 0, 0, 1, now() - (g || ' minutes')::interval
    from generate_series(1, 150) g cross join content c where c.status = 1`);
  await db.query('analyze content');
  const ids = (await db.query<{ id: string }>('select id from content where status = 1')).rows.map((r) => Number(r.id));
  const categories = (await db.query<{ code: string }>('select code from content_category')).rows.map((r) => r.code);
  const industries = (await db.query<{ id: string }>('select id from solution_industry')).rows.map((r) => Number(r.id));
  return { ids, categories, industries };
}

const KEYWORDS = ['摄像机', '方案', '校园', '全彩', '安装', '视频', '智慧', '门禁', '录像机', '夜视'];
const pick = <T>(a: readonly T[]) => a[Math.floor(Math.random() * a.length)]!;

function listPath(categories: string[], industries: number[]): string {
  const p = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 5)), size: pick(['10', '12', '20']) });
  switch (Math.floor(Math.random() * 6)) {
    case 0:
      p.set('type', String(Math.floor(Math.random() * 4)));
      break;
    case 1:
      p.set('categoryCode', pick(categories));
      break;
    case 2:
      p.set('type', '3');
      p.set('industryId', String(pick(industries)));
      break;
    case 3:
      p.set('type', String(Math.floor(Math.random() * 2)));
      p.set('hot', '1');
      break;
    default:
      p.set('keyword', pick(KEYWORDS));
      p.set('page', '1');
  }
  return `${CONTENT_API.page}?${p}`;
}

/** This database's buffers touched (hit + read) and transactions so far (pg_stat_database; flushed within ~1 s). */
async function dbWork(db: pg.Client): Promise<{ blocks: number; xacts: number }> {
  await new Promise((r) => setTimeout(r, 1500));
  const r = await db.query<{ b: string; x: string }>(
    `select blks_hit + blks_read b, xact_commit + xact_rollback x from pg_stat_database where datname = current_database()`,
  );
  return { blocks: Number(r.rows[0]!.b), xacts: Number(r.rows[0]!.x) };
}

async function drive(
  db: pg.Client,
  base: string,
  pid: number,
  seconds: number,
  connections: number,
  next: () => string,
): Promise<{
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  cpuPerReq: number;
  blocksPerReq: number;
  statementsPerReq: number;
}> {
  const w0 = await dbWork(db);
  const c0 = cpuMs(pid);
  const r = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }],
  });
  const cpu = cpuMs(pid) - c0;
  const w1 = await dbWork(db);
  const n = Math.max(1, r.requests.total);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    cpuPerReq: cpu / n,
    // the server's statements each run alone (autocommit), so transactions ≈ statements; the bench's own two reads
    // of the statistics are inside these figures and negligible
    blocksPerReq: (w1.blocks - w0.blocks) / n,
    statementsPerReq: (w1.xacts - w0.xacts) / n,
  };
}

export async function benchContent(base: string, pid: number, dbUrl: string, seconds: number, connections: number) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const { ids, categories, industries } = await addContent(db);
    console.log(`\ncontent: ${ids.length} published rows; ${connections} connections, ${seconds} s each`);
    console.log(
      '| route | req/s | p50 ms | p99 ms | server CPU ms/req | PostgreSQL buffers/req | statements/req | errors/non-2xx |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    const rows: [string, () => string][] = [
      ['information list (random filters, pages, keywords)', () => listPath(categories, industries)],
      ['information detail (random ids, visitor)', () => `${CONTENT_API.detail}?contentId=${pick(ids)}`],
    ];
    for (const [name, next] of rows) {
      const r = await drive(db, base, pid, seconds, connections, next);
      console.log(
        `| ${name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.cpuPerReq.toFixed(3)} | ` +
          `${r.blocksPerReq.toFixed(1)} | ${r.statementsPerReq.toFixed(2)} | ${r.errors}/${r.non2xx} |`,
      );
    }

    // 2. video seeks
    const video = (
      await db.query<{ video_url: string }>(
        `select video_url from content where type = 1 and video_url is not null order by id limit 1`,
      )
    ).rows[0]!.video_url;
    const size = Number((await fetch(base + video, { method: 'HEAD' })).headers.get('content-length'));
    const seek = () => {
      const from = Math.floor(Math.random() * (size - 1024));
      return firstByte(base + video, { range: `bytes=${from}-` });
    };
    for (const parallel of [1, 20]) {
      const t: number[] = [];
      for (let round = 0; round < Math.ceil(200 / parallel); round++) {
        const rs = await Promise.all(Array.from({ length: parallel }, seek));
        for (const r of rs) {
          if (r.status !== 206) throw new Error(`seek answered ${r.status}`);
          t.push(r.ttfb);
        }
      }
      t.sort((x, y) => x - y);
      console.log(
        `content: video seek (${(size / 1024).toFixed(0)} KB MP4, Range bytes=N-), ${parallel} at a time, ${t.length} seeks: ` +
          `first byte p50 ${pct(t, 50).toFixed(1)} ms, p99 ${pct(t, 99).toFixed(1)} ms`,
      );
    }

    // 3. a 50-file zip
    const files = (await db.query<{ id: string }>('select id from material_file order by id')).rows;
    const cat = (await db.query<{ category_id: string }>('select category_id from material_file limit 1')).rows[0]!;
    await db.query(
      `insert into material_file (category_id, name, file_type, file_key, size_bytes)
       select $1, '压测' || g || '_' || f.name, f.file_type, f.file_key, f.size_bytes
       from generate_series(1, ${Math.ceil(50 / files.length)}) g cross join material_file f`,
      [cat.category_id],
    );
    const zipIds = (await db.query<{ id: string }>('select id from material_file order by id limit 50')).rows.map(
      (r) => r.id,
    );
    const bytes = (
      await db.query<{ n: string }>('select sum(size_bytes) n from material_file where id = any($1)', [zipIds])
    ).rows[0]!.n;
    const login = await fetch(`${base}${A}/v1/account/passwordLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: '13800000002', password: 'Demo@2026' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const zt: { ttfb: number; total: number }[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await firstByte(`${base}${CONTENT_API.materialZip}?ids=${zipIds.join(',')}`, {
        authorization: `Bearer ${token}`,
      });
      if (r.status !== 200) throw new Error(`zip answered ${r.status}`);
      zt.push(r);
    }
    const f = zt.map((x) => x.ttfb).sort((x, y) => x - y);
    const all = zt.map((x) => x.total).sort((x, y) => x - y);
    console.log(
      `content: zip of ${zipIds.length} materials (${(Number(bytes) / 1024 / 1024).toFixed(1)} MB stored), 10 downloads: ` +
        `first byte p50 ${pct(f, 50).toFixed(1)} ms, max ${f.at(-1)!.toFixed(1)} ms; whole zip p50 ${pct(all, 50).toFixed(0)} ms`,
    );
  } finally {
    await db.end();
  }
}

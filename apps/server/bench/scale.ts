/**
 * The catalogue at a provider's size (issue 56 §5), on PostgreSQL: one database measured on the demo catalogue (1×),
 * then grown ten times over by the scale fixture (`scaleCatalogue`, what `npm run seed -- --scale 10` runs) and
 * measured again by a freshly started server (10×): the ceiling, the searches, the first-level dealer's fresh list,
 * the staff's model table (商品维护: a keyword, and a page deep in the list) and the catalogue mix — each with its ratio
 * to hello from the same server and the same run — and the server's start to ready and its RSS after the runs.
 * BENCH_ONLY=scale; BENCH_SCALE=20 grows to 20× instead.
 */
import { openDatabase } from '../src/db/database.ts';
import { scaleCatalogue } from '../src/seed/scale.ts';
import { benchCatalogueMix, processRssMb, type MixRow } from './catalogue-mix.ts';
import { CEILING, TARGETS, type BenchTarget } from './targets.ts';

const MANAGE_SPU = '/api-cloud-merchant-service/v1/catalogue/manage/spu/page';

/** The staff's model table as 13800000008 pages it: a model-number keyword, and a page half-way down the list. */
const STAFF_TABLE: BenchTarget[] = [
  {
    name: '商品维护 model table: keyword IPC',
    path: `${MANAGE_SPU}?keyword=IPC&page=1&size=20`,
    loginAs: '13800000008',
  },
  { name: '商品维护 model table: page 40', path: `${MANAGE_SPU}?page=40&size=20`, loginAs: '13800000008' },
];

/** The rows that must hold their ratio at 10×: searches, the dealer's fresh list, suggestions. */
const SCALE_TARGETS = TARGETS.filter(
  (t) => t.path.includes('/search/') || t.name.startsWith('spu search') || t.name.includes('(fresh)'),
);

type Row = MixRow;

interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function benchScale(
  pgUrl: string,
  start: () => Promise<Server>,
  measure: (url: string, t: BenchTarget) => Promise<Row>,
  seconds: number,
  connections: number,
): Promise<void> {
  const factor = Number(process.env.BENCH_SCALE ?? 10);
  const table: Measured[] = [];
  for (const f of [1, factor]) {
    if (f > 1) {
      const database = await openDatabase({ databaseUrl: pgUrl, dataDir: '', poolMax: 2 });
      const began = Date.now();
      try {
        const grown = await scaleCatalogue(database.db, f, (m) => console.log(`  ${m}`));
        console.log(`(scale ${f}×: ${JSON.stringify(grown)} in ${((Date.now() - began) / 1000).toFixed(1)} s)`);
      } finally {
        await database.close();
      }
    }
    const began = Date.now();
    const server = await start();
    const readyMs = Date.now() - began;
    try {
      // The read model builds on first use: the first list page is part of being ready.
      const first = Date.now();
      await fetch(`${server.url}/api-cloud-merchant-service/open/v1/goods/spu/page?page=1&size=20`);
      const firstMs = Date.now() - first;
      const rows: Row[] = [];
      for (const t of [CEILING, ...SCALE_TARGETS, ...STAFF_TABLE]) rows.push(await measure(server.url, t));
      rows.push(...(await benchCatalogueMix(server.url, seconds, connections, server.pid)));
      table.push({ factor: f, rows, readyMs, firstMs, rssMb: processRssMb(server.pid) });
    } finally {
      await server.stop();
    }
  }
  printScale(table);
}

interface Measured {
  factor: number;
  rows: Row[];
  readyMs: number;
  firstMs: number;
  rssMb: number;
}

function printScale(table: Measured[]): void {
  const [base, big] = table;
  if (!base || !big) return;
  const ratio = (rows: Row[], r: Row) => r.rps / rows[0]!.rps;
  console.log(`\nscale: 1× against ${big.factor}× (each ratio to its own run's hello)`);
  console.log(`| route | 1× req/s | 1× p99 ms | 1× ratio | ${big.factor}× req/s | ${big.factor}× p99 ms | ${big.factor}× ratio | ${big.factor}× / 1× |`); // prettier-ignore
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of base.rows) {
    const b = big.rows.find((x) => x.name === r.name);
    if (!b) continue;
    const [r1, r2] = [ratio(base.rows, r), ratio(big.rows, b)];
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p99} | ${r1.toFixed(3)} | ${Math.round(b.rps)} | ${b.p99} | ${r2.toFixed(3)} | ${(r2 / r1).toFixed(2)} |`,
    );
  }
  for (const t of table)
    console.log(`- ${t.factor}×: start to listening ${(t.readyMs / 1000).toFixed(1)} s, first list page ${t.firstMs} ms (the read model built), RSS after the runs ${t.rssMb.toFixed(0)} MB`); // prettier-ignore
}

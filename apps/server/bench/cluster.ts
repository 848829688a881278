/**
 * The cluster's figures (issue 23): placeorder and the flash sale through nginx (deploy/nginx.conf) on one instance,
 * then on two instances of the same database — the same load, the same nginx, one upstream or two. Needs PostgreSQL
 * and Debian's nginx (skipped, and said, without it). BENCH_ONLY=cluster measures only this. The catalogue mix
 * (issue 22, catalogue-mix.ts) runs there too: the deployment's shape (one instance per core, deploy/portal@.service)
 * on these 2 cores, with nginx and the load generator on the same cores.
 */
import pg from 'pg';
import { nginxBinary, startInstance, startNginx, waitReady, type Instance } from '../test/support/cluster.ts';
import { benchCatalogueMix } from './catalogue-mix.ts';
import { benchPlaceOrder, type PlaceOrderRow } from './placeorder.ts';
import { benchSeckill } from './seckill.ts';

export async function benchCluster(adminUrl: string, tmp: string, seconds: number, connections = 50): Promise<void> {
  if (!nginxBinary()) {
    console.log('\n(cluster: nginx is not installed — apt-get install nginx-light — skipped)');
    return;
  }
  const name = `portal_bench_cluster_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const dbUrl = u.toString();
  const env = (n: string) => ({ DATABASE_URL: dbUrl, DATA_DIR: `${tmp}/cluster-${n}`, LOG_LEVEL: 'warn' });
  const instances: Instance[] = [];
  const results: { label: string; rows: (PlaceOrderRow & { note?: string })[] }[] = [];
  try {
    instances.push(await startInstance(env('a')));
    await waitReady(instances[0]!);
    for (const count of [1, 2]) {
      if (count === 2) {
        instances.push(await startInstance(env('b')));
        await waitReady(instances[1]!);
      }
      const proxy = await startNginx(`${tmp}/nginx-${count}`, instances.map((i) => i.port));
      try {
        const rows: (PlaceOrderRow & { note?: string })[] = [];
        rows.push(...(await benchPlaceOrder(proxy.url, dbUrl, seconds)));
        rows.push(...(await benchSeckill(proxy.url, dbUrl)));
        const pids = instances.map((i) => i.child.pid!);
        rows.push(...(await benchCatalogueMix(proxy.url, seconds, connections, pids)));
        results.push({ label: `${count} instance${count > 1 ? 's' : ''} behind nginx`, rows });
      } finally {
        await proxy.stop();
      }
    }
  } finally {
    for (const i of instances) i.child.kill('SIGTERM');
    await Promise.all(instances.map((i) => i.exited));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  console.log(`\nCluster: PostgreSQL, nginx (deploy/nginx.conf), ${seconds} s runs, ${connections} connections`);
  console.log('| instances | route | req/s | p50 ms | p99 ms | errors/non-2xx |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const { label, rows } of results)
    for (const r of rows)
      console.log(`| ${label} | ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors}/${r.non2xx} |`);
  for (const { label, rows } of results)
    for (const r of rows) if (r.note) console.log(`- ${label}, ${r.name}: ${r.note}`);
}

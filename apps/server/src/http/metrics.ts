/**
 * Prometheus metrics (text format 0.0.4) at /metrics when METRICS=1: requests by route and status, a latency
 * histogram by route, the database pool, the job queue's depth, and gauges other parts register (the WebSocket count:
 * registerGauge). Kept per app (its HTTP server), in a few counters: no dependency for this much.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { queueOf } from '../queue/index.ts';

/** Upper bounds of the latency buckets, in seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Histogram {
  counts: number[];
  sum: number;
  count: number;
}
interface AppMetrics {
  requests: Map<string, number>;
  latency: Map<string, Histogram>;
}

const perApp = new WeakMap<object, AppMetrics>();
const gauges = new Map<string, { help: string; read: () => number }>();

/** A gauge read at each scrape (e.g. the open WebSocket connections). */
export function registerGauge(name: string, help: string, read: () => number): void {
  gauges.set(name, { help, read });
}

const label = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export function installMetrics(app: FastifyInstance): void {
  const m: AppMetrics = { requests: new Map(), latency: new Map() };
  perApp.set(app.server, m);
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const key = `method="${req.method}",route="${label(route)}",status="${reply.statusCode}"`;
    m.requests.set(key, (m.requests.get(key) ?? 0) + 1);
    const seconds = reply.elapsedTime / 1000;
    const h = m.latency.get(route) ?? { counts: BUCKETS.map(() => 0), sum: 0, count: 0 };
    BUCKETS.forEach((b, i) => {
      if (seconds <= b) h.counts[i]!++;
    });
    h.sum += seconds;
    h.count++;
    m.latency.set(route, h);
  });
}

export async function metricsText(app: FastifyInstance, db: Kysely<DB>, database: Database): Promise<string> {
  const m = perApp.get(app.server) ?? { requests: new Map(), latency: new Map() };
  const out: string[] = [];
  out.push('# HELP portal_http_requests_total HTTP requests answered, by route and status.');
  out.push('# TYPE portal_http_requests_total counter');
  for (const [k, v] of m.requests) out.push(`portal_http_requests_total{${k}} ${v}`);
  out.push('# HELP portal_http_request_duration_seconds Time to answer, by route.');
  out.push('# TYPE portal_http_request_duration_seconds histogram');
  for (const [route, h] of m.latency) {
    const r = `route="${label(route)}"`;
    BUCKETS.forEach((b, i) => out.push(`portal_http_request_duration_seconds_bucket{${r},le="${b}"} ${h.counts[i]}`));
    out.push(`portal_http_request_duration_seconds_bucket{${r},le="+Inf"} ${h.count}`);
    out.push(`portal_http_request_duration_seconds_sum{${r}} ${h.sum}`);
    out.push(`portal_http_request_duration_seconds_count{${r}} ${h.count}`);
  }
  const pool = database.poolStats?.();
  if (pool) {
    out.push('# HELP portal_db_pool_connections Database pool connections, by state.');
    out.push('# TYPE portal_db_pool_connections gauge');
    out.push(`portal_db_pool_connections{state="total"} ${pool.total}`);
    out.push(`portal_db_pool_connections{state="idle"} ${pool.idle}`);
    out.push(`portal_db_pool_connections{state="waiting"} ${pool.waiting}`);
  }
  const queue = queueOf(db);
  if (queue) {
    out.push('# HELP portal_job_queue_jobs Jobs in the queue, by queue and state (depth: created + retry).');
    out.push('# TYPE portal_job_queue_jobs gauge');
    try {
      for (const c of await queue.counts())
        out.push(`portal_job_queue_jobs{queue="${label(c.name)}",state="${c.state}"} ${c.count}`);
    } catch {
      // the database is away: the scrape still answers the rest
    }
  }
  for (const [name, g] of gauges) {
    out.push(`# HELP ${name} ${g.help}`, `# TYPE ${name} gauge`, `${name} ${g.read()}`);
  }
  return `${out.join('\n')}\n`;
}

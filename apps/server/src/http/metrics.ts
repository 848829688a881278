/**
 * Prometheus metrics at /metrics when METRICS=1, from prom-client: the process's own (CPU, memory, heap spaces,
 * event-loop lag, GC pauses, handles: collectDefaultMetrics, once per process), and per app (its HTTP server) the
 * requests by route and status, a latency histogram by route, the database pool and the job queue's depth, plus
 * gauges other parts register (the WebSocket count: registerGauge).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { queueOf } from '../queue/index.ts';

/** Upper bounds of the latency buckets, in seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Gauges other parts register (process-wide: the last one registered under a name is read). */
const processGauges = new Registry();
/** The process's own metrics, collected from the first app that serves metrics on. */
let defaults: Registry | null = null;
function defaultMetrics(): Registry {
  if (!defaults) {
    defaults = new Registry();
    collectDefaultMetrics({ register: defaults });
  }
  return defaults;
}

/** A gauge read at each scrape (e.g. the open WebSocket connections); registering the name again replaces it. */
export function registerGauge(name: string, help: string, read: () => number): void {
  processGauges.removeSingleMetric(name);
  new Gauge({
    name,
    help,
    registers: [processGauges],
    collect() {
      this.set(read());
    },
  });
}

const perApp = new WeakMap<object, Registry>();

/** The app's own registry: its requests and latency, counted by an onResponse hook. */
export function installMetrics(app: FastifyInstance): void {
  defaultMetrics();
  const registry = new Registry();
  perApp.set(app.server, registry);
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer, by route.',
    labelNames: ['route'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    latency.observe({ route }, reply.elapsedTime / 1000);
  });
}

/** The database pool's and the job queue's gauges of an app, added to its registry at the first scrape. */
const sourcesAdded = new WeakSet<Registry>();
function addSources(registry: Registry, db: Kysely<DB>, database: Database): void {
  if (sourcesAdded.has(registry)) return;
  sourcesAdded.add(registry);
  if (database.poolStats) {
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Database pool connections, by state.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = database.poolStats?.();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
  }
  if (queueOf(db)) {
    new Gauge({
      name: 'portal_job_queue_jobs',
      help: 'Jobs in the queue, by queue and state (depth: created + retry).',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        try {
          const counts = (await queueOf(db)?.counts()) ?? [];
          this.reset();
          for (const c of counts) this.set({ queue: c.name, state: c.state }, c.count);
        } catch {
          // the database is away: the scrape still answers the rest
        }
      },
    });
  }
}

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

export async function metricsText(app: FastifyInstance, db: Kysely<DB>, database: Database): Promise<string> {
  let registry = perApp.get(app.server);
  if (!registry) {
    registry = new Registry();
    perApp.set(app.server, registry);
  }
  addSources(registry, db, database);
  return Registry.merge([defaultMetrics(), processGauges, registry]).metrics();
}

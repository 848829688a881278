import { POLICY_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

const JOBS = '/api-cloud-merchant-service/v1/ops/jobs';

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(testDrivers())('operations on %s', (driver) => {
  let ctx: TestContext;
  let staff: string;
  let dealer: string;
  beforeAll(async () => {
    // on PostgreSQL the queue is pg-boss on the test's database; on PGlite the in-process runner
    ctx = await createTestApp(driver, { ORDER_SWEEP_SECONDS: '1', METRICS: '1', JOB_QUEUE: 'postgres' });
    await createAccount(ctx.database.db, { phone: '13900023008', isSales: true });
    await createAccount(ctx.database.db, { phone: '13900023001' });
    staff = await loginToken(ctx, '13900023008');
    dealer = await loginToken(ctx, '13900023001');
  });
  afterAll(() => ctx.close());

  it('shows staff each queue with its jobs (state, attempts) and refuses anyone else', async () => {
    const page = await until(
      async () => (await injectAs(ctx, staff, 'GET', JOBS)).json(),
      (b) =>
        b.data.recent.some(
          (j: { name: string; state: string }) => j.name === 'order.expire-sweep' && j.state === 'completed',
        ),
    );
    expect(page.code).toBe(0);
    expect(page.data.kind).toBe(driver === 'postgres' ? 'pg-boss' : 'in-process');
    const sweep = page.data.recent.find(
      (j: { name: string; state: string }) => j.name === 'order.expire-sweep' && j.state === 'completed',
    );
    expect(sweep).toMatchObject({ title: '订单超时关闭', attempts: 1, lastError: null });
    expect(page.data.queues.map((q: { name: string }) => q.name)).toContain('order.expire-sweep');

    const refused = await injectAs(ctx, dealer, 'GET', JOBS);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(POLICY_MESSAGES.staff);
    expect((await injectAs(ctx, null, 'GET', JOBS)).statusCode).toBe(401);
  });

  it('answers liveness, readiness and Prometheus metrics', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/livez' })).json().data).toEqual({ status: 'live' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ status: 'ready', ffmpeg: true });
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    expect(text).toMatch(/portal_http_requests_total\{method="GET",route="\/livez",status="200"\} 1/);
    expect(text).toMatch(/portal_http_request_duration_seconds_bucket\{le="\+Inf",route="\/readyz"\} 1/);
    expect(text).toMatch(/portal_http_request_duration_seconds_count\{route="\/readyz"\} 1/);
    // the process's own: CPU, resident memory, heap, event-loop lag, GC pauses (prom-client's default metrics)
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
    expect(text).toMatch(/portal_job_queue_jobs\{queue="order.expire-sweep",state="completed"\} \d+/);
    if (driver === 'postgres') expect(text).toMatch(/portal_db_pool_connections\{state="total"\} \d+/);
  });
});

describe('metrics setting', () => {
  it('serves no /metrics unless METRICS=1', async () => {
    const ctx = await createTestApp('pglite', { ORDER_SWEEP_SECONDS: '0' });
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});

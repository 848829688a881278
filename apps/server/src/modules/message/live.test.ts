/**
 * The live connection: pushes on commit, refusals at the upgrade (no token, revoked token, other origin, over the
 * per-account limit), heartbeats (a silent client dropped, a revoked session closed), on PGlite and PostgreSQL.
 * Across two servers on one PostgreSQL: live-cluster.test.ts.
 */
import { API_PREFIX, MESSAGE_API, MESSAGE_MAX_CONNECTIONS, MESSAGE_SOCKET_CLOSE } from '@portal/domain';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { connectLive, isOpen, type LiveClient } from '../../../test/support/ws-client.ts';
import { sendMessages } from './index.ts';

async function open(port: number, token: string, o = {}): Promise<LiveClient> {
  const c = await connectLive(port, { token, ...o });
  if (!isOpen(c)) throw new Error(`refused ${c.refused}`);
  return c;
}

describe.each(testDrivers())('the live message connection on %s', (driver) => {
  let ctx: TestContext;
  let port: number;
  let token: string;
  let accountId: number;
  const clients: LiveClient[] = [];
  const track = (c: LiveClient) => (clients.push(c), c);

  beforeAll(async () => {
    ctx = await createTestApp(driver, { LIVE_HEARTBEAT_MS: '150', METRICS: '1' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
    accountId = await createAccount(ctx.database.db, { phone: '13900008001' });
    token = await loginToken(ctx, '13900008001');
  });
  afterAll(async () => {
    for (const c of clients) c.ws.terminate();
    await ctx.close();
  });

  it('sends the count on open, then each new message with the count, then the count after a read', async () => {
    const c = track(await open(port, token));
    expect(await c.next((f) => f.type === 'unread')).toMatchObject({ unread: { total: 0 } });
    await ctx.database.db
      .transaction()
      .execute((tx) =>
        sendMessages(tx, [{ accountId, kind: 'certApproved', params: { enterpriseName: '杭州某公司' }, key: 'L1' }]),
      );
    const pushed = await c.next((f) => f.type === 'message');
    expect(pushed).toMatchObject({
      message: { kind: 'certApproved', title: '企业认证已通过', read: false },
      unread: { total: 1, notice: 1 },
    });
    const id = pushed.type === 'message' ? pushed.message.id : 0;
    await injectAs(ctx, token, 'POST', MESSAGE_API.read, { id });
    expect(await c.next((f) => f.type === 'unread')).toMatchObject({ unread: { total: 0 } });
    // the token may come as a query parameter too
    const q = track(await open(port, token, { via: 'query' }));
    expect(await q.next((f) => f.type === 'unread')).toMatchObject({ unread: { total: 0 } });
    // the operators see this process's live sockets in /metrics
    const metrics = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/^portal_websocket_connections 2$/m);
  });

  it('a rolled-back event pushes nothing', async () => {
    const c = track(await open(port, token));
    await c.next((f) => f.type === 'unread');
    await ctx.database.db
      .transaction()
      .execute(async (tx) => {
        await sendMessages(tx, [{ accountId, kind: 'orderPaid', params: { orderNo: 'R1', amount: '¥1' }, key: 'R1' }]);
        throw new Error('rolled back');
      })
      .catch(() => {});
    await expect(c.next((f) => f.type === 'message', 500)).rejects.toThrow('no such frame');
  });

  it('refuses at the upgrade: no token, an unknown token, another origin, no origin', async () => {
    expect(await connectLive(port, {})).toEqual({ refused: 401 });
    expect(await connectLive(port, { token: 'not-a-token' })).toEqual({ refused: 401 });
    expect(await connectLive(port, { token, origin: 'https://evil.example' })).toEqual({ refused: 403 });
    expect(await connectLive(port, { token, origin: null })).toEqual({ refused: 403 });
  });

  it('refuses a revoked token at the upgrade, and closes its open socket at the next heartbeat', async () => {
    await createAccount(ctx.database.db, { phone: '13900008002' });
    const t2 = await loginToken(ctx, '13900008002');
    const c = track(await open(port, t2));
    await injectAs(ctx, t2, 'POST', `${API_PREFIX}/v1/account/logout`);
    expect(await connectLive(port, { token: t2 })).toEqual({ refused: 401 });
    expect(await c.closed).toBe(MESSAGE_SOCKET_CLOSE.unauthorized);
  });

  it(`limits one account to ${MESSAGE_MAX_CONNECTIONS} connections`, async () => {
    await createAccount(ctx.database.db, { phone: '13900008003' });
    const t3 = await loginToken(ctx, '13900008003');
    const many = await Promise.all(Array.from({ length: MESSAGE_MAX_CONNECTIONS }, () => open(port, t3).then(track)));
    // the server registers a socket just after the client sees it open
    await new Promise((r) => setTimeout(r, 200));
    expect(await connectLive(port, { token: t3 })).toEqual({ refused: 429 });
    many[0]!.ws.close();
    await many[0]!.closed;
    await new Promise((r) => setTimeout(r, 50));
    expect(isOpen(track((await connectLive(port, { token: t3 })) as LiveClient))).toBe(true);
  });

  it(`1,000 connections from one account: ${MESSAGE_MAX_CONNECTIONS} stay open, every other one refused`, async () => {
    await createAccount(ctx.database.db, { phone: '13900008004' });
    const t4 = await loginToken(ctx, '13900008004');
    const tries: (LiveClient | { refused: number })[] = [];
    // in waves of 50 at once (a burst of 1,000 would overflow the test server's listen backlog, not the limit)
    for (let i = 0; i < 1000; i += 50)
      tries.push(...(await Promise.all(Array.from({ length: 50 }, () => connectLive(port, { token: t4 })))));
    const opened = tries.filter(isOpen).map(track);
    const refused = tries.filter((c) => !isOpen(c)) as { refused: number }[];
    expect(refused.every((r) => r.refused === 429)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    // an upgrade that passed the check while the wave's others were still registering is closed at once
    const stillOpen = opened.filter((c) => c.ws.readyState === c.ws.OPEN);
    expect(stillOpen.length).toBeGreaterThan(0);
    expect(stillOpen.length).toBeLessThanOrEqual(MESSAGE_MAX_CONNECTIONS);
    // closed by the server: over the limit (or, on a slow machine, a tab whose pongs came too late at this test's
    // 150 ms heartbeat — which frees a place a later wave may take)
    for (const c of opened.filter((x) => !stillOpen.includes(x)))
      expect([MESSAGE_SOCKET_CLOSE.tooMany, MESSAGE_SOCKET_CLOSE.silent]).toContain(await c.closed);
    expect(refused.length).toBeGreaterThanOrEqual(900);
    for (const c of opened) c.ws.terminate();
  });

  it('sends empty heartbeats; drops a client that answers none of two', async () => {
    const fine = track(await open(port, token));
    const silent = track(await open(port, token, { autoPong: false }));
    expect(await silent.closed).toBe(MESSAGE_SOCKET_CLOSE.silent);
    expect(silent.heartbeats).toBeGreaterThanOrEqual(2);
    expect(fine.ws.readyState).toBe(fine.ws.OPEN);
    expect(fine.heartbeats).toBeGreaterThanOrEqual(2);
  });
});

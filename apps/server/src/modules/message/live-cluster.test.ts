/**
 * Two servers on one PostgreSQL database (as behind a load balancer): a message written through one reaches a tab
 * connected to the other, once; a read through one updates the count there; a server that restarts gives its
 * reconnecting clients the right count.
 */
import { MESSAGE_API } from '@portal/domain';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import {
  createSecondInstance,
  createTestApp,
  injectAs,
  loginToken,
  type TestContext,
} from '../../../test/support/test-app.ts';
import { describeOnPostgres } from '../../../test/support/test-db.ts';
import { connectLive, isOpen, type LiveClient } from '../../../test/support/ws-client.ts';
import { sendMessages } from './index.ts';

const portOf = async (ctx: TestContext) => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return (ctx.app.server.address() as AddressInfo).port;
};

describeOnPostgres('the live connection across two servers on %s', (driver) => {
  let a: TestContext;
  let b: TestContext;
  let portB: number;
  let token: string;
  let accountId: number;
  const clients: LiveClient[] = [];
  const open = async (port: number) => {
    const c = await connectLive(port, { token });
    if (!isOpen(c)) throw new Error(`refused ${c.refused}`);
    clients.push(c);
    return c;
  };
  const write = (ctx: TestContext, key: string) =>
    ctx.database.db
      .transaction()
      .execute((tx) =>
        sendMessages(tx, [{ accountId, kind: 'orderShipped', params: { orderNo: key, shopName: '华东安防' }, key }]),
      );

  beforeAll(async () => {
    a = await createTestApp(driver);
    b = await createSecondInstance(a);
    await portOf(a);
    portB = await portOf(b);
    accountId = await createAccount(a.database.db, { phone: '13900009001' });
    token = await loginToken(a, '13900009001');
  });
  afterAll(async () => {
    for (const c of clients) c.ws.terminate();
    await b?.close();
    await a?.close();
  });

  it('a message written through one server reaches a client of the other, once, with the count', async () => {
    const c = await open(portB);
    expect(await c.next((f) => f.type === 'unread')).toMatchObject({ unread: { total: 0 } });
    const t0 = Date.now();
    await write(a, 'X1');
    const pushed = await c.next((f) => f.type === 'message');
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(pushed).toMatchObject({
      message: { kind: 'orderShipped', body: expect.stringContaining('X1') },
      unread: { total: 1 },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(c.frames.filter((f) => f.type === 'message')).toEqual([]); // not twice
    // a read through the first server updates the count on the second's client
    const id = pushed.type === 'message' ? pushed.message.id : 0;
    expect((await injectAs(a, token, 'POST', MESSAGE_API.read, { id })).statusCode).toBe(200);
    expect(await c.next((f) => f.type === 'unread')).toMatchObject({ unread: { total: 0 } });
  });

  it('a server that restarts: its client reconnects and its count is right', async () => {
    const c = await open(portB);
    await c.next((f) => f.type === 'unread');
    await b.close();
    await c.closed;
    await write(a, 'X2'); // while the second server is down
    await write(a, 'X3');
    b = await createSecondInstance(a);
    portB = await portOf(b);
    const again = await open(portB);
    expect(await again.next((f) => f.type === 'unread')).toMatchObject({ unread: { total: 2 } });
    await write(a, 'X4');
    expect(await again.next((f) => f.type === 'message')).toMatchObject({ unread: { total: 3 } });
  });
});

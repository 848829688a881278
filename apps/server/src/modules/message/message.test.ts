import { MESSAGE_API } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { bus } from '../../events/index.ts';
import { sendMessages } from './index.ts';

describe.each(testDrivers())('the message centre on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  let other: string;
  let accountId: number;
  let otherId: number;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, t: string | null = token) =>
    injectAs(ctx, t, method, url, payload);
  const unread = async (t = token) => (await call('GET', MESSAGE_API.unreadCount, undefined, t)).json().data;
  const page = async (qs = '', t = token) => (await call('GET', `${MESSAGE_API.page}${qs}`, undefined, t)).json();
  const send = (list: Parameters<typeof sendMessages>[1]) =>
    ctx.database.db.transaction().execute((tx) => sendMessages(tx, list));

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    accountId = await createAccount(ctx.database.db, { phone: '13900007001' });
    otherId = await createAccount(ctx.database.db, { phone: '13900007002' });
    token = await loginToken(ctx, '13900007001');
    other = await loginToken(ctx, '13900007002');
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.db.deleteFrom('message').execute();
    await send([
      { accountId, kind: 'orderPaid', params: { orderNo: 'MO1', amount: '¥12.00' }, key: 'MO1' },
      { accountId, kind: 'orderShipped', params: { orderNo: 'MO1', shopName: '华东安防' }, key: 'MO1' },
      { accountId, kind: 'certApproved', params: { enterpriseName: '杭州某安防公司' }, key: 'C1' },
      { accountId: otherId, kind: 'certRefused', params: { enterpriseName: '某', reason: '执照模糊' }, key: 'C2' },
    ]);
  });

  it('guests are asked to log in', async () => {
    expect((await call('GET', MESSAGE_API.unreadCount, undefined, null)).statusCode).toBe(401);
    expect((await call('GET', MESSAGE_API.page, undefined, null)).statusCode).toBe(401);
  });

  it('counts the unread as the spec names them: data.total, data.notice, per category', async () => {
    expect(await unread()).toEqual({ total: 3, notice: 1, categories: { order: 2, notice: 1, service: 0 } });
    expect((await unread(other)).total).toBe(1);
  });

  it('pages the account’s own messages, newest first, by category and read state', async () => {
    const all = await page();
    expect(all.count).toBe(3);
    expect(all.data.map((m: { kind: string }) => m.kind)).toEqual(['certApproved', 'orderShipped', 'orderPaid']);
    expect(all.data[1]).toMatchObject({
      category: 'order',
      title: '订单已发货',
      body: '您的订单 MO1 已由 华东安防 发货，请注意查收。',
      link: '/memberStore/purchaseOrders/detail?orderNo=MO1',
      read: false,
    });
    expect((await page('?category=notice')).count).toBe(1);
    expect((await page('?read=1')).count).toBe(0);
    expect((await page('?category=nope')).code).not.toBe(0);
  });

  it('opening marks read (once), and the count falls; the other tabs are told', async () => {
    const id = (await page('?category=notice')).data[0].id;
    const told: number[] = [];
    const off = bus.on('message.read', (e, db) => void (db === ctx.database.db && told.push(e.accountId)));
    const res = await call('POST', MESSAGE_API.read, { id });
    off();
    expect(res.json().data).toMatchObject({ id, read: true });
    expect(told).toEqual([accountId]);
    expect(await unread()).toMatchObject({ total: 2, notice: 0 });
    expect((await call('POST', MESSAGE_API.read, { id })).json().data.read).toBe(true);
    expect((await page('?read=1')).count).toBe(1);
    expect((await page('?read=0')).count).toBe(2);
  });

  it('marks all read, per category or all', async () => {
    expect((await call('POST', MESSAGE_API.readAll, { category: 'order' })).json().data).toEqual({ count: 2 });
    expect((await unread()).total).toBe(1);
    expect((await call('POST', MESSAGE_API.readAll, {})).json().data).toEqual({ count: 1 });
    expect((await unread()).total).toBe(0);
    expect((await unread(other)).total).toBe(1); // another account's untouched
  });

  it('deletes a message', async () => {
    const id = (await page()).data[0].id;
    expect((await call('POST', MESSAGE_API.del, { id })).json().code).toBe(0);
    expect((await page()).count).toBe(2);
    expect((await call('POST', MESSAGE_API.del, { id })).statusCode).toBe(404);
  });

  it('another account’s message id is 404 and changes nothing', async () => {
    const theirs = (await page('', other)).data[0].id;
    for (const url of [MESSAGE_API.read, MESSAGE_API.del]) {
      const res = await call('POST', url, { id: theirs });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ msg: '消息不存在或已删除', reason: 'MESSAGE.notFound' });
    }
    expect(await page('', other)).toMatchObject({ count: 1, data: [{ id: theirs, read: false }] });
    expect((await call('POST', MESSAGE_API.read, { id: 'x' })).statusCode).toBe(400);
  });

  it('the same event messages an account once; a message rolled back with its event is not written', async () => {
    expect(
      await send([{ accountId, kind: 'orderPaid', params: { orderNo: 'MO1', amount: '¥12.00' }, key: 'MO1' }]),
    ).toBe(0);
    await expect(
      ctx.database.db.transaction().execute(async (tx) => {
        await sendMessages(tx, [
          { accountId, kind: 'orderPaid', params: { orderNo: 'MO2', amount: '¥1.00' }, key: 'MO2' },
        ]);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect((await unread()).total).toBe(3);
  });

  it('a message written is announced on commit, once, on this database', async () => {
    const got: number[] = [];
    const off = bus.on('message.created', (e, db) => void (db === ctx.database.db && got.push(e.messageId)));
    await send([
      { accountId: otherId, kind: 'seckillStarting', params: { title: '摄像机', activityNo: 'S1' }, key: 'S1' },
    ]);
    const id = (await page('', other)).data[0].id;
    const end = Date.now() + 3000;
    while (!got.includes(id) && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 200));
    off();
    expect(got.filter((g) => g === id)).toEqual([id]);
  });
});

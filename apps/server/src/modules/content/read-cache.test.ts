/**
 * The portal's kept content answers (read-cache.ts): kept for every visitor alike, a user's marks read fresh, an edit
 * seen at once (on this instance and, through LISTEN/NOTIFY, on another), what changes behind the service only after
 * the kept time.
 */
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import {
  createSecondInstance,
  createTestApp,
  injectAs,
  loginToken,
  type TestContext,
} from '../../../test/support/test-app.ts';
import { describeOnPostgres, testDrivers } from '../../../test/support/test-db.ts';
import { VIEWS_FLUSH_MS } from './views.ts';

const A = '/api-cloud-merchant-service';
const ids = (body: { data: { contentId: number }[] }) => body.data.map((c) => c.contentId);

async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

async function setUp(ctx: TestContext, phone: string) {
  await createAccount(ctx.database.db, { phone, isSales: true });
  const staff = await loginToken(ctx, phone);
  const save = async (body: object) =>
    (await injectAs(ctx, staff, 'POST', `${A}/v1/content/manage/save`, { publish: true, ...body })).json().data
      .contentId as number;
  return { staff, save };
}

describe.each(testDrivers())('kept content answers on %s', (driver) => {
  let ctx: TestContext;
  let staff: string;
  let user: string;
  let other: string;
  let hotId: number;
  let plainId: number;
  const as = (token: string | null, url: string, payload?: unknown) =>
    injectAs(ctx, token, payload === undefined ? 'GET' : 'POST', `${A}${url}`, payload);

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const s = await setUp(ctx, '13900019001');
    staff = s.staff;
    await createAccount(ctx.database.db, { phone: '13900019002' });
    user = await loginToken(ctx, '13900019002');
    await createAccount(ctx.database.db, { phone: '13900019003' });
    other = await loginToken(ctx, '13900019003');
    hotId = await s.save({ type: 0, title: '热门文章缓存', summary: '全彩', hot: true });
    plainId = await s.save({ type: 0, title: '普通文章缓存', summary: '全彩' });
  });
  afterAll(() => ctx.close());

  it('keeps a list and a detail: a change behind the service is not seen, an edit through it is, at once', async () => {
    const list = (await as(null, '/open/v1/information/page?type=0')).json();
    expect(ids(list)).toEqual(expect.arrayContaining([hotId, plainId]));
    expect((await as(null, `/open/v1/information/detail?contentId=${plainId}`)).json().data.title).toBe('普通文章缓存');
    await sql`update content set title = '后台改名' where id = ${plainId}`.execute(ctx.database.db);
    expect((await as(null, '/open/v1/information/page?type=0')).json()).toEqual(list);
    expect((await as(null, `/open/v1/information/detail?contentId=${plainId}`)).json().data.title).toBe('普通文章缓存');

    await as(staff, '/v1/content/manage/status', { contentId: plainId, status: 2 });
    expect(ids((await as(null, '/open/v1/information/page?type=0')).json())).not.toContain(plainId);
    expect((await as(null, `/open/v1/information/detail?contentId=${plainId}`)).statusCode).toBe(404);
    await as(staff, '/v1/content/manage/status', { contentId: plainId, status: 1 });
    expect((await as(null, `/open/v1/information/detail?contentId=${plainId}`)).json().data.title).toBe('后台改名');
  });

  it('a visitor gets the kept detail (gzipped alike); a user the same with their own marks, read fresh', async () => {
    const url = `${A}/open/v1/information/detail?contentId=${hotId}`;
    const plain = await ctx.app.inject({ method: 'GET', url });
    const zipped = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json().data).toMatchObject({ liked: false, favorited: false, likeCount: 0 });

    expect((await as(user, '/v1/content/like', { contentId: hotId })).json().data).toEqual({ on: true, count: 1 });
    await as(user, '/v1/content/favorite', { contentId: hotId });
    // asked together: their marks are read in one statement, each viewer's own
    const [mine, others, visitor] = (
      await Promise.all([user, other, null].map((t) => as(t, `/open/v1/information/detail?contentId=${hotId}`)))
    ).map((r) => r.json().data);
    expect(mine).toMatchObject({ liked: true, favorited: true, likeCount: 1, favoriteCount: 1 });
    expect(visitor).toEqual({ ...mine, liked: false, favorited: false });
    expect(others).toEqual(visitor);
    await as(user, '/v1/content/like', { contentId: hotId, on: false });
    const after = (await as(user, `/open/v1/information/detail?contentId=${hotId}`)).json().data;
    expect(after).toMatchObject({ liked: false, favorited: true, likeCount: 0 });
  });

  it("views: counted at once in this instance's answers, written within a second, not for unpublished content", async () => {
    const viewsOf = async (id: number) =>
      Number(
        (await sql<{ n: number }>`select view_count n from content where id = ${id}`.execute(ctx.database.db)).rows[0]!
          .n,
      );
    const before = (await as(null, `/open/v1/information/detail?contentId=${hotId}`)).json().data.viewCount;
    const written = await viewsOf(hotId);
    for (let i = 0; i < 3; i++)
      expect((await as(null, '/open/v1/information/view', { contentId: hotId })).json().code).toBe(0);
    expect((await as(null, `/open/v1/information/detail?contentId=${hotId}`)).json().data.viewCount).toBe(before + 3);
    expect(await within(VIEWS_FLUSH_MS * 3, async () => (await viewsOf(hotId)) === written + 3)).toBe(true);
    // an answer built afresh (the kept one dropped by a like) shows the same count
    await as(user, '/v1/content/like', { contentId: hotId, on: false });
    expect((await as(null, `/open/v1/information/detail?contentId=${hotId}`)).json().data.viewCount).toBe(before + 3);

    await as(staff, '/v1/content/manage/status', { contentId: plainId, status: 2 });
    await as(null, '/open/v1/information/view', { contentId: plainId });
    await new Promise((r) => setTimeout(r, VIEWS_FLUSH_MS * 2));
    expect(await viewsOf(plainId)).toBe(0);
    await as(staff, '/v1/content/manage/status', { contentId: plainId, status: 1 });
  });

  it('filters as before: hot rows only, an unknown category code finds nothing, a total for every page', async () => {
    const hot = (await as(null, '/open/v1/information/page?type=0&hot=1')).json();
    expect(ids(hot)).toEqual([hotId]);
    expect(hot.count).toBe(1);
    const none = (await as(null, '/open/v1/information/page?categoryCode=nothing')).json();
    expect(none).toMatchObject({ code: 0, data: [], count: 0 });
    const first = (await as(null, '/open/v1/information/page?type=0&size=1&page=1')).json();
    const second = (await as(null, '/open/v1/information/page?type=0&size=1&page=2')).json();
    expect([first.count, second.count]).toEqual([2, 2]);
    expect(new Set([...ids(first), ...ids(second)])).toEqual(new Set([hotId, plainId]));
  });
});

describeOnPostgres('kept content answers across two instances on %s', (driver) => {
  let a: TestContext;
  let b: TestContext;
  let staff: string;
  let user: string;
  let id: number;

  beforeAll(async () => {
    a = await createTestApp(driver);
    b = await createSecondInstance(a);
    const s = await setUp(a, '13900019011');
    staff = s.staff;
    await createAccount(a.database.db, { phone: '13900019012' });
    user = await loginToken(a, '13900019012');
    id = await s.save({ type: 0, title: '两台服务器', summary: '集群' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("an edit or a like on one instance drops the other's kept answers within the notification's delay", async () => {
    const onB = (url: string) => injectAs(b, null, 'GET', `${A}${url}`);
    expect(ids((await onB('/open/v1/information/page?type=0')).json())).toContain(id);
    expect((await onB(`/open/v1/information/detail?contentId=${id}`)).json().data.likeCount).toBe(0);

    await injectAs(a, user, 'POST', `${A}/v1/content/like`, { contentId: id });
    // well under the kept times (5 s, 10 s): only the notification can have dropped them
    const liked = async () => (await onB(`/open/v1/information/detail?contentId=${id}`)).json().data.likeCount === 1;
    expect(await within(2_000, liked)).toBe(true);

    await injectAs(a, staff, 'POST', `${A}/v1/content/manage/status`, { contentId: id, status: 2 });
    const gone = async () =>
      !ids((await onB('/open/v1/information/page?type=0')).json()).includes(id) &&
      (await onB(`/open/v1/information/detail?contentId=${id}`)).statusCode === 404;
    expect(await within(2_000, gone)).toBe(true);
  });
});

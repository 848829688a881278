/**
 * Search hot words kept by staff (issue 45 §4): a save at /catalogueManage shows in the open list on the next request,
 * audited; disabled, it is gone; bad words refused in Chinese (400), a word twice 409, anyone but staff refused.
 */
import {
  API_PREFIX,
  CATALOGUE_SEARCH_ROUTES as S,
  HOT_WORD_MESSAGES as M,
  POLICY_MESSAGES,
  reasonOf,
  type HotWordRow,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, staffCall, staffMember } from '../../../test/support/catalogue-admin.ts';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

const OPEN = `${API_PREFIX}/open/v1/search/hotWords?location=0`;

describe.each(testDrivers())('search hot words on %s', (driver) => {
  let ctx: TestContext;
  let staff: { accountId: number; token: string };
  let person: string;
  const open = async () =>
    ((await ctx.app.inject({ method: 'GET', url: OPEN })).json().data as { word: string; status: number }[]).map(
      (h) => `${h.word}${h.status === 1 ? '*' : ''}`,
    );
  const save = (body: Record<string, unknown>) => callRoute(ctx, staff.token, S.manageSaveHotWord, body);

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    staff = await staffMember(ctx);
    await createAccount(ctx.database.db, { phone: '13800138996' });
    person = await loginToken(ctx, '13800138996');
  });
  afterAll(() => ctx.close());

  it('staff only: 403 to another account, 401 to a guest', async () => {
    for (const r of [S.manageHotWords, S.manageSaveHotWord]) {
      const res = await callRoute(ctx, person, r, r.method === 'POST' ? { word: '球机' } : undefined);
      expect(res.statusCode, r.id).toBe(403);
      expect(res.json()).toMatchObject({ reason: reasonOf(POLICY_MESSAGES, 'staff') });
      expect((await callRoute(ctx, null, r)).statusCode, r.id).toBe(401);
    }
  });

  it('a new word shows in the open list at its place, audited; edited and disabled likewise', async () => {
    const seeded = await open();
    expect(seeded.length).toBeGreaterThan(0);
    const res = await save({ word: ' 鱼眼摄像机 ', hot: true, sort: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    expect((await open())[0]).toBe('鱼眼摄像机*');
    const entry = await ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'catalogue.hotWord.save')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_account_id: staff.accountId, entity_type: 'search_hot_word' });
    expect(entry.before).toBeNull();
    expect(entry.after).toMatchObject({ word: '鱼眼摄像机', hot: true, linkType: 0, enabled: true });

    const linked = { id, word: '鱼眼摄像机', linkType: 1, linkUrl: '/product/list?keyword=鱼眼摄像机', sort: 99 };
    expect((await save(linked)).statusCode).toBe(200);
    expect((await open()).at(-1)).toBe('鱼眼摄像机');
    const list = await staffCall<HotWordRow[]>(ctx, staff.token, S.manageHotWords);
    expect(list.find((h) => h.id === id)).toMatchObject({ linkType: 1, linkUrl: '/product/list?keyword=鱼眼摄像机' });
    expect((await save({ ...linked, enabled: false })).statusCode).toBe(200);
    expect(await open()).toEqual(seeded);
    expect(
      await ctx.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'catalogue.hotWord.save')
        .execute(),
    ).toHaveLength(3);
  });

  it('refuses bad words in Chinese, a word twice (409) and an unknown one (404); nothing changes', async () => {
    const before = await open();
    const cases: [Record<string, unknown>, string][] = [
      [{ word: ' ' }, M.wordRequired],
      [{ word: 'x'.repeat(21) }, M.wordTooLong],
      [{ word: '门禁', linkType: 1 }, M.linkRequired],
      [{ word: '门禁', linkType: 1, linkUrl: 'https://example.com/' }, M.linkRule],
      [{ word: '门禁', sort: -1 }, M.sortRule],
    ];
    for (const [body, msg] of cases) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    const taken = await save({ word: before[0]!.replace('*', '') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ reason: reasonOf(M, 'wordTaken'), msg: M.wordTaken });
    const missing = await save({ id: 999_999, word: '甲' });
    expect(missing.statusCode).toBe(404);
    expect(await open()).toEqual(before);
  });
});

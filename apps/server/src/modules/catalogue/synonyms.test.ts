/**
 * Search synonyms kept by staff (issue 46): a group saved at /catalogueManage is searched with on the next request
 * (of every instance: the table's triggers, migration 0250), audited; bad groups refused in Chinese (400, 409 for a
 * group's first word twice), anyone but staff refused; disabled, it is no longer used. The search box's category
 * suggestion names the category a word or its synonym is.
 */
import {
  API_PREFIX,
  CATALOGUE_SEARCH_ROUTES as S,
  POLICY_MESSAGES,
  SEARCH_SYNONYM_MESSAGES as M,
  reasonOf,
  type SynonymGroupRow,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, freshCatalogueIds, staffCall, staffMember } from '../../../test/support/catalogue-admin.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';
import { createAccount } from '../../../test/support/fixtures.ts';
import {
  createSecondInstance,
  createTestApp,
  injectAs,
  loginToken,
  type TestContext,
} from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

const PAGE = `${API_PREFIX}/open/v1/goods/spu/page`;

describe.each(testDrivers())('search synonyms on %s', (driver) => {
  let ctx: TestContext;
  let staff: { accountId: number; token: string };
  let person: string;
  let groupId = 0;
  const found = async (keyword: string, app = ctx.app) => {
    // literal=1: what the words find themselves, not what a forgiving search (issue 57) would correct them to.
    const url = `${PAGE}?keyword=${encodeURIComponent(keyword)}&size=50&literal=1`;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { spuNo: string }[]).map((s) => s.spuNo);
  };
  const save = (body: Record<string, unknown>) => callRoute(ctx, staff.token, S.manageSaveSynonym, body);

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await createTestCatalogue(ctx.database.db);
    await freshCatalogueIds(ctx.database.db);
    staff = await staffMember(ctx);
    await createAccount(ctx.database.db, { phone: '13800138997' });
    person = await loginToken(ctx, '13800138997');
  });
  afterAll(() => ctx.close());

  it('lists the seeded groups to staff only (403 to another account, 401 to a guest)', async () => {
    const groups = await staffCall<SynonymGroupRow[]>(ctx, staff.token, S.manageSynonyms);
    expect(groups.find((g) => g.words[0] === '硬盘')).toMatchObject({ excludes: ['硬盘录像机'], enabled: true });
    expect(groups.find((g) => g.words[0] === '球机')?.words).toContain('快球');
    for (const r of [S.manageSynonyms, S.manageSaveSynonym]) {
      const res = await callRoute(ctx, person, r, r.method === 'POST' ? { words: ['甲', '乙'] } : undefined);
      expect(res.statusCode, r.id).toBe(403);
      expect(res.json()).toMatchObject({ reason: reasonOf(POLICY_MESSAGES, 'staff') });
      expect((await callRoute(ctx, null, r)).statusCode, r.id).toBe(401);
    }
  });

  it('searches with a group from the next request, audited; disabled, the word finds nothing again', async () => {
    expect(await found('磁盘柜')).toEqual([]);
    const res = await save({ words: [' 磁盘阵列 ', '磁盘柜', '存储阵列'], excludes: [] });
    expect(res.statusCode, res.body).toBe(200);
    groupId = res.json().data.id;
    expect(await found('磁盘柜')).toEqual(['SPU-ARR']);
    expect(await found('16盘位 存储阵列')).toEqual(['SPU-ARR']);
    const [entry] = await ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'catalogue.synonym.save')
      .execute();
    expect(entry).toMatchObject({ actor_account_id: staff.accountId, entity_type: 'search_synonym' });
    expect(entry!.after).toEqual({ words: ['磁盘阵列', '磁盘柜', '存储阵列'], excludes: [], enabled: true });

    expect((await save({ id: groupId, words: ['磁盘阵列', '磁盘柜'], enabled: false })).statusCode).toBe(200);
    expect(await found('磁盘柜')).toEqual([]);
    expect((await save({ id: groupId, words: ['磁盘阵列', '磁盘柜'], enabled: true })).statusCode).toBe(200);
  });

  it('refuses bad groups in Chinese and a first word twice (409), and an unknown group (404)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ words: ['硬盘'] }, M.tooFew],
      [{ words: ['硬盘', '硬盘'] }, M.duplicate],
      [{ words: ['监控 硬盘', '硬盘'] }, M.wordHasSpace],
      [{ words: ['硬盘', '机械盘'], excludes: ['硬盘'] }, M.excludedIsWord],
      [{ words: ['硬盘', 'x'.repeat(21)] }, M.wordTooLong],
    ];
    for (const [body, msg] of cases) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    const taken = await save({ words: ['磁盘阵列', '阵列'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ reason: reasonOf(M, 'headTaken'), msg: M.headTaken });
    const missing = await save({ id: 999_999, words: ['甲', '乙'] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ reason: reasonOf(M, 'notFound') });
  });

  it('names the category a typed word or its synonym is, else nothing', async () => {
    const category = async (keyword: string) =>
      (await injectAs(ctx, null, 'GET', `${S.searchCategory.path}?keyword=${encodeURIComponent(keyword)}`)).json().data;
    expect(await category('硬盘')).toEqual({ id: 301, name: '监控硬盘', parentId: 3 });
    expect(await category('枪机')).toEqual({ id: 101, name: '枪型网络摄像机', parentId: 1 });
    expect(await category('存储')).toEqual({ id: 3, name: '存储', parentId: null });
    expect(await category('400万')).toBeNull();
  });

  // Two instances on one PostgreSQL: a group saved through one is searched with by the other's next request.
  it.skipIf(driver !== 'postgres')('a group saved on one instance is used by another at once', async () => {
    const other = await createSecondInstance(ctx);
    try {
      expect(await found('存储盘', other.app)).toEqual([]);
      expect((await save({ words: ['存储盘', '监控硬盘'] })).statusCode).toBe(200);
      expect(await found('存储盘', other.app)).toEqual(['SPU-HD']);
    } finally {
      await other.close();
    }
  });
});

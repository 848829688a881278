/**
 * The search that forgives (issue 57) over HTTP on the demo seed: the page answers 「摄象头」 with cameras and says it
 * searched for 摄像头 (literal=1 searches the typo only); an exact find ranks above a forgiven one; the search box's
 * suggestions spell 「qj」 as 球机, and a hot word staff just saved is found by its pinyin and its initials; the trade's
 * polyphones read right. How fast the suggestions come is measured by `npm run bench` (docs/benchmarks.md), not here.
 */
import { CATALOGUE_SEARCH_ROUTES as S } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, staffMember } from '../../../test/support/catalogue-admin.ts';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { pinyinOf } from './pinyin.ts';

const OPEN = '/api-cloud-merchant-service/open/v1';
interface Item {
  spuName: string;
  secondCatagoryName: string | null;
}

describe.each(testDrivers())('a search that forgives, on %s', (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver, {}, { database: 'seeded' });
  }, 600_000);
  afterAll(() => ctx?.close());

  const get = async <T>(path: string): Promise<{ data: T; count?: number }> => {
    const res = await ctx.app.inject({ method: 'GET', url: `${OPEN}${path}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: T; count?: number };
  };
  const kw = encodeURIComponent;

  it('reads the trade’s polyphones right', async () => {
    const read = await pinyinOf();
    expect(read('长焦').join(' ')).toBe('chang jiao');
    expect(read('调焦').join(' ')).toBe('tiao jiao');
    expect(read('解码器').join(' ')).toBe('jie ma qi');
    expect(read('录像机').join(' ')).toBe('lu xiang ji');
    expect(read('重启').join(' ')).toBe('chong qi');
  });

  it('answers 「摄象头」 with cameras, says it searched for 摄像头, and literal=1 searches the typo only', async () => {
    const u = await get<{ searchedFor: string | null; total: number }>(`/search/understand?keyword=${kw('摄象头')}`);
    expect(u.data.searchedFor).toBe('摄像头');
    expect(u.data.total).toBeGreaterThan(0);
    const page = await get<Item[]>(`/goods/spu/page?keyword=${kw('摄象头')}&size=5`);
    expect(page.data.length).toBe(5);
    for (const i of page.data) expect(i.secondCatagoryName).toMatch(/摄像机/);
    const literal = await get<Item[]>(`/goods/spu/page?keyword=${kw('摄象头')}&literal=1`);
    expect(literal.count).toBe(0);
    const back = await get<{ searchedFor: string | null }>(`/search/understand?keyword=${kw('摄象头')}&literal=1`);
    expect(back.data.searchedFor).toBeNull();
  });

  it('leaves a keyword that finds enough as it is', async () => {
    const u = await get<{ searchedFor: string | null }>(`/search/understand?keyword=${kw('球机')}`);
    expect(u.data.searchedFor).toBeNull();
  });

  it('ranks what the literal keyword finds above what the forgiven one adds', async () => {
    // On the demo seed 「dh」 finds one family by its letters (its model number), fewer than FORGIVE_BELOW, so the
    // words it may spell are searched as well and add more (「bq」 or 「qj」 find nothing literally: nothing to rank).
    const literal = await get<Item[]>(`/goods/spu/page?keyword=dh&literal=1&size=50`);
    const forgiven = await get<Item[]>(`/goods/spu/page?keyword=dh&size=50`);
    expect(literal.count!, 'the letters themselves find something, so the order below means something').toBeGreaterThan(
      0,
    );
    expect(forgiven.data.slice(0, literal.data.length).map((i) => i.spuName)).toEqual(
      literal.data.map((i) => i.spuName),
    );
    expect(forgiven.count!).toBeGreaterThan(literal.count!);
  });

  it('suggests 球机 for 「qj」 and 枪机 for 「qiang」; every prefix a dealer types is answered', async () => {
    const words = async (q: string) => (await get<{ word: string }[]>(`/search/suggest?keyword=${kw(q)}`)).data;
    expect((await words('qj')).map((w) => w.word)).toContain('球机');
    expect((await words('qiang')).map((w) => w.word)).toContain('枪机');
    expect((await words('摄像')).map((w) => w.word)).toContain('摄像头');
    expect((await words('nvr')).map((w) => w.word)).toContain('网络硬盘录像机');
    for (const q of ['q', 'qiu', 'lxj', 'sxt', '摄', '硬盘', 'jiaohuan', 'nvr'])
      expect((await words(q)).length, q).toBeGreaterThan(0);
  });

  it('finds a hot word staff just saved by its full pinyin and by its initials', async () => {
    const staff = await staffMember(ctx);
    const saved = await callRoute(ctx, staff.token, S.manageSaveHotWord, { word: '鱼眼全景', hot: false, sort: 99 });
    expect(saved.statusCode, saved.body).toBe(200);
    // the vocabulary follows the hot-word list within its 2 s cache (forgiving-search.ts hotWordsOf)
    const words = async (q: string) => (await get<{ word: string }[]>(`/search/suggest?keyword=${kw(q)}`)).data;
    await expect.poll(async () => (await words('yuyan')).map((w) => w.word), { timeout: 5_000 }).toContain('鱼眼全景');
    expect((await words('yyqj')).map((w) => w.word)).toContain('鱼眼全景');
  });
});

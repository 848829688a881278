/**
 * Lean answers (issue 47 §1) on the demo catalogue (1,500 families, 5,400 models): every list page of 20 families
 * the catalogue shows — the whole catalogue, every category, the sorts, keywords — is at most 20 KB uncompressed for
 * a visitor and a first-level dealer (it was up to 105 KB with every model's attributes); a detail at most 16 KB
 * (was up to 26 KB); and the attribute call answers each model's own attributes, the keys asked, for this viewer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

const OPEN = '/api-cloud-merchant-service/open/v1';
const LIST_MAX_BYTES = 20 * 1024;
const DETAIL_MAX_BYTES = 16 * 1024;

describe.each(testDrivers())('lean catalogue answers on the demo catalogue, on %s', (driver) => {
  let ctx: TestContext;
  let dealer: string;

  beforeAll(async () => {
    ctx = await createTestApp(driver, {}, { database: 'seeded' }); // the demo seed's rows
    dealer = await loginToken(ctx, '13800000002', 'Demo@2026');
  }, 600_000);
  afterAll(() => ctx?.close());

  const get = async (token: string | null, url: string) => {
    const res = await injectAs(ctx, token, 'GET', url);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return { bytes: res.rawPayload.byteLength, body: res.json() as { count?: number; data: unknown } };
  };

  it('answers every list page of 20 families in at most 20 KB uncompressed, for a visitor and a dealer', async () => {
    const tree = (await get(null, `${OPEN}/goods/category/tree`)).body.data as {
      id: number;
      children: { id: number }[];
    }[];
    const ids = tree.flatMap((f) => [f.id, ...f.children.map((c) => c.id)]);
    const queries = [
      '',
      'sort=price&order=asc',
      'sort=price&order=desc',
      'sort=sumNo&order=desc',
      'sort=listedAt&order=desc',
      'labels=2',
      'b2bStockStatus=0',
      ...['网络摄像机', '摄像机', '交换机', '录像机', '海昱', 'HY-IPC'].map((k) => `keyword=${encodeURIComponent(k)}`),
      ...ids.flatMap((id) => [`categoryIds=${id}`, `categoryIds=${id}&sort=price&order=desc`]),
    ];
    let largest = { bytes: 0, qs: '' };
    let full = 0;
    for (const token of [null, dealer]) {
      for (const qs of queries) {
        const { bytes, body } = await get(token, `${OPEN}/goods/spu/page?${qs}&page=1&size=20`);
        const items = body.data as { skus?: unknown; skuCount: number; firstModel: string | null }[];
        if (items.length === 20) full++;
        for (const i of items) expect(i).not.toHaveProperty('skus');
        if (bytes > largest.bytes) largest = { bytes, qs };
        expect(bytes, qs).toBeLessThanOrEqual(LIST_MAX_BYTES);
      }
    }
    // Many of them are full pages (the whole catalogue, the sorts, the keywords, the larger categories).
    expect(full).toBeGreaterThan(queries.length / 2);
    console.info(`largest list page of 20 on ${driver}: ${largest.bytes} bytes (${largest.qs || 'all'})`);
  }, 300_000);

  it('answers every family’s detail in at most 16 KB (its parameter tables come from the attribute call)', async () => {
    const nos = (
      await ctx.database.db
        .selectFrom('spu')
        .select('spu_no')
        .where('status', '=', 0)
        .where('private_tenant', 'is', null)
        .where('owner_account_id', 'is', null)
        .execute()
    ).map((r) => r.spu_no);
    let largest = 0;
    // Every fifth family (the largest ones are the cameras with ten models, spread over the catalogue).
    for (const no of nos.filter((_, i) => i % 5 === 0)) {
      const { bytes } = await get(null, `${OPEN}/goods/spu/detail/${no}`);
      largest = Math.max(largest, bytes);
    }
    expect(largest).toBeLessThanOrEqual(DETAIL_MAX_BYTES);
    console.info(`largest detail on ${driver}: ${largest} bytes`);
  }, 300_000);

  it('the attribute call answers the page’s models their own attributes, and only the keys asked', async () => {
    const { body } = await get(null, `${OPEN}/goods/spu/page?categoryIds=101&fields=skus&page=1&size=20`);
    const skuNos = (body.data as { skus: { skuNo: string }[] }[]).flatMap((s) => s.skus.map((k) => k.skuNo));
    expect(skuNos.length).toBeGreaterThan(40);
    const stored = new Map(
      (await ctx.database.db.selectFrom('sku').select(['sku_no', 'attrs']).where('sku_no', 'in', skuNos).execute()).map(
        (r) => [r.sku_no, r.attrs as Record<string, unknown>],
      ),
    );
    const all = (await get(null, `${OPEN}/goods/sku/attrs?skuNos=${skuNos.join(',')}`)).body.data as {
      skuNo: string;
      attrs: Record<string, unknown>;
    }[];
    expect(all.map((a) => a.skuNo)).toEqual(skuNos);
    for (const a of all) expect(a.attrs, a.skuNo).toEqual(stored.get(a.skuNo));
    const some = (await get(dealer, `${OPEN}/goods/sku/attrs?skuNos=${skuNos.join(',')}&keys=resolutionMP,lensMm`)).body
      .data as { skuNo: string; attrs: Record<string, unknown> }[];
    for (const a of some) {
      const s = stored.get(a.skuNo)!;
      expect(a.attrs, a.skuNo).toEqual(
        Object.fromEntries(Object.entries(s).filter(([k]) => k === 'resolutionMP' || k === 'lensMm')),
      );
      expect(Object.keys(a.attrs).length).toBeGreaterThan(0);
    }
  });
});

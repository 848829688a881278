/**
 * Issue 22 "no behaviour changes": a sample of list and detail pages per viewer type (every price shown, the order,
 * the total) compared with what the catalogue answered before the speed work (viewer-snapshot.json, recorded from
 * the unchanged code with RECORD_VIEWER_SNAPSHOT=1). Private products get random numbers, so they read as 'ZD*'.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/support/test-db.ts';
import { insertPrivateProducts } from './private-products.ts';
import { viewerPriceWorld, type Who } from '../../../test/support/viewer-prices.ts';

const FILE = path.join(import.meta.dirname, 'viewer-snapshot.json');
const VIEWERS: Who[] = ['visitor', 'person', 'first', 'firstStaff', 'second', 'secondStaff', 'gold', 'sales'];
const attrs = (s: string) => encodeURIComponent(s);
const LISTS = [
  'categoryIds=1&page=1&size=20',
  'categoryIds=101&sort=price&order=asc&page=1&size=20',
  'categoryIds=1,3&sort=price&order=desc&page=1&size=3',
  'categoryIds=1,3&sort=price&order=desc&page=2&size=3',
  `categoryIds=101&attributesStr=${attrs('resolutionMP:400万像素,800万像素')}&sort=sumNo&order=desc&page=1&size=20`,
  `keyword=${attrs('网络摄像机')}&page=1&size=20`,
  'keyword=ipc-3b&sort=listedAt&order=desc&page=1&size=20',
  'sort=price&order=asc&page=1&size=20',
  'sort=price&order=asc&page=4&size=2',
  'customSpuSource=0&page=1&size=20',
  'page=50&size=20',
];
const DETAILS = ['SPU-B4', 'SPU-B8', 'SPU-B2', 'SPU-D4', 'SPU-HD'];

const norm = (no: string) => (no.startsWith('ZD') ? 'ZD*' : no);

describe.each(testDrivers())('the catalogue every viewer sees, against the recorded answers, on %s', (driver) => {
  const w = viewerPriceWorld(driver);

  it('lists and details per viewer type are what the code answered before', async () => {
    const db = w.ctx.database.db;
    const first = await db
      .selectFrom('account')
      .select('id')
      .where('phone', '=', '13900009002')
      .executeTakeFirstOrThrow();
    await insertPrivateProducts(db, { accountId: first.id, tenant: w.F, tenants: [w.F] }, [
      {
        spuName: '自定义网络摄像机安装',
        firstCategoryId: 1,
        secondCategoryId: 101,
        priceFen: 12300,
        brandName: '自定义',
        spuDesc: '',
        mainPics: [],
      },
    ]);
    const got: Record<string, unknown> = {};
    for (const who of VIEWERS) {
      for (const qs of LISTS) {
        const res = await w.as(who, 'GET', `/open/v1/goods/spu/page?${qs}&fields=skus`);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as {
          count: number;
          data: { spuNo: string; minPrice: number | null; skus: { skuNo: string; price: number | null }[] }[];
        };
        got[`${who} list ${qs}`] = {
          total: body.count,
          rows: body.data.map((i) => [norm(i.spuNo), i.minPrice, i.skus.map((k) => [norm(k.skuNo), k.price])]),
        };
      }
      for (const spuNo of DETAILS) {
        const res = await w.as(who, 'GET', `/open/v1/goods/spu/detail/${spuNo}`);
        const d = res.json().data as {
          minPrice: number | null;
          priceLabel: string;
          skus: {
            skuNo: string;
            price: number | null;
            marketPrice: number | null;
            accessories: { skuNo: string; price: number | null }[];
          }[];
          related: { spuNo: string; minPrice: number | null }[];
        } | null;
        got[`${who} detail ${spuNo}`] = d
          ? {
              status: res.statusCode,
              minPrice: d.minPrice,
              label: d.priceLabel,
              skus: d.skus.map((k) => [k.skuNo, k.price, k.marketPrice, k.accessories.map((a) => [a.skuNo, a.price])]),
              related: d.related.map((r) => [r.spuNo, r.minPrice]),
            }
          : { status: res.statusCode };
      }
    }
    if (process.env.RECORD_VIEWER_SNAPSHOT === '1')
      fs.writeFileSync(
        FILE,
        `{\n${Object.entries(got)
          .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
          .join(',\n')}\n}\n`,
      );
    expect(got).toEqual(JSON.parse(fs.readFileSync(FILE, 'utf8')));
  });
});

/**
 * Design-order figures (issue 7 performance section), through the real HTTP stack (app.inject) on the demo data:
 * saving 500 list lines (postUpdateFavoriteList), generating an order from them, the xlsx quotation of 500 lines,
 * importing 5,000 private products from an xlsx and exporting them. Prints medians; asserts nothing.
 * Run: `node --import tsx apps/server/bench/design-order.ts` (TEST_DATABASE_URL adds PostgreSQL).
 */
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { createTestApp } from '../test/support/test-app.ts';
import { testDrivers } from '../test/support/test-db.ts';
import { seedDemo } from '../src/seed/index.ts';
import { designSkus } from '../src/modules/catalogue/index.ts';

const P = '/api-cloud-merchant-service/v1';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function multipart(file: Buffer) {
  const boundary = '----bench' + Date.now();
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function run(driver: 'pglite' | 'postgres') {
  const ctx = await createTestApp(driver, { LOG_LEVEL: 'silent' });
  await seedDemo(ctx.database.db, {
    brandName: '海昱安防',
    imagesDir: path.join(os.tmpdir(), 'bench-images'),
    log: () => undefined,
  });
  const login = await ctx.app.inject({
    method: 'POST',
    url: `${P.replace('/v1', '')}/v1/account/passwordLogin`,
    payload: { account: '13800000002', password: 'Demo@2026' },
  });
  const token = login.json().data.token as string;
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, extra: Record<string, string> = {}) => {
    const t = performance.now();
    const res = await ctx.app.inject({ method, url, payload: payload as never, headers: { ...headers, ...extra } });
    const ms = performance.now() - t;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return { res, ms };
  };

  const skus = await ctx.database.db
    .selectFrom('sku as k')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    .select(['s.spu_no', 'k.sku_no', 's.sku_type'])
    .where('k.status', '=', 0)
    .where('s.status', '=', 0)
    .where('s.private_tenant', 'is', null)
    .where('s.sku_type', '=', 0)
    .orderBy('k.id')
    .limit(500)
    .execute();
  // The dealer's own prices (wholesale for a first-level dealer), as the tool shows them.
  const account = await ctx.database.db
    .selectFrom('account')
    .select('id')
    .where('phone', '=', '13800000002')
    .executeTakeFirstOrThrow();
  const priced = await designSkus(
    ctx.database.db,
    skus.map((k) => k.sku_no),
    account.id,
  );
  const lines = (rate: number) =>
    skus.map((k) => {
      const price = priced.get(k.sku_no)!.priceFen;
      const r = price ? rate : 10000;
      const rp = price ? Math.floor((2 * price * r + 10000) / 20000) : (price ?? 0);
      return { spuNo: k.spu_no, skuNo: k.sku_no, price, rate: r, ratePrice: rp, quantity: 2 };
    });

  const save: number[] = [];
  await call('POST', `${P}/design/favorite/update`, { list: lines(10000) }); // first insert
  for (let i = 0; i < 7; i++)
    save.push((await call('POST', `${P}/design/favorite/update`, { list: lines(9000 + i * 10) })).ms);
  const list: number[] = [];
  for (let i = 0; i < 5; i++) list.push((await call('GET', `${P}/design/favorite/list`)).ms);

  const { res: listRes } = await call('GET', `${P}/design/favorite/list`);
  const data = listRes.json().data;
  const gen = await call('POST', `${P}/design/order/generate`, {
    name: '基准测试',
    amount: data.totals.totalFen,
    preferential: data.totals.discountFen,
    productLists: data.lines,
  });
  const orderId = gen.res.json().data.id as number;
  const quote: number[] = [];
  for (let i = 0; i < 3; i++) quote.push((await call('GET', `${P}/design/order/export?id=${orderId}`)).ms);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('自定义产品');
  ws.addRow(['产品名称', '产品分类', '单价(元)', '品牌', '产品描述']);
  for (let i = 1; i <= 5000; i++)
    ws.addRow([`基准立杆${i}`, '线缆配件 > 支架', 100 + (i % 900) + 0.5, '本地加工', '镀锌钢管6米立杆，含预埋件']);
  const file = Buffer.from(await wb.xlsx.writeBuffer());
  const m = multipart(file);
  const imp = await call('POST', `${P}/custom-spu/import`, m.payload, m.headers);
  const imported = imp.res.json().data.imported as number;
  const exp: number[] = [];
  for (let i = 0; i < 3; i++) exp.push((await call('GET', `${P}/custom-spu/export`)).ms);

  await ctx.close();
  return {
    driver,
    'save 500 lines (median of 7)': median(save),
    'list 500 lines (median of 5)': median(list),
    'generate order of 500 lines': gen.ms,
    'xlsx quotation, 500 lines (median of 3)': median(quote),
    [`import ${imported} private products (xlsx ${(file.length / 1024).toFixed(0)} KiB)`]: imp.ms,
    'export private products (median of 3)': median(exp),
  };
}

for (const driver of testDrivers()) {
  const r = await run(driver);
  console.log(`\n${r.driver}`);
  for (const [k, v] of Object.entries(r))
    if (k !== 'driver') console.log(`  ${k.padEnd(58)} ${(v as number).toFixed(0)} ms`);
}

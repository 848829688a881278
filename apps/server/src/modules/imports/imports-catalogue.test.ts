import { IMPORT_MESSAGES, IMPORT_PROBLEMS, POLICY_MESSAGES, PRODUCT_FIELD_MESSAGES } from '@portal/domain';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import {
  IMP,
  applyJob,
  dryRun,
  fingerprint,
  seedCategories,
  upload,
  workbook,
  type Cell,
} from '../../../test/support/imports.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

/** A model row of the 型号 sheet. */
const model = (no: string, o: Partial<Record<string, Cell>> = {}): Cell[] => [
  no,
  o.model ?? `HY-${no}`,
  o.skuName ?? `${no} 400万网络摄像机`,
  o.spuNo ?? 'SPU-A',
  o.spuName ?? '400万红外筒型网络摄像机',
  o.category1 ?? '视频监控',
  o.category2 ?? '网络摄像机',
  o.brand ?? '海昱',
  o.saleType ?? '经销',
  o.unit ?? '台',
  o.price === undefined ? 399 : o.price,
  o.stock ?? 10,
  o.shelf ?? '上架',
  o.skuDesc ?? null,
  o.spuDesc ?? null,
];

describe.each(testDrivers())('imports: the catalogue (models, attributes, prices, stock) on %s', (driver) => {
  let ctx: TestContext;
  let staff: string;
  let buyer: string;
  let dealerNo: string;
  const count = async (table: 'sku' | 'spu' | 'dealer_sku_price' | 'sku_attr') =>
    Number(
      (await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(ctx.database.db)).rows[0]!
        .n,
    );
  const sku = (no: string) => ctx.database.db.selectFrom('sku').selectAll().where('sku_no', '=', no).executeTakeFirst();

  const good = () =>
    workbook({
      型号: [
        model('A-1'),
        model('A-2', { price: '1,299.5', stock: 3 }),
        model('B-1', { spuNo: 'SPU-B', spuName: '8TB 监控硬盘', category1: '存储', category2: '硬盘', price: 899 }),
      ],
      型号属性: [
        ['A-1', '分辨率', '400万'],
        ['A-1', '焦距', '4mm'],
        ['A-1', '红外距离', 30],
        ['B-1', '容量', 8],
      ],
      价格: [
        ['A-1', '批发价', 320, null],
        ['A-1', dealerNo, 330, 310.555],
        ['B-1', dealerNo, 700, null],
      ],
    });

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await seedCategories(ctx.database.db);
    dealerNo = await createMerchant(ctx.database.db, { enterpriseType: 1 });
    await createAccount(ctx.database.db, { phone: '13900043008', isSales: true });
    await createAccount(ctx.database.db, { phone: '13900043002', identities: [{ merchantNo: dealerNo }] });
    staff = await loginToken(ctx, '13900043008');
    buyer = await loginToken(ctx, '13900043002');
  });
  afterAll(() => ctx.close());

  it('refuses anyone but staff on every staff route (403; a guest 401), and an upload by them changes nothing', async () => {
    const before = await fingerprint(ctx.database.db);
    const routes: ['GET' | 'POST', string][] = [
      ['GET', `${IMP}/catalogue/template`],
      ['GET', `${IMP}/dealers/export`],
      ['GET', `${IMP}/jobs`],
      ['GET', `${IMP}/jobs/1`],
      ['POST', `${IMP}/jobs/1/apply`],
      ['GET', `${IMP}/keys`],
      ['POST', `${IMP}/keys`],
      ['POST', `${IMP}/keys/1/revoke`],
    ];
    for (const [method, url] of routes) {
      const res = await injectAs(ctx, buyer, method, url, method === 'POST' ? { name: 'x' } : undefined);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ reason: 'POLICY.staff', msg: POLICY_MESSAGES.staff });
      expect((await injectAs(ctx, null, method, url)).statusCode, url).toBe(401);
    }
    const up = await upload(ctx, buyer, 'catalogue', await good());
    expect(up.statusCode).toBe(403);
    expect(await fingerprint(ctx.database.db)).toEqual(before);
  });

  it("answers the template: the notes sheet and the kind's sheets with their headers", async () => {
    const res = await injectAs(ctx, staff, 'GET', `${IMP}/catalogue/template`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['说明', '型号', '型号属性', '价格']);
    expect(wb.getWorksheet('型号')!.getRow(1).getCell(1).value).toBe('型号编码*');
  });

  it('a dry run reports what it would write and changes nothing; apply writes it all in one go', async () => {
    const before = await fingerprint(ctx.database.db);
    const job = await dryRun(ctx, staff, 'catalogue', await good());
    expect(job).toMatchObject({ status: 'checked', problemCount: 0 });
    expect(job.report).toMatchObject({
      ok: true,
      rows: { 型号: 3, 型号属性: 4, 价格: 3 },
      // what would really be written: on an empty catalogue every value is new
      summary: {
        产品: { inserted: 2, updated: 0, unchanged: 0 },
        型号: { inserted: 3, updated: 0, unchanged: 0 },
        属性: { inserted: 4, updated: 0, unchanged: 0 },
        价格: { inserted: 3, updated: 0, unchanged: 0 },
      },
    });
    expect(await fingerprint(ctx.database.db)).toEqual(before);

    const { job: applied } = await applyJob(ctx, staff, job.id);
    expect(applied).toMatchObject({ status: 'applied', error: null });
    const a1 = await sku('A-1');
    expect(a1).toMatchObject({ price_fen: 39900, wholesale_price_fen: 32000, stock: 10, status: 0, unit: '台' });
    expect(a1!.attrs).toEqual({ resolution: '400万', lensMm: 4, irRange: 30 });
    expect((await sku('A-2'))!.price_fen).toBe(129950);
    const dealerPrice = await ctx.database.db
      .selectFrom('dealer_sku_price')
      .selectAll()
      .where('sku_no', '=', 'A-1')
      .executeTakeFirstOrThrow();
    expect(dealerPrice).toMatchObject({ first_merchant_no: dealerNo, price_fen: 33000, gold_price_fen: 31056 });
    // the filterable attributes feed the catalogue's filters (sku_attr); the others only sku.attrs
    expect(await count('sku_attr')).toBe(3);
    const spu = await ctx.database.db
      .selectFrom('spu')
      .selectAll()
      .where('spu_no', '=', 'SPU-A')
      .executeTakeFirstOrThrow();
    expect(spu).toMatchObject({
      first_category_id: 1,
      second_category_id: 11,
      brand_name: '海昱',
      status: 0,
      min_price_fen: 39900,
    });
    expect(spu.search_text).toContain('hy-a-1');
    const audit = await injectAs(ctx, staff, 'GET', '/api-cloud-merchant-service/v1/audit/page?action=import.apply');
    expect(audit.json().data[0]).toMatchObject({
      action: 'import.apply',
      entityType: 'import_job',
      entityId: String(job.id),
    });
  });

  it('re-importing an updated sheet updates in place and never duplicates; applying twice is refused', async () => {
    const counts = [await count('spu'), await count('sku'), await count('dealer_sku_price'), await count('sku_attr')];
    const file = await workbook({
      型号: [
        model('A-1', { price: 459, skuName: '改名后的型号', shelf: '下架' }),
        model('A-2', { price: '1,299.5', stock: 3 }),
      ],
      价格: [['A-1', dealerNo, 400, null]],
    });
    const job = await dryRun(ctx, staff, 'catalogue', file);
    // real differences: the family and A-2 are as they were, only A-1 changes
    expect(job.report.summary).toMatchObject({
      产品: { inserted: 0, updated: 0, unchanged: 1 },
      型号: { inserted: 0, updated: 1, unchanged: 1 },
    });
    await applyJob(ctx, staff, job.id);
    expect([await count('spu'), await count('sku'), await count('dealer_sku_price'), await count('sku_attr')]).toEqual(
      counts,
    );
    expect(await sku('A-1')).toMatchObject({ price_fen: 45900, sku_name: '改名后的型号', status: 1 });
    const p = await ctx.database.db
      .selectFrom('dealer_sku_price')
      .selectAll()
      .where('sku_no', '=', 'A-1')
      .executeTakeFirstOrThrow();
    expect(p).toMatchObject({ price_fen: 40000, gold_price_fen: null });
    const again = await applyJob(ctx, staff, job.id);
    expect(again.refused).toMatchObject({ reason: 'IMPORT.alreadyApplied' });
  });

  it('a sheet with 1,000 bad rows reports all 1,000 by sheet, row, column and reason, and changes nothing', async () => {
    const before = await fingerprint(ctx.database.db);
    const rows = Array.from({ length: 1000 }, (_, i) => model(`BAD-${i}`, { price: '九十九', spuNo: `SPU-BAD-${i}` }));
    const job = await dryRun(ctx, staff, 'catalogue', await workbook({ 型号: rows }));
    expect(job.status).toBe('checked');
    expect(job.problemCount).toBe(1000);
    expect(job.report.problems).toHaveLength(1000);
    expect(job.report.problems[0]).toEqual({
      sheet: '型号',
      row: 2,
      column: '零售价（元）',
      reason: PRODUCT_FIELD_MESSAGES.priceNotNumber,
    });
    expect(job.report.problems[999].row).toBe(1001);
    const refused = await applyJob(ctx, staff, job.id);
    expect(refused.refused).toMatchObject({ reason: 'IMPORT.hasProblems', msg: IMPORT_MESSAGES.hasProblems });
    expect(await fingerprint(ctx.database.db)).toEqual(before);
  });

  it('names each kind of problem: unknown category, duplicate model number, unknown attribute, price list, formula', async () => {
    // a dealer's private product holds a model number the catalogue must not take over
    const priv = await ctx.database.db
      .insertInto('spu')
      .values({ spu_no: 'PRIV-SPU', spu_name: '自定义立杆', private_tenant: dealerNo, source: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .insertInto('sku')
      .values({ sku_no: 'PRIV-1', spu_id: priv.id, sku_name: '立杆', model: 'PRIV-1' })
      .execute();
    const job = await dryRun(
      ctx,
      staff,
      'catalogue',
      await workbook({
        型号: [
          model('C-1', { category2: '硬盘' }),
          model('C-2', { category1: '门禁' }),
          model('C-3'),
          model('C-3'),
          model('C-4', { price: { formula: '1+1' } }),
          model('PRIV-1'),
        ],
        型号属性: [
          ['C-3', '帧率', 25],
          ['NOPE-1', '分辨率', '200万'],
          ['C-3', '焦距', '四毫米'],
        ],
        价格: [
          ['C-3', 'M99999', 1, null],
          ['C-3', '零售价', -5, null],
          ['C-3', '零售价', 5, 4],
        ],
      }),
    );
    const said = job.report.problems.map(
      (p: { sheet: string; row: number; column: string; reason: string }) =>
        `${p.sheet}!${p.row} ${p.column}: ${p.reason}`,
    );
    expect(said).toEqual([
      `型号!2 二级分类: ${IMPORT_PROBLEMS.categoryNotUnder('硬盘', '视频监控')}`,
      `型号!3 一级分类: ${IMPORT_PROBLEMS.unknownCategory('门禁')}`,
      `型号!5 型号编码: ${IMPORT_PROBLEMS.duplicateKey(4)}`,
      `型号!6 零售价（元）: ${IMPORT_PROBLEMS.formula}`,
      `型号!7 型号编码: ${IMPORT_PROBLEMS.privateSku}`,
      `型号属性!2 属性: ${IMPORT_PROBLEMS.unknownAttr('帧率', '网络摄像机')}`,
      `型号属性!3 型号编码: ${IMPORT_PROBLEMS.unknownSku('NOPE-1')}`,
      `型号属性!4 值: ${PRODUCT_FIELD_MESSAGES.attrNotNumber}`,
      `价格!2 价目表: ${IMPORT_PROBLEMS.unknownPriceList('M99999')}`,
      `价格!3 价格（元）: ${PRODUCT_FIELD_MESSAGES.priceNegative}`,
      `价格!4 金牌价（元）: ${IMPORT_PROBLEMS.goldOnlyDealer}`,
    ]);
  });

  it('apply is all or nothing: a write failing on the last row leaves nothing written', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => model(`ALL-${i}`, { spuNo: `SPU-ALL-${i % 5}` }));
    const job = await dryRun(ctx, staff, 'catalogue', await workbook({ 型号: rows }));
    expect(job.report.ok).toBe(true);
    // the database refuses the last model only when it is written
    await sql`create function refuse_last() returns trigger language plpgsql as $$
      begin if new.sku_no = 'ALL-49' then raise exception 'refused'; end if; return new; end $$`.execute(
      ctx.database.db,
    );
    await sql`create trigger refuse_last before insert on sku for each row execute function refuse_last()`.execute(
      ctx.database.db,
    );
    const before = await fingerprint(ctx.database.db);
    try {
      const { job: failed } = await applyJob(ctx, staff, job.id);
      expect(failed).toMatchObject({ status: 'failed', error: IMPORT_MESSAGES.applyFailed });
      expect(await fingerprint(ctx.database.db)).toEqual(before);
      expect(await sku('ALL-0')).toBeUndefined();
    } finally {
      await sql`drop trigger refuse_last on sku`.execute(ctx.database.db);
    }
  });

  it('export → import round-trips (nothing to change), and formula-like text is exported escaped', async () => {
    const dangerous = await dryRun(
      ctx,
      staff,
      'catalogue',
      await workbook({
        型号: [
          model('EQ-1', {
            skuName: '=HYPERLINK("http://x","点我")',
            spuNo: 'SPU-EQ',
            spuName: '+1 产品',
            skuDesc: '@SUM(A1)',
          }),
        ],
      }),
    );
    await applyJob(ctx, staff, dangerous.id);
    const res = await injectAs(ctx, staff, 'GET', `${IMP}/catalogue/export`);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const ws = wb.getWorksheet('型号')!;
    let found = 0;
    ws.eachRow((row) => {
      if (row.getCell(1).value !== 'EQ-1') return;
      found++;
      expect(row.getCell(3).value).toBe(`'=HYPERLINK("http://x","点我")`);
      expect(row.getCell(5).value).toBe(`'+1 产品`);
      expect(row.getCell(14).value).toBe(`'@SUM(A1)`);
      for (let c = 1; c <= 15; c++)
        expect(typeof row.getCell(c).value === 'object' && row.getCell(c).value !== null).toBe(false);
    });
    expect(found).toBe(1);

    const before = await fingerprint(ctx.database.db, ['spu', 'sku', 'sku_attr', 'dealer_sku_price']);
    const again = await dryRun(ctx, staff, 'catalogue', res.rawPayload);
    expect(again.report).toMatchObject({ ok: true, problemCount: 0 });
    // the preview tells real differences: an unchanged export changes nothing (issue 61 §3)
    for (const n of Object.values(again.report.summary) as { inserted: number; updated: number }[])
      expect(n).toMatchObject({ inserted: 0, updated: 0 });
    expect(again.report.summary['型号'].unchanged).toBeGreaterThan(0);
    await applyJob(ctx, staff, again.id);
    expect(await fingerprint(ctx.database.db, ['spu', 'sku', 'sku_attr', 'dealer_sku_price'])).toEqual(before);
    expect((await sku('EQ-1'))!.sku_name).toBe('=HYPERLINK("http://x","点我")');
  });

  it('refuses bad files with a Chinese reason and keeps nothing: not a workbook, too large, a zip bomb', async () => {
    const before = await fingerprint(ctx.database.db);
    const jobs = Number(
      (await sql<{ n: string }>`select count(*)::text as n from import_job`.execute(ctx.database.db)).rows[0]!.n,
    );
    const text = await upload(ctx, staff, 'catalogue', Buffer.from('型号编码,型号\nA,B\n'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ reason: 'IMPORT.notWorkbook', msg: IMPORT_MESSAGES.notWorkbook });
    const big = await upload(ctx, staff, 'catalogue', Buffer.alloc(41 * 1024 * 1024, 1));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ reason: 'IMPORT.tooLarge', msg: IMPORT_MESSAGES.tooLarge });
    // a real workbook whose directory says one entry unpacks to 1.5 GB
    const bomb = Buffer.from(await good());
    let p = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(1_500_000_000, p + 24);
    p = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), p + 4);
    const res = await upload(ctx, staff, 'catalogue', bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'IMPORT.tooComplex', msg: IMPORT_MESSAGES.tooComplex });
    const none = await ctx.app.inject({
      method: 'POST',
      url: `${IMP}/catalogue/upload`,
      headers: { authorization: `Bearer ${staff}` },
      payload: {},
    });
    expect(none.json()).toMatchObject({ reason: 'IMPORT.noFile' });
    expect(
      Number(
        (await sql<{ n: string }>`select count(*)::text as n from import_job`.execute(ctx.database.db)).rows[0]!.n,
      ),
    ).toBe(jobs);
    expect(await fingerprint(ctx.database.db)).toEqual(before);
  });

  it('the stock and price templates update only what they carry', async () => {
    const stock = await dryRun(
      ctx,
      staff,
      'stock',
      await workbook({
        库存: [
          ['A-2', 77],
          ['NOPE', 1],
        ],
      }),
    );
    expect(stock.report.problems).toEqual([
      { sheet: '库存', row: 3, column: '型号编码', reason: IMPORT_PROBLEMS.unknownSku('NOPE') },
    ]);
    const fixed = await dryRun(ctx, staff, 'stock', await workbook({ 库存: [['A-2', 77]] }));
    await applyJob(ctx, staff, fixed.id);
    expect(await sku('A-2')).toMatchObject({ stock: 77, price_fen: 129950 });
    const prices = await dryRun(ctx, staff, 'prices', await workbook({ 价格: [['A-2', '零售价', '1288.00', null]] }));
    await applyJob(ctx, staff, prices.id);
    expect(await sku('A-2')).toMatchObject({ stock: 77, price_fen: 128800 });
  });
});

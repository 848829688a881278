import { CATALOGUE_ADMIN_MESSAGES, IMPORT_PROBLEMS } from '@portal/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { IMP, applyJob, dryRun, fingerprint, seedCategories, upload, workbook } from '../../../test/support/imports.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

describe.each(testDrivers())('imports: categories and their attributes on %s', (driver) => {
  let ctx: TestContext;
  let staff: string;
  let buyer: string;
  const tree = async () =>
    (
      await ctx.database.db
        .selectFrom('category as c')
        .leftJoin('category as p', 'p.id', 'c.parent_id')
        .select(['p.name as parent', 'c.name', 'c.sort', 'c.separate_category', 'c.status'])
        .orderBy('c.id')
        .execute()
    ).map((r) => [r.parent, r.name, Number(r.sort), r.separate_category, Number(r.status)]);
  const attrs = async () =>
    (
      await ctx.database.db
        .selectFrom('category_attr as a')
        .innerJoin('category as c', 'c.id', 'a.category_id')
        .select(['c.name', 'a.attr_key', 'a.attr_name', 'a.unit', 'a.value_type', 'a.filterable', 'a.sort'])
        .orderBy('a.id')
        .execute()
    ).map((r) => [r.name, r.attr_key, r.attr_name, r.unit, r.value_type, r.filterable, Number(r.sort)]);

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await seedCategories(ctx.database.db);
    await createAccount(ctx.database.db, { phone: '13900044008', isSales: true });
    await createAccount(ctx.database.db, { phone: '13900044002' });
    staff = await loginToken(ctx, '13900044008');
    buyer = await loginToken(ctx, '13900044002');
  });
  afterAll(() => ctx.close());

  it('only staff: a buyer is refused the template and the upload, and nothing changes', async () => {
    const before = await fingerprint(ctx.database.db);
    expect((await injectAs(ctx, buyer, 'GET', `${IMP}/categories/template`)).statusCode).toBe(403);
    const book = await workbook({ 分类: [['门禁']] });
    expect((await upload(ctx, buyer, 'categories', book)).statusCode).toBe(403);
    expect(await fingerprint(ctx.database.db)).toEqual(before);
  });

  it('a dry run names every problem and changes nothing; fixed, it applies the tree and the attributes', async () => {
    const before = await fingerprint(ctx.database.db);
    const bad = await workbook({
      分类: [
        ['门禁', null, 3, '否', '上架'],
        ['门禁', '门禁一体机', 1, null, null],
        ['门禁', '门禁一体机', 2, null, null],
        ['报警', '探测器', 'x', '也许', '隐藏'],
      ],
      分类属性: [
        ['门禁', '门禁一体机', 'faceCap', '人脸容量', '数值', '张', '是', 1],
        ['门禁', '门禁一体机', '1bad', '卡容量', '数值', null, null, null],
        ['门禁', '门禁一体机', 'cardCap', '人脸容量', '小数', null, null, null],
        ['视频监控', '门禁一体机', 'x', '某属性', null, null, null, null],
        ['视频监控', '网络摄像机', 'pixels', '分辨率', null, null, null, null],
      ],
    });
    const job = await dryRun(ctx, staff, 'categories', bad);
    expect(job.status).toBe('checked');
    const found = job.report.problems.map((p: { sheet: string; row: number; column: string; reason: string }) => [
      p.sheet,
      p.row,
      p.column,
      p.reason,
    ]);
    expect(found).toEqual([
      ['分类', 4, '二级分类', IMPORT_PROBLEMS.duplicateKey(3)],
      ['分类', 5, '排序', IMPORT_PROBLEMS.sort],
      ['分类', 5, '跨二级对比', IMPORT_PROBLEMS.yesNo],
      ['分类', 5, '状态', expect.any(String)],
      ['分类属性', 3, '属性键', CATALOGUE_ADMIN_MESSAGES.attrKeyRule],
      ['分类属性', 4, '类型', IMPORT_PROBLEMS.valueType],
      ['分类属性', 4, '属性名称', IMPORT_PROBLEMS.duplicateKey(2)],
      ['分类属性', 5, '二级分类', IMPORT_PROBLEMS.categoryNotUnder('门禁一体机', '视频监控')],
      ['分类属性', 6, '属性名称', IMPORT_PROBLEMS.attrNameTaken('分辨率', 'resolution')],
    ]);
    expect(await fingerprint(ctx.database.db)).toEqual(before);
    expect((await applyJob(ctx, staff, job.id)).refused).toMatchObject({ reason: 'IMPORT.hasProblems' });

    const good = await workbook({
      分类: [
        ['门禁', null, 3, '否', '上架'],
        ['门禁', '门禁一体机', 1, null, null],
        ['报警', '探测器', 2, '是', '下架'],
        ['视频监控', '网络摄像机', 5, null, null],
      ],
      分类属性: [
        ['门禁', '门禁一体机', 'faceCap', '人脸容量', '数值', '张', '是', 1],
        ['视频监控', '网络摄像机', 'resolution', '像素', null, null, '是', 1],
      ],
    });
    const ok = await dryRun(ctx, staff, 'categories', good);
    expect(ok.report.ok).toBe(true);
    expect(ok.report.summary).toEqual({ 分类: { inserted: 4, updated: 1 }, 分类属性: { inserted: 1, updated: 1 } });
    const applied = await applyJob(ctx, staff, ok.id);
    expect(applied.job?.status).toBe('applied');
    expect(await tree()).toEqual([
      [null, '视频监控', 1, false, 0],
      [null, '存储', 2, false, 0],
      ['视频监控', '网络摄像机', 5, false, 0],
      ['存储', '硬盘', 1, false, 0],
      [null, '门禁', 3, false, 0],
      [null, '报警', 0, false, 0],
      ['门禁', '门禁一体机', 1, false, 0],
      ['报警', '探测器', 2, true, 1],
    ]);
    const after = await attrs();
    expect(after).toContainEqual(['门禁一体机', 'faceCap', '人脸容量', '张', 'number', true, 1]);
    expect(after).toContainEqual(['网络摄像机', 'resolution', '像素', null, 'text', true, 1]);
  });

  it('export → import round-trips: the export applies with nothing new and nothing changed', async () => {
    const res = await injectAs(ctx, staff, 'GET', `${IMP}/categories/export`);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['说明', '分类', '分类属性']);
    const rows = (name: string) => {
      const out: unknown[][] = [];
      wb.getWorksheet(name)!.eachRow((r, i) => {
        if (i > 1) out.push((r.values as unknown[]).slice(1));
      });
      return out;
    };
    expect(rows('分类')).toContainEqual(['报警', '探测器', 2, '是', '下架']);
    expect(rows('分类属性')).toContainEqual(['门禁', '门禁一体机', 'faceCap', '人脸容量', '数值', '张', '是', 1]);
    const before = await fingerprint(ctx.database.db);
    const again = await dryRun(ctx, staff, 'categories', res.rawPayload);
    expect(again.report.ok).toBe(true);
    expect(again.report.summary.分类.inserted).toBe(0);
    expect(again.report.summary.分类属性.inserted).toBe(0);
    expect((await applyJob(ctx, staff, again.id)).job?.status).toBe('applied');
    // nothing but the rows' updated_at could change, and an unchanged row is not written at all
    expect(await fingerprint(ctx.database.db)).toEqual(before);
  });
});

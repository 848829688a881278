/**
 * The tax classification in the import sheets (issue 59 §3): 税收分类编码 and 税率 as the last two columns of 分类 and
 * 型号. A wrong code, a rate not offered or half a pair is the cell's problem; blank cells keep what is set (a
 * re-import of an old sheet never clears a class); the export writes them back, so export → import changes nothing.
 */
import { IMPORT_PROBLEMS, TAX_CLASS_MESSAGES } from '@portal/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import {
  IMP,
  applyJob,
  dryRun,
  fingerprint,
  seedCategories,
  workbook,
  type Cell,
} from '../../../test/support/imports.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

const CAMERA = '1090511030000000000';
const DISK = '1090512990000000000';

/** A 型号 row with its family's tax cells. */
const model = (no: string, spuNo: string, taxCode: Cell, taxRate: Cell): Cell[] => [
  no,
  `HY-${no}`,
  `${no} 网络摄像机`,
  spuNo,
  `产品 ${spuNo}`,
  '视频监控',
  '网络摄像机',
  '海昱',
  '经销',
  '台',
  399,
  10,
  '上架',
  null,
  null,
  taxCode,
  taxRate,
];

describe.each(testDrivers())('imports: tax classes of categories and families on %s', (driver) => {
  let ctx: TestContext;
  let staff: string;
  const classOf = async (table: 'category' | 'spu', key: 'name' | 'spu_no', value: string) => {
    const r = await ctx.database.db
      .selectFrom(table as 'category')
      .select(['tax_code', 'tax_rate'])
      .where(key as 'name', '=', value)
      .executeTakeFirstOrThrow();
    return [r.tax_code, r.tax_rate];
  };
  const problems = (job: { report: { problems: { sheet: string; row: number; column: string; reason: string }[] } }) =>
    job.report.problems.map((p) => [p.sheet, p.row, p.column, p.reason]);

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await seedCategories(ctx.database.db);
    await createAccount(ctx.database.db, { phone: '13900045008', isSales: true });
    staff = await loginToken(ctx, '13900045008');
  });
  afterAll(() => ctx.close());

  it('分类: each bad tax cell named; fixed, the classes are set and blank cells keep them', async () => {
    const before = await fingerprint(ctx.database.db);
    const bad = await dryRun(
      ctx,
      staff,
      'categories',
      await workbook({
        分类: [
          ['视频监控', null, 1, null, null, '10905', '13%'],
          ['视频监控', '网络摄像机', 1, null, null, CAMERA, '17%'],
          ['存储', null, 2, null, null, DISK, null],
          ['存储', '硬盘', 1, null, null, null, '9%'],
        ],
      }),
    );
    expect(problems(bad)).toEqual([
      ['分类', 2, '税收分类编码', TAX_CLASS_MESSAGES.codeLength],
      ['分类', 3, '税率', '税率只能为 13%、9%、6%、3%、1%、0% 之一'],
      ['分类', 4, '税率', TAX_CLASS_MESSAGES.pairIncomplete],
      ['分类', 5, '税收分类编码', TAX_CLASS_MESSAGES.pairIncomplete],
    ]);
    expect(await fingerprint(ctx.database.db)).toEqual(before);

    const good = await dryRun(
      ctx,
      staff,
      'categories',
      await workbook({
        分类: [
          ['视频监控', null, 1, null, null, CAMERA, '13%'],
          ['存储', null, 2, null, null, DISK, '0.13'],
        ],
      }),
    );
    expect(good.report.ok).toBe(true);
    expect((await applyJob(ctx, staff, good.id)).job?.status).toBe('applied');
    expect(await classOf('category', 'name', '视频监控')).toEqual([CAMERA, 1300]);
    expect(await classOf('category', 'name', '存储')).toEqual([DISK, 1300]);

    // an old sheet without the two columns filled: nothing is cleared
    const blank = await dryRun(ctx, staff, 'categories', await workbook({ 分类: [['视频监控', null, 1, null, null]] }));
    expect(blank.report.summary.分类).toEqual({ inserted: 0, updated: 1 });
    await applyJob(ctx, staff, blank.id);
    expect(await classOf('category', 'name', '视频监控')).toEqual([CAMERA, 1300]);
  });

  it('型号: a family takes the class of its rows; rows of one family that disagree are refused', async () => {
    const clash = await dryRun(
      ctx,
      staff,
      'catalogue',
      await workbook({
        型号: [
          model('T-1', 'SPU-T', CAMERA, '13%'),
          model('T-2', 'SPU-T', CAMERA, '9%'),
          model('T-3', 'SPU-U', 'x', ''),
        ],
      }),
    );
    expect(problems(clash)).toEqual([
      ['型号', 3, '税收分类编码', IMPORT_PROBLEMS.familyConflict('SPU-T', 2)],
      ['型号', 4, '税收分类编码', TAX_CLASS_MESSAGES.codeLength],
    ]);
    const ok = await dryRun(
      ctx,
      staff,
      'catalogue',
      await workbook({
        型号: [model('T-1', 'SPU-T', null, null), model('T-2', 'SPU-T', DISK, '6%'), model('T-3', 'SPU-U', null, null)],
      }),
    );
    expect(ok.report.ok).toBe(true);
    expect((await applyJob(ctx, staff, ok.id)).job?.status).toBe('applied');
    expect(await classOf('spu', 'spu_no', 'SPU-T')).toEqual([DISK, 600]);
    // no class of its own: its invoice lines take the category's
    expect(await classOf('spu', 'spu_no', 'SPU-U')).toEqual([null, null]);
  });

  it('the exports write the classes back; export → import changes nothing', async () => {
    for (const kind of ['categories', 'catalogue'] as const) {
      const res = await injectAs(ctx, staff, 'GET', `${IMP}/${kind}/export`);
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as never);
      const sheet = wb.getWorksheet(kind === 'categories' ? '分类' : '型号')!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header.slice(-2)).toEqual(['税收分类编码', '税率']);
      const rows: unknown[][] = [];
      sheet.eachRow((r, i) => {
        if (i > 1) rows.push((r.values as unknown[]).slice(1));
      });
      const row = (first: string) => rows.find((r) => r[0] === first && (kind === 'catalogue' || !r[1]))!;
      if (kind === 'categories') expect(row('视频监控').slice(-2)).toEqual([CAMERA, '13%']);
      else expect(row('T-2').slice(-2)).toEqual([DISK, '6%']);
      const before = await fingerprint(ctx.database.db);
      const again = await dryRun(ctx, staff, kind, res.rawPayload);
      expect(again.report.ok).toBe(true);
      expect((await applyJob(ctx, staff, again.id)).job?.status).toBe('applied');
      expect(await fingerprint(ctx.database.db)).toEqual(before);
    }
  });
});

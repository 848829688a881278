/**
 * A blank 库存 cell in the catalogue workbook changes nothing (issue 61 §3): never sets an existing model's stock to 0;
 * a workbook of another template or with a changed header fails with the words why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { IMPORT_MESSAGES } from '@portal/domain';
import { applyJob, dryRun, fingerprint, seedCategories, workbook, type Cell } from '../../../test/support/imports.ts';
import { createTestApp, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

const model = (no: string, spuNo: string, stock: Cell): Cell[] => [
  no,
  `HY-${no}`,
  `${no} 400万网络摄像机`,
  spuNo,
  '400万红外筒型网络摄像机',
  '视频监控',
  '网络摄像机',
  '海昱',
  '经销',
  '台',
  399,
  stock,
  '上架',
  null,
  null,
];

describe.each(testDrivers())('imports: a blank stock cell on %s', (driver) => {
  let ctx: TestContext;
  let staff: string;
  const stockOf = async (no: string) =>
    (await ctx.database.db.selectFrom('sku').select('stock').where('sku_no', '=', no).executeTakeFirstOrThrow()).stock;
  const load = async (rows: Cell[][]) => {
    const job = await dryRun(ctx, staff, 'catalogue', await workbook({ 型号: rows }));
    expect(job.report.problemCount).toBe(0);
    await applyJob(ctx, staff, job.id);
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await seedCategories(ctx.database.db);
    await createAccount(ctx.database.db, { phone: '13900043108', isSales: true });
    staff = await loginToken(ctx, '13900043108');
  });
  afterAll(() => ctx.close());

  it("keeps an existing model's stock (never 0); a new model starts at 0; a number still sets it", async () => {
    await load([model('S-1', 'SPU-S', 12)]);
    await ctx.database.db.updateTable('sku').set({ stock: 57 }).where('sku_no', '=', 'S-1').execute();
    await load([model('S-1', 'SPU-S', ''), model('S-2', 'SPU-T', '')]);
    expect([await stockOf('S-1'), await stockOf('S-2')]).toEqual([57, 0]);
    await load([model('S-1', 'SPU-S', 5)]);
    expect(await stockOf('S-1')).toBe(5);
  });

  it('fails a sheet of another template, or a changed header, with the words why, and changes nothing', async () => {
    const before = await fingerprint(ctx.database.db);
    const other = await dryRun(ctx, staff, 'catalogue', await workbook({ 一级经销商: [] }));
    expect(other).toMatchObject({ status: 'failed', error: IMPORT_MESSAGES.wrongTemplate('产品与型号', '型号') });
    const header = await dryRun(
      ctx,
      staff,
      'stock',
      await workbook({ 库存: [['A-1', 5]] }, { 库存: ['型号', '数量'] }),
    );
    expect(header.status).toBe('failed');
    expect(header.error).toBe(IMPORT_MESSAGES.badHeader('库存', '型号编码、库存'));
    expect(await fingerprint(ctx.database.db)).toEqual(before);
  });
});

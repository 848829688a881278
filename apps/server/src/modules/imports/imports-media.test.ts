import { IMPORT_MESSAGES, IMPORT_PROBLEMS, UPLOAD_MESSAGES } from '@portal/domain';
import archiver from 'archiver';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../../test/support/pdf.ts';
import { storedZip } from '../../../test/support/stored-zip.ts';
import { createAccount } from '../../../test/support/fixtures.ts';
import {
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

function png(w: number, h: number, shade: number): Buffer {
  const img = new PNG({ width: w, height: h });
  img.data.fill(shade);
  return PNG.sync.write(img);
}
function jpg(w: number, h: number): Buffer {
  return Buffer.from(jpeg.encode({ width: w, height: h, data: Buffer.alloc(w * h * 4, 128) }, 80).data);
}
async function zip(files: Record<string, Buffer>): Promise<Buffer> {
  const archive = archiver('zip');
  const parts: Buffer[] = [];
  archive.on('data', (c: Buffer) => parts.push(c));
  const done = new Promise((r) => archive.on('end', r));
  for (const [name, body] of Object.entries(files)) archive.append(body, { name });
  await archive.finalize();
  await done;
  return Buffer.concat(parts);
}

const model = (no: string): Cell[] => [
  no,
  `HY-${no}`,
  `${no} 网络摄像机`,
  'SPU-M',
  '200万网络摄像机',
  '视频监控',
  '网络摄像机',
  '海昱',
  '经销',
  '台',
  299,
  5,
  '上架',
  null,
  null,
];

describe.each(testDrivers())(
  'imports: pictures and brochures as a zip, matched on the model number, on %s',
  (driver) => {
    let ctx: TestContext;
    let staff: string;
    const sku = (no: string) =>
      ctx.database.db
        .selectFrom('sku')
        .select(['pic_url', 'main_pics'])
        .where('sku_no', '=', no)
        .executeTakeFirstOrThrow();
    const detail = async () =>
      (await injectAs(ctx, null, 'GET', '/api-cloud-merchant-service/open/v1/goods/spu/detail/SPU-M')).json().data;

    beforeAll(async () => {
      ctx = await createTestApp(driver);
      await seedCategories(ctx.database.db);
      await createAccount(ctx.database.db, { phone: '13900046008', isSales: true });
      staff = await loginToken(ctx, '13900046008');
      const models = await dryRun(ctx, staff, 'catalogue', await workbook({ 型号: [model('A-1'), model('HY_CAM_2')] }));
      expect((await applyJob(ctx, staff, models.id)).job?.status).toBe('applied');
    });
    afterAll(() => ctx.close());

    it('refuses what is not a zip with the words why, and keeps nothing', async () => {
      const res = await upload(ctx, staff, 'media', Buffer.from('not a zip at all, just text'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ reason: 'IMPORT.notZip', msg: IMPORT_MESSAGES.notZip });
    });

    it('a dry run names every bad file by its place and name, and changes nothing', async () => {
      const before = await fingerprint(ctx.database.db);
      const job = await dryRun(
        ctx,
        staff,
        'media',
        await zip({
          'pics/A-1.jpg': jpg(40, 30),
          'A-1.gif': Buffer.from('GIF89a'),
          'Z-9.jpg': jpg(10, 10),
          'A-1_11.jpg': jpg(10, 10),
          'A-1_4.png': Buffer.from('this is text, not a picture'),
          'other/A-1.jpg': jpg(10, 10),
          '__MACOSX/._A-1.jpg': Buffer.from('mac'),
          '.DS_Store': Buffer.from('x'),
        }),
      );
      const said = job.report.problems.map((p: { row: number; column: string; reason: string }) => [
        p.row,
        p.column,
        p.reason,
      ]);
      expect(said).toEqual([
        [2, 'A-1.gif', IMPORT_PROBLEMS.mediaType],
        [3, 'Z-9.jpg', IMPORT_PROBLEMS.mediaSku('Z-9')],
        [4, 'A-1_11.jpg', IMPORT_PROBLEMS.pictureIndex],
        [5, 'A-1_4.png', IMPORT_PROBLEMS.notPicture],
        [6, 'A-1.jpg', IMPORT_PROBLEMS.twoFiles('A-1.jpg')],
      ]);
      expect(job.report.rows).toEqual({ 压缩包: 6 });
      expect(await fingerprint(ctx.database.db)).toEqual(before);
      expect((await applyJob(ctx, staff, job.id)).refused).toMatchObject({ reason: 'IMPORT.hasProblems' });
    });

    it("applies the pictures in their order and the family's brochure; the product page shows them", async () => {
      const good = await zip({
        'pics/A-1.jpg': jpg(40, 30),
        'pics/A-1_2.png': png(20, 20, 200),
        'HY_CAM_2.png': png(16, 16, 90),
        'HY_CAM_2_3.png': png(16, 16, 30),
        'docs/A-1_彩页.pdf': await textPdf('HY-A-1 brochure'),
      });
      const job = await dryRun(ctx, staff, 'media', good);
      expect(job.report.ok).toBe(true);
      expect(job.report.summary).toEqual({
        型号图片: { inserted: 2, updated: 0 },
        产品资料: { inserted: 1, updated: 0 },
      });
      const applied = await applyJob(ctx, staff, job.id);
      expect(applied.job?.status).toBe('applied');
      expect(applied.job?.rowDone).toBe(5);
      const a = await sku('A-1');
      expect(a.main_pics).toHaveLength(2);
      expect(a.pic_url).toBe(a.main_pics[0]);
      expect((await sku('HY_CAM_2')).main_pics).toHaveLength(2);
      const picture = await injectAs(ctx, null, 'GET', a.main_pics[1]!);
      expect(picture.statusCode).toBe(200);
      expect(picture.rawPayload.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
      const d = await detail();
      expect(d.attachments).toEqual([{ fileType: 7, fileTitle: '彩页', fileUrl: expect.stringMatching(/\.pdf$/) }]);
      const brochure = await injectAs(ctx, null, 'GET', d.attachments[0].fileUrl);
      expect(brochure.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // the same zip again replaces, never adds
      const again = await dryRun(ctx, staff, 'media', good);
      expect(again.report.summary).toEqual({
        型号图片: { inserted: 0, updated: 2 },
        产品资料: { inserted: 0, updated: 1 },
      });
      expect((await applyJob(ctx, staff, again.id)).job?.status).toBe('applied');
      expect((await sku('A-1')).main_pics).toHaveLength(2);
      expect((await sku('A-1')).main_pics[0]).not.toBe(a.main_pics[0]);
      expect((await detail()).attachments).toHaveLength(1);
    });

    it('reads GBK names as Windows writes them, and names a broken picture in the dry run, not at the apply', async () => {
      const gbkBytes: Record<string, Buffer> = {
        // 「A-1_安装手册.pdf」 and 「资料/A-1.jpg」 in GBK (what Windows' 「压缩文件夹」 writes, no UTF-8 flag)
        manual: Buffer.concat([Buffer.from('A-1_'), Buffer.from('b0b2d7b0cad6b2e1', 'hex'), Buffer.from('.pdf')]),
        folder: Buffer.concat([Buffer.from('d7cac1cf', 'hex'), Buffer.from('/A-1.jpg')]),
      };
      const gbk = (k: string) => gbkBytes[k]!;
      const whole = jpg(40, 30);
      const job = await dryRun(
        ctx,
        staff,
        'media',
        storedZip([
          { name: gbk('manual'), body: await textPdf('HY-A-1 manual') },
          { name: gbk('folder'), body: whole },
          { name: Buffer.from('A-1_2.jpg'), body: whole.subarray(0, Math.floor(whole.length / 2)) },
          { name: Buffer.from('HY_CAM_2_说明书.pdf'), body: await textPdf('HY_CAM_2'), utf8: true },
        ]),
      );
      expect(job.report.problems).toEqual([
        { sheet: '压缩包', row: 3, column: 'A-1_2.jpg', reason: UPLOAD_MESSAGES.unreadable },
      ]);
      const fixed = await dryRun(
        ctx,
        staff,
        'media',
        storedZip([
          { name: gbk('manual'), body: await textPdf('HY-A-1 manual') },
          { name: gbk('folder'), body: whole },
          { name: Buffer.from('HY_CAM_2_说明书.pdf'), body: await textPdf('HY_CAM_2'), utf8: true },
        ]),
      );
      expect(fixed.report.ok).toBe(true);
      expect((await applyJob(ctx, staff, fixed.id)).job?.status).toBe('applied');
      const titles = (await detail()).attachments.map((a: { fileTitle: string }) => a.fileTitle);
      expect(titles).toContain('安装手册');
    });
  },
);

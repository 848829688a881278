import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXPORT_KINDS, SURVEY_API as A, SURVEY_SYSTEM_API as S, SURVEY_SYSTEM_MESSAGES as M } from '@portal/domain';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { surveyOrder, uploadPlanImage } from '../../../test/support/survey.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { fileStoreFor } from '../../files/index.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';
import { runDueJobs } from './jobs.ts';
import { pdfCjkFont } from './pdf-font.ts';
import { drawFloorPlan } from './floor-plan-drawing.ts';
import { createSystemCatalogue } from '../../../test/support/system-catalogue.ts';

/** The PDF's text per page (pdfjs-dist: what a reader copies out, so the Chinese maps back to its characters). */
async function pageTexts(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const c = await (await doc.getPage(i)).getTextContent();
    out.push(c.items.map((t) => ('str' in t ? t.str : '')).join(''));
  }
  await doc.destroy();
  return out;
}

function hasPdftoppm(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe.each(testDrivers())('survey PDF drawing export on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  let orderId = 0;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) => injectAs(ctx, token, method, url, payload);

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await createTestCatalogue(db);
    await createSystemCatalogue(db);
    const m = await createMerchant(db, { enterpriseType: 1 });
    await createAccount(db, { phone: '13900017302', surveyPermission: true, identities: [{ merchantNo: m }] });
    token = await loginToken(ctx, '13900017302');
    let sceneId: number;
    ({ orderId, sceneId } = await surveyOrder(ctx, token, '仓库改造', ['一层仓库', '二层办公']));
    expect((await uploadPlanImage(ctx, token, sceneId, drawFloorPlan(1000, 750).png)).json().code).toBe(0);
    const scene = (await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data;
    const plan = {
      ...scene.plan,
      calibration: { a: { x: 0, y: 0 }, b: { x: 100, y: 0 }, realMm: 5000 },
      walls: [{ id: 'w1', a: { x: 50, y: 50 }, b: { x: 950, y: 50 }, thicknessMm: 200, material: 'brick' }],
      trunking: [{ id: 't1', points: [{ x: 60, y: 100 }, { x: 900, y: 100 }], heightMm: 3000 }], // prettier-ignore
      wells: [{ id: 'w1', at: { x: 60, y: 100 }, label: '弱电井A', cabinetHeightMm: 1000 }],
    };
    expect((await call('POST', A.sceneUpdate, { sceneId, revision: scene.revision, plan })).json().code).toBe(0);
    for (const x of [250, 600, 880])
      expect((await call('POST', A.pointAdd, { sceneId, skuNo: 'T-CAM-1', x, y: 200, mountHeightMm: 3000 })).json().code).toBe(0); // prettier-ignore
    expect((await call('POST', S.wiringSave, { sceneId })).json().code).toBe(0);
  });
  afterAll(() => ctx.close());

  it('lists the PDF among the export kinds and makes one page per scene, Chinese embedded, drawn', async () => {
    expect(EXPORT_KINDS).toContain('pdf');
    const job = (await call('POST', S.exportStart, { orderId, kind: 'pdf' })).json().data;
    expect(job).toMatchObject({ kind: 'pdf', status: 'pending', progress: 0 });
    await runDueJobs(ctx.database.db, fileStoreFor(ctx.config));
    const done = (await call('GET', `${S.jobStatus}?jobId=${job.jobId}`)).json().data;
    if (!pdfCjkFont()) {
      // No CJK font on this machine: the job says so instead of writing boxes.
      expect(done).toMatchObject({ status: 'failed', error: M.noCjkFont });
      return;
    }
    expect(done).toMatchObject({ status: 'done', progress: 100 });
    const res = await ctx.app.inject({ method: 'GET', url: done.fileUrl });
    expect(res.headers['content-type']).toContain('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.includes(Buffer.from('/FontFile3')) || pdf.includes(Buffer.from('/FontFile2'))).toBe(true);
    const texts = await pageTexts(pdf);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('仓库改造 · 一层仓库');
    for (const word of ['图例', '设备清单', '摄像机', '400万像素网络枪机', '线缆 3 条'])
      expect(texts[0]).toContain(word);
    expect(texts[1]).toContain('未上传平面图');

    if (!hasPdftoppm()) return;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'survey-pdf-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.pdf'), pdf);
      execFileSync('pdftoppm', ['-png', '-r', '50', path.join(dir, 'a.pdf'), path.join(dir, 'page')]);
      const pngs = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.png'))
        .sort();
      expect(pngs).toHaveLength(2);
      const img = PNG.sync.read(fs.readFileSync(path.join(dir, pngs[0]!)));
      // The drawing area (left of the panel): the plan's dark walls, the cameras' blue sectors, the green cables.
      let dark = 0;
      let blue = 0;
      let green = 0;
      for (let y = 0; y < img.height; y++)
        for (let x = 0; x < img.width * 0.7; x++) {
          const i = (y * img.width + x) * 4;
          const [r, g, b] = [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
          if (r < 80 && g < 80 && b < 80) dark++;
          if (b > 200 && r < 190 && b - r > 40) blue++;
          if (g > 150 && r < 130 && b < 100) green++;
        }
      expect(dark).toBeGreaterThan(2000);
      expect(blue).toBeGreaterThan(500);
      expect(green).toBeGreaterThan(50);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

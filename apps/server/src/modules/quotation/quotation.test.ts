import {
  amountInWords,
  QUOTATION_API as Q,
  QUOTATION_DEFAULTS,
  quotationTotals,
  SURVEY_API as A,
  SURVEY_SYSTEM_API as S,
  SURVEY_SYSTEM_MESSAGES,
} from '@portal/domain';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';
import { createSystemCatalogue } from '../../../test/support/system-catalogue.ts';
import { surveyOrder, uploadPlanImage } from '../../../test/support/survey.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { fileStoreFor } from '../../files/index.ts';
import { drawFloorPlan, pdfCjkFont } from '../survey-system/index.ts';

const P = '/api-cloud-merchant-service/v1/design';

/** The PDF's text, all pages (pdfjs-dist: what a reader copies out). */
async function pdfText(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++)
    out.push((await (await doc.getPage(i)).getTextContent()).items.map((t) => ('str' in t ? t.str : '')).join(''));
  await doc.destroy();
  return out;
}

function multipart(png: Buffer) {
  const boundary = '----logo';
  return {
    boundary,
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`), // prettier-ignore
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

describe.each(testDrivers())('the quotation (报价单) on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  let other: string;
  let orderId = 0;
  let surveyId = 0;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, t = token) => injectAs(ctx, t, method, url, payload); // prettier-ignore

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await createTestCatalogue(db);
    await createSystemCatalogue(db);
    // A real picture for one model, in the file store as the catalogue keeps them.
    const red = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#d4380d' } }).jpeg().toBuffer(); // prettier-ignore
    const url = await fileStoreFor(ctx.config).put('uploads/catalogue/0123456789abcdef0123456789abcdef.jpg', red, 'image/jpeg'); // prettier-ignore
    await db.updateTable('sku').set({ pic_url: url }).where('sku_no', '=', 'SKU-B4-4').execute();
    const m = await createMerchant(db, { enterpriseType: 1, companyName: '杭州安防工程有限公司' });
    await createAccount(db, { phone: '13900044001', surveyPermission: true, identities: [{ merchantNo: m }] });
    await createAccount(db, { phone: '13900044002' });
    token = await loginToken(ctx, '13900044001');
    other = await loginToken(ctx, '13900044002');
    await call('POST', `${P}/favorite/update`, {
      list: [
        { spuNo: 'SPU-B4', skuNo: 'SKU-B4-4', price: 39900, rate: 9000, quantity: 3 },
        { spuNo: 'SPU-HD', skuNo: 'SKU-HD-4T', price: 59900, rate: 10000, quantity: 1 },
      ],
    });
    const lines = (await call('GET', `${P}/favorite/list`)).json().data.lines;
    const gen = await call('POST', `${P}/order/generate`, { name: '=一期监控', amount: 167630, preferential: 11970, productLists: lines }); // prettier-ignore
    expect(gen.json(), JSON.stringify(lines)).toMatchObject({ code: 0 });
    orderId = gen.json().data.id;
  });
  afterAll(() => ctx.close());

  it('answers a default letterhead from the account and its company until one is saved', async () => {
    const p = (await call('GET', Q.profile)).json().data;
    expect(p).toMatchObject({
      companyName: '杭州安防工程有限公司',
      phone: '13900044001',
      taxRate: QUOTATION_DEFAULTS.taxRate,
      validityDays: 30,
      logoUrl: null,
    });
  });

  it('refuses a bad letterhead with the field named and changes nothing', async () => {
    const base = (await call('GET', Q.profile)).json().data;
    for (const [patch, msg] of [
      [{ taxRate: 3001 }, '税率应在 0 到 30% 之间，最多两位小数'],
      [{ validityDays: 0 }, '有效期应为 1 到 365 天'],
      [{ companyName: ' ' }, '请输入公司名称'],
      [{ color: 'red' }, ''],
    ] as const) {
      const res = await call('POST', Q.saveProfile, { ...base, ...patch });
      expect(res.statusCode).toBe(400);
      if (msg) expect(res.json().msg).toContain(msg);
    }
    expect((await call('POST', Q.saveProfile, { ...base, logoUrl: '/files/uploads/quotation/0123456789abcdef0123456789abcdef.png' })).statusCode).toBe(400); // prettier-ignore
    expect((await call('GET', Q.profile)).json().data).toEqual(base);
  });

  it('saves a letterhead with an uploaded logo (private: signed link)', async () => {
    const logo = await sharp({ create: { width: 120, height: 60, channels: 3, background: '#1677ff' } }).png().toBuffer(); // prettier-ignore
    const { boundary, payload } = multipart(logo);
    const up = await ctx.app.inject({ method: 'POST', url: Q.logo, payload, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } }); // prettier-ignore
    expect(up.json().code).toBe(0);
    const logoUrl: string = up.json().data.url;
    expect(logoUrl).toMatch(/^\/files\/uploads\/quotation\/.+\?e=\d+&s=/);
    expect((await ctx.app.inject({ method: 'GET', url: logoUrl.split('?')[0]! })).statusCode).toBe(403);
    const saved = await call('POST', Q.saveProfile, {
      companyName: '杭州安防工程有限公司',
      contactName: '王工',
      phone: '0571-88886666',
      address: '杭州市滨江区江南大道 1 号',
      logoUrl,
      taxRate: 600,
      validityDays: 15,
      terms: '含安装调试。',
    });
    expect(saved.json()).toMatchObject({ code: 0, msg: '保存成功', data: { taxRate: 600, validityDays: 15 } });
    expect((await call('GET', Q.profile, undefined, other)).json().data.taxRate).toBe(QUOTATION_DEFAULTS.taxRate);
  });

  it('computes the view: lines with specifications and sources, tax, total and capitals', async () => {
    const v = (await call('GET', `${Q.view}?id=${orderId}`)).json().data;
    const t = quotationTotals(167630, 600);
    expect(v).toMatchObject({ orderName: '=一期监控', subtotal: 167630, tax: t.tax, total: t.total, surveyed: false });
    expect(v.totalInWords).toBe(amountInWords(t.total));
    expect(v.validUntil > v.quotedOn).toBe(true);
    const cam = v.lines.find((l: { productName: string }) => l.productName.startsWith('400万'));
    expect(cam).toMatchObject({ quantity: 3, unitPrice: 35910, amount: 107730, source: '清单' });
    expect(v.lines.reduce((s: number, l: { amount: number }) => s + l.amount, 0)).toBe(v.subtotal);
    expect((await call('GET', `${Q.view}?id=${orderId}`, undefined, other)).statusCode).toBe(404);
  });

  it('writes the xlsx with numbers, money formats, totals, capitals and the pictures themselves', async () => {
    const res = await call('GET', `${P}/order/export?id=${orderId}`);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const ws = wb.getWorksheet('报价单')!;
    const rows: ExcelJS.Row[] = [];
    ws.eachRow((r) => rows.push(r));
    const byLabel = (label: string) => rows.find((r) => r.getCell(10).value === label)!.getCell(11);
    const t = quotationTotals(167630, 600);
    expect(byLabel('小计(元)').result).toBe(1676.3);
    expect(byLabel('税额(元，税率6.00%)').result).toBe(t.tax / 100);
    expect(byLabel('合计(元)').result).toBe(t.total / 100);
    expect(byLabel('合计(元)').numFmt).toContain('#,##0.00');
    const info = rows.find((r) => r.getCell(1).value === '报价单号')!;
    expect(info.getCell(4).value).toBe("'=一期监控"); // escaped against formulas
    expect(info.getCell(6).value).toBe('-'); // no scene: a plain dash
    expect(rows.some((r) => String(r.getCell(1).value) === `合计金额（大写）：人民币${amountInWords(t.total)}`)).toBe(
      true,
    );
    const cam = rows.find((r) => String(r.getCell(3).value).startsWith('400万'))!;
    expect([cam.getCell(9).value, cam.getCell(10).value, cam.getCell(11).result]).toEqual([359.1, 3, 1077.3]);
    // amounts and totals are formulas (with the figures as their results): an edited quantity changes the total
    const n = cam.number;
    expect(cam.getCell(11).formula).toBe(`ROUND(I${n}*J${n},2)`);
    expect(byLabel('小计(元)').formula).toMatch(/^SUM\(K\d+:K\d+\)$/);
    expect(byLabel('税额(元，税率6.00%)').formula).toMatch(/^ROUND\(K\d+\*6\/100,2\)$/);
    expect(byLabel('合计(元)').formula).toMatch(/^K\d+\+K\d+$/);
    expect(cam.getCell(6).value).toBe('清单');
    const images = ws.getImages();
    expect(images).toHaveLength(1);
    expect(images[0]!.range.tl.nativeRow).toBe(cam.number - 1);
    const media = wb.getImage(Number(images[0]!.imageId)) as unknown as { buffer: Buffer };
    const meta = await sharp(media.buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 160, 107]);
    expect((await call('GET', `${P}/order/detail?id=${orderId}`)).json().data.status).toBe(1); // 已报价
  });

  it('writes the PDF: letterhead, lines, tax, total and capitals, Chinese embedded', async () => {
    const res = await call('GET', `${Q.pdf}?id=${orderId}`);
    if (!pdfCjkFont()) {
      expect(res.statusCode).toBe(503);
      return;
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.includes(Buffer.from('/FontFile2')) || pdf.includes(Buffer.from('/FontFile3'))).toBe(true);
    const text = (await pdfText(pdf)).join('\n');
    const t = quotationTotals(167630, 600);
    for (const word of [
      '杭州安防工程有限公司',
      '报 价 单',
      '王工',
      '0571-88886666',
      '=一期监控',
      '税额（税率 6.00%）',
      '¥1,676.30',
      `¥${(t.tax / 100).toFixed(2)}`,
      `人民币${amountInWords(t.total)}`,
      '含安装调试',
      '（盖章处）',
      '有效期至',
    ])
      expect(text).toContain(word);
    expect(text).toContain('1,077.30');
    // the 来源 column as in the xlsx and the print view; every model number whole, never cut with 「…」
    const view = (await call('GET', `${Q.view}?id=${orderId}`)).json().data;
    expect(text).toContain('来源');
    for (const l of view.lines as { productModel: string; source: string }[]) {
      expect(text.replace(/\s/g, '')).toContain(l.productModel.replace(/\s/g, ''));
      if (l.source) expect(text).toContain(l.source);
    }
    expect(text).not.toContain('…');
    expect((await call('GET', `${Q.pdf}?id=${orderId}`, undefined, other)).statusCode).toBe(404);
  });

  it('adds the plan pages and the cable schedule to a surveyed order', async () => {
    ({ orderId: surveyId } = await (async () => {
      const { orderId: id, sceneId } = await surveyOrder(ctx, token, '仓库勘测');
      expect((await uploadPlanImage(ctx, token, sceneId, drawFloorPlan(1000, 750).png)).json().code).toBe(0);
      const scene = (await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data;
      const plan = {
        ...scene.plan,
        calibration: { a: { x: 0, y: 0 }, b: { x: 100, y: 0 }, realMm: 5000 },
        trunking: [
          {
            id: 't1',
            points: [
              { x: 60, y: 100 },
              { x: 900, y: 100 },
            ],
            heightMm: 3000,
          },
        ],
        wells: [{ id: 'w1', at: { x: 60, y: 100 }, label: '弱电井A', cabinetHeightMm: 1000 }],
      };
      expect((await call('POST', A.sceneUpdate, { sceneId, revision: scene.revision, plan })).json().code).toBe(0);
      for (const x of [250, 600])
        expect((await call('POST', A.pointAdd, { sceneId, skuNo: 'T-CAM-1', x, y: 200, mountHeightMm: 3000 })).json().code).toBe(0); // prettier-ignore
      expect((await call('POST', S.wiringSave, { sceneId })).json().code).toBe(0);
      return { orderId: id };
    })());
    const v = (await call('GET', `${Q.view}?id=${surveyId}`)).json().data;
    expect(v.surveyed).toBe(true);
    expect(v.lines.map((l: { source: string }) => l.source)).toEqual(expect.arrayContaining(['平面图布点']));
    if (!pdfCjkFont()) return;
    const raw = (await call('GET', `${Q.pdf}?id=${surveyId}`)).rawPayload;
    const pages = await pdfText(raw);
    const plan = pages.find((p) => p.includes('仓库勘测 · 一层') && p.includes('图例'))!;
    // the plan says which plan it is; the page's number is the quotation's, at its foot only
    expect(plan).toContain('平面图 1 / 1');
    expect(plan).not.toContain('第1/1页');
    expect(plan).not.toContain('第 1 / 1 页');
    expect(pages.some((p) => p.includes('线缆清单') && p.includes('采购长度合计'))).toBe(true);
    expect(pages.at(-1)).toContain(`第 ${pages.length} / ${pages.length} 页`);
  });

  it('refuses the files of a surveyed order whose wiring waits for the surveyor, until it is settled', async () => {
    const sceneId = (await call('GET', `${A.scenes}?orderId=${surveyId}`)).json().data[0].sceneId as number;
    const scene = (await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data;
    // The trays taken away: the wiring cannot follow on its own.
    expect((await call('POST', A.sceneUpdate, { sceneId, revision: scene.revision, plan: { ...scene.plan, trunking: [] } })).json().code).toBe(0); // prettier-ignore
    expect((await call('GET', `${Q.view}?id=${surveyId}`)).json().data.billStale).toBe(true);
    const refused = await call('GET', `${Q.pdf}?id=${surveyId}`);
    expect([refused.statusCode, refused.json().msg]).toEqual([409, SURVEY_SYSTEM_MESSAGES.billStale]);
    expect((await call('GET', `${P}/order/export?id=${surveyId}`)).statusCode).toBe(409);
    // Settled: the trays back and the wiring saved again.
    const now = (await call('GET', `${A.sceneDetail}?sceneId=${sceneId}`)).json().data;
    expect((await call('POST', A.sceneUpdate, { sceneId, revision: now.revision, plan: scene.plan })).json().code).toBe(0); // prettier-ignore
    await call('POST', S.wiringSave, { sceneId });
    expect((await call('GET', `${Q.view}?id=${surveyId}`)).json().data.billStale).toBe(false);
    expect((await call('GET', `${P}/order/export?id=${surveyId}`)).statusCode).toBe(200);
  });
});

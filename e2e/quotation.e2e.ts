/**
 * The quotation a dealer hands the customer (issue 44 §5), on the seeded portal: the first-level dealer 13800000002
 * opens its surveyed demo project's design order, goes to 报价单, sets its letterhead (company, logo, contact, a 9 %
 * tax rate, 15 days), sees the sheet recomputed (subtotal, tax, total, the total in capitals), prints it (the print
 * view shows the sheet alone) and downloads the PDF and the xlsx; the test reads both back: the PDF's text holds the
 * total, the tax and the capitals, and the plan page; the xlsx's total cell is a number equal to the sheet's total.
 */
import fs from 'node:fs';
import {
  amountInWords,
  formatFenGrouped,
  quotationTotals,
  wallCrossingText,
  wallsCrossed,
  type PlanDocument,
  type WiringPlan,
} from '@portal/domain';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from './support/buying.ts';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';

const poll = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout });
const DEMO_ORDER = '演示项目：园区办公楼一层监控';

describe('the quotation: letterhead, tax, capitals, print, PDF and xlsx', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let orderId = 0;
  let subtotal = 0;

  beforeAll(async () => {
    browser = await launch();
    ({ context, page } = await newPage(browser));
    page.on('pageerror', (e) => console.error(`[page error] ${e.message}`));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('opens the quotation from the design order', async () => {
    await loginThroughSso(page, '13800000002', 'Demo@2026', '/tool/designOrder');
    const api = await apiOf(page);
    const orders = await api<{ id: number; name: string; amount: number }[]>(
      `/v1/design/order/page?keyword=${encodeURIComponent('演示项目')}&startDate=2000-01-01&endDate=2099-12-31`,
    );
    const demo = orders.find((o) => o.name === DEMO_ORDER)!;
    expect(demo).toBeTruthy();
    orderId = demo.id;
    subtotal = demo.amount;
    await page.goto(`/tool/designOrder/detail?id=${orderId}`);
    await page.getByRole('button', { name: '报价单（打印 / PDF）' }).click();
    await page.getByTestId('quotation-sheet').waitFor();
    expect(page.url()).toContain(`/tool/designOrder/quotation?id=${orderId}`);
    const defaults = quotationTotals(subtotal, 1300);
    await poll(() => page.getByTestId('quotation-totals').textContent()).toContain(
      `¥${formatFenGrouped(defaults.total)}`,
    );
    expect(await page.getByTestId('quotation-totals').textContent()).toContain('税率 13.00%');
  });

  it('sets the letterhead: company, logo, contact, 9 % tax, 15 days — the sheet follows', async () => {
    await page.getByRole('button', { name: '报价设置' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '报价设置' });
    await dialog.getByLabel('公司名称').fill('杭州海昱安防工程有限公司');
    await dialog.getByLabel('联系人').fill('王经理');
    await dialog.getByLabel('联系电话').fill('0571-86001234');
    await dialog.getByLabel('税率（%）').fill('40');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await poll(() => dialog.getByText('税率应在 0 到 30% 之间，最多两位小数').count()).toBeGreaterThan(0);
    await dialog.getByLabel('税率（%）').fill('9');
    await dialog.getByLabel('有效期（天）').fill('15');
    // A logo drawn by the page itself (no file from outside).
    const png = await page.evaluate(() => {
      const c = document.createElement('canvas');
      c.width = 160;
      c.height = 80;
      const g = c.getContext('2d')!;
      g.fillStyle = '#1677ff';
      g.fillRect(0, 0, 160, 80);
      g.fillStyle = '#fff';
      g.font = 'bold 36px sans-serif';
      g.fillText('HY', 44, 54);
      return c.toDataURL('image/png').split(',')[1]!;
    });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') }); // prettier-ignore
    await dialog.getByAltText('企业标志').waitFor();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    const t = quotationTotals(subtotal, 900);
    const totals = page.getByTestId('quotation-totals');
    await poll(() => totals.textContent()).toContain('税率 9.00%');
    const text = (await totals.textContent()) ?? '';
    expect(text).toContain(`¥${formatFenGrouped(t.tax)}`);
    expect(text).toContain(`¥${formatFenGrouped(t.total)}`);
    expect(text).toContain(`人民币${amountInWords(t.total)}`);
    const sheet = page.getByTestId('quotation-sheet');
    expect(await sheet.textContent()).toContain('杭州海昱安防工程有限公司');
    expect(await sheet.textContent()).toContain('15 天');
    await poll(() => sheet.locator('img.quotation-logo').evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0); // prettier-ignore
    await screenshot(page, 'quotation-sheet');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: '打印' }).isVisible()).toBe(false);
    await screenshot(page, 'quotation-print');
    await page.emulateMedia({ media: 'screen' });
  });

  it('downloads the PDF: total, tax, capitals and the plan page', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载 PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${DEMO_ORDER}-报价单.pdf`);
    const pdf = fs.readFileSync((await download.path())!);
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
    const pages: string[] = [];
    for (let i = 1; i <= doc.numPages; i++)
      pages.push((await (await doc.getPage(i)).getTextContent()).items.map((x) => ('str' in x ? x.str : '')).join(''));
    await doc.destroy();
    const t = quotationTotals(subtotal, 900);
    const first = pages.join('\n');
    for (const word of [
      '杭州海昱安防工程有限公司',
      '王经理',
      '税额（税率 9.00%）',
      `¥${formatFenGrouped(t.tax)}`,
      `¥${formatFenGrouped(t.total)}`,
      `人民币${amountInWords(t.total)}`,
      '（盖章处）',
    ])
      // prettier-ignore
      expect(first).toContain(word);
    expect(pages.some((p) => p.includes('图例') && p.includes('一层 办公区'))).toBe(true);
  });

  it('downloads the xlsx: the total cell is a number equal to the quotation total', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载 Excel' }).click(),
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(fs.readFileSync((await download.path())!) as never);
    const ws = wb.getWorksheet('报价单')!;
    const rows: ExcelJS.Row[] = [];
    ws.eachRow((r) => rows.push(r));
    const cell = (label: string) => rows.find((r) => r.getCell(10).value === label)!.getCell(11).result; // formulas
    const t = quotationTotals(subtotal, 900);
    expect(cell('小计(元)')).toBe(subtotal / 100);
    expect(cell('合计(元)')).toBe(t.total / 100);
    expect(ws.getImages().length).toBeGreaterThan(0);
  });

  it('a camera moved across a wall: its cable takes no short cut through a wall unsaid (issue 58 §9)', async () => {
    const api = await apiOf(page);
    const [scene] = await api<{ sceneId: number }[]>(`/v1/survey/scene/list?orderId=${orderId}`);
    const detail = await api<{ plan: PlanDocument; points: { id: number; label: string; x: number; y: number }[] }>(
      `/v1/survey/scene/detail?sceneId=${scene!.sceneId}`,
    );
    const cam = detail.points.find((p) => p.label === '大办公区')!;
    // Into the middle room, whose walls stand between it and both trays (the (800, 600)).
    await api('/v1/survey/point/update', { id: cam.id, x: 800, y: 600 });
    try {
      const wiring = await api<WiringPlan>('/v1/survey/wiring/drawStart', { sceneId: scene!.sceneId });
      const run = wiring.runs.find((r) => r.from === '大办公区')!;
      const p = run.path;
      // Each wall the drop and the closet's link pass through is counted: none goes through unsaid.
      const holes =
        wallsCrossed(p[0]!, p[1]!, detail.plan.walls) + wallsCrossed(p.at(-2)!, p.at(-1)!, detail.plan.walls);
      expect(run.wallCrossings).toBe(holes);
      expect(holes).toBeGreaterThan(0);
      await page.goto(`/survey?id=${orderId}`);
      await page.getByTestId('wiring-start').click();
      const result = page.getByTestId('wiring-result');
      await result.waitFor();
      await result.getByText(wallCrossingText(holes), { exact: true }).waitFor();
      await result.getByText(`大办公区所在一侧没有线槽，线缆需${wallCrossingText(holes)}`, { exact: false }).waitFor();
      await page.waitForTimeout(400);
      await screenshot(page, 'survey-wall-crossing', false);
    } finally {
      await api('/v1/survey/point/update', { id: cam.id, x: cam.x, y: cam.y });
    }
  });
});

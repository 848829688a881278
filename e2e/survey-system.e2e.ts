import fs from 'node:fs';
import { amountInWords, EXPORT_KINDS, formatFenGrouped, QUOTATION_API, type QuotationView } from '@portal/domain';
import DxfParser from 'dxf-parser';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, screenshot } from './support/browser.ts';
import { API, apiOf } from './support/buying.ts';
import { planCanvas } from './support/plan-canvas.ts';
import { startSurveyOrder } from './support/pages/survey-order.ts';

/**
 * The survey's system build as a dealer with survey permission (13800000002) uses it: a survey order with a floor
 * whose plan (a PNG drawn by the test) is calibrated, three cameras placed from the order's list; 智能布线 first
 * says what is missing, then, with trunking and a weak-current well drawn, routes every camera (one run over 90 m
 * flagged), draws the runs and, saved, puts the cable, RJ-45 and modules into the order with prices. The system
 * build shows the recommended architecture as a diagram, a snapshot prices the switch, NVR and disks into the
 * order; the xlsx, the DXF and the PDF drawing are exported in the background and read back by this test; the preview shows the
 * system and the topology.
 */
const poll = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout });
const yuan = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

const W = 800;
const H = 500;

describe('survey system build: wiring, topology and the hand-off files', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let orderUrl = '';

  beforeAll(async () => {
    browser = await launch();
    ({ context, page } = await newPage(browser));
    // A script error on the page is the journey's failure to read first.
    page.on('pageerror', (e) => console.error(`[page error] ${e.message}`));
    page.on('console', (m) => void (m.type() === 'error' && console.error(`[console] ${m.text().slice(0, 2000)}`)));
    page.on('response', (r) => void (r.status() >= 400 && console.error(`[http ${r.status()}] ${r.url()}`)));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const total = async () => yuan(await page.getByTestId('order-total').textContent());
  const { clickPlan } = planCanvas(() => page);
  const closeDrawer = async () => {
    // As a person would: the pointer off the toasts, and they gone — a hovered toast stays, and one above the drawer's
    // close button takes its click (seen in CI: 「布线已保存」 over 关闭 for 30 s).
    await page.mouse.move(1, 1);
    await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 15_000 }).toBe(0);
    await page.locator('.ant-drawer-open .ant-drawer-close').click();
    await page.locator('.ant-drawer-open').waitFor({ state: 'hidden' });
  };
  const tool = (name: string) => page.locator('.survey-toolbar .ant-segmented').getByText(name, { exact: true });

  it('opens a new survey order with a calibrated floor plan and three cameras from its list', async () => {
    // A network bullet camera (its model gives a main stream: it takes a cable and a switch port).
    await startSurveyOrder(page, { search: '枪型网络摄像机', orderName: '物流园 仓库监控' });
    orderUrl = new URL(page.url()).search;

    await page.getByPlaceholder('如：一层').fill('一层');
    await page.getByRole('button', { name: '新增场景' }).click();
    await page.getByRole('button', { name: '上传平面图' }).waitFor();
    const dataUrl = await page.evaluate(
      ([w, h]) => {
        const c = document.createElement('canvas');
        c.width = w!;
        c.height = h!;
        const g = c.getContext('2d')!;
        g.fillStyle = '#fff';
        g.fillRect(0, 0, w!, h!);
        g.strokeStyle = '#9aa';
        g.lineWidth = 3;
        g.strokeRect(40, 60, 720, 380);
        g.fillStyle = '#555';
        g.font = '20px sans-serif';
        g.fillText('仓库一层', 50, 40);
        return c.toDataURL('image/png');
      },
      [W, H],
    );
    await page
      .locator('input[accept="image/png,image/jpeg"]')
      .setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') }); // prettier-ignore
    await page.getByTestId('plan-canvas').waitFor();
    await page.getByText('未标定比例').waitFor();
    await page.waitForTimeout(500);
    // 60 m over 400 px: 150 mm per pixel (a long warehouse, so one run goes past 90 m).
    await tool('标定比例').click();
    await clickPlan(40, 470);
    await clickPlan(440, 470);
    const modal = page.locator('.ant-modal').filter({ hasText: '两点之间的实际距离' });
    await modal.getByRole('spinbutton', { name: '实际距离' }).fill('60');
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await poll(() => page.getByTestId('rule-scale').textContent()).toContain('1px = 150.0mm');

    const line = page.getByTestId('order-line').first();
    await line.getByRole('button', { name: '布设' }).click();
    for (const x of [150, 400, 700]) {
      await clickPlan(x, 160);
      await page.waitForTimeout(600);
    }
    await page.keyboard.press('Escape');
    await poll(() => line.getByTestId('line-quantity').textContent()).toContain('数量 3 · 已布设 3');
  });

  it('AI 识别墙体 finds the walls of the scanned plan; the dealer drops one, saves the rest and scores', async () => {
    await page.getByRole('button', { name: 'AI 识别墙体' }).click();
    const review = page.getByTestId('ai-walls-review');
    await review.waitFor({ timeout: 60_000 });
    // The scan's outline is four walls (the detector may split or add short pieces: at least the four sides).
    const found = await review.locator('line').count();
    expect(found).toBeGreaterThanOrEqual(4);
    await review.locator('line').last().click({ force: true });
    const save = page.getByRole('button', { name: new RegExp(`接受并保存（${found - 1} 段）`) });
    await save.waitFor();
    await screenshot(page, 'survey-ai-walls-review', false);
    await save.click();
    await page.getByText(`已保存 ${found - 1} 段墙体`).waitFor();
    // The walls are in the plan now: the offer is gone, and the score is asked for.
    await page.getByRole('button', { name: 'AI 识别墙体' }).waitFor({ state: 'hidden' });
    await page.getByTestId('ai-walls-score').locator('.ant-rate-star').nth(3).click();
    await page.getByText('感谢评分').waitFor();
  });

  it('智能布线 without trunking says what the plan lacks', async () => {
    await page.getByTestId('wiring-start').click();
    const err = page.getByTestId('wiring-error');
    await err.waitFor();
    await poll(() => err.textContent()).toContain('平面图中没有线槽');
    // The checklist: the scale and the cameras are there, trunking and a well are not.
    expect(await err.locator('.ant-tag').allTextContents()).toEqual(['已具备', '缺少', '缺少', '已具备']);
    await screenshot(page, 'survey-system-wiring-missing', false);
    await closeDrawer();
  });

  let before = 0;

  it('draws trunking along the aisle and a well, wires every camera and flags the run over 90 m', async () => {
    await tool('线槽').click();
    await clickPlan(60, 100);
    await clickPlan(740, 100);
    await page.keyboard.press('Escape');
    await tool('弱电井').click();
    await clickPlan(60, 100);
    await tool('选择/平移').click();
    await page.waitForTimeout(1000);

    await page.getByTestId('wiring-start').click();
    const result = page.getByTestId('wiring-result');
    await result.waitFor();
    const rows = result.locator('.ant-table-tbody tr.ant-table-row');
    await poll(() => rows.count()).toBe(3);
    expect(await rows.first().textContent()).toContain('R001');
    expect(await rows.first().textContent()).toContain('弱电井1');
    // The far camera: about 96 m along the trunking and down, flagged.
    expect(await result.getByText('超90米', { exact: true }).count()).toBe(1);
    await result.getByText(/1 根线缆水平长度超过 90 米/).waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'survey-system-wiring', false);

    before = await total();
    await page.getByTestId('wiring-save').click();
    await page.getByText(/布线已保存，设计单合计/).waitFor();
    await closeDrawer();
    // The cable boxes, RJ-45 and modules are lines of the order now, priced.
    await poll(() => page.getByTestId('order-line').count()).toBe(4);
    await poll(total).toBeGreaterThan(before);
    const names = await page.getByTestId('order-line').allTextContents();
    expect(names.join('\n')).toMatch(/网线/);
    expect(names.join('\n')).toMatch(/水晶头/);
    expect(names.join('\n')).toMatch(/模块/);
    // They are the wiring's: shown as such, not placed by hand.
    await poll(() => page.getByTestId('line-derived').allTextContents()).toEqual(['智能布线', '智能布线', '智能布线']);
    for (const t of await page.getByTestId('line-quantity').allTextContents()) expect(yuan(t.split('¥')[1] ?? '')).toBeGreaterThan(0); // prettier-ignore
    await screenshot(page, 'survey-system-wired-lines', false);
  });

  it('shows the recommended architecture as a diagram, saves a snapshot and prices it into the order', async () => {
    await page.getByRole('link', { name: '系统搭建' }).click();
    await page.waitForURL(/\/survey\/systemBuild\?id=\d+/);
    const diagram = page.getByTestId('topology-diagram');
    const refused = page.getByTestId('topology-error');
    await diagram
      .or(refused)
      .first()
      .waitFor()
      .catch(() => page.screenshot({ path: '/tmp/survey-system-topology-failed.png' }));
    if (!(await diagram.isVisible())) {
      await page.screenshot({ path: '/tmp/survey-system-topology-failed.png' });
      throw new Error(`no diagram: ${await page.locator('main').textContent()}`);
    }
    // 3 cameras, an access switch, an NVR and its disk.
    await poll(() => diagram.locator('.react-flow__node').count()).toBeGreaterThanOrEqual(6);
    await poll(() => diagram.locator('.react-flow__edge').count()).toBeGreaterThanOrEqual(5);
    const lines = page.getByTestId('topology-lines');
    for (const role of ['接入交换机', '录像机', '硬盘']) await lines.getByText(role, { exact: true }).waitFor();
    expect(yuan(await page.getByTestId('topology-total').textContent())).toBeGreaterThan(0);
    await page.getByTestId('cable-schedule').getByText('R003').waitFor();

    // The dealer moves the NVR in the diagram, then saves the snapshot.
    const nvr = diagram
      .locator('.react-flow__node')
      .filter({ hasText: /录像机/ })
      .first();
    const box = (await nvr.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 80, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('textbox', { name: '快照名称' }).fill('方案一');
    await page.getByTestId('topology-save').click();
    await page.getByText(/快照已保存/).waitFor();
    await page.waitForTimeout(800);
    await screenshot(page, 'survey-system-topology');

    // Restored from the list: the diagram comes back with the NVR where it was put.
    await page.getByRole('button', { name: '回到当前推荐' }).click();
    await page.locator('.ant-select').filter({ hasText: '恢复快照' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: '方案一' }).click();
    await page.getByText('已恢复快照「方案一」').waitFor();
    await poll(() => diagram.locator('.react-flow__node').count()).toBeGreaterThanOrEqual(6);

    // Back on the plan, the switch, NVR and disk are lines of the order.
    await page.goto(`/survey${orderUrl}`);
    await poll(() => page.getByTestId('order-line').count()).toBeGreaterThanOrEqual(7);
    const all = (await page.getByTestId('order-line').allTextContents()).join('\n');
    expect(all).toMatch(/交换机/);
    expect(all).toMatch(/录像机/);
  });

  it('exports the xlsx, the DXF and the PDF drawing in the background and they read back', async () => {
    await page.goto(`/survey/systemBuild${orderUrl}`);
    const panel = page.getByTestId('export-panel');
    await panel.waitFor();
    // A button for every kind the export call takes.
    for (const k of EXPORT_KINDS) await panel.getByTestId(`export-${k}`).waitFor();

    const download = async (kind: string) => {
      const row = panel.getByTestId(`export-${kind}`);
      await row.getByRole('button').click();
      const link = row.getByTestId('export-download');
      await link.or(row.locator('.ant-alert')).first().waitFor({ timeout: 60_000 });
      if (!(await link.isVisible())) throw new Error(`export ${kind}: ${await row.textContent()}`);
      const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
      return fs.readFileSync((await file.path())!);
    };

    const xlsx = await download('xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx as never);
    const bom = wb.getWorksheet('材料清单')!;
    const names = bom.getColumn(3).values.slice(3).map(String).join('\n');
    expect(names).toMatch(/网线/);
    expect(names).toMatch(/交换机/);
    expect(names).toMatch(/录像机/);
    const origins = bom.getColumn(8).values.slice(3).map(String);
    expect(origins).toEqual(expect.arrayContaining(['智能布线', '拓扑']));
    const cables = wb.getWorksheet('线缆清单')!;
    expect(cables.rowCount).toBe(5); // the three runs and their totals
    expect(cables.getRow(4).getCell(9).value).toBe('是');

    const dxf = new DxfParser().parseSync((await download('dxf')).toString('utf8'))!;
    // Millimetres ($INSUNITS 4), UTF-8 text (R2007) with the code page named; walls, devices, cables, coverage apart.
    expect(dxf.header).toMatchObject({ $ACADVER: 'AC1021', $DWGCODEPAGE: 'ANSI_936', $INSUNITS: 4 });
    const on = (t: string, layer: string) => dxf.entities.filter((e) => e.type === t && e.layer === layer);
    expect(on('CIRCLE', 'DEVICES')).toHaveLength(3);
    expect(on('POLYLINE', 'CABLES')).toHaveLength(3);
    expect(on('POLYLINE', 'COVERAGE')).toHaveLength(3);
    expect(on('LINE', 'WALLS').length).toBeGreaterThan(0);
    const labels = on('TEXT', 'DEVICES').map((e) => (e as unknown as { text: string }).text);
    expect(labels.join('')).toMatch(/[\u4e00-\u9fa5]/); // the devices' Chinese names, read back as written

    // The drawing: one page for the one scene, its Chinese title and the devices' table as text a reader copies out.
    const pdf = await download('pdf');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
    expect(doc.numPages).toBe(1);
    const text = (await (await doc.getPage(1)).getTextContent()).items.map((t) => ('str' in t ? t.str : '')).join('');
    await doc.destroy();
    expect(text).toContain('一层');
    expect(text).toMatch(/摄像机/);
    await screenshot(page, 'survey-system-exports', false);
  });

  it('a camera removed on the plan: the cable schedule and the order follow at once, no save by hand', async () => {
    await page.goto(`/survey${orderUrl}`);
    await poll(() => page.getByTestId('plan-canvas').getAttribute('data-points')).toBe('3');
    await page.waitForTimeout(500);
    const before = await total();
    await clickPlan(700, 160);
    const panel = page.getByTestId('device-panel');
    await panel.getByRole('button', { name: '删除点位' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await poll(() => page.getByTestId('plan-canvas').getAttribute('data-points')).toBe('2');
    // The camera, its cable and its share of the boxes, plugs and modules leave the order.
    await poll(total).toBeLessThan(before);
    await page.goto(`/survey/systemBuild${orderUrl}`);
    const schedule = page.getByTestId('cable-schedule');
    await poll(() => schedule.locator('.ant-card-head-title').textContent()).toContain('线缆清单（2 根');
    expect(await schedule.getByText('超90米').count()).toBe(0);
    expect(await page.getByTestId('bill-stale').count()).toBe(0);
    await page.waitForTimeout(400);
    await screenshot(page, 'survey-system-followed', false);
  });

  it('hands the customer the priced quotation: PDF with tax and capitals, xlsx whose total is a number', async () => {
    const id = Number(new URLSearchParams(orderUrl).get('id'));
    const api = await apiOf(page);
    const v = await api<QuotationView>(`${QUOTATION_API.view.replace(API, '')}?id=${id}`);
    expect(v.surveyed).toBe(true);
    expect(v.billStale).toBe(false);
    // What the plan follows is what the quotation prices: the order's amount after the camera left.
    const order = await api<{ amount: number }>(`/v1/design/order/detail?id=${id}`);
    expect(v.subtotal).toBe(order.amount);
    await page.goto(`/tool/designOrder/quotation?id=${id}`);
    await page.getByTestId('quotation-sheet').waitFor();
    const [pdfFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载 PDF' }).click()]); // prettier-ignore
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync((await pdfFile.path())!)), useSystemFonts: false }).promise; // prettier-ignore
    const pages: string[] = [];
    for (let i = 1; i <= doc.numPages; i++)
      pages.push((await (await doc.getPage(i)).getTextContent()).items.map((t) => ('str' in t ? t.str : '')).join(''));
    await doc.destroy();
    const text = pages.join('\n');
    for (const word of [
      `¥${formatFenGrouped(v.total)}`,
      `¥${formatFenGrouped(v.tax)}`,
      `人民币${amountInWords(v.total)}`,
    ])
      expect(text).toContain(word);
    expect(pages.some((p) => p.includes('图例'))).toBe(true); // the plan page with coverage
    expect(pages.some((p) => p.includes('线缆清单'))).toBe(true); // the cable schedule
    const [xlsxFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载 Excel' }).click()]); // prettier-ignore
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(fs.readFileSync((await xlsxFile.path())!) as never);
    const rows: ExcelJS.Row[] = [];
    wb.getWorksheet('报价单')!.eachRow((r) => rows.push(r));
    const cell = (label: string) => rows.find((r) => r.getCell(10).value === label)!.getCell(11).result; // formulas
    expect(cell('小计(元)')).toBe(order.amount / 100);
    expect(cell('合计(元)')).toBe(v.total / 100);
    await screenshot(page, 'survey-system-quotation');
  });

  it('previews the system and the topology', async () => {
    await page.goto(`/survey/preview${orderUrl}`);
    await page.getByRole('tab', { name: '系统' }).click();
    await page.getByTestId('system-preview').getByText('R001').waitFor();
    await page.getByTestId('system-preview').getByText('拓扑设备合计').waitFor();
    await page.getByRole('tab', { name: '拓扑' }).click();
    const preview = page.getByTestId('topology-preview');
    await preview.getByText('拓扑快照「方案一」').waitFor();
    await poll(() => preview.locator('.react-flow__node').count()).toBeGreaterThanOrEqual(6);
    await page.waitForTimeout(500);
    await screenshot(page, 'survey-system-preview-topology');
  });
});

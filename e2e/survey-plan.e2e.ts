import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, screenshot } from './support/browser.ts';
import { planCanvas } from './support/plan-canvas.ts';
import { startSurveyOrder } from './support/pages/survey-order.ts';

/**
 * The survey's views beside the plan editor, as a dealer with survey permission (13800000002) uses them: a type-11
 * order with a calibrated floor plan and a wall; products placed from the placing view (/survey/planDesign/
 * distributionProducts, no drawing tools); the scene map (each scene's plan, to work on one); the device list
 * (/survey/product: per scene the model, count, price and subtotal, each point linked to where it stands); the
 * read-only scene preview (/survey/preview/scene).
 */
const poll = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout });
const yuan = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

describe('survey views: scene map, placing products, device list, scene preview', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let orderId = 0;
  /** The camera placed (its model). */
  let model = '';

  beforeAll(async () => {
    browser = await launch();
    ({ context, page } = await newPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const total = async () => yuan(await page.getByTestId('order-total').textContent());
  const { onScreen, clickPlan } = planCanvas(() => page);

  /** The canvas's brightness at image pixel (x, y) as drawn (0 black – 255 white). */
  const shade = async (x: number, y: number) => {
    const p = await onScreen(x, y);
    return page.evaluate(
      ([sx, sy]) => {
        const c = document.querySelector('[data-testid="plan-canvas"] canvas') as HTMLCanvasElement;
        const r = c.getBoundingClientRect();
        const ratio = c.width / r.width;
        const d = c
          .getContext('2d')!
          .getImageData(Math.round((sx! - r.left) * ratio), Math.round((sy! - r.top) * ratio), 1, 1).data;
        return (d[0]! + d[1]! + d[2]!) / 3;
      },
      [p.x, p.y],
    );
  };

  it('sets up a survey order with a calibrated plan and a wall', async () => {
    // A bullet camera of the demo catalogue (optics attributes, bracket accessories): by its model.
    orderId = await startSurveyOrder(page, { search: 'HY-IPC-3B05I3-I8', orderName: '物流园 仓库监控' });

    for (const name of ['一层', '二层']) {
      await page.getByPlaceholder('如：一层').fill(name);
      await page.getByRole('button', { name: '新增场景' }).click();
      await page.getByTestId('scene-item').filter({ hasText: name }).waitFor();
    }
    await page.getByTestId('scene-item').filter({ hasText: '一层' }).click();
    await page.getByRole('button', { name: '上传平面图' }).waitFor();
    const dataUrl = await page.evaluate(() => {
      const c = document.createElement('canvas');
      c.width = 800;
      c.height = 500;
      const g = c.getContext('2d')!;
      g.fillStyle = '#fff';
      g.fillRect(0, 0, 800, 500);
      g.strokeStyle = '#9aa';
      g.lineWidth = 3;
      g.strokeRect(50, 50, 700, 350);
      g.fillStyle = '#555';
      g.font = '20px sans-serif';
      g.fillText('仓库一层', 60, 40);
      return c.toDataURL('image/png');
    });
    await page.locator('input[accept="image/png,image/jpeg"]').setInputFiles({
      name: 'plan.png',
      mimeType: 'image/png',
      buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64'),
    });
    await page.getByTestId('plan-canvas').waitFor();
    await page.waitForTimeout(500);
    await page.getByText('标定比例', { exact: true }).click();
    await clickPlan(50, 450);
    await clickPlan(450, 450);
    const modal = page.locator('.ant-modal').filter({ hasText: '两点之间的实际距离' });
    await modal.getByRole('spinbutton', { name: '实际距离' }).fill('20');
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await poll(() => page.getByTestId('rule-scale').textContent()).toContain('1px = 50.0mm');
    await page.getByText('画墙', { exact: true }).click();
    await clickPlan(400, 50);
    await clickPlan(400, 300);
    await page.getByText('选择/平移', { exact: true }).click();
    await poll(() => page.getByTestId('plan-canvas').getAttribute('data-walls')).toBe('1');
    // The wall is dragged 2.5 m to the right (a move, not delete and redraw): it is drawn there, not where it was.
    await page.waitForTimeout(400);
    expect(await shade(400, 175)).toBeLessThan(140);
    const from = await onScreen(400, 175);
    const to = await onScreen(450, 175);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= 5; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 5, from.y, { steps: 2 });
    await page.mouse.up();
    await poll(() => shade(450, 175)).toBeLessThan(140);
    expect(await shade(400, 175)).toBeGreaterThan(200);
    expect(await page.getByTestId('plan-canvas').getAttribute('data-walls')).toBe('1');
  });

  it('places products from the placing view, which has no drawing tools', async () => {
    await page.getByRole('link', { name: '点位布设' }).click();
    await page.waitForURL(/\/survey\/planDesign\/distributionProducts\?id=\d+/);
    await page.getByTestId('plan-canvas').waitFor();
    // The editor's page may still be shown while the placing view's chunk loads: wait for the tools to go.
    await poll(() => page.getByText('画墙', { exact: true }).count()).toBe(0);
    await poll(() => page.getByRole('button', { name: '上传平面图' }).count()).toBe(0);
    // The walls and the calibration drawn in the plan editor are there.
    await poll(() => page.getByTestId('plan-canvas').getAttribute('data-walls')).toBe('1');
    const before = await total();
    const line = page.getByTestId('order-line').first();
    model = ((await line.getAttribute('data-model')) ?? '').trim();
    await line.getByRole('button', { name: '布设' }).click();
    await page.getByText('点击平面图放置所选产品').waitFor();
    for (const [x, y] of [
      [150, 150],
      [150, 300],
    ] as const) {
      await clickPlan(x, y);
      await page.waitForTimeout(600);
    }
    await page.keyboard.press('Escape');
    await poll(() => line.getByTestId('line-quantity').textContent()).toContain('数量 2 · 已布设 2');
    await poll(total).toBeCloseTo(before * 2, 2);
    await poll(() => page.getByTestId('plan-canvas').getAttribute('data-points')).toBe('2');
    await page.waitForTimeout(600);
    await screenshot(page, 'survey-distribution-products', false);
  });

  it('mounts a camera on one of its model’s brackets: the bracket joins the order', async () => {
    const before = await total();
    await clickPlan(150, 150);
    const panel = page.getByTestId('device-panel');
    await panel.waitFor();
    await panel.getByRole('combobox', { name: '安装支架' }).click();
    await page.locator('.ant-select-dropdown .ant-select-item-option').first().click();
    await poll(() => page.getByTestId('order-line').count()).toBe(2);
    await poll(total).toBeGreaterThan(before);
    await page.waitForTimeout(400);
    await screenshot(page, 'survey-mount', false);
  });

  it('shows the scene map: each scene on its plan, and opens one to work on', async () => {
    await page.getByRole('link', { name: '场景地图' }).click();
    await page.waitForURL(/\/survey\/planDesign\/scene-map\?id=\d+/);
    const cards = page.getByTestId('scene-card');
    await poll(() => cards.count()).toBe(2);
    const first = cards.filter({ hasText: '一层' });
    await first.getByText('已标定').waitFor();
    await first.getByText('2个点位').waitFor();
    await poll(() => first.getByTestId('plan-canvas').getAttribute('data-points')).toBe('2');
    await cards.filter({ hasText: '二层' }).getByText('该场景尚未上传平面图').waitFor();
    await page.waitForTimeout(600);
    await screenshot(page, 'survey-scene-map', false);
    await first.getByRole('link', { name: '平面设计' }).click();
    await page.waitForURL(/\/survey\?id=\d+&sceneId=\d+/);
    await page.getByText('画墙', { exact: true }).waitFor();
  });

  it('lists the devices per scene with price and subtotal, each point linked to where it stands', async () => {
    await page.getByRole('link', { name: '设备清单' }).click();
    await page.waitForURL(/\/survey\/product\?id=\d+/);
    const row = page.locator('.ant-table-row').filter({ hasText: '一层' }).filter({ hasText: model });
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    // 场景, 产品, 型号, 数量, 单价, 小计, 布设位置
    expect(cells[3]).toBe('2');
    expect(yuan(cells[5]!)).toBeCloseTo(yuan(cells[4]!) * 2, 2);
    // The bracket the first camera is mounted on: one, at that camera's point.
    const bracket = page.locator('.ant-table-row').filter({ hasText: '一层' }).filter({ hasNotText: model });
    expect(await bracket.locator('td').nth(3).textContent()).toBe('1');
    await poll(() => bracket.getByTestId('point-link').count()).toBe(1);
    // Every unit is placed on the plan: the rows add up to the design order's total.
    const subtotals = await page
      .locator('.ant-table-row')
      .evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[5]?.textContent ?? ''));
    const sum = subtotals.reduce((s, t) => s + yuan(t), 0);
    expect(yuan(await page.getByTestId('product-total').textContent())).toBeCloseTo(sum, 2);
    expect(await page.getByText('未布设').count()).toBe(0);
    await poll(() => row.getByTestId('point-link').count()).toBe(2);
    await screenshot(page, 'survey-product-list', false);
    await row.getByTestId('point-link').nth(1).click();
    await page.waitForURL(/\/survey\/planDesign\/distributionProducts\?.*point=\d+/);
    // The linked point is the selected one: its deploy detail shows.
    await page.getByTestId('device-panel').waitFor();
  });

  it('previews a scene read-only', async () => {
    await page.goto(`/survey/preview/scene?id=${orderId}`);
    await page.getByTestId('plan-canvas').waitFor();
    await poll(() => page.getByTestId('plan-canvas').getAttribute('data-points')).toBe('2');
    await page.getByText('辨认 ≥250px/m').waitFor();
    await page.waitForTimeout(600);
    await screenshot(page, 'survey-scene-preview', false);
  });
});

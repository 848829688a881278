import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, screenshot } from './support/browser.ts';
import { planCanvas } from './support/plan-canvas.ts';
import { startSurveyOrder } from './support/pages/survey-order.ts';

/**
 * One scene edited in two tabs (two pages of one browser): the second tab's save is stale (409) — it reloads the
 * scene, re-applies its own wall on top and saves; both walls are kept, the user is told, the editor goes on saving.
 */
const poll = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout });

describe('survey plan edited in two tabs', () => {
  let browser: Browser;
  let context: BrowserContext;
  let a: Page;
  let b: Page;

  beforeAll(async () => {
    browser = await launch();
    ({ context, page: a } = await newPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const canvasA = planCanvas(() => a);
  const canvasB = planCanvas(() => b);
  const walls = (p: Page) => p.getByTestId('plan-canvas').getAttribute('data-walls');
  const drawWall = async (p: Page, c: ReturnType<typeof planCanvas>, from: [number, number], to: [number, number]) => {
    await p.getByText('画墙', { exact: true }).click();
    await c.clickPlan(...from);
    await c.clickPlan(...to);
    await p.getByText('选择/平移', { exact: true }).click();
  };

  it('opens one scene in two tabs', async () => {
    await startSurveyOrder(a, { search: 'HY-IPC-3B05I3-I8', orderName: '双窗口 编辑' });
    await a.getByPlaceholder('如：一层').fill('一层');
    await a.getByRole('button', { name: '新增场景' }).click();
    await a.getByTestId('scene-item').filter({ hasText: '一层' }).click();
    await a.getByRole('button', { name: '上传平面图' }).waitFor();
    const dataUrl = await a.evaluate(() => {
      const c = document.createElement('canvas');
      c.width = 800;
      c.height = 500;
      const g = c.getContext('2d')!;
      g.fillStyle = '#fff';
      g.fillRect(0, 0, 800, 500);
      g.strokeStyle = '#9aa';
      g.lineWidth = 3;
      g.strokeRect(50, 50, 700, 350);
      return c.toDataURL('image/png');
    });
    await a.locator('input[accept="image/png,image/jpeg"]').setInputFiles({
      name: 'plan.png',
      mimeType: 'image/png',
      buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64'),
    });
    await a.getByTestId('plan-canvas').waitFor();
    await a.waitForTimeout(500);
    await drawWall(a, canvasA, [100, 100], [100, 350]);
    await poll(() => walls(a)).toBe('1');
    await a.waitForTimeout(800); // saved

    b = await context.newPage();
    await b.goto(a.url());
    await b.getByTestId('scene-item').filter({ hasText: '一层' }).click();
    await b.getByTestId('plan-canvas').waitFor();
    await poll(() => walls(b)).toBe('1');
    await b.waitForTimeout(500);
  });

  it('each tab adds a wall: the later save is stale, rebased, and both walls are kept', async () => {
    await a.bringToFront();
    await drawWall(a, canvasA, [300, 100], [300, 350]);
    await poll(() => walls(a)).toBe('2');
    await a.waitForTimeout(800); // saved: the scene is at a newer revision than tab B loaded

    await b.bringToFront();
    await drawWall(b, canvasB, [500, 100], [500, 350]);
    // B's save was refused as stale: it reloaded the scene (A's wall) and kept its own on top.
    await b.getByText('平面图已在别处修改：已载入最新版本，并在其上保留了您的修改').waitFor({ timeout: 15_000 });
    await poll(() => walls(b)).toBe('3');
    await b.waitForTimeout(600);
    await screenshot(b, 'survey-two-tabs-merged', false);

    // The editor is not stuck: B saves again at the new revision, and A, reloaded, has all three walls.
    await drawWall(b, canvasB, [600, 100], [600, 350]);
    await poll(() => walls(b)).toBe('4');
    await b.waitForTimeout(800);
    await a.bringToFront();
    await a.reload();
    await a.getByTestId('scene-item').filter({ hasText: '一层' }).click();
    await a.getByTestId('plan-canvas').waitFor();
    await poll(() => walls(a)).toBe('4');
  });
});

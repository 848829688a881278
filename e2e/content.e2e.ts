import fs from 'node:fs';
import JSZip from 'jszip';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';

/** Polls with room for a loaded machine (vitest's default is 1 s). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const PASSWORD = 'Demo@2026';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The content centre as people meet it: a visitor reads an article and plays a video; a certified dealer downloads
 * three materials as one zip; a user comments, likes and favourites and finds the favourite in /member/myFavorite,
 * then sends a complaint with a picture and sees it in the history; the staff account publishes an article that
 * the global search then finds.
 */
describe('content centre', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a visitor reads an article and plays a video', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/information');
      await page.getByRole('link', { name: '硬盘录像机选型指南' }).click();
      await page.waitForURL(/\/information\/detail\?contentId=\d+&type=article/);
      await poll(() => page.getByTestId('content-body').innerText()).toContain('存储天数');
      await page.getByRole('link', { name: '硬盘录像机选型指南.txt' }).waitFor();
      await screenshot(page, 'content-article');

      await page.goto('/information/applicationVideo');
      await page.getByTestId('content-card').first().click();
      await page.waitForURL(/\/information\/detail\?contentId=\d+$/);
      const video = page.getByTestId('content-video');
      await video.waitFor();
      await video.evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        await v.play();
      });
      await poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
      expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(480);
      await screenshot(page, 'content-video', false);
    } finally {
      await context.close();
    }
  });

  it('a certified dealer downloads three materials as one zip', async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginThroughSso(page, '13800000002', PASSWORD, '/information/materials');
      await page.waitForURL(/\/information\/materials$/);
      await page.locator('.ant-table-row').first().waitFor();
      const boxes = page.locator('.ant-table-row .ant-checkbox-input');
      for (let i = 0; i < 3; i++) await boxes.nth(i).check();
      await poll(() => page.getByTestId('zip-download').innerText()).toContain('3');
      await screenshot(page, 'content-materials');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('zip-download').click()]);
      expect(download.suggestedFilename()).toBe('下载文件.zip');
      const zip = await JSZip.loadAsync(fs.readFileSync(await download.path()));
      const names = Object.keys(zip.files);
      expect(names).toHaveLength(3);
      for (const n of names) expect((await zip.file(n)!.async('uint8array')).length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('a user comments, likes and favourites, sees the favourite, and sends a complaint with a picture', async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginThroughSso(page, '13800000001', PASSWORD, '/information/allVideo');
      await page.waitForURL(/\/information\/allVideo$/);
      const card = page.getByTestId('content-card').filter({ hasText: '停车场场景视频' });
      await card.click();
      await page.waitForURL(/\/information\/detail\?contentId=\d+/);
      await page.getByTestId('content-video').waitFor();
      await page.getByPlaceholder('说说你的看法').fill('车牌识别很准，想了解价格');
      await page.getByRole('button', { name: '发表评论' }).click();
      await poll(() => page.getByTestId('comments').innerText()).toContain('车牌识别很准，想了解价格');
      await page.getByRole('button', { name: /点赞/ }).click();
      await poll(() => page.getByRole('button', { name: /已赞 1/ }).count()).toBe(1);
      await page.getByRole('button', { name: /收藏/ }).click();
      await poll(() => page.getByRole('button', { name: /已收藏 1/ }).count()).toBe(1);
      await screenshot(page, 'content-comment');

      await page.goto('/member/myFavorite/videosFavorite');
      await poll(() => page.getByTestId('favorite-video').innerText()).toContain('停车场场景视频');
      await screenshot(page, 'content-favorite');

      await page.goto('/aboutUs/contactUs');
      await page.getByLabel('反馈内容').fill('配送太慢，希望加快发货');
      await page
        .locator('.ant-upload input[type=file]')
        .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
      await page.locator('.ant-upload-list-item-done').waitFor();
      await page.getByRole('button', { name: '提交反馈' }).click();
      const history = page.getByTestId('feedback-history');
      await poll(() => history.innerText()).toContain('配送太慢，希望加快发货');
      expect(await history.innerText()).toContain('待处理');
      await poll(() => history.locator('img').count()).toBe(1);
      await screenshot(page, 'content-feedback');
    } finally {
      await context.close();
    }
  });

  it('the staff publishes an article that the search then finds', async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginThroughSso(page, '13800000008', PASSWORD, '/contentManage');
      await page.waitForURL(/\/contentManage$/);
      await page.getByRole('button', { name: '新建内容' }).click();
      await page.getByLabel('标题').fill('热成像测温方案上线');
      await page.getByTestId('rich-text').click();
      await page.keyboard.type('热成像摄像机可远距离测温，适用于电力巡检。');
      await screenshot(page, 'content-editor', false);
      await page.getByRole('button', { name: '保存并发布' }).click();
      await poll(() => page.locator('.ant-table-row').first().innerText()).toContain('热成像测温方案上线');
      expect(await page.locator('.ant-table-row').first().innerText()).toContain('已发布');

      await page.goto(`/search?keyword=${encodeURIComponent('测温')}`);
      await poll(() => page.getByTestId('content-results').innerText()).toContain('热成像测温方案上线');
      await screenshot(page, 'content-search');
      await page.getByTestId('content-results').getByRole('link', { name: '热成像测温方案上线' }).click();
      await poll(() => page.getByTestId('content-body').innerText()).toContain('电力巡检');
    } finally {
      await context.close();
    }
  });

  it('the staff builds a solution’s product list; a wrong model is refused; visitors see the list', async () => {
    const { context, page } = await newPage(browser);
    const A = '/api-cloud-merchant-service/open/v1';
    try {
      // a real public model: the first line of a seeded solution's list
      const seeded = (await (await page.request.get(`${A}/information/page?type=3&page=1&size=1`)).json()).data[0];
      const line = (await (await page.request.get(`${A}/solution/products?contentId=${seeded.contentId}`)).json()).data
        .list[0];
      await loginThroughSso(page, '13800000008', PASSWORD, '/contentManage');
      await page.waitForURL(/\/contentManage$/);
      await page.getByRole('button', { name: '新建内容' }).click();
      // The type select's option can be clicked while its list still opens (seen on a loaded machine): choose
      // again until the solution's product list shows.
      for (let i = 0; i < 3 && !(await page.getByTestId('solution-products').isVisible()); i++) {
        await page.getByLabel('类型').click();
        await page.locator('.ant-select-item-option', { hasText: '方案' }).click();
        await page
          .getByTestId('solution-products')
          .waitFor({ timeout: 5000 })
          .catch(() => undefined);
      }
      await page.getByLabel('标题').fill('冷链仓储监控方案');
      await page.getByRole('button', { name: '添加型号' }).click();
      await page.getByLabel('型号编号').fill('NO-SUCH-MODEL');
      await page.getByLabel('数量').fill('3');
      await page.getByRole('button', { name: '保存并发布' }).click();
      await poll(() => page.locator('.ant-message').innerText()).toContain(
        '产品清单中有型号不存在或不在公开目录中：NO-SUCH-MODEL',
      );
      await page.getByLabel('型号编号').fill(line.skuNo);
      await screenshot(page, 'content-solution-products', false);
      await page.getByRole('button', { name: '保存并发布' }).click();
      await poll(() => page.locator('.ant-table-row').first().innerText()).toContain('冷链仓储监控方案');

      const mine = (
        await (await page.request.get(`${A}/information/page?type=3&keyword=${encodeURIComponent('冷链仓储')}`)).json()
      ).data[0];
      await page.goto(`/solution/solutionPurchase?contentId=${mine.contentId}`);
      await poll(() => page.locator('.ant-table-row').first().innerText()).toContain(line.model);
      expect(await page.locator('.ant-table-row').count()).toBe(1);
      await screenshot(page, 'content-solution-purchase');
    } finally {
      await context.close();
    }
  });
});

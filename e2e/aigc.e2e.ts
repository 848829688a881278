import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';

const poll = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout });

/**
 * AI scripts and videos as a dealer meets them: from the top bar to /aigc/index, two cameras picked, the script
 * streams in, saved, a video made; in /aigc/library its progress runs to done, the viewer plays it (currentTime
 * advances), it is retitled and deleted.
 */
describe('AI scripts and videos', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('pick two cameras → script streams → save → video → progress to done → plays → retitle → delete', async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginThroughSso(page, '13800000002', 'Demo@2026', '/home');
      await page.getByRole('link', { name: 'AI创作' }).first().click();
      await page.waitForURL(/\/aigc\/index/);
      await page.getByText('内置规则写作').first().waitFor();

      const select = page.getByTestId('aigc-skus');
      await select.click();
      await page.keyboard.type('摄像机');
      const options = page.locator('.ant-select-item-option');
      await options.first().waitFor();
      await options.nth(0).click();
      await options.nth(1).click();
      await page.keyboard.press('Escape');
      await page.getByLabel('15秒').check();
      await page.getByTestId('aigc-generate').click();

      // The script arrives in pieces: seen part-written, then whole.
      const script = page.getByTestId('aigc-script');
      await poll(async () => (await script.inputValue()).length).toBeGreaterThan(0);
      const early = (await script.inputValue()).length;
      await poll(() => page.getByTestId('aigc-generate').getAttribute('class')).not.toContain('loading');
      const full = await script.inputValue();
      expect(full.length).toBeGreaterThan(early);
      expect(full).toContain('型号');
      await screenshot(page, 'aigc-script');

      await page.getByTestId('aigc-save').click();
      await page.getByText('已保存到脚本库').waitFor();
      await page.getByTestId('aigc-make-video').click();
      await page.waitForURL(/\/aigc\/library/);

      const card = page.getByTestId('aigc-video-card').first();
      await card.waitFor();
      await poll(() => card.innerText(), 240_000).toContain('已完成');
      await screenshot(page, 'aigc-library');

      await card.getByTestId('aigc-play').click();
      const video = page.getByTestId('aigc-viewer');
      await video.waitFor();
      await video.evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        await v.play();
      });
      await poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
      expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(640);
      await screenshot(page, 'aigc-viewer', false);
      await page.keyboard.press('Escape');

      await card.getByTestId('aigc-retitle').click();
      const input = page.getByTestId('aigc-title-input');
      await input.fill('门店夜视推荐');
      await page.getByRole('button', { name: /^保\s*存$/ }).click();
      await poll(() => card.getByTestId('aigc-video-title').innerText()).toBe('门店夜视推荐');

      await card.getByTestId('aigc-delete').click();
      await page
        .getByRole('button', { name: /^删\s*除$/ })
        .last()
        .click();
      await poll(() => page.getByTestId('aigc-video-card').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 420_000);
});

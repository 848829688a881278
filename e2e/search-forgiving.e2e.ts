import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, screenshot } from './support/browser.ts';

/**
 * A search that forgives (issue 57), through the header's search box: 「qiangji」 typed without switching the IME
 * shows bullet cameras; 「摄象头」 shows cameras under 「已为您显示“摄像头”的结果，仍搜索“摄象头”」, whose link searches
 * the typo as typed; a nonsense word shows a way out (您是不是要找, hot words), not an empty page; typing 「qj」 offers
 * 球机 among the box's suggestions.
 */
describe('search: pinyin, wrong characters and a way out of nothing', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    ({ context, page } = await newPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const box = () =>
    page.getByRole('searchbox', { name: '搜索产品、方案' }).or(page.getByLabel('搜索产品、方案')).first();
  const firstFive = async () => {
    await page.getByTestId('spu-card').first().waitFor();
    return (await page.getByTestId('spu-card').locator('.spu-card-foot .muted').allInnerTexts()).slice(0, 5);
  };
  const search = async (q: string) => {
    await box().fill(q);
    await box().press('Enter');
    await page.waitForURL(new RegExp(`keyword=${encodeURIComponent(q)}`));
  };

  it('offers 球机 when 「qj」 is typed', async () => {
    await page.goto('/home');
    await box().click();
    await box().fill('qj');
    const suggest = page.getByRole('listbox', { name: '搜索建议' });
    await expect.poll(() => suggest.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await suggest.getByRole('option').allInnerTexts()).toContain('球机');
    await screenshot(page, 'search-suggest-qj', false);
  });

  it('shows bullet cameras for 「qiangji」', async () => {
    await search('qiangji');
    await expect.poll(() => page.getByTestId('searched-for').innerText()).toContain('已为您显示“枪机”的结果');
    const bullet = (c: string) => ['枪型网络摄像机', '筒型网络摄像机'].includes(c);
    await expect.poll(async () => (await firstFive()).filter(bullet).length, { timeout: 10_000 }).toBe(5);
    await screenshot(page, 'search-pinyin-qiangji', false);
  });

  it('shows cameras for 「摄象头」, says it searched for 摄像头, and links back to the typo', async () => {
    await search('摄象头');
    const line = page.getByTestId('searched-for');
    await expect.poll(() => line.innerText()).toBe('已为您显示“摄像头”的结果，仍搜索“摄象头”');
    const camera = (c: string) => c.endsWith('摄像机');
    await expect.poll(async () => (await firstFive()).filter(camera).length, { timeout: 10_000 }).toBe(5);
    await screenshot(page, 'search-typo-searched-for', false);
    await line.getByRole('link', { name: '摄象头' }).click();
    await page.waitForURL(/literal=1/);
    await page.getByTestId('search-way-out').waitFor();
  });

  it('answers a nonsense word with suggestions, not an empty page', async () => {
    await search('xqzvbn');
    const out = page.getByTestId('search-way-out').filter({ hasText: 'xqzvbn' });
    await out.waitFor();
    expect(await out.innerText()).toContain('您是不是要找');
    expect(await out.innerText()).toContain('热门搜索');
    expect(await out.getByRole('link').count()).toBeGreaterThan(0);
    await screenshot(page, 'search-way-out', false);
  });
});

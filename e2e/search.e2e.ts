import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';

/**
 * Search that ranks what a dealer means (issue 46), through the header's search box: typing 「球机」 offers its
 * category first (在「球型网络摄像机」分类中查看), and the search's first five are dome cameras, not brackets for them;
 * 「硬盘」's first five are disks, not recorders (硬盘录像机). Each card names its category. Staff add a synonym group
 * at 商品维护 → 搜索同义词, and its new word finds the group's cameras from the next search.
 */
describe('search: the header box ranks the thing a word names first', () => {
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
  /** The categories the first five cards show. */
  const firstFive = async () => {
    await page.getByTestId('spu-card').first().waitFor();
    return (await page.getByTestId('spu-card').locator('.spu-card-foot .muted').allInnerTexts()).slice(0, 5);
  };

  it('offers the category of 「球机」 first, and its first five answers are dome cameras', async () => {
    await page.goto('/home');
    await box().click();
    await box().fill('球机');
    const suggest = page.getByRole('listbox', { name: '搜索建议' });
    await expect.poll(() => suggest.isVisible(), { timeout: 10_000 }).toBe(true);
    const options = await suggest.getByRole('option').allInnerTexts();
    expect(options[0]).toBe('在「球型网络摄像机」分类中查看');
    await screenshot(page, 'search-suggest-dome', false);
    await box().press('Enter');
    await page.waitForURL(/\/search\?keyword=/);
    await expect.poll(firstFive, { timeout: 10_000 }).toEqual(Array(5).fill('球型网络摄像机'));
    await screenshot(page, 'search-dome-cameras', false);
  });

  it('answers 「硬盘」 with disks first, not recorders', async () => {
    await box().fill('硬盘');
    await box().press('Enter');
    await page.waitForURL(/keyword=%E7%A1%AC%E7%9B%98/);
    await expect.poll(firstFive, { timeout: 10_000 }).toEqual(Array(5).fill('监控硬盘'));
    await screenshot(page, 'search-disks', false);
  });

  it('follows the category suggestion to that category’s product list', async () => {
    await box().fill('NVR');
    const suggest = page.getByRole('listbox', { name: '搜索建议' });
    await expect.poll(() => suggest.isVisible(), { timeout: 10_000 }).toBe(true);
    await suggest.getByRole('option', { name: '在「网络硬盘录像机(NVR)」分类中查看' }).click();
    await page.waitForURL(/\/product\?cat1=2&cat2=201/);
    await expect.poll(firstFive, { timeout: 10_000 }).toEqual(Array(5).fill('网络硬盘录像机(NVR)'));
  });

  it('lets staff add a synonym group that the next search uses', async () => {
    const staff = await newPage(browser);
    try {
      const p = staff.page;
      await loginThroughSso(p, '13800000008', 'Demo@2026', '/catalogueManage');
      await p.getByRole('tab', { name: '搜索同义词' }).click();
      const panel = p.getByTestId('synonym-panel');
      await panel.getByText('硬盘录像机').first().waitFor();
      await panel.getByRole('button', { name: '新建同义词组' }).click();
      const words = p.getByLabel('同义词', { exact: true });
      for (const w of ['吸顶摄像机', '半球网络摄像机']) {
        await words.fill(w);
        await words.press('Enter');
      }
      await p.getByRole('button', { name: /^确\s*定$/ }).click();
      await panel.getByText('吸顶摄像机').waitFor();
      await screenshot(p, 'search-synonyms-staff', false);
      await p.goto('/search?keyword=' + encodeURIComponent('吸顶摄像机'));
      await p.getByTestId('spu-card').first().waitFor();
      const cats = (await p.getByTestId('spu-card').locator('.spu-card-foot .muted').allInnerTexts()).slice(0, 5);
      expect(cats).toEqual(Array(5).fill('半球网络摄像机'));
    } finally {
      await staff.context.close();
    }
  });
});

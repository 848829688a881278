/**
 * Suites (套装) in catalogue maintenance (issue 42 part 3), on the seeded portal: the sales account (业务员) opens
 * 商品维护 → 套装, makes a suite — a package price that is not a number is refused on the page in the field rules'
 * words — picks two models by model number, sets a quantity and saves; a guest then opens /product/suitDetail for it
 * and sees both models, at the package price; the audit log shows the save.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';

const STAFF = { phone: '13800000008', password: 'Demo@2026' };
const SUIT_NO = 'E2E-TZ-1';

describe('catalogue maintenance: a staff member makes a suite of two models, and a guest sees it', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const models: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    ({ context, page } = await newPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /** The picker's open list of options. */
  const options = (): Locator =>
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');

  /** Types part of a model number into the picker and picks the option of that number. */
  async function pick(skuNo: string) {
    const picker = page.getByTestId('suit-sku-picker');
    await picker.locator('.ant-select').click();
    await picker.locator('input').fill(skuNo);
    const option = options().filter({ hasText: skuNo }).first();
    await option.waitFor({ timeout: 10_000 });
    await option.click();
    await page.getByTestId('suit-items').locator('tr', { hasText: skuNo }).waitFor();
  }

  it('opens 套装 in 商品维护 and a new suite', async () => {
    await loginThroughSso(page, STAFF.phone, STAFF.password, '/catalogueManage');
    await page.getByRole('tab', { name: '套装' }).click();
    await page.getByTestId('suit-panel').waitFor();
    await page.getByRole('button', { name: '新建套装' }).click();
    await page.getByTestId('suit-form').waitFor();
  });

  it('refuses a package price that is not a number, in Chinese, and a suite with no model', async () => {
    const form = page.getByTestId('suit-form');
    await form.getByLabel('套装编号').fill(SUIT_NO);
    await form.getByLabel('套装名称').fill('四路监控入门套装（测试）');
    await form.getByLabel('套装价（元）').fill('三千元');
    await form.getByRole('button', { name: '保存套装' }).click();
    await expect.poll(() => form.getByText('价格必须是数字（单位：元）').isVisible()).toBe(true);
    await form.getByLabel('套装价（元）').fill('2,999');
    await form.getByRole('button', { name: '保存套装' }).click();
    await expect.poll(() => form.getByText('套装至少包含一个型号').isVisible()).toBe(true);
  });

  it('picks two models by model number, sets a quantity, and saves', async () => {
    // the picker's first offers, before anything is typed: two model numbers to search for
    await page.getByTestId('suit-sku-picker').locator('.ant-select').click();
    await expect.poll(() => options().count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const offered = (await options().allInnerTexts()).map((t) => t.trim().split(/\s+/)[0]!);
    await page.keyboard.press('Escape');
    await pick(offered[0]!);
    await pick(offered[1]!);
    const items = page.getByTestId('suit-items');
    await items.getByLabel(`${offered[1]} 数量`).fill('2');
    for (const no of offered.slice(0, 2))
      models.push((await items.locator('tr', { hasText: no }).locator('td').nth(2).innerText()).trim());
    await page.getByTestId('suit-form').getByRole('button', { name: '保存套装' }).click();
    await expect.poll(() => page.getByText('套装已保存').isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(page, 'catalogue-admin-suit', false);
    await page.locator('.ant-drawer-close').click();
    const row = page.getByTestId('suit-panel').locator('tr', { hasText: SUIT_NO });
    await expect.poll(() => row.getByText('¥2,999.00').isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it('a guest opens the suite and sees both models at the package price', async () => {
    const guest = await newPage(browser);
    await guest.page.goto(`/product/suitDetail?id=${encodeURIComponent(SUIT_NO)}`);
    const body = () =>
      guest.page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch(() => '');
    try {
      await expect.poll(body, { timeout: 30_000 }).toContain('四路监控入门套装（测试）');
      for (const m of models) expect(await body()).toContain(m);
      await expect.poll(() => guest.page.getByText('¥2,999.00').first().isVisible()).toBe(true);
    } catch (e) {
      console.log('guest page at', guest.page.url(), (await body()).slice(0, 800));
      throw e;
    }
    await screenshot(guest.page, 'suit-detail-after-staff-save');
    await guest.context.close();
  });

  it('the audit log shows the save of the suite', async () => {
    await page.goto('/auditLog');
    const log = page.getByTestId('audit-log');
    await expect.poll(() => log.getByText('保存套装').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  });
});

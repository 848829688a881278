import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';

const PASSWORD = 'Demo@2026';

async function pickRegion(page: Page, names: string[]) {
  await page.locator('.dealer-area-row .ant-select').click();
  for (const name of names) {
    await page
      .locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${name}$`) })
      .first()
      .click();
    await page.waitForTimeout(150);
  }
  await page.keyboard.press('Escape');
}

describe('accounts, identities and the dealer network', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a person without a dealer meets the mall prompt, then binds one through the dialog, the keyword search and the map', async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginThroughSso(page, '13800000010', PASSWORD);
      await page.locator('.main-nav-link', { hasText: '采购商城' }).click();
      await expect
        .poll(() => page.locator('.ant-modal-confirm').innerText())
        .toContain('您还未选择下单一级经销商，请先选择');
      await page.getByRole('button', { name: '去选择' }).click();
      await page.waitForURL('**/bindFirst');
      const dialog = page.locator('.ant-modal', { hasText: '选择下单一级经销商' });
      await dialog.waitFor();
      // submitting with nothing chosen asks for the area first
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await expect.poll(() => page.locator('.ant-message').innerText()).toContain('请选择区域');
      // search map needs an area
      await dialog.getByRole('button', { name: /搜索地图/ }).click();
      await expect.poll(() => page.locator('.ant-message').innerText()).toContain('请先选择区域再搜索地图');
      await pickRegion(page, ['浙江省', '杭州市', '西湖区', '西溪街道']);
      await expect.poll(() => dialog.locator('.dealer-item').count()).toBeGreaterThan(1);
      const names = await dialog.locator('.dealer-item .dealer-name').allInnerTexts();
      expect(names[0]).toBe('杭州西溪智安电子科技有限公司'); // the chosen area first
      // keyword search (trimmed)
      await dialog.getByPlaceholder('请输入经销商名称关键字').fill('  安创 ');
      await dialog
        .getByRole('button', { name: /搜\s*索/ })
        .last()
        .click();
      await expect.poll(() => dialog.locator('.dealer-item').count()).toBe(1);
      await expect.poll(() => dialog.locator('.dealer-item .dealer-name').innerText()).toBe('杭州安创视界科技有限公司');
      await dialog.getByPlaceholder('请输入经销商名称关键字').fill('');
      await dialog
        .getByRole('button', { name: /搜\s*索/ })
        .last()
        .click();
      await expect.poll(() => dialog.locator('.dealer-item').count()).toBeGreaterThan(1);
      // with an area, submitting without a dealer asks for the dealer
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await expect.poll(() => page.locator('.ant-message').innerText()).toContain('请选择下单一级经销商');
      // the offline map with the dealers, focused on the province
      await dialog.getByRole('button', { name: /搜索地图/ }).click();
      await dialog.locator('.dealer-map canvas').first().waitFor();
      await dialog
        .locator('.dealer-item', { hasText: '杭州安创视界科技有限公司' })
        .locator('.ant-radio-wrapper')
        .click();
      await dialog
        .locator('.dealer-item', { hasText: '杭州安创视界科技有限公司' })
        .getByRole('button', { name: '推荐分组' })
        .click();
      await expect
        .poll(() => page.locator('.ant-modal-confirm', { hasText: '推荐经营分组' }).innerText())
        .toMatch(/授权经销\.\.\./);
      await page.getByRole('button', { name: '知道了' }).click();
      await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
      await page.waitForTimeout(300); // map animation settles
      await screenshot(page, 'dealer-binding', false);
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await expect.poll(() => page.locator('.ant-message').innerText()).toContain('绑定成功');
      await expect.poll(() => page.locator('.shop-item').count()).toBe(1);
      expect(await page.locator('.shop-item').innerText()).toContain('杭州安创视界科技有限公司');
      // the mall now opens
      await page.locator('.main-nav-link', { hasText: '采购商城' }).click();
      await page.waitForURL('**/memberStore/**');
    } finally {
      await context.close();
    }
  });

  it('a second-level dealer switches shop', async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginThroughSso(page, '13800000003', PASSWORD);
      await page.locator('.float-btn', { hasText: '切换店铺' }).click();
      await page.waitForURL('**/bindFirst');
      await expect.poll(() => page.locator('.shop-item').count()).toBe(2);
      const other = page.locator('.shop-item', { hasText: 'M10002' });
      await other.getByRole('button', { name: '切换为当前店铺' }).click();
      await expect.poll(() => other.innerText()).toContain('当前下单');
      await screenshot(page, 'shop-switch', false);
      const first = page.locator('.shop-item', { hasText: 'M10001' });
      await first.getByRole('button', { name: '切换为当前店铺' }).click();
      await expect.poll(() => first.innerText()).toContain('当前下单');
    } finally {
      await context.close();
    }
  });

  it('a multi-identity account switches identity on /home', async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginThroughSso(page, '13800000009', PASSWORD);
      await expect.poll(() => page.locator('.main-nav-link').allInnerTexts()).not.toContain('采购商城');
      await page.locator('.float-btn', { hasText: '切换身份' }).click();
      await expect
        .poll(() => page.locator('.main-nav-link').allInnerTexts(), { timeout: 15_000 })
        .toContain('采购商城');
      await page.locator('.float-btn', { hasText: '切换身份' }).click();
      await expect
        .poll(() => page.locator('.main-nav-link').allInnerTexts(), { timeout: 15_000 })
        .not.toContain('采购商城');
    } finally {
      await context.close();
    }
  });
});

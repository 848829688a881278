import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import { requestCode } from './support/pages/sms-challenge.ts';
import { smsCode, smsLines } from './support/sms.ts';

const PASSWORD = 'Demo@2026';

/**
 * The shell's last pieces as people meet them: the compare add page, the toolbar's real destinations and codes, the
 * password reset by SMS, the certified first-level dealer's workbench, and the home category links.
 */
describe('the rest of the shell', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a guest: a home category opens the filtered list; addSkus adds two models; the toolbar opens real things', async () => {
    const { page } = await newPage(browser);
    await page.goto('/home');
    const firstCat = page.locator('.home-cat').first();
    await firstCat.waitFor();
    const href = (await firstCat.getAttribute('href'))!;
    expect(href).toMatch(/^\/product\?cat1=\d+$/);
    const catName = await firstCat.locator('b').innerText();
    await firstCat.click();
    await page.waitForURL(/\/product\?cat1=\d+/);
    // The list opens filtered by that category (its filter row marks it).
    await page.locator('a.active', { hasText: catName }).first().waitFor();
    await page.getByTestId('spu-card').first().waitFor();

    // The compare add page: nothing in the bar yet, six free slots; choose two models and add them.
    await page.goto('/product/compare/addSkus');
    await page.getByTestId('add-sku-row').first().waitFor();
    await expect.poll(() => page.getByTestId('compare-free').innerText()).toContain('0/6');
    const rows = page.getByTestId('add-sku-row');
    await rows.nth(0).locator('input[type=checkbox]').check();
    // The list then shows only models comparable with the first choice.
    await page.getByText(/仅显示可与「/).waitFor();
    await rows.first().waitFor();
    // The second choice must be comparable with the first: the page says so when not; take the first that is.
    for (let i = 0; i < (await rows.count()); i++) {
      if (await rows.nth(i).locator('input[type=checkbox]').isChecked()) continue;
      await rows.nth(i).locator('input[type=checkbox]').click();
      if (await rows.nth(i).locator('input[type=checkbox]').isChecked()) break;
    }
    await expect.poll(() => page.getByTestId('compare-free').innerText()).toContain('还可添加 4 个');
    await screenshot(page, 'shell-add-skus');
    await page.getByRole('button', { name: /加入对比栏/ }).click();
    await page.waitForURL(/\/product\/compare$/);
    await page.goto('/product');
    await expect.poll(() => page.getByTestId('compare-bar').innerText()).toContain('对比栏（2/6）');

    // Every toolbar item of a visitor opens something real; the app code carries the portal's own address.
    await page.goto('/home');
    await page.locator('.float-getScheme').click();
    await page.waitForURL(/\/solution/);
    await page.locator('.float-projectSupport').click();
    await page.waitForURL(/\/service-center/);
    await page.locator('.float-feedback').click();
    await page.getByText('您还未登录，请先登录').waitFor();
    await page.getByRole('button', { name: '随便看看' }).click();
    await page.locator('.float-schemeConsult').click();
    await page.getByText('您还未登录，请先登录').waitFor();
    await page.getByRole('button', { name: '随便看看' }).click();
    for (const [key, text, path] of [
      ['app', '扫码下载APP', '/appDownload'],
      ['scanConsult', '留下需求', '/aboutUs/contactUs'],
    ] as const) {
      await page.locator(`.float-${key}`).hover();
      const pop = page.locator('.ant-popover').filter({ hasText: text });
      await pop.waitFor();
      const code = pop.locator('img[data-qr-value]');
      expect(await code.getAttribute('data-qr-value')).toMatch(new RegExp(`${path}$`));
      // the server's picture of the code (GET /qr.svg) arrived and was drawn
      await code.evaluate((img: HTMLImageElement) => img.decode());
      expect(await code.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    const footerQr = page.locator('.footer-qrs img[data-qr-value]');
    expect(await footerQr.count()).toBe(2);
    expect(await footerQr.nth(1).getAttribute('data-qr-value')).toMatch(/\/appDownload$/);
    await footerQr.nth(1).scrollIntoViewIfNeeded();
    await footerQr.nth(1).evaluate((img: HTMLImageElement) => img.decode());
    await page.goto('/appDownload');
    await page.getByTestId('app-download').waitFor();
    await page.goto('/home');
    await page.getByTestId('bottom-bar').waitFor();
    await page.locator('.float-top').click();
  });

  it('/passwordReset resets a password with the SMS code; the new password signs in', async () => {
    const phone = '13800000001';
    const { page } = await newPage(browser);
    await page.goto('/passwordReset');
    await page.getByTestId('password-reset').waitFor();
    await page.getByPlaceholder('请输入注册手机号').fill(phone);
    const sent = smsLines(phone).length;
    await requestCode(page);
    await page.getByPlaceholder('请输入短信验证码').fill(await smsCode(phone, sent));
    await page.getByPlaceholder('请设置8-16位密码').fill('Reset#2026x');
    await page.getByPlaceholder('请再次输入密码').fill('Reset#2026x');
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.getByText('密码修改成功，请使用新密码登录').first().waitFor();
    await screenshot(page, 'shell-password-reset');
    const fresh = await newPage(browser);
    await loginThroughSso(fresh.page, phone, 'Reset#2026x');
    await expect.poll(() => fresh.page.locator('.topbar-phone').innerText()).toBe('138****0001');
  });

  it('a certified first-level dealer reaches addresses and coupons inside /merchantCenter', async () => {
    const { page } = await newPage(browser);
    await loginThroughSso(page, '13800000002', PASSWORD);
    // The member centre sends this account to the same page in its workbench.
    await page.goto('/member/address');
    await page.waitForURL(/\/merchantCenter\/address$/);
    await page.getByTestId('workbench').waitFor();
    await page.getByTestId('workbench').getByRole('menuitem', { name: '我的优惠券' }).click();
    await page.waitForURL(/\/merchantCenter\/coupons$/);
    await page.getByTestId('workbench').getByRole('menuitem', { name: '收货地址' }).click();
    await page.waitForURL(/\/merchantCenter\/address$/);
    await page.getByRole('button', { name: /新增/ }).first().waitFor();
    await screenshot(page, 'shell-workbench-address');
    // The top bar's favourites land in the workbench too.
    await page.locator('.topbar').getByText('收藏').click();
    await page.waitForURL(/\/merchantCenter\/myFavorite/);
  });
});

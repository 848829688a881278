import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import { apiOf, ensureAddress, quiet, scanAndPay } from './support/buying.ts';
import { SettlePage } from './support/pages/shop.ts';

/** An individual bound to the first-level dealer M10001. */
const BUYER = '13800000001';
const PASSWORD = 'Demo@2026';

/**
 * Promotions as people meet them: the home carousel shows the provider's managed promotion, its detail sells at
 * the promoted price through the normal order flow, the sandbox pays it and the order shows the promotion; a guest
 * sees /help's login dialog and /right; every toolbar item of a visitor opens something real.
 */
describe('promotions and placements', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a guest: the carousel and banners are managed placements; /right, /help and the toolbar open real things', async () => {
    const { page } = await newPage(browser);
    await page.goto('/home');
    const carousel = page.getByTestId('placement-carousel');
    await carousel.waitFor();
    expect(await carousel.locator('img').count()).toBeGreaterThanOrEqual(1);
    // The pictures are the seed's drawn SVGs, served from the file store.
    const src = (await carousel.locator('img').first().getAttribute('src'))!;
    const pic = await page.request.get(src);
    expect([pic.status(), pic.headers()['content-type']]).toEqual([200, expect.stringMatching(/svg/)]);
    await expect
      .poll(() => carousel.locator('.hero-slide.on img').evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByTestId('placement-banner-25').waitFor();
    await quiet(page);
    await screenshot(page, 'promotion-home-carousel', false);

    // The visitor's toolbar: scheme consult asks to log in first (the form needs an account), get scheme opens the
    // solutions, project support the service centre, app and scan consult their codes, top scrolls up.
    await page.locator('.float-schemeConsult').click();
    await page.getByText('您还未登录，请先登录').waitFor();
    await page.getByRole('button', { name: '随便看看' }).click();
    await page.locator('.float-getScheme').click();
    await page.waitForURL(/\/solution/);
    await page.locator('.float-projectSupport').click();
    await page.waitForURL(/\/service-center/);
    await page.locator('.float-app').hover();
    await page.locator('.ant-popover').filter({ hasText: '扫码下载APP' }).waitFor();

    await page.goto('/right');
    await page.getByTestId('right-page').getByText('认证会员', { exact: true }).waitFor();
    await screenshot(page, 'promotion-right');
    await page.goto('/help');
    await page.getByText('登录后即可使用/查看帮助中心').waitFor();
    // no SERVICE_PHONE set: no hotline at all (never an invented 400 line), the contact page instead
    const contact = page.getByTestId('help-contact');
    expect(await contact.getByRole('link', { name: '联系我们' }).count()).toBe(1);
    expect(await contact.innerText()).not.toMatch(/热线|400-/);
    await page.waitForTimeout(400);
    await screenshot(page, 'promotion-help-guest', false);
    await page.close();
  });

  it('a buyer opens the promotion from the carousel, buys at the promoted price, pays, and the order shows it', async () => {
    const { page } = await newPage(browser);
    await loginThroughSso(page, BUYER, PASSWORD);
    await ensureAddress(await apiOf(page));

    await page.goto('/home');
    const slide = page.locator('[data-testid="placement-carousel"] .hero-slide.on');
    await slide.waitFor();
    await slide.click();
    await page.waitForURL(/\/product\/sale\/detail\?activityNo=PMDEMO0001/);
    const row = page.locator('.sale-detail .ant-table-row').first();
    await row.waitFor();
    const zhe = await row.locator('.ant-tag').innerText();
    expect(zhe).toMatch(/^\d\.\d折$/);
    await quiet(page);
    await screenshot(page, 'promotion-sale-detail');

    await row.getByRole('button', { name: /立即购买/ }).click();
    await page.waitForURL(/\/memberStore\/submitOrder\?source=direct/);
    const skuNo = new URL(page.url()).searchParams.get('items')!.split(':')[0]!;
    const settle = await SettlePage.arrived(page);
    await settle.addressChosen();
    await expect.poll(() => page.getByTestId('line-promotion').first().innerText()).toMatch(/促销：摄像机限时6折/);
    await quiet(page);
    await screenshot(page, 'promotion-settlement');
    const orderNo = await settle.submit();

    await scanAndPay(page, 'wechat');
    await page.waitForURL(/\/memberStore\/purchaseOrders\/detail\?orderNo=/, { timeout: 20_000 });
    await page.getByText('已付款').first().waitFor();
    expect(new URL(page.url()).searchParams.get('orderNo')).toBe(orderNo);
    await expect.poll(() => page.getByTestId('order-promotions').innerText()).toMatch(/摄像机限时6折/);
    await quiet(page);
    await screenshot(page, 'promotion-order-paid');

    // Over the per-person limit of 10 (1 bought): 9 units at the promoted price, 2 at the normal price, said.
    await page.goto(`/memberStore/submitOrder?source=direct&items=${encodeURIComponent(skuNo)}:11`);
    await expect
      .poll(() => page.getByTestId('line-promotion').first().innerText())
      .toMatch(/每人限购10件（您已购1件）：9件享促销，其余2件按原价¥[\d.]+/);
    await quiet(page);
    await screenshot(page, 'promotion-settlement-limit');

    await page.goto('/product/sale');
    await page.getByTestId('sale-card').first().waitFor();
    expect(await page.getByTestId('sale-card').count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.getByTestId('sale-discount').allInnerTexts()).toContain('赠品');
    await quiet(page);
    await screenshot(page, 'promotion-sale-list');

    // The product page of the promoted model shows the running promotion: its price and discount, as the sale page.
    await page.goto('/product/sale/detail?activityNo=PMDEMO0001');
    const first = page.locator('.sale-detail .ant-table-row').first();
    await first.waitFor();
    const promoted = (await first.locator('td').nth(2).innerText()).trim();
    const href = (await first.locator('a[href*="/product/detail"]').first().getAttribute('href'))!;
    await page.goto(`${href}&sku=${encodeURIComponent(skuNo)}`);
    await expect.poll(() => page.getByTestId('detail-promotion-price').first().innerText()).toContain(promoted);
    expect(await page.getByTestId('detail-promotions').innerText()).toMatch(/摄像机限时6折[\s\S]*每人限购 10 件/);
    await quiet(page);
    await screenshot(page, 'promotion-product-page');
    await page.close();
  }, 120_000);
});

/**
 * The buying path on a phone (issue 58 §2), at 390 × 844 with a phone's browser: sign in, find a product with the
 * header's search, open it, add it to the cart from the floating cart, check out, pay through the sandbox's WeChat
 * Pay H5 cashier (去支付 on the pay page opens it; it returns to the order), and see the order paid, in the order list
 * and in the messages. Every page fits the phone (no sideways scrolling, buttons ≥ 44 px), and the pictures are kept
 * as docs/screenshots/phone-*.png. The sign-up page and a second order paid by Alipay's mobile-web cashier fit too.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot } from './support/browser.ts';
import { apiOf, clearCart, ensureAddress, type Api } from './support/buying.ts';
import { P, call, tokenOf } from './support/orders-api.ts';
import { SignOnPage } from './support/pages/sign-on.ts';
import { PHONE_UA, fitsPhone, phoneContext } from './support/phone.ts';
import { baseURL } from './support/browser.ts';

const BUYER = '13800000003';
const poll = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout });

interface ListSpu {
  spuNo: string;
  spuName: string;
  skus: { skuNo: string; model: string; price: number | null; stock: number; status: number }[];
}

describe('buying on a phone at 390 px: search, product, cart, checkout, H5 payment', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let api: Api;
  let spu: ListSpu;
  let orderNo = '';

  /** Waits for the toasts to go, so that screenshots show the page. */
  const quiet = () => poll(() => page.locator('.ant-message-notice').count(), 10_000).toBe(0);

  beforeAll(async () => {
    browser = await launch();
    context = await phoneContext(browser, PHONE_UA);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('the sign-up and sign-in pages fit the phone; 登录 is on the screen and signs in', async () => {
    await page.goto('/register');
    await page.getByPlaceholder('请输入手机号').waitFor();
    await fitsPhone(page);
    await screenshot(page, 'phone-register', false);

    await new SignOnPage(page, baseURL()).open('/home');
    const button = page.getByRole('button', { name: /登\s*录/ });
    await button.waitFor();
    await fitsPhone(page);
    const box = (await button.boundingBox())!;
    expect(box.x + box.width, '登录 within the screen').toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await screenshot(page, 'phone-sso-login', false);
    await new SignOnPage(page, baseURL()).signIn(BUYER, 'Demo@2026');
    await page.waitForURL(/\/home/);
    api = await apiOf(page);
    await ensureAddress(api);
    await clearCart(api);
    await page.locator('.home-hero').waitFor();
    await fitsPhone(page);
    await screenshot(page, 'phone-home', false);
  });

  it('finds a product with the header search and opens it', async () => {
    // A product this dealer can buy: listed, priced, in stock.
    for (let pageNo = 1; !spu && pageNo <= 10; pageNo++) {
      const list = await api<ListSpu[]>(`/open/v1/goods/spu/page?size=50&fields=skus&page=${pageNo}&b2bStockStatus=0`);
      spu = list.find((s) => s.skus.some((k) => k.status === 0 && k.price !== null && k.stock >= 20))!;
    }
    expect(spu, 'a product to buy').toBeTruthy();
    const model = spu.skus.find((k) => k.status === 0 && k.price !== null && k.stock >= 20)!.model;

    const box = page.getByLabel('搜索产品、方案').first();
    await box.click();
    await box.fill(model);
    await box.press('Enter');
    await page.waitForURL(/\/search\?keyword=/);
    const card = page.locator(`a.spu-card[href*="id=${spu.spuNo}"]`).first();
    await card.waitFor();
    await fitsPhone(page);
    await screenshot(page, 'phone-search', false);

    await card.click();
    await page.waitForURL(/\/product\/detail\?id=/);
    await page.getByRole('button', { name: /加入购物车/ }).waitFor();
    await fitsPhone(page);
    await screenshot(page, 'phone-product');
  });

  it('adds it to the cart and opens the cart from the floating cart button', async () => {
    const chip = page.locator('.model-chip:not(.off)').first();
    if (!(await chip.evaluate((e) => e.classList.contains('active')))) await chip.click();
    await page.getByRole('button', { name: /加入购物车/ }).click();
    await poll(() => page.getByText('加入购物车成功').count()).toBeGreaterThan(0);
    await poll(() => page.locator('.float-cart .ant-badge-count').textContent()).toBe('1');

    const cart = page.locator('.float-cart');
    const b = (await cart.boundingBox())!;
    expect(b.x >= 0 && b.x + b.width <= 390 && b.y + b.height <= 844, 'the floating cart on the screen').toBe(true);
    await cart.tap();
    await poll(() => page.getByTestId('cart-line').count()).toBe(1);
    await quiet();
    await fitsPhone(page);
    await screenshot(page, 'phone-cart', false);
  });

  it('checks out: the settle page fits, 提交订单 leaves to the pay page', async () => {
    await page.getByRole('button', { name: /去结算/ }).click();
    await page.getByTestId('settle-page').waitFor();
    await poll(() => page.locator('.address-card.active').count()).toBe(1);
    await fitsPhone(page);
    await screenshot(page, 'phone-settle');
    await page.getByRole('button', { name: /提交订单/ }).click();
    await page.waitForURL(/\/pay-page\?orderNo=/);
    orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  });

  it('pays by WeChat Pay H5: 去支付 opens the cashier, which pays and returns to the paid order', async () => {
    const go = page.getByTestId('h5-pay-wechat');
    await poll(() => go.getAttribute('href')).toMatch(/\/sandbox\/wechat\/h5\/.+redirect_url=/);
    // The phone's way replaces the QR code, and the button is on the screen.
    expect(await page.locator('.pay-qr-img').count()).toBe(0);
    const b = (await go.boundingBox())!;
    expect(b.x + b.width <= 390 && b.y + b.height <= 844, '去支付 on the screen').toBe(true);
    await fitsPhone(page);
    await screenshot(page, 'phone-pay', false);

    await go.tap();
    await page.getByRole('button', { name: '确认支付' }).waitFor();
    await fitsPhone(page);
    await screenshot(page, 'phone-sandbox-h5', false);
    await page.getByRole('button', { name: '确认支付' }).tap();
    await page.waitForURL(/\/memberStore\/purchaseOrders\/detail\?orderNo=/, { timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('orderNo')).toBe(orderNo);
    await poll(() => page.getByText('已付款').count()).toBeGreaterThan(0);
    await quiet();
    await fitsPhone(page);
    await screenshot(page, 'phone-order-paid');
  });

  it('the order list, the after-sale list and the messages fit the phone and show the paid order', async () => {
    await page.goto('/memberStore/purchaseOrders');
    await page.getByText(orderNo).first().waitFor();
    await fitsPhone(page);
    await screenshot(page, 'phone-orders', false);

    await page.goto('/memberStore/afterSale');
    await page.getByRole('heading', { name: '我的售后' }).or(page.getByText('我的售后').first()).first().waitFor();
    await fitsPhone(page);

    await page.goto('/member/messageCenter');
    await page
      .getByText(new RegExp(`您的订单 ${orderNo}`))
      .first()
      .waitFor();
    await fitsPhone(page);
    await screenshot(page, 'phone-messages', false);
  });

  it('shipped by the dealer, the order is asked back on the phone: the form and the after-sale card fit', async () => {
    const shop = await tokenOf('13800000002');
    const shipped = await call(shop, 'POST', `${P}/order/ship`, {
      orderNo,
      parcels: [{ carrier: 'SF', trackingNo: 'SF1234567890125' }],
    });
    expect(shipped.code, shipped.msg).toBe(0);
    await page.goto(`/memberStore/purchaseOrders/detail?orderNo=${orderNo}`);
    await poll(() => page.getByTestId('order-status').textContent()).toBe('已发货');
    const line = page.getByTestId('after-sale-line').first();
    await poll(() => line.innerText()).toContain('可申请');
    await fitsPhone(page);
    await line.getByTestId('after-sale-apply').tap();
    const form = page.getByTestId('after-sale-apply-form');
    await form.waitFor();
    await form.getByTestId('after-sale-reason').tap();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: '商品破损' })
      .first()
      .tap();
    await form.getByTestId('after-sale-text').fill('外壳破裂');
    await quiet();
    await fitsPhone(page);
    await screenshot(page, 'phone-after-sale-apply', false);
    await page
      .locator('.ant-modal')
      .getByRole('button', { name: /提交申请/ })
      .tap();
    const card = page.getByTestId('after-sale-card').first();
    await poll(() => card.getByTestId('after-sale-state').innerText()).toBe('待商家处理');
    await quiet();
    await fitsPhone(page);
    await screenshot(page, 'phone-after-sale-card', false);

    await page.goto('/memberStore/afterSale');
    await page.getByText(orderNo).first().waitFor();
    await fitsPhone(page);
  });

  it("a second order pays by Alipay's mobile-web cashier and comes back paid", async () => {
    const sku = spu.skus.find((k) => k.status === 0 && k.price !== null && k.stock >= 20)!;
    await page.goto(`/product/detail?id=${encodeURIComponent(spu.spuNo)}&sku=${encodeURIComponent(sku.skuNo)}`);
    await page.getByRole('button', { name: /立即购买/ }).tap();
    await page.getByTestId('settle-page').waitFor();
    await poll(() => page.locator('.address-card.active').count()).toBe(1);
    await page.getByRole('button', { name: /提交订单/ }).click();
    await page.waitForURL(/\/pay-page\?orderNo=/);
    const second = new URL(page.url()).searchParams.get('orderNo')!;
    await page.getByRole('tab', { name: '支付宝' }).tap();
    const go = page.getByTestId('h5-pay-alipay');
    await poll(() => go.getAttribute('href')).toMatch(
      /\/sandbox\/alipay\/gateway\.do\?.*method=alipay\.trade\.wap\.pay/,
    );
    await fitsPhone(page);
    await go.tap();
    await page.getByRole('button', { name: '确认支付' }).waitFor();
    await fitsPhone(page);
    await screenshot(page, 'phone-sandbox-alipay-h5', false);
    await page.getByRole('button', { name: '确认支付' }).tap();
    await page.waitForURL(/\/memberStore\/purchaseOrders\/detail\?orderNo=/, { timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('orderNo')).toBe(second);
    await poll(() => page.getByText('已付款').count()).toBeGreaterThan(0);
  });
});

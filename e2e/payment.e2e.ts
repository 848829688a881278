import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import { scanAndPay } from './support/buying.ts';
import { addDefaultAddress, call, P, PASSWORD, placeOrder, tokenOf } from './support/orders-api.ts';

const PHONE = '13800000004';

const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/**
 * Paying a mall order as a buyer does: the pay page shows the amount, the order number and the time left; the
 * WeChat Pay or Alipay code is 'scanned' by opening it in a second page (the built-in sandbox's scan-and-pay page),
 * confirmed there, and the pay page leaves by itself to the order, now 已付款. The wallet pays without a second page.
 */
describe('paying an order: QR codes through the sandbox gateway, and the wallet', () => {
  let browser: Browser;
  let page: Page;
  let token = '';

  beforeAll(async () => {
    browser = await launch();
    ({ page } = await newPage(browser));
    await loginThroughSso(page, PHONE, PASSWORD);
    token = await tokenOf(PHONE);
    await addDefaultAddress(token);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const scanInSecondPage = (channel: 'wechat' | 'alipay', shot?: string) => scanAndPay(page, channel, shot);

  it('WeChat Pay: the code opened in a second page and confirmed; the pay page leaves to the paid order', async () => {
    const o = await placeOrder(token);
    await page.goto(`/pay-page?orderNo=${o.orderNo}`);
    await expect.poll(() => page.getByTestId('pay-amount').innerText()).toBe(yuan(o.payFen));
    expect(await page.getByTestId('pay-order-no').innerText()).toBe(o.orderNo);
    await page.getByRole('img', { name: '微信支付二维码' }).waitFor();
    // The channels the server has on (all three in the demo, both QR ones on the sandbox, which the page says).
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['微信支付', '支付宝', '钱包支付']);
    await page.getByText('演示沙箱：扫码页由本站模拟，不会真实扣款').waitFor();
    await expect.poll(() => page.locator('.pay-countdown').innerText()).toMatch(/^\d+:\d{2}$/);
    await page.mouse.move(0, 0);
    await screenshot(page, 'pay-page');
    await scanInSecondPage('wechat', 'pay-sandbox-scan');
    await page.waitForURL(/\/memberStore\/purchaseOrders\/detail\?orderNo=/, { timeout: 20_000 });
    await page.getByText('支付成功').first().waitFor();
    await page.getByText('已付款').first().waitFor();
    await page.getByText('微信支付').first().waitFor();
    await screenshot(page, 'pay-order-paid');
  });

  it('Alipay: the same through the 支付宝 tab', async () => {
    const o = await placeOrder(token);
    await page.goto(`/pay-page?orderNo=${o.orderNo}`);
    await page.getByRole('tab', { name: '支付宝' }).click();
    await page.getByRole('img', { name: '支付宝二维码' }).waitFor();
    await scanInSecondPage('alipay');
    await page.waitForURL(/\/memberStore\/purchaseOrders\/detail\?orderNo=/, { timeout: 20_000 });
    await page.getByText('已付款').first().waitFor();
  });

  it('the wallet: 使用钱包支付, confirm on the wallet page, the balance goes down by the amount', async () => {
    const before = (await call<{ balanceFen: number }>(token, 'GET', `${P}/pay/wallet/balance`)).data.balanceFen;
    const o = await placeOrder(token);
    await page.goto(`/pay-page?orderNo=${o.orderNo}`);
    await page.getByRole('tab', { name: '钱包支付' }).click();
    await page.getByRole('button', { name: '使用钱包支付' }).click();
    await page.waitForURL(/\/pay-page\/wallet\?paymentNo=P/);
    await expect.poll(() => page.locator('.pay-price').innerText()).toBe(yuan(o.payFen));
    await screenshot(page, 'pay-wallet');
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(/\/memberStore\/purchaseOrders\/detail\?orderNo=/, { timeout: 20_000 });
    await page.getByText('已付款').first().waitFor();
    const after = (await call<{ balanceFen: number }>(token, 'GET', `${P}/pay/wallet/balance`)).data.balanceFen;
    expect(before - after).toBe(o.payFen);
  });
});

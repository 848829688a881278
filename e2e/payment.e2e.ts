import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import { scanAndPay } from './support/buying.ts';

const PHONE = '13800000004';
const PASSWORD = 'Demo@2026';
const P = '/api-cloud-merchant-service/v1';

/** The buyer's own API session (orders are set up through the API; paying is done in the browser). */
async function call<T = unknown>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(baseURL() + path, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

let keySeq = 0;
/** Places a one-item order of the first model the shop can sell now. */
async function placeOrder(token: string): Promise<{ orderNo: string; payFen: number }> {
  const list = await fetch(
    `${baseURL()}/api-cloud-merchant-service/open/v1/goods/spu/page?page=1&size=30&fields=skus`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  ).then((r) => r.json() as Promise<{ data: { skus?: { skuNo: string }[] }[] }>);
  for (const spu of list.data) {
    for (const sku of spu.skus ?? []) {
      const items = [{ skuNo: sku.skuNo, quantity: 1 }];
      const pre = await call<{ payFen: number; address: { id: number } | null }>(
        token,
        'POST',
        `${P}/order/preSettlement`,
        {
          source: 'direct',
          items,
        },
      );
      if (pre.code !== 0 || !pre.data.address) continue;
      const placed = await call<{ orderNo: string; payFen: number }>(
        token,
        'POST',
        `${P}/order/placeorder`,
        { source: 'direct', items, addressId: pre.data.address.id, expectedPayFen: pre.data.payFen },
        { 'idempotency-key': `e2e-pay-${Date.now()}-${++keySeq}` },
      );
      if (placed.code === 0) return placed.data;
    }
  }
  throw new Error('no model could be ordered');
}

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
    const login = await fetch(`${baseURL()}${P}/account/passwordLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: PHONE, password: PASSWORD }),
    }).then((r) => r.json() as Promise<{ data: { token: string } }>);
    token = login.data.token;
    await call(token, 'POST', `${P}/address/add`, {
      provinceCode: '330000',
      provinceName: '浙江省',
      cityCode: '330100',
      cityName: '杭州市',
      areaCode: '330106',
      areaName: '西湖区',
      detailAddress: '文三路 90 号',
      contactName: '王工',
      contactPhone: '13900001111',
      isDefault: true,
    });
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

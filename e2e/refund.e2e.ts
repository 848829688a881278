import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import { addDefaultAddress, call, P, PASSWORD, placeOrder, tokenOf } from './support/orders-api.ts';

const BUYER = '13800000004';
const STAFF = '13800000008';
const yuanText = (fen: number) => (fen / 100).toFixed(2);

/**
 * A refund as the provider's staff makes it: the buyer pays an order by WeChat Pay in the sandbox; the sales account
 * opens 退款管理, refunds the order in full, and sees it 退款中 until the sandbox's refund notification confirms it,
 * then 已退款; the buyer's order page shows the refund.
 */
describe('refunding a paid order', () => {
  let browser: Browser;
  let buyerPage: Page;
  let staffPage: Page;
  let buyer = '';

  beforeAll(async () => {
    browser = await launch();
    ({ page: buyerPage } = await newPage(browser));
    ({ page: staffPage } = await newPage(browser));
    buyer = await tokenOf(BUYER);
    await addDefaultAddress(buyer);
    await loginThroughSso(buyerPage, BUYER, PASSWORD);
    await loginThroughSso(staffPage, STAFF, PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the staff refunds an order paid in the sandbox, and the buyer sees it', async () => {
    const o = await placeOrder(buyer);
    const qr = await call<{ codeUrl: string; paymentNo: string }>(buyer, 'POST', `${P}/pay/qrcode`, {
      kind: 'mall_order',
      orderNo: o.orderNo,
      channel: 'wechat',
    });
    expect(qr.code).toBe(0);
    // The payer scans and confirms on the sandbox's page.
    const scan = await buyerPage.context().newPage();
    await scan.goto(qr.data.codeUrl);
    await scan.getByRole('button', { name: '确认支付' }).click();
    await scan.getByText('支付成功').first().waitFor();
    await scan.close();
    await buyerPage.goto(`/memberStore/purchaseOrders/detail?orderNo=${o.orderNo}`);
    await buyerPage.getByText('已付款').first().waitFor({ timeout: 20_000 });

    await staffPage.goto('/memberStore/purchaseOrders/refunds');
    const form = staffPage.getByTestId('refund-form');
    await form.getByPlaceholder('已支付的订单号').fill(o.orderNo);
    await form.getByPlaceholder('例如 12.50').fill(yuanText(o.payFen));
    await form.getByPlaceholder('商家退款').fill('客户退货');
    await form.getByRole('button', { name: '确认退款' }).click();
    await staffPage.getByText('退款已提交').first().waitFor();
    const row = staffPage.locator('tr', { hasText: o.orderNo });
    await row.waitFor();
    // 退款中 until WeChat's (the sandbox's) refund notification arrives.
    await expect
      .poll(
        async () => {
          await staffPage.reload();
          return staffPage.locator('tr', { hasText: o.orderNo }).innerText();
        },
        { timeout: 30_000, interval: 1500 },
      )
      .toContain('已退款');
    expect(await row.innerText()).toContain('客户退货');
    // The list pages on the server; the order number finds its refund among every other.
    await staffPage
      .locator('[data-testid="refunds-search"] input, input[data-testid="refunds-search"]')
      .fill(o.orderNo);
    await staffPage.locator('[data-testid="refunds-search"] input, input[data-testid="refunds-search"]').press('Enter');
    const rows = staffPage.getByTestId('refunds-manage').locator('.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain(o.orderNo);
    await expect.poll(() => staffPage.getByTestId('refunds-manage').innerText()).toContain('共 1 条');
    await screenshot(staffPage, 'refunds-manage');

    await buyerPage.reload();
    const refunds = buyerPage.getByTestId('order-refunds');
    await refunds.waitFor({ timeout: 20_000 });
    expect(await refunds.innerText()).toContain('已退款');
    expect(await refunds.innerText()).toContain(
      `¥${(o.payFen / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    await screenshot(buyerPage, 'order-refunded');

    // A second refund of the same order is refused: nothing is left to refund.
    await form.getByPlaceholder('已支付的订单号').fill(o.orderNo);
    await form.getByPlaceholder('例如 12.50').fill('0.01');
    await form.getByRole('button', { name: '确认退款' }).click();
    await staffPage.getByText('退款金额超过可退金额').first().waitFor();
  });
});

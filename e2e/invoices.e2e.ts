/**
 * Invoices (issue 59): a second-level dealer (13800000003) pays two orders of its first-level dealer M10001 in the
 * sandbox and asks, in 发票中心, for one merged 数电专票 on its company title; the dealer (13800000002) fills in 开票设置
 * and issues it through the built-in platform; the buyer downloads the PDF; the provider's staff refunds part of one
 * order, and the invoice is reversed by a red one and a new one for the remainder is issued. (The title's own form,
 * a wrong taxpayer number refused, is invoice-titles.e2e.) Then the buyer asks for an invoice at checkout (开具发票 on
 * the settlement page): once the order is paid the request appears on the order's page by itself.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import { addDefaultAddress, call, orderableSku, P, PASSWORD, placeOrder, tokenOf } from './support/orders-api.ts';

const BUYER = '13800000003';
const SELLER = '13800000002';
const STAFF = '13800000008';
/** Places and pays (the sandbox's scan page) an order of two of a model the shop sells; answers its number. */
async function paidOrder(token: string, page: Page, skip: number): Promise<{ orderNo: string; payFen: number }> {
  const placed = await placeOrder(token, 2, skip);
  const qr = await call<{ codeUrl: string }>(token, 'POST', `${P}/pay/qrcode`, {
    kind: 'mall_order',
    orderNo: placed.orderNo,
    channel: 'wechat',
  });
  const scan = await page.context().newPage();
  await scan.goto(qr.data.codeUrl);
  await scan.getByRole('button', { name: '确认支付' }).click();
  await scan.getByText('支付成功').first().waitFor();
  await scan.close();
  return placed;
}

describe('invoices: asked, issued, downloaded, reversed after a refund', () => {
  let browser: Browser;
  let buyerPage: Page;
  let sellerPage: Page;
  let staffPage: Page;
  let orders: { orderNo: string; payFen: number }[] = [];

  beforeAll(async () => {
    browser = await launch();
    ({ page: buyerPage } = await newPage(browser));
    ({ page: sellerPage } = await newPage(browser));
    ({ page: staffPage } = await newPage(browser));
    const buyer = await tokenOf(BUYER);
    await addDefaultAddress(buyer);
    const title = await call(buyer, 'POST', `${P}/invoice/title/add`, {
      kind: 'company',
      name: '杭州安视系统集成有限公司',
      taxNo: '91350100M000100Y43',
      registeredAddress: '杭州市西湖区文三路 90 号',
      registeredPhone: '0571-88886666',
      bankName: '招商银行杭州分行',
      bankAccount: '571900112233445',
      isDefault: true,
    });
    expect(title.code).toBe(0);
    await loginThroughSso(buyerPage, BUYER, PASSWORD);
    orders = [await paidOrder(buyer, buyerPage, 0), await paidOrder(buyer, buyerPage, 1)];
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the buyer merges its two paid orders into one 数电专票 request', async () => {
    await buyerPage.goto('/member/invoice');
    const centre = buyerPage.getByTestId('invoice-centre');
    await centre.waitFor();
    await buyerPage.waitForLoadState('networkidle');
    // both orders ticked until the merge button counts them (a list that answers again may drop a tick: 2026-11-29 CI)
    const merge = centre.getByRole('button', { name: /申请开票（合并 2 个订单）/ });
    await expect
      .poll(
        async () => {
          for (const o of orders) {
            const row = buyerPage.getByTestId('invoice-orders').locator('tr', { hasText: o.orderNo });
            await row.waitFor();
            const tick = row.locator('.ant-checkbox-input');
            if (!(await tick.isChecked())) await tick.check();
          }
          return merge.count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    await merge.click();
    const dialog = buyerPage.locator('.ant-modal', { hasText: '申请开票' });
    await dialog.getByText('数电专票').click();
    await expect.poll(() => dialog.locator('.ant-select').innerText()).toContain('杭州安视系统集成有限公司');
    await dialog.getByPlaceholder('选填，如 caiwu@example.com').fill('caiwu@anshi.cn');
    await screenshot(buyerPage, 'invoice-apply', false);
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await buyerPage.getByText('已提交开票申请').first().waitFor();
    const mine = buyerPage.getByTestId('invoice-list').locator('tr', { hasText: orders[0]!.orderNo });
    await expect.poll(() => mine.innerText()).toContain('待开票');
    const total = orders.reduce((s, o) => s + o.payFen, 0);
    expect(await mine.innerText()).toContain((total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }));
  });

  it('the first-level dealer sets 开票设置 and issues it through the built-in platform', async () => {
    await loginThroughSso(sellerPage, SELLER, PASSWORD);
    await sellerPage.goto('/merchantCenter/sellerInvoice');
    const list = sellerPage.getByTestId('seller-invoices');
    await list.getByText('尚未填写开票设置').waitFor();
    await list.getByRole('button', { name: '开票设置' }).click();
    const dialog = sellerPage.locator('.ant-modal', { hasText: '开票设置' });
    await dialog.getByLabel('销方名称').fill('杭州西溪智安电子科技有限公司');
    await dialog.getByLabel('销方纳税人识别号').fill('91440300708461136T');
    await dialog.getByLabel('税收分类编码').fill('10905');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.getByText('税收分类编码应为19位数字').waitFor();
    await dialog.getByLabel('税收分类编码').fill('1090511040000000000');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await sellerPage.getByText('开票设置已保存').first().waitFor();
    const row = list.locator('tr', { hasText: orders[0]!.orderNo });
    await row.getByRole('button', { name: '开具发票' }).click();
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toContain('已开票');
    await screenshot(sellerPage, 'invoice-seller-queue');
  });

  it('the buyer downloads the PDF from 发票中心', async () => {
    await buyerPage.reload();
    const row = buyerPage.getByTestId('invoice-list').locator('tr', { hasText: orders[0]!.orderNo });
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toContain('已开票');
    const [download] = await Promise.all([buyerPage.waitForEvent('download'), row.getByText('下载发票').click()]);
    const file = await download.path();
    const fs = await import('node:fs');
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(buyerPage, 'invoice-centre');
  });

  it('a partial refund reverses it with a red invoice, and a new invoice for the remainder is issued', async () => {
    await loginThroughSso(staffPage, STAFF, PASSWORD);
    await staffPage.goto('/memberStore/purchaseOrders/refunds');
    const form = staffPage.getByTestId('refund-form');
    const refunded = orders[1]!;
    await form.getByPlaceholder('已支付的订单号').fill(refunded.orderNo);
    await form.getByPlaceholder('例如 12.50').fill('1.00');
    await form.getByPlaceholder('商家退款').fill('部分退货');
    await form.getByRole('button', { name: '确认退款' }).click();
    await staffPage.getByText('退款已提交').first().waitFor();
    const rest = orders.reduce((s, o) => s + o.payFen, 0) - 100;
    // the refund is confirmed by the sandbox's notification, the reversal by the queue's invoice.reverse (every 30 s)
    await expect
      .poll(
        async () => {
          await buyerPage.reload();
          // the list's rows, once the page has them (not the table's empty state while it asks)
          const list = buyerPage.getByTestId('invoice-list');
          await list.locator('tr', { hasText: orders[0]!.orderNo }).first().waitFor();
          return list.innerText();
        },
        { timeout: 150_000, interval: 3_000 },
      )
      .toContain('红字');
    const text = await buyerPage.getByTestId('invoice-list').innerText();
    expect(text).toContain('已红冲');
    // what remains paid is issued again at once through the dealer's platform, a new PDF to download
    const restRow = buyerPage
      .getByTestId('invoice-list')
      .locator('tr', { hasText: (rest / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }) });
    // issued by the platform behind the reversal (the queue's turn and the sandbox's answer): a busy CI took over 20 s
    await expect.poll(() => restRow.innerText(), { timeout: 60_000, interval: 2_000 }).toContain('已开票');
    expect(await restRow.getByText('下载发票').count()).toBe(1);
    await screenshot(buyerPage, 'invoice-reversed');
  }, 240_000); // the queue's reversal turn and the platform's answer: over 90 s on a loaded 2-core CI (2026-11-30)

  it('at checkout the buyer asks for an invoice; once paid, the request is on the order page by itself', async () => {
    const buyer = await tokenOf(BUYER);
    const skuNo = await orderableSku(buyer);
    await buyerPage.goto(`/memberStore/submitOrder?source=direct&items=${encodeURIComponent(skuNo)}:1`);
    const section = buyerPage.getByTestId('settle-invoice');
    await section.waitFor();
    await section.getByText('开具发票', { exact: true }).click();
    await expect.poll(() => section.locator('.ant-select').innerText()).toContain('杭州安视系统集成有限公司');
    await section.getByPlaceholder('选填，如 caiwu@example.com').fill('不是邮箱');
    await buyerPage.getByRole('button', { name: '提交订单' }).click();
    // a wrong field stops the order before it is placed, in words on the field
    await expect.poll(() => section.getByText('请输入正确的邮箱地址').isVisible()).toBe(true);
    expect(buyerPage.url()).toContain('/memberStore/submitOrder');
    await section.getByPlaceholder('选填，如 caiwu@example.com').fill('caiwu@anshi.cn');
    await expect.poll(() => section.getByText('请输入正确的邮箱地址').count()).toBe(0);
    await section.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(buyerPage, 'invoice-checkout', false);
    await buyerPage.getByRole('button', { name: '提交订单' }).click();
    await buyerPage.waitForURL(/\/pay-page\?orderNo=/);
    const orderNo = new URL(buyerPage.url()).searchParams.get('orderNo')!;
    await buyerPage.goto(`/memberStore/purchaseOrders/detail?orderNo=${orderNo}`);
    await expect
      .poll(() => buyerPage.getByTestId('invoice-wish').innerText())
      .toContain('订单付款后将自动提交开票申请');
    const qr = await call<{ codeUrl: string }>(buyer, 'POST', `${P}/pay/qrcode`, {
      kind: 'mall_order',
      orderNo,
      channel: 'wechat',
    });
    const scan = await buyerPage.context().newPage();
    await scan.goto(qr.data.codeUrl);
    await scan.getByRole('button', { name: '确认支付' }).click();
    await scan.getByText('支付成功').first().waitFor();
    await scan.close();
    // the queue's invoice.wishes turns it within 10 s; the order page asks again every 5 s
    await buyerPage.reload();
    const invoice = buyerPage.getByTestId('order-invoice');
    await expect.poll(() => invoice.innerText(), { timeout: 45_000, interval: 1_000 }).toContain('待开票');
    expect(await invoice.innerText()).toContain('数电普票');
    await screenshot(buyerPage, 'invoice-order-page');
  });
});

/**
 * The service centre as a buyer and the provider's desk use it: a free warranty repair of a device bought through the
 * portal, a priced out-of-warranty repair paid by the sandbox QR, the desk accepting, dispatching, starting and
 * closing both, the buyer following each step in /member/serveOrder and the message centre, and a password-recovery
 * order receiving its proof photos from a phone through the one-time share link (no sign-in). The desk dispatches by an
 * order allocation type; an unpaid order shows the time left to pay, and a paid one cancelled its refund, asked by
 * the server's job queue, until it is done.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import { apiOf, ensureAddress, quiet, scanAndPay } from './support/buying.ts';

const BUYER = '13800000001';
const DESK = '13800000008';
const PASSWORD = 'Demo@2026';
/** A real 2 × 2 PNG (uploads are decoded: a broken body is refused). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADklEQVQImWM4AwYMEAoAQv4JkTOmPuoAAAAASUVORK5CYII=',
  'base64',
);

/** Waits until no select list is open: a closing list stays visible while it fades and would take the next click. */
async function listsClosed(page: Page) {
  // The fade takes longer than expect.poll's 1 s on a loaded machine (seen in CI).
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count(), { timeout: 10_000 }).toBe(0);
}

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.locator('.ant-form-item', { hasText: label }).locator('.ant-select').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  await listsClosed(page);
}

async function orderRepair(page: Page, serial: string): Promise<string> {
  await page.goto('/service-center/repair-application');
  await page.getByPlaceholder(/设备标签上的序列号/).fill(serial);
  await page.getByRole('button', { name: /^校\s*验$/ }).click();
  await page.locator('.ant-alert').waitFor();
  await pick(page, '故障类型', '无图像');
  await page.locator('.ant-form-item', { hasText: '故障描述' }).locator('textarea').fill('夜间画面全黑');
  await pick(page, '服务地址', /./);
  await page.locator('.ant-form-item', { hasText: '上门时间' }).locator('.ant-select').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
  await listsClosed(page);
  await page.locator('.ant-form-item', { hasText: '上门时间' }).locator('.ant-select').nth(1).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '下午' }).click();
  await listsClosed(page);
  await page.getByRole('button', { name: '查看价格' }).click();
  await page.getByTestId('service-price').waitFor();
  return (await page.getByTestId('service-price').textContent()) ?? '';
}

/** Orders a service through the older backend's own endpoint (as the page would), for tomorrow morning. */
async function addByApi(page: Page, body: Record<string, unknown>): Promise<string> {
  const api = await apiOf(page);
  const address = (await api<{ id: number }[]>('/v1/address/list'))[0]!;
  const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  const res = await page.request.post('/apiOrder/serviceOrder/add', {
    headers: { Authorization: `Bearer ${token}` },
    data: { addressId: address.id, slotDate: tomorrow, slot: 'am', ...body },
  });
  expect(res.headers().jt).toBeTruthy();
  return ((await res.json()) as { data: { orderNo: string } }).data.orderNo;
}

describe('service centre: repairs ordered, paid and tracked; the desk; the share link', () => {
  let browser: Browser;
  let buyer: Page;
  let desk: Page;
  const orders: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    ({ page: buyer } = await newPage(browser));
    ({ page: desk } = await newPage(browser));
    await loginThroughSso(buyer, BUYER, PASSWORD);
    await ensureAddress(await apiOf(buyer));
    await loginThroughSso(desk, DESK, PASSWORD);
  });
  afterAll(() => browser?.close());

  it('shows the outlets on the offline map', async () => {
    await buyer.goto('/service-center');
    await buyer.getByText('安保服务中心·杭州西湖网点').waitFor();
    await buyer.locator('canvas').first().waitFor();
    await screenshot(buyer, 'service-outlets');
  });

  it('a repair of a device under warranty is free', async () => {
    const price = await orderRepair(buyer, 'IPC2025000001');
    expect(price).toContain('免费');
    await expect.poll(() => buyer.locator('.ant-alert').textContent()).toContain('保修期内');
    await screenshot(buyer, 'service-repair-form');
    await buyer.getByRole('button', { name: '提交服务订单' }).click();
    await buyer.waitForURL(/\/member\/serveOrder\/details\?orderNo=/);
    await expect.poll(() => buyer.getByTestId('service-status').textContent()).toBe('已提交');
    orders.push(new URL(buyer.url()).searchParams.get('orderNo')!);
  });

  it('an out-of-warranty repair is priced and paid by the sandbox QR', async () => {
    const price = await orderRepair(buyer, 'NVR2022000001');
    expect(price).toMatch(/^¥1[25]0$/); // the national rule, or Beijing's own
    await buyer.getByRole('button', { name: '提交服务订单' }).click();
    await buyer.waitForURL(/\/pay-page\?kind=service_order/);
    orders.push(new URL(buyer.url()).searchParams.get('orderNo')!);
    await buyer.getByRole('tab', { name: '支付宝' }).click();
    await buyer.getByRole('img', { name: '支付宝二维码' }).waitFor();
    await scanAndPay(buyer, 'alipay');
    await buyer.waitForURL(/\/member\/serveOrder\/details\?orderNo=/, { timeout: 30_000 });
    await expect.poll(() => buyer.getByTestId('service-status').textContent(), { timeout: 20_000 }).toBe('已付款');
  });

  it('the desk accepts, dispatches, starts and closes both; the buyer sees each step and the messages', async () => {
    await desk.goto('/memberStore/serviceDesk');
    for (const [i, no] of orders.entries()) {
      const row = desk.locator('tr', { hasText: no });
      await row.getByRole('button', { name: /^受\s*理$/ }).click();
      await row.getByRole('button', { name: /^派\s*单$/ }).click();
      const dlg = desk.locator('.ant-modal:visible');
      if (i === 1) {
        // the order allocation type: to an engineer (the first select; 服务台指派网点 by default)
        await dlg.locator('.ant-select').first().click();
        await desk
          .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '服务台指派工程师' })
          .click();
        await listsClosed(desk);
      }
      await dlg.locator('.ant-select').nth(1).click();
      await desk.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '杭州西湖' }).click();
      await listsClosed(desk);
      await dlg.locator('.ant-select').nth(2).click();
      await desk.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '赵工' }).click();
      await listsClosed(desk);
      if (i === 1) await screenshot(desk, 'service-desk-dispatch');
      await dlg.getByRole('button', { name: /^派\s*单$/ }).click();
      await row.getByRole('button', { name: '开始服务' }).click();
      await row.getByRole('button', { name: /^完\s*工$/ }).click();
      const close = desk.locator('.ant-modal:visible');
      if (i === 1) {
        await close.getByRole('button', { name: '添加配件' }).click();
        await close.getByPlaceholder('配件名称').fill('电源适配器');
        await screenshot(desk, 'service-desk-close');
      }
      await close.getByRole('button', { name: /^完\s*工$/ }).click();
      await expect.poll(() => row.textContent()).toContain('已完成');
    }
    await quiet(desk);
    await screenshot(desk, 'service-desk');

    await buyer.goto(`/member/serveOrder/details?orderNo=${orders[1]}`);
    await expect.poll(() => buyer.getByTestId('service-status').textContent()).toBe('已完成');
    for (const step of ['已提交', '已付款', '已受理', '已派单', '服务中', '已完成'])
      await buyer.locator('.service-step', { hasText: step }).first().waitFor();
    await buyer.getByText('电源适配器×1', { exact: true }).waitFor();
    await buyer.getByText('服务台指派工程师', { exact: true }).waitFor();
    await screenshot(buyer, 'service-order-detail');
    await buyer.goto('/member/serveOrder');
    for (const no of orders) await buyer.getByText(no).waitFor();
    await screenshot(buyer, 'service-orders');
    await buyer.goto('/member/messageCenter');
    await expect.poll(() => buyer.getByText('服务订单状态更新').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    await buyer.getByText(`您的服务订单 ${orders[0]} 状态已更新为「已完成」。`).waitFor();
    await screenshot(buyer, 'service-messages');
  });

  it('an unpaid order shows the time left to pay; a paid one cancelled shows its refund asked and done', async () => {
    const unpaid = await addByApi(buyer, {
      serviceType: 'repair',
      serial: 'NVR2022000001',
      faultType: '无法开机',
      fields: { symptom: '指示灯不亮' },
    });
    await buyer.goto(`/member/serveOrder/details?orderNo=${unpaid}`);
    await expect.poll(() => buyer.getByTestId('pay-countdown').textContent()).toMatch(/请在 \d\d:\d\d 内完成支付/);
    await screenshot(buyer, 'service-pay-countdown');
    await buyer.goto('/member/serveOrder');
    await buyer.locator('tr', { hasText: unpaid }).getByText('待付款').waitFor();

    const paid = await addByApi(buyer, {
      serviceType: 'repair',
      serial: 'NVR2022000001',
      faultType: '无法录像',
      fields: { symptom: '硬盘不录像' },
    });
    await buyer.goto(`/pay-page?kind=service_order&orderNo=${paid}`);
    await buyer.getByRole('tab', { name: '支付宝' }).click();
    await buyer.getByRole('img', { name: '支付宝二维码' }).waitFor();
    await scanAndPay(buyer, 'alipay');
    await buyer.waitForURL(/\/member\/serveOrder\/details\?orderNo=/, { timeout: 30_000 });
    await expect.poll(() => buyer.getByTestId('service-status').textContent(), { timeout: 20_000 }).toBe('已付款');
    await buyer.getByRole('button', { name: '取消订单' }).click();
    await buyer
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /^确\s*定$/ })
      .click();
    await expect.poll(() => buyer.getByTestId('service-status').textContent()).toBe('已取消');
    await buyer
      .getByTestId('service-refunds')
      .getByText(/取消订单退款 ¥1[25]0/)
      .waitFor();
    // asked by the server's job queue (every 2 s in the journeys); the page reads it again until it is done
    await expect
      .poll(() => buyer.getByTestId('service-refunds').textContent(), { timeout: 30_000 })
      .toContain('已退款');
    await screenshot(buyer, 'service-refund');
  });

  it('password recovery receives its photos from a phone through the one-time share link', async () => {
    const no = await addByApi(buyer, {
      serviceType: 'password',
      serial: 'LK202500000001',
      fields: { ownerName: '陈明' },
    });
    await buyer.goto(`/member/serveOrder/details?orderNo=${no}`);
    await buyer.getByRole('button', { name: '生成手机上传链接' }).click();
    const url = (await buyer.getByTestId('share-url').textContent())!.trim();
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await phoneContext.newPage();
    await phone.goto(url);
    await phone.getByText('上传凭证照片').first().waitFor();
    await phone.locator('input[type=file]').setInputFiles([
      { name: 'receipt.png', mimeType: 'image/png', buffer: PNG },
      { name: 'label.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await screenshot(phone, 'service-share-upload');
    await phone.getByRole('button', { name: '提交照片' }).click();
    await phone.getByText('照片已上传').waitFor();
    await phone.goto(url);
    await phone.getByText('链接已使用过，请重新获取').first().waitFor();
    await phoneContext.close();
    await buyer.reload();
    await expect.poll(() => buyer.getByTestId('service-photos').locator('img').count()).toBe(2);
    // Private files: the owner's page shows them (their thumbnails, by the signed links the order's answer carries).
    const photos = buyer.getByTestId('service-photos').locator('img');
    await expect
      .poll(() => photos.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    expect(await photos.first().getAttribute('src')).toMatch(
      /^\/files\/uploads\/service\/[0-9a-f]{32}_t\.png\?e=\d+&s=/,
    );
    await screenshot(buyer, 'service-photos');
  });
});

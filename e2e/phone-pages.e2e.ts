/**
 * Pages opened on a phone (issue 45 §7), at 390 × 844: the service centre's share-upload page (behind the QR code of
 * a password-recovery order), the QR sign-in confirmation and the payment sandbox's scan-and-pay page. Each fits the
 * phone's width (no sideways scrolling) and its buttons are touch-size (≥ 44 px tall), and each still does its job.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import { apiOf, ensureAddress } from './support/buying.ts';
import { PHONE, fitsPhone } from './support/phone.ts';

const BUYER = '13800000001';
const PASSWORD = 'Demo@2026';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADklEQVQImWM4AwYMEAoAQv4JkTOmPuoAAAAASUVORK5CYII=',
  'base64',
);

async function addOrder(page: Page, body: Record<string, unknown>): Promise<string> {
  const api = await apiOf(page);
  const address = (await api<{ id: number }[]>('/v1/address/list'))[0]!;
  const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  const res = await page.request.post('/apiOrder/serviceOrder/add', {
    headers: { Authorization: `Bearer ${token}` },
    data: { addressId: address.id, slotDate: tomorrow, slot: 'am', ...body },
  });
  const env = (await res.json()) as { code: number; msg: string; data: { orderNo: string } };
  expect(env.code, env.msg).toBe(0);
  return env.data.orderNo;
}

describe('phone pages at 390 px: share upload, QR sign-in confirmation, sandbox scan-and-pay', () => {
  let browser: Browser;
  let desk: { context: BrowserContext; page: Page };
  let phone: BrowserContext;

  beforeAll(async () => {
    browser = await launch();
    desk = await newPage(browser);
    await loginThroughSso(desk.page, BUYER, PASSWORD);
    await ensureAddress(await apiOf(desk.page));
    phone = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, baseURL: new URL(desk.page.url()).origin }); // prettier-ignore
  });
  afterAll(async () => {
    await phone?.close();
    await desk?.context.close();
    await browser?.close();
  });

  it('the share-upload page fits the phone and takes the photos', async () => {
    const no = await addOrder(desk.page, { serviceType: 'password', serial: 'LK202500000001', fields: { ownerName: '陈明' } }); // prettier-ignore
    await desk.page.goto(`/member/serveOrder/details?orderNo=${no}`);
    await desk.page.getByRole('button', { name: '生成手机上传链接' }).click();
    const url = (await desk.page.getByTestId('share-url').textContent())!.trim();
    const p = await phone.newPage();
    await p.goto(url);
    await p.getByText('上传凭证照片').first().waitFor();
    await p.locator('input[type=file]').setInputFiles([{ name: 'receipt.png', mimeType: 'image/png', buffer: PNG }]);
    await fitsPhone(p);
    await screenshot(p, 'phone-share-upload');
    await p.getByRole('button', { name: '提交照片' }).click();
    await p.getByText('照片已上传').waitFor();
    await fitsPhone(p);
    await p.close();
  });

  it('the QR sign-in confirmation fits the phone and signs the other side in', async () => {
    const guest = await newPage(browser);
    try {
      await guest.page.goto('/sso/login');
      const generated = guest.page.waitForResponse((r) => r.url().includes('/generateLoginQrCode'));
      await guest.page.getByRole('tab', { name: '扫码登录' }).click();
      const { data } = (await (await generated).json()) as { data: { qrCode: string } };
      // The phone is signed in already (its session: the buyer's cookies).
      await phone.addCookies(await desk.context.cookies());
      const p = await phone.newPage();
      await p.goto(`/sso/qrConfirm?code=${encodeURIComponent(data.qrCode)}`);
      await p.getByRole('button', { name: /确认登录/ }).waitFor();
      await fitsPhone(p);
      await screenshot(p, 'phone-qr-confirm');
      await p.getByRole('button', { name: /确认登录/ }).click();
      await expect.poll(() => p.locator('.ant-result-title').innerText()).toBe('已确认登录');
      await guest.page.waitForURL('**/home', { timeout: 15_000 });
      await p.close();
    } finally {
      await guest.context.close();
    }
  });

  it("the sandbox's scan-and-pay page fits the phone and pays", async () => {
    const no = await addOrder(desk.page, { serviceType: 'repair', serial: 'NVR2022000001', faultType: '无法录像', fields: { symptom: '硬盘不录像' } }); // prettier-ignore
    await desk.page.goto(`/pay-page?kind=service_order&orderNo=${no}`);
    await desk.page.getByRole('tab', { name: '支付宝' }).click();
    const link = desk.page.getByTestId('code-url-alipay');
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    const p = await phone.newPage();
    await p.goto(href);
    await p.getByRole('button', { name: '确认支付' }).waitFor();
    await fitsPhone(p);
    await screenshot(p, 'phone-sandbox-scan');
    await p.getByRole('button', { name: '确认支付' }).click();
    await p.getByText('支付成功').first().waitFor();
    await fitsPhone(p);
  });
});

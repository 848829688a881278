/**
 * Messages, live (issue 19): a buyer on /home and the provider's sales account in two browser contexts; the sales
 * account approves the buyer's certification; the buyer's badge changes without a reload and a toast tells the
 * news; the buyer opens the message and the count falls; the message centre lists it read.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import { apiOf } from './support/buying.ts';

const PASSWORD = 'Demo@2026';
const BUYER = '13800000001';
const SALES = '13800000008';
const COMPANY = '杭州云望安防科技有限公司';

/** The unread count the top bar's badge holds (the number it shows, 99+ above 99). */
const unreadOf = async (page: Page) =>
  Number(await page.locator('.topbar-bell .message-badge').first().getAttribute('data-unread'));

/** A real 2 × 2 PNG (uploads are decoded). */
const LICENCE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADklEQVQImWM4AwYMEAoAQv4JkTOmPuoAAAAASUVORK5CYII=';

describe('messages reach the buyer live', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the sales account decides the certification; the buyer’s badge rises without a reload; opening lowers it', async () => {
    const buyer = await newPage(browser);
    const sales = await newPage(browser);
    const form = {
      companyName: COMPANY,
      creditCode: '91330106MA2K9E2E19',
      enterpriseType: 2,
      licenceUrl: '', // the upload's signed link, below
      contactName: '周云',
      contactPhone: '0571-88006666',
      provinceCode: '330000',
      cityCode: '330100',
      areaCode: '330106',
      address: '文一西路 8 号',
    };
    const decide = async (approve: boolean) => {
      await sales.page.goto('/accredit');
      const row = sales.page.locator('.ant-table-row', { hasText: COMPANY });
      await row.waitFor();
      if (approve) {
        await row.getByRole('button', { name: /通\s*过/ }).click();
        await expect.poll(() => sales.page.locator('.ant-message').innerText()).toContain('审核通过');
      } else {
        await row.getByRole('button', { name: /驳\s*回/ }).click();
        await sales.page.locator('.ant-modal textarea, .ant-modal input').first().fill('营业执照照片不清晰');
        await sales.page
          .locator('.ant-modal')
          .getByRole('button', { name: /确\s*定|驳\s*回/ })
          .last()
          .click();
        await expect.poll(() => sales.page.locator('.ant-message').innerText()).toMatch(/驳回|成功/);
      }
    };
    try {
      // The buyer (a person) applies for certification and waits on the home page.
      await loginThroughSso(buyer.page, BUYER, PASSWORD, '/home');
      const api = await apiOf(buyer.page);
      // A licence is a private file: the form names it by the signed link its upload answered.
      const token = (await buyer.page.context().cookies()).find((c) => c.name === 'token')?.value;
      const uploaded = await buyer.page.request.post('/api-cloud-merchant-service/v1/enterprise/upload', {
        headers: { Authorization: `Bearer ${token}` },
        multipart: { file: { name: 'licence.png', mimeType: 'image/png', buffer: Buffer.from(LICENCE_PNG, 'base64') } },
      });
      form.licenceUrl = ((await uploaded.json()) as { data: { url: string } }).data.url;
      const applied = await api<{ enterpriseNo: string }>('/v1/enterprise', form);
      await buyer.page.goto('/home');
      await buyer.page.locator('.topbar-bell').waitFor();
      // What the buyer has unread already (the seed's), as the server counts it; the badge once it has loaded.
      const before = (await api<{ total: number }>('/v1/message/unreadCount')).total;
      await expect.poll(() => unreadOf(buyer.page), { timeout: 10_000 }).toBe(before);
      await buyer.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await loginThroughSso(sales.page, SALES, PASSWORD, '/accredit');

      // First refused: the badge rises live, a toast tells it.
      await decide(false);
      await expect.poll(() => unreadOf(buyer.page), { timeout: 10_000 }).toBe(before + 1);
      await expect
        .poll(() => buyer.page.locator('.message-toast').innerText(), { timeout: 10_000 })
        .toContain('企业认证未通过');
      expect(await buyer.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await screenshot(buyer.page, 'messages-live-toast', false);

      // The message centre: the refusal under 系统通知, opened (read), the count falls; then deleted.
      await buyer.page.goto('/member/messageCenter');
      await buyer.page.locator('.message-center').waitFor();
      await buyer.page.locator('.message-center .ant-tabs-tab', { hasText: '系统通知' }).click();
      const refused = buyer.page.locator('.message-item', { hasText: '企业认证未通过' });
      await refused.waitFor();
      await screenshot(buyer.page, 'messages-centre', false);
      await refused.locator('.message-open').click();
      await expect.poll(() => refused.getAttribute('class')).toContain('is-read');
      await expect.poll(() => unreadOf(buyer.page)).toBe(before);
      await refused.getByRole('button', { name: /删\s*除/ }).click();
      await buyer.page
        .locator('.ant-popconfirm')
        .getByRole('button', { name: /确\s*定|OK/ })
        .click();
      await expect.poll(() => refused.count()).toBe(0);

      // Resubmitted and approved: the badge rises live on /home; opened from the top bar, the count falls.
      await api('/v1/enterprise', { ...form, enterpriseNo: applied.enterpriseNo });
      await buyer.page.goto('/home');
      await buyer.page.locator('.topbar-bell').waitFor();
      await buyer.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await decide(true);
      await expect.poll(() => unreadOf(buyer.page), { timeout: 10_000 }).toBe(before + 1);
      expect(await buyer.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await screenshot(buyer.page, 'messages-live-badge', false);
      await buyer.page.locator('.topbar-bell').hover();
      const item = buyer.page.locator('.topbar-message', { hasText: '企业认证已通过' });
      await item.waitFor();
      await screenshot(buyer.page, 'messages-topbar-latest', false);
      await item.click();
      await buyer.page.goto('/home');
      await expect.poll(() => unreadOf(buyer.page), { timeout: 10_000 }).toBe(before);
      const listed = await api<{ title: string; read: boolean }[]>('/v1/message/page?category=notice');
      expect(listed.find((m) => m.title === '企业认证已通过')).toMatchObject({ read: true });
    } finally {
      await buyer.context.close();
      await sales.context.close();
    }
  });
});

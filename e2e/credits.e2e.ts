import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import { pickInCascader } from './support/cascader.ts';

/** Polls with room for a loaded machine (vitest's default is 1 s). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

const PASSWORD = 'Demo@2026';
const ITEM = '定制不锈钢保温杯 500ml';
const ITEM_CREDITS = 300;
const CASH_ITEM = '网络寻线测试仪';

const num = (s: string) => Number(s.replace(/[^\d]/g, ''));

/**
 * The credits mall as a person meets it: a person with credits opens the mall and sees the balance, opens an item,
 * exchanges it (adding a delivery address on the way), sees the exchange in the record and the reduced balance;
 * exchanges a credits-plus-cash item and pays the cash part by the sandbox QR code;
 * the provider's sales account then sees the exchange in the management page and ships it.
 */
describe('credits mall: exchange credits for an item', () => {
  let browser: Browser;
  let before = 0;
  let exchangeNo = '';

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a person with credits exchanges an item and sees the record and the reduced balance', async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginThroughSso(page, '13800000001', PASSWORD, '/memberStore/creditsExchange');
      await page.waitForURL(/\/memberStore\/creditsExchange$/);
      await page.getByTestId('credits-card').first().waitFor();
      await poll(async () => num(await page.getByTestId('credits-balance').innerText())).toBeGreaterThan(ITEM_CREDITS);
      before = num(await page.getByTestId('credits-balance').innerText());
      await page.getByTestId('credits-rank').waitFor();
      await page.mouse.move(0, 0);
      await screenshot(page, 'credits-mall');

      await page.getByTestId('credits-card').filter({ hasText: ITEM }).click();
      await page.waitForURL(/\/memberStore\/creditsExchange\/detail\?spuNo=/);
      await poll(() => page.getByTestId('credits-detail').innerText()).toContain(ITEM);
      expect(num(await page.getByTestId('detail-balance').innerText())).toBe(before);
      await screenshot(page, 'credits-detail', false);
      await page.getByRole('button', { name: /立即兑换/ }).click();
      await page.waitForURL(/\/memberStore\/creditsExchange\/submitOrder\?spuNo=.*&quantity=1/);

      // No delivery address yet: add one in the dialog, as for a mall order.
      await page.getByTestId('credits-submit').waitFor();
      await page.getByRole('button', { name: /新增收货地址/ }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: '新增收货地址' });
      await dialog.getByLabel('详细地址').waitFor();
      await page.waitForTimeout(500); // the dialog's opening animation
      await pickInCascader(page, ['浙江省', '杭州市', '西湖区'], '.address-form .ant-cascader');
      await dialog.getByLabel('详细地址').fill('文三路 90 号东部软件园 5 号楼');
      await dialog.getByLabel('收货人').fill('周晓明');
      await dialog.getByLabel('联系电话').fill('13800000001');
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await page.getByTestId('address-card').first().waitFor();
      await poll(() => page.locator('.address-card.active').count()).toBe(1);
      expect(num(await page.getByTestId('credits-after').innerText())).toBe(before - ITEM_CREDITS);
      await screenshot(page, 'credits-submit', false);

      await page.getByRole('button', { name: /^确认兑换$/ }).click();
      await page.waitForURL(/\/memberStore\/creditsExchange\/record\?exchangeNo=/);
      exchangeNo = new URL(page.url()).searchParams.get('exchangeNo') ?? '';
      expect(exchangeNo).toMatch(/^JF\d{20}$/);
      await page.getByTestId('exchange-success').waitFor();
      const first = page.getByTestId('exchange-item').first();
      await poll(() => first.innerText()).toContain(ITEM);
      expect(await first.innerText()).toContain('待发货');
      expect(await first.innerText()).toContain(exchangeNo);
      await poll(async () => num(await page.getByTestId('record-balance').innerText())).toBe(before - ITEM_CREDITS);
      await screenshot(page, 'credits-record', false);

      await page.getByRole('tab', { name: '积分明细' }).click();
      await poll(() => page.locator('.credits-delta.minus').first().innerText()).toBe(`-${ITEM_CREDITS}`);

      await page.goto('/memberStore/creditsExchange');
      await poll(async () => num(await page.getByTestId('credits-balance').innerText())).toBe(before - ITEM_CREDITS);
    } finally {
      await context.close();
    }
  });

  it('credits plus cash: the cash part is paid by scanning the sandbox code, then 待发货', async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginThroughSso(page, '13800000001', PASSWORD, '/memberStore/creditsExchange');
      await page.getByTestId('credits-card').first().waitFor();
      // The balance reads 「--」 until the account has answered.
      await poll(() => page.getByTestId('credits-balance').innerText()).toMatch(/\d/);
      const start = num(await page.getByTestId('credits-balance').innerText());
      expect(start).toBeGreaterThanOrEqual(1200);
      await page.getByTestId('credits-card').filter({ hasText: CASH_ITEM }).click();
      await page.waitForURL(/\/memberStore\/creditsExchange\/detail\?spuNo=/);
      await poll(() => page.getByTestId('credits-detail').innerText()).toContain('1,200 积分 + ¥29.00');
      await page.getByRole('button', { name: /立即兑换/ }).click();
      await page.waitForURL(/\/memberStore\/creditsExchange\/submitOrder\?/);
      await page.locator('.address-card.active').waitFor();
      await page.getByRole('button', { name: /确认兑换并支付/ }).click();
      await page.waitForURL(/\/pay-page\?orderNo=JF\d{20}&kind=credits_order/);
      const no = new URL(page.url()).searchParams.get('orderNo')!;
      await poll(() => page.getByTestId('pay-amount').textContent()).toMatch(/29\.00/);
      const link = page.getByTestId('code-url-wechat');
      await link.waitFor();
      await page.locator('.pay-qr-img').waitFor();
      await screenshot(page, 'credits-pay-page', false);
      const phone = await context.newPage();
      try {
        await phone.goto((await link.getAttribute('href'))!);
        await phone.getByRole('button', { name: '确认支付' }).click();
        await phone.waitForLoadState();
      } finally {
        await phone.close();
      }
      // The pay page leaves for the record once the notification is applied.
      await page.waitForURL(/\/memberStore\/creditsExchange\/record\?orderNo=/, { timeout: 30_000 });
      await page.getByTestId('exchange-success').waitFor();
      const item = page.locator('.credits-record-item.highlight');
      await poll(() => item.innerText()).toContain(no);
      expect(await item.innerText()).toContain('待发货');
      await poll(async () => num(await page.getByTestId('record-balance').innerText())).toBe(start - 1200);
    } finally {
      await context.close();
    }
  });

  it("the provider's sales account sees the exchange and ships it", async () => {
    expect(exchangeNo).not.toBe('');
    const { context, page } = await newPage(browser);
    try {
      await loginThroughSso(page, '13800000008', PASSWORD, '/memberStore/creditsExchange/manage');
      await page.getByTestId('credits-manage').waitFor();
      await page.getByRole('tab', { name: '兑换单' }).click();
      const row = page.locator('tr', { hasText: exchangeNo });
      await row.waitFor();
      expect(await row.innerText()).toContain('138****0001');
      await row.locator('a', { hasText: /^发货$/ }).click();
      await page.getByRole('button', { name: /确\s*定|OK/ }).click();
      await poll(() => row.innerText()).toContain('已发货');
      await page.getByRole('tab', { name: '积分商品' }).click();
      await page.getByRole('tabpanel').locator('tr', { hasText: 'JF100012' }).waitFor();
      await screenshot(page, 'credits-manage', false);
    } finally {
      await context.close();
    }
  });
});

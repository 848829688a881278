import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

/**
 * A second-level dealer keeps its invoice titles: a company title with a wrong taxpayer number is refused with the
 * check digit named, the corrected one is saved as the default and shown as ready for a special VAT invoice.
 */
describe('invoice titles (发票抬头)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a wrong taxpayer number is refused with a clear message; the right one is kept as the default', async () => {
    const { context, page } = await newPage(browser);
    try {
      await loginThroughSso(page, '13800000003', 'Demo@2026', '/member/invoiceTitle');
      await page.waitForURL(/\/member\/invoiceTitle$/);
      // the page settled first (its session and titles read): a dialog opened while the member layout still
      // re-renders around the page was closed with it (2026-11-29 CI: the form's fields never came)
      await page.waitForLoadState('networkidle');
      const dialog = page.getByRole('dialog');
      await expect
        .poll(
          async () => {
            if (!(await dialog.isVisible())) await page.getByRole('button', { name: '新增发票抬头' }).click();
            return dialog.getByLabel('单位名称').isVisible();
          },
          { timeout: 20_000, interval: 1_000 },
        )
        .toBe(true);
      await dialog.getByLabel('单位名称').fill('福州闽安防科技有限公司');
      await dialog.getByLabel('纳税人识别号').fill('91350100M000100Y44');
      await dialog.getByLabel('注册地址').fill('福州市鼓楼区五四路 88 号');
      await dialog.getByLabel('注册电话').fill('0591-87654321');
      await dialog.getByLabel('开户银行').fill('中国工商银行福州分行');
      await dialog.getByLabel('银行账号').fill('1402021109001234567');
      await dialog.getByRole('button', { name: '保 存' }).click();
      await dialog.getByText('纳税人识别号校验位不正确，请核对统一社会信用代码').waitFor();
      await screenshot(page, 'invoice-title-refused', false);
      await dialog.getByLabel('纳税人识别号').fill('91350100M000100Y43');
      await dialog.getByRole('button', { name: '保 存' }).click();
      await dialog.waitFor({ state: 'detached' });
      const row = page.getByRole('row', { name: /福州闽安防科技有限公司/ });
      await poll(() => row.innerText()).toContain('91350100M000100Y43');
      await poll(() => row.innerText()).toContain('默认');
      await poll(() => row.innerText()).toContain('信息完整');
      await screenshot(page, 'invoice-titles');
    } finally {
      await context.close();
    }
  });
});

/**
 * Labels that say what is so (issue 58 §6): an employee of a certified dealer reads its employer's certification, a
 * certified first-level dealer is not offered 「绑定一级经销商」, and the gold dealer's certificate names the type it is
 * now. (The prompts' dates are checked in accounts.e2e.ts, in the prompt chain.)
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';

const PASSWORD = 'Demo@2026';

describe('labels that say what is so', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an employee of a certified dealer, a certified first-level dealer, a gold dealer', async () => {
    for (const [phone, check] of [
      // an employee has no certification of its own: its employer's, 已认证
      [
        '13800000005',
        async (page: Page) => {
          await page.goto('/member/accountInfo');
          await expect
            .poll(() => page.getByTestId('account-cert').innerText(), { timeout: 10_000 })
            .toMatch(/^已认证（所属企业 .+）$/);
        },
      ],
      // a certified first-level dealer sells to the others: no 「绑定一级经销商」 after its certification
      [
        '13800000002',
        async (page: Page) => {
          await page.goto('/auth');
          await page.getByText('企业认证已通过').waitFor();
          expect(await page.getByRole('button', { name: '绑定一级经销商' }).count()).toBe(0);
          await page.getByRole('button', { name: '返回首页' }).waitFor();
        },
      ],
      // the gold dealer's certificate page names its type
      [
        '13800000004',
        async (page: Page) => {
          await page.goto('/member/cert');
          await page.getByText('金牌二级经销商').first().waitFor();
          await screenshot(page, 'labels-gold-cert', false);
        },
      ],
    ] as const) {
      const { context, page } = await newPage(browser);
      try {
        await loginThroughSso(page, phone, PASSWORD);
        await check(page);
      } finally {
        await context.close();
      }
    }
  });
});

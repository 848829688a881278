/**
 * A survey design order as a dealer starts one: signed in, a product searched on the design tool's brand tab and
 * added to the list (加入配单), the list's lines generated into a design order with 生成后进入勘测设计 ticked, landing
 * on /survey?id=. Answers the order's id.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { loginThroughSso } from '../browser.ts';

const poll = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout });

export async function startSurveyOrder(
  page: Page,
  o: { phone?: string; search: string; orderName: string; timeout?: number },
): Promise<number> {
  await loginThroughSso(page, o.phone ?? '13800000002', 'Demo@2026', '/tool/designOrder/selection');
  await page.waitForURL(/\/tool\/designOrder\/selection/);
  // the tab last used is read back after sign-in and may select itself over an early click: click until it holds
  // (2026-11-29 CI: the 品牌产品 tab clicked once was not selected 15 s later)
  await page.waitForLoadState('networkidle');
  const brand = page.getByRole('tab', { name: /品牌产品/ });
  await poll(async () => {
    if ((await brand.getAttribute('aria-selected')) !== 'true') await brand.click();
    return brand.getAttribute('aria-selected');
  }).toBe('true');
  await page.getByPlaceholder('输入产品名称或型号').fill(o.search);
  await page.getByPlaceholder('输入产品名称或型号').press('Enter');
  await poll(() => page.getByRole('tab', { name: /品牌产品\(\d+\)/ }).count()).toBe(1);
  // The first searched row (rows of the previous list stay masked until the search answers).
  await page
    .locator('.ant-table-row')
    .filter({ hasText: o.search })
    .getByRole('button', { name: '加入配单' })
    .first()
    .click();
  await poll(() => page.locator('.do-list-fab-wrap .ant-badge-count').textContent()).toBe('1');
  await page.getByRole('button', { name: '配单清单', exact: true }).click();
  await page.waitForTimeout(500);
  const all = page.locator('.ant-drawer .do-check-all .ant-checkbox-input');
  if (!(await all.isChecked())) await all.check();
  await page.locator('.ant-drawer').getByRole('button', { name: '生成设计单' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '生成设计单' });
  await dialog.getByPlaceholder('请输入配单名称').fill(o.orderName);
  await dialog.getByText('生成后进入勘测设计').click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await page.waitForURL(/\/survey\?id=\d+/, { timeout: o.timeout ?? 45_000 });
  return Number(new URL(page.url()).searchParams.get('id'));
}

/**
 * The sales network and the search words kept by staff in the portal (issue 45 §4), on the seeded portal: the sales
 * account (业务员) puts a dealer into a customer group and adds an engineer to a service outlet at /networkManage
 * (渠道资料维护) and stops it and starts it again (停用 / 启用: off the outlet map meanwhile), adds a hot word at /catalogueManage (搜索热词) that the open hot-word list then answers, and the
 * audit log shows the three saves.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';

const STAFF = { phone: '13800000008', password: 'Demo@2026' };

describe('sales network and hot words kept by staff', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    ({ context, page } = await newPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('puts a dealer into a customer group', async () => {
    await loginThroughSso(page, STAFF.phone, STAFF.password, '/networkManage');
    const panel = page.getByTestId('group-panel');
    await panel.locator('tbody tr.ant-table-row').first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: '商户加入分组' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('商户编号').fill('M20001');
    await dialog.getByLabel('分组标签').fill('智慧停车');
    await dialog.getByLabel('分组名称').fill('智慧停车授权经销');
    await dialog.locator('.ant-btn-primary').click();
    // the dialog holds the focus until the save is answered and it closes; then the list is searched
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await panel.getByLabel('查找客户分组').fill('智慧停车');
    await panel.getByLabel('查找客户分组').press('Enter');
    const row = panel.locator('tbody tr.ant-table-row', { hasText: '智慧停车授权经销' });
    await expect.poll(() => row.innerText().catch(() => ''), { timeout: 10_000 }).toContain('M20001');
    // only the groups the keyword finds are listed
    const others = panel.locator('tbody tr.ant-table-row', { hasNotText: '智慧停车' });
    await expect.poll(() => others.count(), { timeout: 10_000 }).toBe(0);
    await screenshot(page, 'network-admin-groups', false);
  });

  it('adds an engineer to a service outlet', async () => {
    await page.getByRole('tab', { name: '服务网点与工程师' }).click();
    const panel = page.getByTestId('outlet-panel');
    const first = panel.locator('tbody tr.ant-table-row').first();
    await first.waitFor({ timeout: 20_000 });
    await first.locator('.ant-table-row-expand-icon').click();
    await panel.getByRole('button', { name: '添加工程师' }).first().click();
    const dialog = page.getByRole('dialog', { name: '添加工程师' });
    await dialog.getByLabel('姓名').fill('测试工程师');
    await dialog.getByLabel('手机号').fill('13912345678');
    await dialog.locator('.ant-btn-primary').click();
    await expect.poll(() => panel.getByText('测试工程师').isVisible(), { timeout: 10_000 }).toBe(true);
    // 停用: the engineer stays listed for staff, marked, and leaves the outlet map (no new work); 启用 brings it back.
    const row = panel.locator('tr.ant-table-row', { hasText: '测试工程师' }).last();
    await row.getByRole('button', { name: '停用' }).click();
    await expect.poll(() => row.innerText(), { timeout: 10_000 }).toContain('已停用');
    const onMap = () =>
      page.evaluate(async () => {
        const res = await fetch('/apiOrder/outlet/list');
        const outlets = (await res.json()).data as { engineers: { name: string }[] }[];
        return outlets.flatMap((o) => o.engineers.map((e) => e.name));
      });
    expect(await onMap()).not.toContain('测试工程师');
    await screenshot(page, 'network-admin-outlets', false);
    await row.getByRole('button', { name: '启用' }).click();
    await expect.poll(() => row.innerText(), { timeout: 10_000 }).not.toContain('已停用');
    expect(await onMap()).toContain('测试工程师');
  });

  it('adds a hot word that the search box list answers; the audit log shows the saves', async () => {
    await page.goto('/catalogueManage');
    await page.getByRole('tab', { name: '搜索热词' }).click();
    const panel = page.getByTestId('hot-word-panel');
    await panel.locator('tbody tr.ant-table-row').first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: '新建热词' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('热词').fill('鱼眼摄像机');
    await dialog.getByLabel('排序（小的在前）').fill('0');
    await dialog.locator('.ant-btn-primary').click();
    await expect.poll(() => panel.getByText('鱼眼摄像机').isVisible(), { timeout: 10_000 }).toBe(true);
    const words = await page.evaluate(async () => {
      const res = await fetch('/api-cloud-merchant-service/open/v1/search/hotWords?location=0');
      return ((await res.json()).data as { word: string }[]).map((h) => h.word);
    });
    expect(words[0]).toBe('鱼眼摄像机');
    await page.goto('/auditLog');
    for (const label of ['保存客户分组', '保存服务工程师', '停用或启用服务工程师', '保存搜索热词'])
      await expect.poll(() => page.getByText(label).first().isVisible(), { timeout: 10_000 }).toBe(true);
  });
});

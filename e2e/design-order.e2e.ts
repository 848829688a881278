import ExcelJS from 'exceljs';
import { QUOTATION_DEFAULTS, quotationTotals } from '@portal/domain';
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import { pickInCascader } from './support/cascader.ts';
import { pickInSelect } from './support/select.ts';

/**
 * The design-order tool as a first-level dealer uses it: pick six products from two tabs, price two lines (a rate
 * and a discounted price), drag a line, replace a product, add an accessory, generate the order, open its detail
 * in the new window, and export the quotation (read back here).
 */
/** Polls with room for a loaded machine (vitest's default is 1 s). */
const poll = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout });

const yuan = (text: string | null) => Number((text ?? '').replace(/[¥,\s]/g, ''));

describe('design-order tool', () => {
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

  const drawerRows = () => page.locator('.ant-drawer .do-line-table .do-row');
  const figure = async (id: string) => yuan(await page.getByTestId(id).textContent());

  it('selects six products from the brand and private tabs', async () => {
    await loginThroughSso(page, '13800000002', 'Demo@2026', '/tool/designOrder/selection');
    await page.waitForURL(/\/tool\/designOrder\/selection/);
    await page.getByRole('tab', { name: /品牌产品/ }).click();
    await page.getByPlaceholder('输入产品名称或型号').fill('网络摄像机');
    await page.getByPlaceholder('输入产品名称或型号').press('Enter');
    await poll(() => page.getByRole('tab', { name: /品牌产品\(\d+\)/ }).count()).toBe(1);
    const add = page.locator('.ant-table-row').getByRole('button', { name: '加入配单' });
    // One at a time: each add is in the list (the badge counts it) before the next click, however busy the machine.
    for (let i = 1; i <= 4; i++) {
      await add.first().click();
      await poll(() => page.locator('.do-list-fab-wrap .ant-badge-count').textContent()).toBe(String(i));
    }
    await page.getByRole('button', { name: /重\s*置/ }).click();
    // Condition filter: a second-level category narrows the table.
    await pickInCascader(page, ['网络摄像机', '半球网络摄像机'], '.do-condition .ant-cascader');
    await poll(async () =>
      (await page.locator('.ant-table-row td:nth-child(3)').allTextContents()).every((t) => t.includes('半球')),
    ).toBe(true);
    await page.getByRole('button', { name: /重\s*置/ }).click();
    await page.getByRole('tab', { name: /自定义产品/ }).click();
    await poll(() => add.count()).toBeGreaterThan(1);
    // A user-defined product opens its detail in the page.
    await page.locator('.ant-table-row a[role=button]').first().click();
    await page.locator('.ant-modal').filter({ hasText: '自定义产品详情' }).getByText('产品分类').waitFor();
    await page.keyboard.press('Escape');
    await add.first().click();
    await page.waitForTimeout(150);
    await add.first().click();
    await poll(() => page.locator('.do-list-fab-wrap .ant-badge-count').textContent()).toBe('6');
    await page.getByRole('tab', { name: /品牌产品/ }).click();
    await page.waitForTimeout(300);
    await screenshot(page, 'design-screen-b', false);
  });

  it('prices lines, drags, replaces and adds an accessory in the list drawer', async () => {
    await page.getByRole('button', { name: '配单清单', exact: true }).click();
    await poll(() => drawerRows().count()).toBe(6);
    await page.locator('.ant-drawer .do-check-all .ant-checkbox-input').check();
    await poll(() => figure('do-count')).toBe(6);

    // A rate on the first priced line.
    const firstPriced = drawerRows()
      .filter({ has: page.locator('input[aria-label="折扣率"]:not([disabled])') })
      .first();
    const before = await figure('do-total');
    const rate = firstPriced.getByLabel('折扣率');
    // The selection flow's caps (this drawer of the selection screen): above 300 the rate is 300.00, and an
    // emptied rate goes back to 100.00 (the list's own input would take up to 999.99).
    await rate.fill('350');
    await rate.blur();
    await poll(() => rate.inputValue()).toBe('300.00');
    await poll(() => figure('do-total')).toBeGreaterThan(before);
    await rate.fill('');
    await rate.blur();
    await poll(() => rate.inputValue()).toBe('100.00');
    await poll(() => figure('do-total')).toBe(before);
    await rate.fill('85');
    await rate.blur();
    await poll(() => rate.inputValue()).toBe('85.00');
    await poll(() => figure('do-total')).toBeLessThan(before);
    const discount = await figure('do-discount');
    expect(discount).toBeGreaterThan(0);
    expect(Math.round((await figure('do-original')) * 100) - Math.round((await figure('do-total')) * 100)).toBe(
      Math.round(discount * 100),
    );

    // A discounted price on another priced line: the rate follows.
    const second = drawerRows()
      .filter({ has: page.locator('input[aria-label="折后价"]:not([disabled])') })
      .nth(1);
    const rp = second.getByLabel('折后价');
    // Above price × 300% it clamps to that; emptied, it goes back to the price.
    const priceFen = Math.round(yuan(await second.locator('td.do-cell-price').textContent()) * 100);
    await rp.fill('99999999');
    await rp.blur();
    await poll(() => rp.inputValue()).toBe(((priceFen * 3) / 100).toFixed(2));
    expect(await second.getByLabel('折扣率').inputValue()).toBe('300.00');
    await rp.fill('');
    await rp.blur();
    await poll(() => rp.inputValue()).toBe((priceFen / 100).toFixed(2));
    expect(await second.getByLabel('折扣率').inputValue()).toBe('100.00');
    await rp.fill('100');
    await rp.blur();
    await poll(() => rp.inputValue()).toBe('100.00');
    expect(await second.getByLabel('折扣率').inputValue()).not.toBe('100.00');
    await page.waitForTimeout(600); // debounced save

    // Drag the third line to the top.
    const thirdModel = await drawerRows().nth(2).locator('td').nth(4).textContent();
    await drawerRows().nth(2).locator('.do-drag-handle').dragTo(drawerRows().nth(0));
    await poll(() => drawerRows().nth(0).locator('td').nth(4).textContent()).toBe(thirdModel);
    await screenshot(page, 'design-screen-a', false);

    // Replace the last normal product with another of its category.
    const replaceRow = drawerRows()
      .filter({ has: page.getByRole('button', { name: /^替\s*换$/ }) })
      .last();
    const replacedModel = await replaceRow.locator('td').nth(4).textContent();
    await replaceRow.getByRole('button', { name: /^替\s*换$/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '替换产品' });
    await dialog.getByRole('button', { name: '选择产品' }).first().waitFor();
    const candidates = dialog.getByRole('button', { name: '选择产品' });
    for (let i = 0; i < (await candidates.count()); i++) {
      if (await candidates.nth(i).isEnabled()) {
        await candidates.nth(i).click();
        break;
      }
    }
    await dialog.getByRole('button', { name: '确认替换' }).click();
    await poll(async () =>
      (await drawerRows().locator('td:nth-child(5)').allTextContents()).includes(replacedModel ?? ''),
    ).toBe(false);

    // An accessory of a camera.
    const withAcc = drawerRows()
      .filter({ has: page.getByRole('button', { name: /^配\s*件$/ }) })
      .first();
    await withAcc.getByRole('button', { name: /^配\s*件$/ }).click();
    const accDialog = page.locator('.ant-modal').filter({ hasText: '选择配件' });
    await accDialog.locator('.ant-table-tbody .ant-checkbox-input:not([disabled])').first().check();
    const count = await drawerRows().count();
    await accDialog.getByRole('button', { name: /确\s*定/ }).click();
    await poll(() => drawerRows().count()).toBeGreaterThanOrEqual(count);
  });

  let orderId = 0;

  it('generates the order and opens its detail in a new window', async () => {
    await page.waitForTimeout(500);
    await page.locator('.ant-drawer .do-check-all .ant-checkbox-input').uncheck();
    await page.locator('.ant-drawer .do-check-all .ant-checkbox-input').check();
    const total = await figure('do-total');
    await page.locator('.ant-drawer').getByRole('button', { name: '生成设计单' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '生成设计单' });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await poll(() => dialog.getByText('请输入配单名称').count()).toBe(1);
    await dialog.getByPlaceholder('请输入配单名称').fill('滨江仓库 监控一期');
    await pickInSelect(page, dialog.getByRole('combobox').first(), '仓储物流');
    await dialog.getByPlaceholder('选填').fill('含立杆与安装');
    // The dealer has group permission: the customer comes from its pricing groups (search throttled to 1 s).
    const customer = dialog.getByRole('combobox', { name: '客户', exact: true });
    // A pick lost to the dropdown's opening animation leaves the customer box shut: pick the group again.
    await poll(async () => {
      if (await customer.isDisabled()) {
        await dialog.getByRole('combobox', { name: '客户分组' }).click();
        await page
          .locator('.ant-select-dropdown:visible .ant-select-item-option')
          .filter({ hasText: '重点客户' })
          .click({ timeout: 5_000 })
          .catch(() => undefined);
      }
      return customer.isDisabled();
    }).toBe(false);
    await customer.click();
    await dialog.getByRole('combobox', { name: '客户', exact: true }).fill('李');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '李志强' })
      .click({ timeout: 15_000 });
    await page.waitForTimeout(300);
    await screenshot(page, 'design-screen-c', false);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await popup.waitForLoadState();
    await popup.getByText('设计单详情').first().waitFor();
    orderId = Number(new URL(popup.url()).searchParams.get('id'));
    expect(orderId).toBeGreaterThan(0);
    await poll(() => popup.getByText('滨江仓库监控一期').count()).toBeGreaterThan(0);
    await poll(() => popup.getByText('仓储物流').count()).toBeGreaterThan(0);
    await poll(() => popup.getByTestId('order-customer').textContent()).toContain('李志强（13800000003）');
    expect(await popup.getByTestId('order-status').textContent()).toBe('未报价');
    const shown = yuan(await popup.locator('.do-total').textContent());
    expect(shown).toBe(total);

    // Export the quotation and read it back.
    const [download] = await Promise.all([
      popup.waitForEvent('download'),
      popup.getByRole('button', { name: '导出报价单' }).click(),
    ]);
    const file = await download.path();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(fs.readFileSync(file) as never);
    const ws = wb.getWorksheet('报价单')!;
    expect(String(ws.getCell('A1').value)).toContain('报价单');
    const rows: unknown[][] = [];
    ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows.find((r) => r[0] === '报价单号')![3]).toBe('滨江仓库监控一期');
    // The subtotal is the order's amount; the total adds the tax at the letterhead's rate (13 % by default).
    // (the totals are formulas with the figures as their results)
    const result = (c: unknown) => (c as { result: number }).result;
    const subtotalRow = rows.find((r) => r[9] === '小计(元)')!;
    expect(result(subtotalRow[10])).toBe(total);
    const totalRow = rows.find((r) => r[9] === '合计(元)')!;
    expect(result(totalRow[10])).toBe(quotationTotals(Math.round(total * 100), QUOTATION_DEFAULTS.taxRate).total / 100);
    await popup.close();
  });

  it('finds the order under my design orders', async () => {
    await page.goto('/tool/designOrder');
    await page.getByText('滨江仓库监控一期').first().waitFor();
    await poll(() => page.getByText('已报价').count()).toBeGreaterThan(0);
    await poll(() => page.locator('.ant-table-row').filter({ hasText: '滨江仓库监控一期' }).textContent()).toContain(
      '李志强',
    );
  });
});

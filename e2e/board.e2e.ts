/**
 * The boards (issue 60): the provider's staff open 经营概况, pick last month, click a province on the map (the offline
 * map of China, drawn on a canvas), see that province's dealers and export the board as xlsx (with those dealers);
 * staff click the demo first-level dealer to see its second-level network; a first-level dealer opens its own board
 * and sees only its own customers, and reads it on a phone at 390 px; a second-level dealer sees what it bought, from
 * whom, at what unit prices month by month, and its design orders. Paid orders of the last ~65 days are written for
 * this file's server first (support/board-sales.ts).
 */
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withBoardSales } from './support/board-sales.ts';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import { fitsPhone, phoneContext } from './support/phone.ts';

const STAFF = '13800000008';
const DEALER = '13800000002';
const SECOND = '13800000003';
const PASSWORD = 'Demo@2026';
const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe('the boards', () => {
  let browser: Browser;

  beforeAll(async () => {
    await withBoardSales();
    browser = await launch();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('staff pick last month, click a province on the map, see its dealers and export the xlsx', async () => {
    const { page } = await newPage(browser);
    await loginThroughSso(page, STAFF, PASSWORD, '/board');
    await page.getByRole('button', { name: /上\s*月/ }).click();
    const from = ymd(new Date(new Date().getFullYear(), new Date().getMonth() - 1, 1));
    await page.getByText(`${from} 至`).waitFor({ timeout: 30_000 });
    // the province of the demo first-level dealer, as the board's figures name it
    const map = page.locator('.province-map');
    await map.locator('canvas').waitFor();
    await expect.poll(() => map.getAttribute('data-centres'), { timeout: 20_000 }).toContain('省');
    const centres = JSON.parse((await map.getAttribute('data-centres'))!) as Record<string, [number, number]>;
    const provinces = Object.keys(centres);
    expect(provinces.length).toBeGreaterThan(1);
    const province = provinces[0]!;
    const [x, y] = centres[province]!;
    await map.click({ position: { x, y } });
    const dealers = page.locator('.board-province-dealers');
    await dealers.getByText(`${province}的经销商`).waitFor({ timeout: 20_000 });
    await expect.poll(() => dealers.locator('tbody tr.ant-table-row').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const dealerName = (
      await dealers.locator('tbody tr.ant-table-row').first().locator('td').first().innerText()
    ).trim();
    expect(dealerName.length).toBeGreaterThan(1);
    await page.getByText('缺货预警').waitFor();
    // last month's flash sale: 4 sold of 4, 2 buyers of 4 followers, sold out 4 minutes after its start
    const flash = page.locator('.ant-card').filter({ hasText: '秒杀活动（本期开始' });
    await flash.getByText('数据', { exact: true }).click();
    await flash.getByText('50%').waitFor();
    expect(await flash.locator('tbody tr.ant-table-row').first().innerText()).toMatch(/4\/4\s+2\/4\s+50%\s+4分/);
    await flash.getByText('图表', { exact: true }).click();
    await page.getByText(/积分商城兑换 \d+ 单/).waitFor();
    // staff find their way back to 管理后台 beside the board's title
    expect(await page.locator('.board-page h5').getByRole('link', { name: '管理后台' }).count()).toBe(1);
    await screenshot(page, 'board-staff');

    // the demo's first-level dealer (M10001): a click on it among the first-level dealers opens its second-level network
    const network =
      (await (await page.request.get(`/api-cloud-merchant-service/v1/board/staff/network?unit=month&at=${from}&dealer=M10001`)).json()) // prettier-ignore
      .data as { name: string; members: { name: string; netFen: number; bound: boolean }[] };
    expect(network.members.filter((m) => m.netFen > 0).length).toBe(2);
    const byDealer = page.locator('.ant-card').filter({ hasText: '按一级经销商' });
    await byDealer.getByText('数据', { exact: true }).click();
    await byDealer.locator('tbody tr.ant-table-row').filter({ hasText: network.name }).click();
    const net = page.locator('.board-network');
    await net.getByText(`${network.name}的下级网络`).waitFor({ timeout: 20_000 });
    await expect.poll(() => net.locator('tbody tr.ant-table-row').count()).toBe(network.members.length);
    const networkFirst = (await net.locator('tbody tr.ant-table-row').first().locator('td').first().innerText()).trim();
    expect(networkFirst).toBe(network.members[0]!.name);
    expect(await net.innerText()).toContain('合计');
    await net.scrollIntoViewIfNeeded();
    await screenshot(page, 'board-staff-network', false);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导出\s*xlsx/ }).click(),
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    expect(wb.getWorksheet(`${network.name}下级网络`.slice(0, 31))!.getRow(2).getCell(1).value).toBe(networkFirst);
    const sheet = wb.getWorksheet(`${province}经销商`);
    expect(sheet).toBeDefined();
    expect(sheet!.getRow(2).getCell(1).value).toBe(dealerName);
    const summary = wb.getWorksheet('汇总')!;
    expect(String(summary.getRow(2).getCell(2).value)).toContain(from);
  });

  it('a first-level dealer sees only its own customers', async () => {
    const { page } = await newPage(browser);
    await loginThroughSso(page, DEALER, PASSWORD, '/board');
    await page.getByText('待发货订单').waitFor({ timeout: 30_000 });
    const customers = page.locator('.ant-card').filter({ hasText: '主要客户' });
    await customers.getByText('数据', { exact: true }).click();
    const names = await customers.locator('tbody tr.ant-table-row td:first-child').allInnerTexts();
    expect(names.length).toBe(2);
    expect(names.join()).not.toContain('个人买家');
    // 管理后台 is the staff's: a dealer's board has no link to it
    expect(await page.getByRole('heading', { name: '经营概况' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: '管理后台' }).count()).toBe(0);
    await screenshot(page, 'board-dealer');
    // the provider's board is not its to open
    const res = await page.request.get(`/api-cloud-merchant-service/v1/board/staff?unit=month&at=${ymd(new Date())}`); // prettier-ignore
    expect(res.status()).toBe(403);
  });

  it('a second-level dealer sees what it bought, from whom, its unit prices per month and its design orders', async () => {
    const { page } = await newPage(browser);
    await loginThroughSso(page, SECOND, PASSWORD, '/board');
    const from = page.locator('.ant-card').filter({ hasText: '供货方' }).first();
    await from.waitFor({ timeout: 30_000 });
    expect(await page.getByText('待发货订单').count()).toBe(0);
    const prices = page.locator('.ant-card').filter({ hasText: '采购单价走势' });
    await prices.locator('canvas').waitFor({ timeout: 30_000 });
    await prices.getByText('数据', { exact: true }).click();
    await expect.poll(() => prices.locator('tbody tr.ant-table-row').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // the months are the last twelve; a month with a purchase shows the unit price paid
    expect(await prices.locator('thead th').count()).toBe(13);
    expect(await prices.locator('tbody').innerText()).toMatch(/¥[\d,]+\.\d\d/);
    await prices.getByText('图表', { exact: true }).click();
    await page.locator('.board-design-funnel').getByText('转化为订单').waitFor();
    await page.locator('.board-design-orders').waitFor();
    await prices.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await screenshot(page, 'board-second-level');
  });

  it('a first-level dealer reads its board on a phone at 390 px', async () => {
    const context = await phoneContext(browser);
    try {
      const page = await context.newPage();
      await loginThroughSso(page, DEALER, PASSWORD, '/board');
      await page.getByText('待发货订单').waitFor({ timeout: 30_000 });
      await page.locator('.board-page canvas').first().waitFor({ timeout: 30_000 });
      await fitsPhone(page);
      await screenshot(page, 'board-dealer-phone');
    } finally {
      await context.close();
    }
  });

  it('staff read the provider’s board on a phone at 390 px', async () => {
    const context = await phoneContext(browser);
    try {
      const page = await context.newPage();
      await loginThroughSso(page, STAFF, PASSWORD, '/board');
      await page.getByText('缺货预警').waitFor({ timeout: 30_000 });
      await page.locator('.province-map canvas').waitFor({ timeout: 30_000 });
      await fitsPhone(page);
      await screenshot(page, 'board-staff-phone');
    } finally {
      await context.close();
    }
  });
});

/**
 * 数据导入 (issue 42 §4–5) as the demo's staff account: the page from the audit log's menu, a first-level dealer
 * workbook made here with three deliberate errors uploaded, the report read (sheet, row, column, reason), the fixed
 * workbook uploaded (its progress shown) and applied; the new dealer's owner gets the invitation SMS; an integration
 * key shown once.
 */
import { IMPORT_PROBLEMS, IMPORT_SHEETS, creditCodeCheckChar } from '@portal/domain';
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import { smsLines } from './support/sms.ts';

const code = (n: number) => {
  const first = `91330108MA${String(n).padStart(7, '0')}`;
  return first + creditCodeCheckChar(first)!;
};

async function dealerBook(rows: (string | number)[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(IMPORT_SHEETS.dealers.name);
  ws.addRow(IMPORT_SHEETS.dealers.columns.map((c) => c.header));
  for (const r of rows) ws.addRow(r);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-imports-')), '一级经销商.xlsx');
  await wb.xlsx.writeFile(file);
  return file;
}

const row = (c: string, phone: string, region = '330108001'): (string | number)[] => [
  c,
  `杭州导入测试${phone.slice(-3)}科技有限公司`,
  '',
  region,
  '江陵路88号',
  120.21,
  30.2,
  '陈经理',
  phone,
  '正常',
];

describe('数据导入 for staff', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('uploads a dealer sheet with three errors, reads them, fixes them, applies; the owner is invited', async () => {
    const { page } = await newPage(browser);
    await loginThroughSso(page, '13800000008', 'Demo@2026', '/auditLog');
    await page.getByTestId('audit-log').getByRole('link', { name: '数据导入' }).click();
    const imports = page.getByTestId('imports');
    await expect.poll(() => imports.isVisible(), { timeout: 20_000 }).toBe(true);
    await page.getByTestId('import-kind').click();
    await page.locator('.ant-select-item-option', { hasText: '一级经销商' }).click();

    const wrongCheck = code(7).slice(0, 17) + (code(7).endsWith('0') ? '1' : '0');
    const bad = await dealerBook([
      row(code(5), '13900429001'),
      row(wrongCheck, '13900429002'),
      row(code(6), '13900429003', '999999'),
      row(code(8), '1390042'),
    ]);
    await imports.locator('input[type=file]').setInputFiles(bad);
    const problems = page.getByTestId('import-problems');
    await expect.poll(() => problems.locator('tbody tr').count(), { timeout: 30_000 }).toBe(3);
    const text = await problems.innerText();
    expect(text).toContain(IMPORT_PROBLEMS.creditCodeCheck);
    expect(text).toContain(IMPORT_PROBLEMS.regionCode('999999'));
    expect(text).toContain(IMPORT_PROBLEMS.mobile);
    await screenshot(page, 'imports-report');

    // the upload shows how much has gone (the line asked to go at 4 KB/s upstream through CDP, so it may take a
    // moment): every value the bar shows recorded by the page, 0 first and more later; the bar goes with the answer
    const good = await dealerBook([row(code(5), '13900429001'), row(code(9), '13900429002')]);
    const cdp = await page.context().newCDPSession(page);
    const line = { offline: false, latency: 0, downloadThroughput: -1 };
    await cdp.send('Network.emulateNetworkConditions', { ...line, uploadThroughput: 4 * 1024 });
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { uploadSeen: string[] }).uploadSeen = seen;
      new MutationObserver(() => {
        const v = document.querySelector('[data-testid=import-upload-progress]')?.getAttribute('aria-valuenow');
        if (v != null && seen.at(-1) !== v) seen.push(v);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await imports.locator('input[type=file]').setInputFiles(good);
    const sent = imports.getByTestId('import-upload-progress');
    await expect.poll(() => sent.count(), { timeout: 10_000 }).toBe(1);
    expect([await sent.getAttribute('role'), await sent.getAttribute('aria-label')]).toEqual([
      'progressbar',
      '上传进度',
    ]);
    await expect.poll(() => sent.count(), { timeout: 30_000 }).toBe(0);
    await cdp.send('Network.emulateNetworkConditions', { ...line, uploadThroughput: -1 });
    const seen = await page.evaluate(() => (window as unknown as { uploadSeen: string[] }).uploadSeen.map(Number));
    console.log(`[imports] 上传进度：${seen.join(' → ')}`);
    expect(seen[0]).toBe(0);
    expect(Math.max(...seen)).toBeGreaterThan(0);
    const report = page.getByTestId('import-report');
    await expect.poll(() => report.getByRole('button', { name: '应用导入' }).count(), { timeout: 30_000 }).toBe(1);
    expect(await report.innerText()).toContain('一级经销商：新增 2，更新 0');
    await report.getByRole('button', { name: '应用导入' }).click();
    await expect.poll(() => report.innerText(), { timeout: 30_000 }).toContain('已应用');
    // the list of imports follows: the upload with problems checked, this one applied
    const list = page.getByTestId('import-jobs');
    await expect.poll(() => list.locator('tbody').innerText(), { timeout: 10_000 }).toContain('已应用');
    expect(await list.locator('tbody').innerText()).not.toMatch(/校验中|应用中/);
    await expect.poll(() => smsLines('13900429001').length, { timeout: 10_000 }).toBe(1);
    expect(smsLines('13900429001')[0]).toContain('经销商负责人');
    await screenshot(page, 'imports-applied');

    await page.getByRole('tab', { name: /集成密钥/ }).click();
    await imports.getByPlaceholder('名称，如 用友U8').fill('金蝶云星空');
    await imports.getByRole('button', { name: '创建密钥' }).click();
    const secret = page.getByTestId('integration-secret');
    await expect.poll(() => secret.innerText(), { timeout: 10_000 }).toMatch(/^pik_/);
    await expect
      .poll(() => page.getByTestId('integration-keys').locator('tbody').innerText(), { timeout: 10_000 })
      .toContain('金蝶云星空');
    await screenshot(page, 'imports-integration-key');
  });
});

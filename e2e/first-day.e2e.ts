/**
 * An operator's first day (issue 42, done when): an empty database — PostgreSQL when TEST_DATABASE_URL names a server,
 * else the embedded one — started as production is (NODE_ENV=production, SEED_DEMO unset, the SMS sandbox named on
 * purpose). No demo account exists; the admin command creates the operator; the operator signs in, downloads the
 * templates and fills them: the category tree, a first-level dealer, then the products with three deliberate errors,
 * reads the three in the report, fixes them and applies. The dealer's owner gets the invitation, sets a password,
 * signs in and sees the imported models at the wholesale price (a first-level dealer's price list); the operator
 * changes that price in 商品维护 and the dealer sees it on the next load of the page.
 */
import { ENDPOINTS, IMPORT_PROBLEMS, PRODUCT_FIELD_MESSAGES, UserType, creditCodeCheckChar } from '@portal/domain';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/test/support/free-port.ts';
import { baseURL, launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import {
  adminSql,
  current,
  databaseUrl,
  postgresUrl,
  startServer,
  stopServer,
  type RunningServer,
} from './support/server.ts';
import { makePdf } from './support/pdf.ts';
import { smsLines } from './support/sms.ts';

const root = path.resolve(import.meta.dirname, '..');
const OPERATOR = { phone: '13900421001', password: 'Oper@2026', name: '郑运营' };
const OWNER = { phone: '13900421002', password: 'Deal@2026', name: '王总' };
const CREDIT = (() => {
  const first = '91330106MA2H4K7P1';
  return first + creditCodeCheckChar(first)!;
})();
const SPU = 'FD-SPU-1';
const A = '/api-cloud-merchant-service/v1/account';

/** A brochure as a staff member has it: a real PDF named 首日彩页.pdf. */
function brochurePdf(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-brochure-')), '首日彩页.pdf');
  fs.writeFileSync(file, makePdf({ pages: 1, lines: [[40, 40, 400, 40]] }));
  return file;
}

let filled = 0;
/** Fills a downloaded template's sheets with these rows (under the template's own header) into a new file. */
async function fill(template: string, rows: Record<string, (string | number | null)[][]>): Promise<string> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(template);
  for (const [sheet, list] of Object.entries(rows)) for (const r of list) wb.getWorksheet(sheet)!.addRow(r);
  const name = `${path.basename(template, '.xlsx')}-${++filled}.xlsx`;
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-first-day-')), name);
  await wb.xlsx.writeFile(out);
  return out;
}

/** Downloads the template of a kind from the page (its 下载模板 button), answering the file and its sheets. */
async function template(page: Page, label: string): Promise<{ file: string; sheets: string[] }> {
  await page.getByTestId('import-kind').click();
  await page.locator('.ant-select-item-option', { hasText: label }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下载模板' }).click(),
  ]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-template-')), download.suggestedFilename());
  await download.saveAs(file);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  return { file, sheets: wb.worksheets.map((w) => w.name) };
}

/** Uploads a workbook on the page and waits for the report of that file to show its check's end: the report's text. */
async function check(page: Page, file: string): Promise<string> {
  await page.getByTestId('imports').locator('input[type=file]').setInputFiles(file);
  const report = page.getByTestId('import-report');
  await expect
    .poll(
      async () => {
        const text = await report.innerText().catch(() => '');
        return text.includes(path.basename(file)) && /校验通过|个问题/.test(text);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return report.innerText();
}

/** Applies the checked upload the report shows (`text`, the report as the check left it, names why it cannot). */
async function applyShown(page: Page, text: string): Promise<void> {
  expect(text).toContain('校验通过');
  const report = page.getByTestId('import-report');
  await expect.poll(() => report.getByRole('button', { name: '应用导入' }).count(), { timeout: 60_000 }).toBe(1);
  await report.getByRole('button', { name: '应用导入' }).click();
  await expect.poll(() => report.innerText(), { timeout: 60_000 }).toContain('已应用');
}

const model = (skuNo: string, price: string | number, category2 = '网络摄像机') => [
  skuNo,
  `HY-${skuNo}`,
  `${skuNo} 400万像素红外网络摄像机`,
  SPU,
  '400万像素红外筒型网络摄像机',
  '视频监控',
  category2,
  '海昱',
  '经销',
  '台',
  price,
  20,
  '上架',
  null,
  '首批导入的产品',
];

describe("an operator's first day on an empty production portal", () => {
  let browser: Browser;
  let own: RunningServer;
  let theirs: RunningServer | null = null;
  let database: string | null = null;
  let operator: Page;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-first-day-'));
    const pg = postgresUrl();
    database = pg ? `portal_e2e_first_day_${process.pid}` : null;
    if (pg && database) await adminSql(pg, `CREATE DATABASE ${database}`);
    const url = pg && database ? databaseUrl(pg, database) : '';
    const env = { NODE_ENV: 'production', SMS_SANDBOX: '1', PAYMENT_SANDBOX: '1', DATA_DIR: dataDir, SEED_DEMO: '' };
    const admin = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/admin/cli.ts', 'create', '--phone', OPERATOR.phone, '--name', OPERATOR.name],
      {
        cwd: root,
        encoding: 'utf8',
        input: `${OPERATOR.password}\n`,
        env: { ...process.env, ...env, DATABASE_URL: url },
      },
    );
    expect(admin.status, admin.stdout + admin.stderr).toBe(0);
    own = await startServer({ dataDir, port: await freePort(), databaseUrl: url, env: { SEED_DEMO: '' } });
    theirs = current.server;
    current.server = own;
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    current.server = theirs;
    if (own) {
      await stopServer(own);
      fs.rmSync(own.dataDir, { recursive: true, force: true });
    }
    const pg = postgresUrl();
    if (pg && database) await adminSql(pg, `DROP DATABASE IF EXISTS ${database}`);
  });

  it('has no demo account and no product', async () => {
    const res = await fetch(`${baseURL()}${A}/passwordLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: '13800000008', password: 'Demo@2026' }),
    });
    expect((await res.json()).reason).toBe('ACCOUNT.loginFailed');
    const page = await fetch(`${baseURL()}${ENDPOINTS.catalogue.spuPage.path}?page=1&size=20`);
    expect((await page.json()).count).toBe(0);
  });

  it('the operator fills the templates: categories, a dealer, the products (three errors found, fixed), applied', async () => {
    ({ page: operator } = await newPage(browser));
    await loginThroughSso(operator, OPERATOR.phone, OPERATOR.password, '/dataImport');
    await operator.getByTestId('imports').waitFor({ timeout: 20_000 });

    const categories = await template(operator, '分类与属性');
    expect(categories.sheets).toEqual(['说明', '分类', '分类属性']);
    let text = await check(
      operator,
      await fill(categories.file, {
        分类: [
          ['视频监控', null, 1, '否', '上架'],
          ['视频监控', '网络摄像机', 1, '否', '上架'],
        ],
        分类属性: [['视频监控', '网络摄像机', 'resolution', '分辨率', '文本', null, '是', 1]],
      }),
    );
    expect(text).toContain('分类：新增 2，更新 0');
    await applyShown(operator, text);

    const dealers = await template(operator, '一级经销商');
    expect(dealers.sheets).toEqual(['说明', '一级经销商']);
    text = await check(
      operator,
      await fill(dealers.file, {
        一级经销商: [
          [
            CREDIT,
            '杭州首日安防科技有限公司',
            null,
            '330106004',
            '文三路100号',
            120.13,
            30.28,
            OWNER.name,
            OWNER.phone,
            '正常',
          ],
        ],
      }),
    );
    await applyShown(operator, text);
    await expect.poll(() => smsLines(OWNER.phone).length, { timeout: 10_000 }).toBe(1);

    const products = await template(operator, '产品与型号');
    expect(products.sheets).toEqual(['说明', '型号', '型号属性', '价格']);
    // three deliberate errors: a category that is not there, a price that is not a number, a model number twice
    text = await check(
      operator,
      await fill(products.file, {
        型号: [model('FD-1', 1299), model('FD-2', '一千元'), model('FD-1', 1499), model('FD-3', 899, '网络摄象机')],
        型号属性: [['FD-1', '分辨率', '400万']],
        价格: [
          ['FD-1', '批发价', 1080, null],
          ['FD-2', '批发价', 1180, null],
        ],
      }),
    );
    const problems = operator.getByTestId('import-problems');
    await expect.poll(() => problems.locator('tbody tr').count(), { timeout: 30_000 }).toBe(3);
    text = await problems.innerText();
    expect(text).toContain(PRODUCT_FIELD_MESSAGES.priceNotNumber);
    expect(text).toContain(IMPORT_PROBLEMS.duplicateKey(2));
    expect(text).toContain(IMPORT_PROBLEMS.unknownCategory('网络摄象机'));
    await screenshot(operator, 'first-day-report');

    text = await check(
      operator,
      await fill(products.file, {
        型号: [model('FD-1', 1299), model('FD-2', 1399), model('FD-3', 899)],
        型号属性: [['FD-1', '分辨率', '400万']],
        价格: [
          ['FD-1', '批发价', 1080, null],
          ['FD-2', '批发价', 1180, null],
        ],
      }),
    );
    expect(text).toContain('新增 3');
    await applyShown(operator, text);
    await screenshot(operator, 'first-day-applied');
  });

  it('the dealer accepts the invitation, signs in and sees its price; the operator changes it, the dealer sees that', async () => {
    const code = /邀请码 (\d{8})/.exec(smsLines(OWNER.phone)[0] ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{8}$/);
    const dealer = await newPage(browser);
    await dealer.page.goto('/sso/login');
    await dealer.page.getByRole('link', { name: '收到邀请？设置密码' }).click();
    const form = dealer.page.getByTestId('invite-accept');
    await form.getByPlaceholder('请输入手机号').fill(OWNER.phone);
    await form.getByPlaceholder('请输入短信中的邀请码').fill(code);
    await form.getByPlaceholder('请设置8-16位密码').fill(OWNER.password);
    await form.getByPlaceholder(/再次输入|确认/).fill(OWNER.password);
    await form.getByRole('button', { name: '设置密码并登录' }).click();
    await dealer.page.waitForURL((url) => url.pathname === '/home', { timeout: 20_000 });
    const me = await dealer.page.evaluate(
      async (url) => (await (await fetch(url)).json()).data,
      `${A}/getLoginSessionInfo`,
    );
    expect(me).toMatchObject({ userType: UserType.firstLevel });

    const detail = `/product/detail?id=${SPU}&sku=FD-1`;
    await dealer.page.goto(detail);
    await expect.poll(() => dealer.page.getByText('¥1,080.00').first().isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await dealer.page.getByText('¥1,299.00').count()).toBe(0);
    await screenshot(dealer.page, 'first-day-dealer-price');

    await operator.goto('/catalogueManage');
    const panel = operator.getByTestId('spu-panel');
    const family = panel.locator('tbody tr.ant-table-row', { hasText: SPU });
    await family.waitFor({ timeout: 20_000 });
    await family.getByText('编辑', { exact: true }).click();
    const row = operator.getByTestId('sku-table').locator('tr', { hasText: 'FD-1' }).first();
    await row.getByText('编辑', { exact: true }).click();
    const sku = operator.getByTestId('sku-form');
    await expect.poll(() => sku.getByLabel('批发价（元，可空）').inputValue()).toBe('1080.00');
    await sku.getByLabel('批发价（元，可空）').fill('999.5');
    await operator.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => row.getByText('¥999.50').isVisible(), { timeout: 10_000 }).toBe(true);

    await dealer.page.goto(detail);
    await expect.poll(() => dealer.page.getByText('¥999.50').first().isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await dealer.page.getByText('¥1,080.00').count()).toBe(0);

    // the family's brochure, uploaded in the same drawer, is on the dealer's next load
    const brochures = operator.getByTestId('brochure-list');
    await brochures.locator('input[type=file]').setInputFiles(brochurePdf());
    const named = operator.getByTestId('brochure-form');
    await expect.poll(() => named.locator('input').inputValue(), { timeout: 20_000 }).toBe('首日彩页');
    await named.getByRole('button', { name: '保存资料' }).click();
    await expect.poll(() => brochures.locator('tbody').innerText(), { timeout: 10_000 }).toContain('首日彩页');
    await screenshot(operator, 'first-day-brochure', false);
    await dealer.page.goto(detail);
    await expect.poll(() => dealer.page.getByText('资料下载（1）').count(), { timeout: 30_000 }).toBe(1);
  });
});

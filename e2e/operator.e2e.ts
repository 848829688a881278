/**
 * An operator's first day (issue 42 §1–2), on an empty database (PostgreSQL with TEST_DATABASE_URL, else the embedded
 * one) with NODE_ENV=production, no SEED_DEMO and the provider's own hotline (SERVICE_PHONE): no demo account exists; the admin command creates the operator (the password on stdin, as a script gives it); the
 * operator signs in, reads the audit log and invites a staff member by SMS (the sandbox's outbox, echoed to the
 * server's log); the invitee sets a password with the code and is signed in as staff, finds 数据导入 and 商品维护 from
 * the staff home and the hotline in 帮助中心; the log shows all of it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
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
import { smsLines } from './support/sms.ts';

const root = path.resolve(import.meta.dirname, '..');
const OPERATOR = { phone: '13900420001', password: 'Oper@2026', name: '周运营' };
const INVITEE = { phone: '13900420002', password: 'Staff@2026', name: '吴业务' };
const A = '/api-cloud-merchant-service/v1/account';
/** The provider's own hotline (SERVICE_PHONE), which the footer and 帮助中心 show. */
const HOTLINE = '0571-88880000';

describe('an operator on an empty production portal', () => {
  let browser: Browser;
  let own: RunningServer;
  let theirs: RunningServer | null = null;
  let database: string | null = null;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-operator-'));
    const pg = postgresUrl();
    database = pg ? `portal_e2e_operator_${process.pid}` : null;
    if (pg && database) await adminSql(pg, `CREATE DATABASE ${database}`);
    const url = pg && database ? databaseUrl(pg, database) : '';
    // the admin command on the empty database (it migrates it), as docs/deploy.md's first start runs it
    const admin = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/admin/cli.ts', 'create', '--phone', OPERATOR.phone, '--name', OPERATOR.name],
      {
        cwd: root,
        encoding: 'utf8',
        input: `${OPERATOR.password}\n`,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PAYMENT_SANDBOX: '1',
          SMS_SANDBOX: '1',
          DATA_DIR: dataDir,
          DATABASE_URL: url,
          SEED_DEMO: '',
        },
      },
    );
    expect(admin.status, admin.stdout + admin.stderr).toBe(0);
    expect(admin.stdout).toContain(`账号：${OPERATOR.phone}`);
    // this file's journey runs on its own server over that database (the file's seeded one waits meanwhile)
    own = await startServer({
      dataDir,
      port: await freePort(),
      databaseUrl: url,
      env: { SEED_DEMO: '', SERVICE_PHONE: HOTLINE },
    });
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

  it('has no demo account', async () => {
    const res = await fetch(`${baseURL()}${A}/passwordLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: '13800000008', password: 'Demo@2026' }),
    });
    expect((await res.json()).reason).toBe('ACCOUNT.loginFailed');
  });

  it('the operator signs in, reads the audit log and invites a staff member, who sets a password and signs in', async () => {
    const { page } = await newPage(browser);
    await loginThroughSso(page, OPERATOR.phone, OPERATOR.password, '/auditLog');
    const log = page.getByTestId('audit-log');
    await expect.poll(() => log.getByText('创建业务员（管理命令）').count(), { timeout: 20_000 }).toBe(1);
    expect(await log.locator('tbody').getByText('管理命令', { exact: true }).count()).toBe(1);
    await screenshot(page, 'operator-audit-log');

    await page.goto('/staffManage');
    const manage = page.getByTestId('staff-manage');
    await manage.getByPlaceholder('被邀请人的手机号').fill(INVITEE.phone);
    await manage.getByPlaceholder('选填').fill(INVITEE.name);
    await manage.getByRole('button', { name: '发送邀请' }).click();
    await expect
      .poll(() => manage.locator('tbody tr', { hasText: INVITEE.phone }).count(), { timeout: 20_000 })
      .toBe(1);
    const row = manage.locator('tbody tr', { hasText: INVITEE.phone });
    expect(await row.innerText()).toContain('待接受邀请');
    await screenshot(page, 'operator-staff-manage');

    // the SMS (the sandbox's outbox, echoed to the server's log)
    await expect.poll(() => smsLines(INVITEE.phone).length, { timeout: 10_000 }).toBe(1);
    const code = /邀请码 (\d{8})/.exec(smsLines(INVITEE.phone)[0] ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{8}$/);

    const invitee = await newPage(browser);
    await invitee.page.goto('/sso/login');
    await invitee.page.getByRole('link', { name: '收到邀请？设置密码' }).click();
    const form = invitee.page.getByTestId('invite-accept');
    await form.getByPlaceholder('请输入手机号').fill(INVITEE.phone);
    await form.getByPlaceholder('请输入短信中的邀请码').fill(code);
    await form.getByPlaceholder('请设置8-16位密码').fill(INVITEE.password);
    await form.getByPlaceholder(/再次输入|确认/).fill(INVITEE.password);
    await screenshot(invitee.page, 'operator-invite-accept', false);
    await form.getByRole('button', { name: '设置密码并登录' }).click();
    await invitee.page.waitForURL((url) => url.pathname === '/home', { timeout: 20_000 });
    // the token in the address becomes the session cookie as the page starts (router.tsx): asked until it has
    const me = () =>
      invitee.page.evaluate(async (url) => (await (await fetch(url)).json()).data, `${A}/getLoginSessionInfo`);
    await expect
      .poll(me, { timeout: 20_000 })
      .toMatchObject({ userType: 20, isHikSales: true, nickname: INVITEE.name });

    // the way in: 管理后台 in the top bar → the staff pages, grouped → 数据导入, and back from its heading
    await invitee.page.locator('.topbar').getByRole('link', { name: '管理后台' }).click();
    await invitee.page.waitForURL((url) => url.pathname === '/staffHome');
    const home = invitee.page.getByTestId('staff-home');
    for (const group of ['经营', '商品与价格', '渠道与客户', '营销', '订单与服务', '内容', '系统'])
      await expect.poll(() => home.getByRole('heading', { name: group }).count()).toBe(1);
    await screenshot(invitee.page, 'operator-staff-home');
    await home.getByRole('link', { name: '数据导入' }).click();
    await invitee.page.waitForURL((url) => url.pathname === '/dataImport');
    await invitee.page.getByRole('link', { name: '管理后台' }).last().click();
    await invitee.page.waitForURL((url) => url.pathname === '/staffHome');
    // 商品维护 from the staff home: the catalogue page with its tabs
    await home.getByRole('link', { name: '商品维护' }).click();
    await invitee.page.waitForURL((url) => url.pathname === '/catalogueManage');
    const catalogue = invitee.page.getByTestId('catalogue-admin');
    await catalogue.getByRole('tab', { name: '商品与型号' }).waitFor({ timeout: 20_000 });
    await catalogue.getByRole('tab', { name: '分类与属性' }).waitFor();
    await screenshot(invitee.page, 'operator-catalogue-manage');

    // the provider's own hotline (SERVICE_PHONE) in 帮助中心, no invented 400 line
    await invitee.page.goto('/help');
    const contact = invitee.page.getByTestId('help-contact');
    await expect.poll(() => contact.innerText()).toContain(`客服热线：${HOTLINE}`);
    expect(await contact.innerText()).not.toMatch(/400-/);
    // the help article staff have not written yet on this new portal: said in its place, and the page stays
    await invitee.page.getByText('暂无内容').first().waitFor({ timeout: 20_000 });
    expect(new URL(invitee.page.url()).pathname).toBe('/help');

    // the operator sees the invitation accepted, and both steps in the log
    await page.goto('/staffManage');
    await expect
      .poll(async () => (await manage.locator('tbody tr', { hasText: INVITEE.phone }).innerText()).includes('正常'), {
        timeout: 20_000,
      })
      .toBe(true);
    await page.goto('/auditLog');
    await expect.poll(() => log.getByText('接受邀请并设置密码').count(), { timeout: 20_000 }).toBe(1);
    expect(await log.getByText('发送邀请').count()).toBe(1);
    await screenshot(page, 'operator-audit-log-after');
  });
});

/**
 * The session lives in an HttpOnly cookie: no script on the page can read it. A person signs in on the sign-on page,
 * reloads, arrives through a token-intake address (the sign-on site's hand-over) and signs out, with the cookie
 * alone; and the built bundle never writes a token to document.cookie or localStorage.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginThroughSso, newPage, screenshot, sessionToken } from './support/browser.ts';

const A = '/api-cloud-merchant-service/v1/account';
const dist = path.resolve(import.meta.dirname, '../apps/web/dist/assets');

/** What the page's own scripts can see of the session. */
const visibleToScripts = (page: Page) =>
  page.evaluate(() => ({
    cookie: document.cookie,
    stored: Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]),
  }));

/** The session as the page's own fetch sees it (the cookie only, no header). */
const sessionInfo = (page: Page) =>
  page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'same-origin' });
    return { status: res.status, body: (await res.json()) as { code: number; data?: { phonePlainText?: string } } };
  }, `${A}/getLoginSessionInfo`);

describe('the built bundle', () => {
  it('writes no token to document.cookie or localStorage', () => {
    const files = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(10);
    let cookieWrites = 0;
    for (const f of files) {
      const text = fs.readFileSync(path.join(dist, f), 'utf8');
      for (const m of text.matchAll(/document\.cookie\s*=\s*(.{0,80})/g)) {
        cookieWrites++;
        // the page only ever deletes a cookie (the session hint on logout), never writes a value
        expect(m[1], f).toMatch(/^`\$\{\w+\}=; expires=Thu, 01 Jan 1970/);
      }
      expect(text, f).not.toMatch(/setItem\(\s*[`'"]token[`'"]/);
      expect(text, f).not.toMatch(/SameSite=Lax/);
    }
    expect(cookieWrites).toBeGreaterThan(0); // the scan sees the bundle's cookie code at all
  });
});

describe('a session in an HttpOnly cookie', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('signs in, reloads, follows the token-intake address and signs out with the cookie alone', async () => {
    const { context, page } = await newPage(browser);
    await loginThroughSso(page, '13800000002', 'Demo@2026');
    const cookie = (await context.cookies()).find((c) => c.name === 'token');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const token = cookie!.value;
    const seen = await visibleToScripts(page);
    expect(seen.cookie).not.toContain(token);
    expect(JSON.stringify(seen.stored)).not.toContain(token);
    expect((await sessionInfo(page)).body.data?.phonePlainText).toBe('13800000002');

    await page.reload();
    await page.getByText('退出', { exact: true }).first().waitFor();
    expect((await sessionInfo(page)).status).toBe(200);

    // the sign-on site's hand-over: a token in the address of a fresh browser
    const other = await newPage(browser);
    const login = await fetch(`${baseURL()}${A}/passwordLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // an individual: certified accounts are sent from the member centre to /home (part 1 §4)
      body: JSON.stringify({ account: '13800000001', password: 'Demo@2026' }),
    });
    const handed = ((await login.json()) as { data: { token: string } }).data.token;
    await other.page.goto(`/member/accountSetting/modPhoneAndPassword?token=${handed}`);
    await other.page.getByText('登录失败记录').first().waitFor();
    expect(other.page.url()).not.toContain('token=');
    expect(await other.page.evaluate(() => window.location.href)).not.toContain(handed);
    const intake = await sessionToken(other.page);
    expect(intake).toBeTruthy();
    expect(intake).not.toBe(handed); // the server set its own session cookie
    expect((await visibleToScripts(other.page)).cookie).not.toContain(intake!);
    expect((await sessionInfo(other.page)).body.data?.phonePlainText).toBe('13800000001');
    await screenshot(other.page, 'session-login-failures');
    // the address was replaced, not pushed: the entry before it is the blank start page, no entry keeps the token
    await other.page.goBack();
    expect(other.page.url()).toBe('about:blank');
    await other.context.close();

    // sign out: the cookie goes, and the token is dead on the server
    await page.getByText('退出', { exact: true }).first().click();
    await page.waitForURL(/\/sso\/login/);
    expect(await sessionToken(page)).toBeNull();
    const dead = await fetch(`${baseURL()}${A}/getLoginSessionInfo`, { headers: { authorization: `Bearer ${token}` } });
    expect(dead.status).toBe(401);
    await context.close();
  });
});

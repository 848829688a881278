import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { watchContext } from './diagnose.ts';
import { SignOnPage } from './pages/sign-on.ts';
import { currentServer } from './server.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const SCREENSHOT_DIR = path.join(root, 'docs/screenshots');

/** The address of this journey file's own server. */
export const baseURL = () => currentServer().baseURL;

/** This journey file's server's data directory (its server.log carries the SMS messages). */
export const dataDir = () => currentServer().dataDir;

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    // The portal follows the system's reduced-motion setting (app/providers.tsx): antd's lists, dialogs and toasts
    // appear and go at once, so a step never clicks into a list still fading out.
    reducedMotion: 'reduce',
  });
  watchContext(context);
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await settled(page);
  if (fullPage) await revealWholePage(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/** Signs in through the real sign-on page, as a person would, and waits to land back on the portal. */
export async function loginThroughSso(page: Page, phone: string, password: string, from = '/home'): Promise<void> {
  const signOn = new SignOnPage(page, baseURL());
  await signOn.open(from);
  await signOn.signIn(phone, password);
}

/** The page's session token, read from its HttpOnly cookie by the browser driver (no script on the page can). */
export async function sessionToken(page: Page): Promise<string | null> {
  return (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? null;
}

/**
 * A picture of the page as a person reads it, not half loaded (on a busy CI machine the home page's lists were still
 * skeletons): its requests answered and no skeleton left, waited for a while but never failed over.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .locator('.ant-skeleton:visible')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

/**
 * What is drawn only near the window (the footer's QR codes, components/QrCode.tsx) is drawn before a whole-page
 * picture: the page is scrolled to its end and back to where it was.
 */
async function revealWholePage(page: Page): Promise<void> {
  const back = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo(0, document.documentElement.scrollHeight);
    return y;
  });
  await page
    .locator('svg[data-qr-value]:visible:not(:has(path))')
    .first()
    .waitFor({ state: 'detached', timeout: 2_000 })
    .catch(() => undefined); // a code still waiting on its file is not worth failing a journey over
  await page.evaluate((y) => window.scrollTo(0, y), back);
}

/** A phone's screen in the journeys (issue 45 §7, issue 58 §2): 390 × 844, touch, and what "fits" means there. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from './browser.ts';

export const PHONE = { width: 390, height: 844 };

/** An Android phone's Chrome, as it names itself (the pay page takes the phone's way of paying from it too). */
export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; 23127PN0CC) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36';

export function phoneContext(browser: Browser, userAgent?: string): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    reducedMotion: 'reduce',
    baseURL: baseURL(),
    ...(userAgent ? { userAgent } : {}),
  });
}

/** The page fits the phone: nothing wider than the screen, every visible button at least 44 px tall. */
export async function fitsPhone(p: Page): Promise<void> {
  await p.waitForTimeout(300); // fonts and layout settle
  const m = await p.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
    small: [...document.querySelectorAll('button')]
      .filter((b) => b.offsetParent !== null && b.getBoundingClientRect().height < 44)
      .map((b) => `${b.textContent?.trim()} ${Math.round(b.getBoundingClientRect().height)}px`),
  }));
  expect(m.width, 'the page is laid out at the phone’s width').toBe(PHONE.width);
  expect(m.scroll, 'no sideways scrolling').toBeLessThanOrEqual(m.width);
  expect(m.small, 'touch-size buttons').toEqual([]);
}

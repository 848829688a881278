/**
 * Steps the buying journeys share: the buyer's API session (to set up and check what the page shows), a delivery
 * address to settle with, an empty cart to start from, and paying on the pay page by 'scanning' the sandbox QR code
 * in a second page.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser.ts';

export const API = '/api-cloud-merchant-service';

export type Api = <T>(path: string, body?: unknown) => Promise<T>;

/** Calls the API as the page's signed-in user (the token cookie the sign-on set); a refusal fails the test. */
export async function apiOf(page: Page): Promise<Api> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  expect(token, 'signed in').toBeTruthy();
  const headers = { Authorization: `Bearer ${token}` };
  return async <T>(path: string, body?: unknown): Promise<T> => {
    const res = body
      ? await page.request.post(`${API}${path}`, { headers, data: body })
      : await page.request.get(`${API}${path}`, { headers });
    const env = (await res.json()) as { code: number; data: T; msg: string };
    expect(env.code, `${path}: ${env.msg}`).toBe(0);
    return env.data;
  };
}

/** Empties the cart (a journey that runs its steps again on the same server starts from an empty one). */
export async function clearCart(api: Api): Promise<void> {
  const cart = await api<{ items: { skuNo: string }[] }>('/v1/cart/query');
  if (cart.items.length) await api('/v1/cart/del', { skuNos: cart.items.map((i) => i.skuNo) });
}

/** Makes `firstMerchantNo` the buyer's current shop, whichever the account had. */
export async function useShop(api: Api, firstMerchantNo: string): Promise<void> {
  await api('/v1/merchant/toggleShop', { firstMerchantNo });
}

/** Makes sure the buyer has a default delivery address (adds one in 杭州 when the book is empty). */
export async function ensureAddress(api: Api): Promise<void> {
  const list = await api<unknown[]>('/v1/address/list');
  if (list.length) return;
  await api('/v1/address/add', {
    provinceCode: '330000',
    provinceName: '浙江省',
    cityCode: '330100',
    cityName: '杭州市',
    areaCode: '330106',
    areaName: '西湖区',
    detailAddress: '文三路 90 号',
    contactName: '王工',
    contactPhone: '13900001111',
    isDefault: true,
  });
}

/**
 * On the pay page: opens the channel's QR code link in a second page (the built-in sandbox's scan-and-pay page, as
 * a phone would), confirms there and waits for 支付成功. The pay page then leaves to the paid order by itself.
 */
export async function scanAndPay(page: Page, channel: 'wechat' | 'alipay', shot?: string): Promise<void> {
  const link = page.getByTestId(`code-url-${channel}`);
  await link.waitFor();
  const href = await link.getAttribute('href');
  expect(href).toMatch(new RegExp(`/sandbox/${channel}/scan/`));
  const [scan] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await scan.getByRole('button', { name: '确认支付' }).waitFor();
  if (shot) await screenshot(scan, shot);
  await scan.getByRole('button', { name: '确认支付' }).click();
  await scan.getByText('支付成功').first().waitFor();
  await scan.close();
}

/** Waits for the toasts to go, so that a screenshot shows the page. */
export async function quiet(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
}

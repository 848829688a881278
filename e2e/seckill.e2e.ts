import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import { API, apiOf, ensureAddress, quiet, scanAndPay } from './support/buying.ts';

/** An individual bound to the first-level dealer M10001: the buyer. */
const BUYER = '13800000001';
const SALES = '13800000008';
const PASSWORD = 'Demo@2026';
const P = `${API}/v1`;

async function tokenOf(phone: string): Promise<string> {
  const res = await fetch(`${baseURL()}${P}/account/passwordLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: phone, password: PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function call<T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const env = (await res.json()) as { code: number; msg: string; data: T };
  expect(env.code, `${path}: ${env.msg}`).toBe(0);
  return env.data;
}

interface Detail {
  serverTime: string;
  bought: number;
  activity: { activityNo: string; skuNo: string; originPriceFen: number; remaining: number; title: string };
}

/**
 * Flash sales as people use them: an individual bound to a first-level dealer opens the zone from the navigation (the 秒杀专区 item itself
 * does not navigate), waits on the detail page for an activity the test set to start shortly, sees the page turn to
 * 抢购中 by the server's clock, buys two, pays by scanning the sandbox WeChat Pay code and finds the order 已付款; the
 * suite detail lists its models; a provider sales account creates an activity on the management page.
 */
describe('flash sales', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an individual waits for the start, buys within the limit, pays in the sandbox, sees the order paid and claims a coupon', async () => {
    const { page } = await newPage(browser);
    await loginThroughSso(page, BUYER, PASSWORD);
    const api = await apiOf(page);
    await ensureAddress(api);

    // The sales account puts up an activity on the seeded running one's model, starting in 25 s.
    const sales = await tokenOf(SALES);
    const buyerToken = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
    const seeded = await call<Detail>(buyerToken, 'GET', `${P}/seckill/activity/detail?activityNo=SKDEMO01`);
    const start = new Date(Date.parse(seeded.serverTime) + 25_000);
    const title = `开抢测试 ${Date.now().toString(36)}`;
    const created = await call<{ activityNo: string; seckillPriceFen: number }>(
      sales,
      'POST',
      `${P}/seckill/manage/save`,
      {
        pType: 1,
        kind: 1,
        goodsNo: seeded.activity.skuNo,
        title,
        seckillPriceFen: Math.round(seeded.activity.originPriceFen / 200) * 100,
        stock: 10,
        perUserLimit: 2,
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + 3600_000).toISOString(),
      },
    );

    // The navigation: 采购商城 > 秒杀专区 does nothing by itself; 平台活动 opens the zone.
    await page.goto('/home');
    await page.locator('.main-nav-link', { hasText: '采购商城' }).hover();
    await page.locator('.main-nav-sub.no-nav', { hasText: '秒杀专区' }).click();
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.locator('.main-nav-sub', { hasText: '平台活动' }).click();
    await page.waitForURL(/\/memberStore\/seckill\?pType=1/);

    const card = page.locator(`[data-activity="${created.activityNo}"]`);
    await card.waitFor();
    expect(await card.getByTestId('seckill-status').innerText()).toBe('即将开始');
    await expect.poll(() => card.getByTestId('seckill-countdown').innerText()).toMatch(/距开始\s*00:00:\d{2}/);
    await page.getByTestId('seckill-card').first().waitFor();
    await page.mouse.move(0, 0);
    await screenshot(page, 'seckill-zone');

    await card.click();
    await page.waitForURL(/\/memberStore\/seckill\/detail\?activityNo=/);
    const buy = page.getByTestId('seckill-buy');
    await expect.poll(() => buy.innerText()).toMatch(/即将开始/);
    expect(await buy.isDisabled()).toBe(true);
    // The page turns to 抢购中 by itself when the server's clock reaches the start.
    await expect.poll(() => page.getByTestId('seckill-status').first().innerText(), { timeout: 60_000 }).toBe('抢购中');
    await expect.poll(() => buy.isEnabled()).toBe(true);
    await expect.poll(() => page.getByTestId('seckill-countdown').innerText()).toMatch(/距结束/);
    const qty = page.getByLabel('抢购数量');
    await qty.fill('3');
    await qty.blur();
    // The limit is 2: the quantity stops there.
    await expect.poll(() => qty.inputValue()).toBe('2');
    await page.mouse.move(0, 0);
    await page.waitForTimeout(400); // the button's colour transition from disabled
    await screenshot(page, 'seckill-detail');

    await buy.click();
    const dialog = page.getByTestId('seckill-confirm');
    await dialog.waitFor();
    await expect.poll(() => page.getByTestId('seckill-pay').innerText()).toMatch(/^¥/);
    await quiet(page);
    await page.waitForTimeout(500); // the dialog's opening animation
    await screenshot(page, 'seckill-confirm', false);
    await page.getByTestId('seckill-submit').click();
    await page.waitForURL(/\/pay-page\?orderNo=\d{20}/, { timeout: 20_000 });
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

    await scanAndPay(page, 'wechat');
    await page.waitForURL(/\/memberStore\/purchaseOrders\/detail\?orderNo=/, { timeout: 20_000 });
    await page.getByText('已付款').first().waitFor();
    expect(new URL(page.url()).searchParams.get('orderNo')).toBe(orderNo);
    await quiet(page);
    await screenshot(page, 'seckill-order-paid');

    const after = await call<Detail>(
      buyerToken,
      'GET',
      `${P}/seckill/activity/detail?activityNo=${created.activityNo}`,
    );
    expect(after.bought).toBe(2);
    expect(after.activity.remaining).toBe(8);
    const order = await call<{ status: number; lines: { priceFen: number; quantity: number }[] }>(
      buyerToken,
      'GET',
      `${P}/order/detail?orderNo=${orderNo}`,
    );
    expect(order.status).toBe(2);
    expect(order.lines[0]).toMatchObject({ priceFen: created.seckillPriceFen, quantity: 2 });

    // The same buyer claims a coupon in the coupon centre and finds it among the held ones.
    await page.locator('.main-nav-link', { hasText: '采购商城' }).hover();
    await page.locator('.main-nav-sub', { hasText: '优惠券' }).click();
    await page.waitForURL(/\/memberStore\/coupon/);
    await page.getByTestId('coupon-ticket').first().waitFor();
    const claim = page.getByRole('button', { name: /^领\s*取$/ });
    const claimable = await claim.count();
    expect(claimable).toBeGreaterThan(0);
    await claim.first().click();
    await expect.poll(() => page.getByText('领取成功').count()).toBeGreaterThan(0);
    await expect.poll(() => claim.count()).toBeLessThan(claimable + 1);
    const held = await call<unknown[]>(buyerToken, 'GET', `${P}/coupon/mine?tab=unused`);
    expect(held.length).toBeGreaterThanOrEqual(2);
    await page.close();
  }, 180_000);

  it('the suite detail lists the models of the suite at its seckill price', async () => {
    const { page } = await newPage(browser);
    await loginThroughSso(page, BUYER, PASSWORD);
    await page.goto('/memberStore/seckill/suitDetail?activityNo=SKDEMO03');
    await page.getByTestId('seckill-suite-items').waitFor();
    expect(await page.getByTestId('seckill-suite-items').locator('tbody tr').count()).toBeGreaterThan(1);
    await expect.poll(() => page.getByTestId('seckill-status').first().innerText()).toBe('抢购中');
    await page.mouse.move(0, 0);
    await screenshot(page, 'seckill-suit-detail');
    await page.close();
  });

  it('a provider sales account creates an activity on the management page', async () => {
    const { page } = await newPage(browser);
    await loginThroughSso(page, SALES, PASSWORD);
    await page.goto('/memberStore/seckill/manage');
    await page.getByTestId('seckill-manage').waitFor();
    await page.getByRole('button', { name: /新建秒杀活动/ }).click();
    const form = page.getByTestId('seckill-form');
    await form.waitFor();
    await page.getByTestId('seckill-goods-select').click();
    await page.keyboard.type('网络摄像机');
    // the list of the keyword typed last (searched once the typing pauses)
    const option = page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '网络摄像机' })
      .first();
    await option.waitFor({ timeout: 15_000 });
    await option.click();
    await page.getByTestId('seckill-goods-preview').waitFor();
    const title = `E2E 新建秒杀 ${Date.now().toString(36)}`;
    await page.getByLabel('活动名称').fill(title);
    // a price below zero is refused with the domain's message, not silently turned into ¥0.01
    await page.getByLabel('秒杀价').fill('-5');
    await page.getByLabel('活动库存').fill('50');
    await page.getByLabel('每人限购').fill('2');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('秒杀价须大于0').first().waitFor();
    expect(await page.getByLabel('秒杀价').inputValue()).toBe('-5.00');
    await page.getByLabel('秒杀价').fill('9.9');
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    await screenshot(page, 'seckill-manage-form', false);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('活动已保存').first().waitFor();
    const row = page.locator('tr', { hasText: title });
    await row.waitFor();
    expect(await row.getByTestId('seckill-status').innerText()).toBe('即将开始');
    await quiet(page);
    await screenshot(page, 'seckill-manage');
    await page.close();
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import { pickInCascader } from './support/cascader.ts';
import { CartPage, ProductPage, type SettlePage } from './support/pages/shop.ts';

/**
 * Buying as a second-level dealer meets it: sign on, claim coupons, add two models to the cart from the product
 * page, open the cart and change a quantity, settle (adding a delivery address on the way, a coupon applied),
 * place the order, pay it by opening the sandbox's scan page in a second page and confirming there, and land on
 * the order detail showing 已付款. A second order bought with 'buy now' is left unpaid and closes by itself
 * (the e2e server runs with ORDER_EXPIRE_MINUTES shortened, see support/server.ts).
 */

/** Polls with room for a loaded machine (vitest's default is 1 s). */
const poll = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout });
const yuan = (text: string | null) => Number((text ?? '').replace(/[¥,\s-]/g, ''));
const fen = (text: string | null) => Math.round(yuan(text) * 100);

const API = '/api-cloud-merchant-service';
const BUYER = '13800000003';

interface ListSku {
  skuNo: string;
  price: number | null;
  stock: number;
  status: number;
}
interface ListSpu {
  spuNo: string;
  spuName: string;
  skus: ListSku[];
}

describe('buying: cart, settlement with a coupon, sandbox QR payment, expiry', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let auth: Record<string, string> = {};
  let spu: ListSpu;
  let models: ListSku[] = [];
  let paidOrderNo = '';

  const api = async <T>(path: string, body?: unknown): Promise<T> => {
    const res = body
      ? await page.request.post(`${API}${path}`, { headers: auth, data: body })
      : await page.request.get(`${API}${path}`, { headers: auth });
    const env = (await res.json()) as { code: number; data: T; msg: string };
    expect(env.code, env.msg).toBe(0);
    return env.data;
  };

  /** Waits for the toasts to go, so that screenshots show the page. */
  const quiet = () => poll(() => page.locator('.ant-message-notice').count(), 10_000).toBe(0);

  /** Selects a model on the product page by its chip (the chips carry the model text). */
  const pickModel = (skuNo: string) => new ProductPage(page).open(spu.spuNo, skuNo);
  let settle: SettlePage;

  beforeAll(async () => {
    browser = await launch();
    ({ context, page } = await newPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('signs on as the second-level dealer and claims coupons in the coupon centre', async () => {
    await loginThroughSso(page, BUYER, 'Demo@2026', '/memberStore/coupon');
    await page.waitForURL(/\/memberStore\/coupon/);
    const token = (await context.cookies()).find((c) => c.name === 'token')!.value;
    auth = { Authorization: `Bearer ${token}` };

    // A fresh start whatever this account's cart holds.
    const cart = await api<{ items: { skuNo: string }[] }>('/v1/cart/query');
    if (cart.items.length) await api('/v1/cart/del', { skuNos: cart.items.map((i) => i.skuNo) });

    // A product with two listed models this dealer can buy (priced, in stock, worth at least 100 yuan each so
    // that the basket passes a coupon threshold).
    for (let pageNo = 1; !spu && pageNo <= 10; pageNo++) {
      const list = await api<ListSpu[]>(`/open/v1/goods/spu/page?size=50&fields=skus&page=${pageNo}&b2bStockStatus=0`);
      for (const s of list) {
        const ok = s.skus.filter((k) => k.status === 0 && k.price !== null && k.price >= 10_000 && k.stock >= 20);
        if (ok.length >= 2) {
          spu = s;
          models = ok.slice(0, 2);
          break;
        }
      }
    }
    expect(models).toHaveLength(2);

    const tickets = page.getByTestId('coupon-ticket');
    await tickets.first().waitFor();
    await quiet();
    await screenshot(page, 'buying-coupon-centre', false);
    const claim = page.getByRole('button', { name: /^领\s*取$/ });
    const claimable = await claim.count();
    expect(claimable).toBeGreaterThan(0);
    for (let i = 0; i < claimable; i++) {
      await claim.first().click();
      await poll(() => page.getByText('领取成功').count()).toBeGreaterThan(0);
      await poll(() => claim.count()).toBe(claimable - i - 1);
    }
    await page.getByRole('tab', { name: '我的优惠券' }).click();
    // Held now (with any the demo data gave this account), each ready to use.
    await poll(() => page.getByRole('button', { name: /去使用/ }).count()).toBeGreaterThanOrEqual(claimable);
  });

  it('adds two models to the cart from the product page; the toolbar badge counts them', async () => {
    for (const m of models) {
      await pickModel(m.skuNo);
      await new ProductPage(page).addToCart();
    }
    await poll(() => new CartPage(page).badge()).toBe('2');
  });

  it('opens the cart, raises a quantity with the stepper and sees the totals follow', async () => {
    const cart = new CartPage(page);
    await cart.open(2);
    const lines = cart.lines();
    const first = lines.first();
    await first.locator('.ant-input-number-action-up').click();
    await poll(() => first.getByRole('spinbutton').inputValue()).toBe('2');
    // The cart's prices are the server's for this viewer; the total is price × quantity over the checked lines.
    const linePrices = await lines.locator('.cart-line-row .buy-price').allInnerTexts();
    expect(linePrices.every((p) => fen(p) > 0)).toBe(true);
    const expected = fen(linePrices[0]!) * 2 + fen(linePrices[1]!);
    await poll(async () => fen(await page.getByTestId('cart-total').textContent())).toBe(expected);
    await expect.poll(() => page.getByTestId('cart-footer').innerText()).toMatch(/已选\s*2\s*种，共\s*3\s*件/);
    await quiet();
    await page.waitForTimeout(300);
    await screenshot(page, 'buying-cart', false);
  });

  it('settles the cart: adds a delivery address, a coupon applies, the amounts add up', async () => {
    settle = await new CartPage(page).settle();
    // An empty address book says so; the demo data may have filled it.
    await poll(
      async () => (await page.getByText('您还没有收货地址').count()) + (await page.locator('.address-card').count()),
    ).toBeGreaterThan(0);

    await page.getByRole('button', { name: /新增收货地址/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '新增收货地址' });
    await dialog.getByLabel('详细地址').waitFor();
    // The contract's rules speak before anything is sent.
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await poll(() => dialog.getByText('请输入收货人姓名').count()).toBe(1);
    await pickInCascader(page, ['广东省', '深圳市', '南山区'], dialog.locator('.ant-cascader'));
    await dialog.getByLabel('详细地址').fill('科技园南区高新南七道 18 号');
    await dialog.getByLabel('收货人').fill('王工');
    await dialog.getByLabel('联系电话').fill('12345');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await poll(() => dialog.getByText('请输入正确的收货人联系电话').count()).toBe(1);
    await dialog.getByLabel('联系电话').fill('13912345678');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await poll(() => page.locator('.address-card.active').count()).toBe(1);
    await expect.poll(() => page.locator('.address-card.active').innerText()).toMatch(/王工 13912345678[\s\S]*南山区/);

    // The lines are the cart's, fulfilled by the bound first-level dealer's shop.
    await poll(() => page.locator('.settle-page .ant-table-row').count()).toBe(2);
    expect((await page.getByTestId('settle-shop').textContent())?.length).toBeGreaterThan(0);

    // The best usable coupon is applied; the choice lists usable coupons before the others.
    const select = page.getByTestId('coupon-select');
    await poll(async () => fen(await page.getByTestId('settle-discount').textContent())).toBeGreaterThan(0);
    await select.click();
    const options = page.locator('.ant-select-item-option');
    await options.first().waitFor();
    const disabled = await options.evaluateAll((els) =>
      els.map((e) => e.classList.contains('ant-select-item-option-disabled')),
    );
    // '不使用优惠券', then every usable coupon, then the greyed ones (with their reason).
    expect(disabled[0]).toBe(false);
    expect(disabled[1]).toBe(false);
    const firstGrey = disabled.indexOf(true);
    if (firstGrey !== -1) expect(disabled.slice(firstGrey).every(Boolean)).toBe(true);
    await page.keyboard.press('Escape');

    const goods = fen(await page.locator('[data-testid="settle-totals"] span').nth(1).textContent());
    const freight = fen(await page.getByTestId('settle-freight').textContent());
    const discount = fen(await page.getByTestId('settle-discount').textContent());
    const pay = fen(await page.getByTestId('settle-pay').textContent());
    expect(pay).toBe(goods + freight - discount);
    await page.getByLabel('订单备注').fill('工作日送货，到前请电话联系');
    await page.getByLabel('订单备注').blur();
    await quiet();
    await screenshot(page, 'buying-settlement');
  });

  it('places the order and pays it by scanning the sandbox QR code in a second page', async () => {
    const pay = await settle.amount();
    // A double click places one order: the visit's Idempotency-Key is the same for both.
    paidOrderNo = await settle.submit(true);
    await poll(() => page.getByTestId('pay-amount').textContent()).toBe(pay);
    const link = page.getByTestId('code-url-wechat');
    await link.waitFor();
    await page.locator('.pay-qr-img').waitFor();
    await screenshot(page, 'buying-pay-page', false);

    const orders = await api<{ list: { orderNo: string }[] }>('/v1/order/page?status=1');
    expect(orders.list.filter((o) => o.orderNo === paidOrderNo)).toHaveLength(1);
    expect(orders.list).toHaveLength(1);
    // The cart's settled lines are gone.
    expect((await api<{ items: unknown[] }>('/v1/cart/query')).items).toHaveLength(0);

    const phone = await context.newPage();
    try {
      await phone.goto((await link.getAttribute('href'))!);
      await phone.getByRole('button', { name: '确认支付' }).click();
      await phone.waitForLoadState();
    } finally {
      await phone.close();
    }
    // The pay page polls the status and leaves to the order once the signed notification is applied.
    await page.waitForURL(/\/memberStore\/purchaseOrders\/detail\?orderNo=/, { timeout: 30_000 });
    await poll(() => page.getByTestId('order-status').textContent()).toBe('已付款');
    await expect.poll(() => page.getByTestId('order-detail').innerText()).toMatch(/微信支付/);
    await expect.poll(() => page.getByTestId('order-detail').innerText()).toMatch(/工作日送货/);
    await quiet();
    await screenshot(page, 'buying-order-detail');
  });

  it('lists the paid order under 已付款 with its lines and amounts', async () => {
    await page.goto('/memberStore/purchaseOrders');
    await page.getByRole('tab', { name: /已付款/ }).click();
    await page.waitForURL(/status=2/);
    const card = page.locator(`[data-testid="order-card"][data-order-no="${paidOrderNo}"]`);
    await card.waitFor();
    expect(await card.getByTestId('order-status').textContent()).toBe('已付款');
    expect(await card.locator('.order-card-line').count()).toBe(2);
    expect(await card.getByRole('button', { name: /去支付/ }).count()).toBe(0);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(800);
    await screenshot(page, 'buying-order-list', false);
  });

  it('an order left unpaid closes by itself and shows 已取消', async () => {
    const [m] = models as [ListSku];
    await pickModel(m.skuNo);
    const direct = await new ProductPage(page).buyNow();
    await direct.addressChosen();
    const orderNo = await direct.submit();
    expect(orderNo).not.toBe(paidOrderNo);

    await page.goto('/memberStore/purchaseOrders?status=1');
    const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
    await card.waitFor();
    await poll(() => card.locator('.order-countdown').count()).toBe(1);
    await card.getByRole('button', { name: /详\s*情/ }).click();
    await page.getByTestId('order-detail').waitFor();
    expect(await page.getByTestId('order-status').textContent()).toBe('待付款');
    await poll(() => page.getByTestId('order-countdown').textContent()).toMatch(/请在 \d+:\d\d 内完成支付/);
    // Nobody pays: the deadline passes, the sweep closes it, and the page (re-reading after the deadline) shows it.
    await poll(() => page.getByTestId('order-status').textContent(), 150_000).toBe('已取消');
    await expect.poll(() => page.getByTestId('order-detail').innerText()).toMatch(/超时未支付/);
    await page.waitForTimeout(600);
    await screenshot(page, 'buying-order-expired', false);
  }, 200_000);
});

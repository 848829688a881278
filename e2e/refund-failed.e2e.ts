import { DEALER_PRODUCTS_QUERY } from '@portal/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import { apiOf, clearCart, ensureAddress, quiet, useShop, type Api } from './support/buying.ts';
import { CartPage } from './support/pages/shop.ts';

/**
 * A refund that fails out loud (issue 58 §1): a second-level dealer pays by the Alipay sandbox and, on the sandbox's
 * paid page, switches 「模拟商户余额不足」 (Alipay will answer ACQ.SELLER_BALANCE_NOT_ENOUGH); the return goes through
 * to 确认收货; the dealer reads the channel's words (not a green success) and the card says 退款失败 with the reason;
 * the buyer's card and timeline say the same; staff find it in 退款失败的售后单 on the operations page; once the
 * channel accepts again, the dealer's 重新退款 refunds it.
 */

const PASSWORD = 'Demo@2026';
const BUYER = '13800000003';
const SHOP = '13800000002';
const STAFF = '13800000008';
const poll = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout });
const MALL_QS = new URLSearchParams(
  Object.entries(DEALER_PRODUCTS_QUERY).map(([k, v]): [string, string] => [k, String(v)]),
);

interface ListSpu {
  spuNo: string;
  status: number;
  skus: { skuNo: string; price: number | null; stock: number; status: number }[];
}

const options = (p: Page) => p.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
async function confirmModal(p: Page, title: string | RegExp, button: RegExp) {
  const m = p.locator('.ant-modal-confirm', { hasText: title });
  await m.waitFor();
  await m.getByRole('button', { name: button }).click();
}

describe('after-sale: the channel refuses the refund, and everyone sees why', () => {
  let browser: Browser;
  let buyer: { context: BrowserContext; page: Page };
  let shop: { context: BrowserContext; page: Page };
  let api: Api;
  let orderNo = '';
  let afterSaleNo = '';
  let scanUrl = '';

  beforeAll(async () => {
    browser = await launch();
    buyer = await newPage(browser);
    await loginThroughSso(buyer.page, BUYER, PASSWORD);
    api = await apiOf(buyer.page);
    await useShop(api, 'M10001');
    await clearCart(api);
    await ensureAddress(api);
    shop = await newPage(browser);
    await loginThroughSso(shop.page, SHOP, PASSWORD);
  });
  afterAll(async () => {
    await buyer?.context.close();
    await shop?.context.close();
    await browser?.close();
  });

  it('the buyer pays by the Alipay sandbox and, on its paid page, makes the merchant balance short', async () => {
    const page = buyer.page;
    const spus = await api<ListSpu[]>(`/open/v1/goods/spu/page?${MALL_QS}&page=1&size=20&fields=skus`);
    const buyable = (k: ListSpu['skus'][number]) => k.status === 0 && k.price !== null && k.price > 0 && k.stock >= 1;
    const spu = spus.find((s) => s.status === 0 && s.skus.some(buyable))!;
    const sku = spu.skus.find(buyable)!;
    await api('/v1/cart/batchAdd', { items: [{ spuNo: spu.spuNo, skuNo: sku.skuNo, quantity: 1 }] });
    await page.goto('/memberStore/sellProduct');
    const cart = new CartPage(page);
    await cart.open(1);
    const settle = await cart.settle();
    await settle.addressChosen();
    orderNo = await settle.submit();
    await page.getByRole('tab', { name: '支付宝' }).click();
    const link = page.getByTestId('code-url-alipay');
    await link.waitFor();
    scanUrl = (await link.getAttribute('href'))!;
    const [scan] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await scan.getByRole('button', { name: '确认支付' }).click();
    await scan.getByText('支付成功').first().waitFor();
    await scan.getByRole('button', { name: '模拟商户余额不足（拒绝退款）' }).click();
    await scan.getByText('沙箱：本笔交易的退款将被拒绝（商户余额不足）').waitFor();
    await screenshot(scan, 'refund-failed-sandbox-switch');
    await scan.close();
    await page.waitForURL(/\/memberStore\/purchaseOrders\/detail\?orderNo=/, { timeout: 30_000 });
    await poll(() => page.getByTestId('order-status').textContent()).toBe('已付款');
  });

  it('shipped, asked back, accepted and sent back', async () => {
    const p = shop.page;
    await p.goto(`/merchantCenter/orderDetail?orderNo=${orderNo}`);
    await p.getByRole('button', { name: /^发\s*货$/ }).click();
    const dialog = p.locator('.ant-modal', { hasText: '确认发货' });
    await dialog.waitFor();
    await dialog.getByTestId('ship-parcel').first().locator('.ant-select').click();
    await options(p).filter({ hasText: '顺丰速运' }).first().click();
    await dialog.getByPlaceholder('请输入快递单号').fill('SF1234567890124');
    await dialog.getByRole('button', { name: /确认发货/ }).click();
    await poll(() => p.getByTestId('order-status').textContent()).toBe('已发货');

    const applied = await api<{ afterSaleNo: string }>('/v1/after-sale/apply', {
      orderNo,
      lineNo: 1,
      kind: 'return',
      reasonCode: 'quality',
      reasonText: '无法开机',
      quantity: 1,
      pictures: [],
    });
    afterSaleNo = applied.afterSaleNo;
    await p.goto('/merchantCenter/afterSale');
    const card = p.getByTestId('after-sale-card').filter({ hasText: orderNo });
    await card.getByTestId('after-sale-accept').click();
    await confirmModal(p, '同意该售后申请', /同\s*意/);
    await poll(() => card.getByTestId('after-sale-state').innerText()).toBe('商家已同意，待寄回');
    await api('/v1/after-sale/ship-back', {
      afterSaleNo,
      parcel: { carrier: 'YTO', trackingNo: 'YT9876543210124' },
    });
  });

  it('the dealer confirms receipt: the channel refuses, the dealer reads its words, the card says 退款失败', async () => {
    const p = shop.page;
    await p.goto('/merchantCenter/afterSale');
    const card = p.getByTestId('after-sale-card').filter({ hasText: orderNo });
    await poll(() => card.getByTestId('after-sale-state').innerText()).toBe('买家已寄回');
    await card.getByTestId('after-sale-receive').click();
    await confirmModal(p, '确认已收到买家寄回的商品', /确认收货/);
    const toast = p.locator('.ant-message-notice');
    await poll(() => toast.first().innerText()).toContain('卖家余额不足');
    expect(await p.locator('.ant-message-notice-success').count()).toBe(0);
    await poll(() => card.getByTestId('after-sale-state').innerText()).toBe('退款失败');
    expect(await card.getByTestId('after-sale-refund-failure').innerText()).toMatch(
      /退款未成功[\s\S]*卖家余额不足[\s\S]*自动重试/,
    );
    expect((await card.getByTestId('after-sale-step').allInnerTexts()).join('\n')).toContain('退款未成功');
    await card.getByTestId('after-sale-refund-failure').scrollIntoViewIfNeeded();
    await quiet(p);
    await screenshot(p, 'refund-failed-shop', false);
  });

  it('the buyer sees the same state, reason and step', async () => {
    const page = buyer.page;
    await page.goto(`/memberStore/purchaseOrders/detail?orderNo=${orderNo}`);
    const card = page.getByTestId('after-sale-card');
    await poll(() => card.getByTestId('after-sale-state').innerText()).toBe('退款失败');
    expect(await card.getByTestId('after-sale-refund-failure').innerText()).toContain('卖家余额不足');
    expect((await card.getByTestId('after-sale-step').allInnerTexts()).join('\n')).toContain('退款未成功');
    await page.getByTestId('order-after-sales').scrollIntoViewIfNeeded();
    await quiet(page);
    await screenshot(page, 'refund-failed-buyer');
  });

  it('staff find it in 退款失败的售后单 on the operations page', async () => {
    const staff = await newPage(browser);
    try {
      await loginThroughSso(staff.page, STAFF, PASSWORD);
      await staff.page.goto('/memberStore/ops');
      const list = staff.page.getByTestId('failed-refunds');
      await list.getByPlaceholder('售后单号或订单号').fill(orderNo);
      await list.getByPlaceholder('售后单号或订单号').press('Enter');
      await poll(() => list.locator('.ant-table-row').count()).toBe(1);
      expect(await list.locator('.ant-table-row').innerText()).toContain('卖家余额不足');
      await list.scrollIntoViewIfNeeded();
      await screenshot(staff.page, 'refund-failed-staff');
    } finally {
      await staff.context.close();
    }
  });

  it('the channel accepts again: 重新退款 refunds it', async () => {
    const scan = await buyer.context.newPage();
    await scan.goto(scanUrl);
    await scan.getByRole('button', { name: '恢复受理退款' }).click();
    await scan.getByText('沙箱：本笔交易的退款将正常受理').waitFor();
    await scan.close();
    const p = shop.page;
    await p.goto('/merchantCenter/afterSale');
    const card = p.getByTestId('after-sale-card').filter({ hasText: orderNo });
    await card.getByRole('button', { name: '重新退款' }).click();
    await confirmModal(p, '按同一退款单号再次发起退款', /重新退款/);
    await poll(() => card.getByTestId('after-sale-state').innerText()).toBe('已退款');
    expect(await card.getByTestId('after-sale-refund-failure').count()).toBe(0);
  });
});

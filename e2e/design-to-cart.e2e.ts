import { BUYING_API, DESIGN_API, PRIVATE_API, TO_CART_WORDS, totalsOf, type DesignLine } from '@portal/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import { call } from './support/orders-api.ts';
import { SettlePage } from './support/pages/shop.ts';

/**
 * A design order turned into a mall order (issue 60 §1): a second-level dealer has a design order of two models it can
 * buy and one of its own products (自定义); on the order's detail 「加入购物车」 puts the two in the cart at the order's quantities and
 * says why the third stays out; the cart is settled and paid through the sandbox's scan page; the dealer's board then
 * counts the design order as turned into an order (转化为订单) and lists it as 已下单.
 */
const poll = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout });
const BUYER = '13800000003';

interface ListSku {
  skuNo: string;
  price: number | null;
  stock: number;
  status: number;
}
interface ListSpu {
  spuNo: string;
  skus: ListSku[];
}

describe('design order → cart → paid order → the funnel', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token = '';
  let orderId = 0;

  /** The buyer's API call (support/orders-api.ts `call`): POST with a body, else GET; the answer's data. */
  const api = async <T>(path: string, body?: unknown): Promise<T> => {
    const env = await call<T>(token, body === undefined ? 'GET' : 'POST', path, body);
    expect(env.code, env.msg).toBe(0);
    return env.data;
  };

  beforeAll(async () => {
    browser = await launch();
    ({ context, page } = await newPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('the dealer’s design order: two models it can buy, one of its own products', async () => {
    await loginThroughSso(page, BUYER, 'Demo@2026', '/tool/designOrder');
    token = (await context.cookies()).find((c) => c.name === 'token')!.value;
    const cart = await api<{ items: { skuNo: string }[] }>(BUYING_API.cartQuery);
    if (cart.items.length) await api(BUYING_API.cartDel, { skuNos: cart.items.map((i) => i.skuNo) });
    await api(BUYING_API.addressAdd, {
      provinceCode: '330000',
      provinceName: '浙江省',
      cityCode: '330100',
      cityName: '杭州市',
      areaCode: '330106',
      areaName: '西湖区',
      detailAddress: '文三路 90 号',
      contactName: '李工',
      contactPhone: '13912345678',
      isDefault: true,
    });
    const picked: { spuNo: string; skuNo: string; price: number }[] = [];
    for (let pageNo = 1; picked.length < 2 && pageNo <= 10; pageNo++) {
      const list = await api<ListSpu[]>(`/api-cloud-merchant-service/open/v1/goods/spu/page?size=50&fields=skus&page=${pageNo}&b2bStockStatus=0`); // prettier-ignore
      for (const s of list) {
        const k = s.skus.find((x) => x.status === 0 && x.price !== null && x.price > 0 && x.stock >= 20);
        if (k && picked.length < 2) picked.push({ spuNo: s.spuNo, skuNo: k.skuNo, price: k.price! });
      }
    }
    expect(picked).toHaveLength(2);
    // one of the dealer's own products (自定义产品): the mall does not sell it
    const [category] = await api<{ id: number }[]>(PRIVATE_API.categories);
    const own = await api<{ spuNo: string }>(PRIVATE_API.add, {
      spuName: '自有品牌理线架',
      categoryValueSelect: category!.id,
      price: 3500,
      brandName: '湖州自有',
    });
    const ownSku = await api<{ skuNo: string; price: number }>(`${PRIVATE_API.detail}?spuNo=${own.spuNo}`);
    // into the selection list (two of each model), then the order generated from the list, as the selection page does
    const wanted = [...picked, { spuNo: own.spuNo, skuNo: ownSku.skuNo, price: ownSku.price }].map((p) => ({
      ...p,
      rate: 10000,
      quantity: 2,
    }));
    await api(DESIGN_API.update, { list: wanted });
    const list = await api<{ lines: DesignLine[] }>(DESIGN_API.list);
    const lines = list.lines.filter(
      (l) => picked.some((p) => p.skuNo === l.skuNo) || [l.spuName, l.productName].includes('自有品牌理线架'),
    );
    expect(lines, JSON.stringify(list.lines.map((l) => [l.skuNo, l.spuName, l.productName]))).toHaveLength(3);
    const t = totalsOf(lines.map((l) => ({ priceFen: l.price, quantity: l.quantity, amountFen: l.amount })));
    const made = await api<{ id: number }>(DESIGN_API.generate, {
      name: '湖州仓库监控方案',
      remark: '',
      amount: t.totalFen,
      preferential: t.discountFen,
      productLists: lines,
    });
    orderId = made.id;
  });

  it('「加入购物车」 on the design order: two in the cart, its own product said so', async () => {
    await page.goto(`/tool/designOrder/detail?id=${orderId}`);
    await page.getByRole('button', { name: TO_CART_WORDS.button }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '已加入购物车' });
    await dialog.getByText(`${TO_CART_WORDS.added(2)}，${TO_CART_WORDS.skipped(1)}`, { exact: false }).waitFor();
    await poll(() => dialog.locator('.design-to-cart-skipped .ant-list-item').count()).toBe(1);
    expect(await dialog.locator('.design-to-cart-skipped').innerText()).toContain(TO_CART_WORDS.notPublic);
    await screenshot(page, 'design-to-cart');
  });

  it('goes to settle, pays: the board counts the design order as turned into an order', async () => {
    await page
      .locator('.ant-modal')
      .getByRole('button', { name: /去结算/ })
      .click();
    await page.waitForURL(/\/memberStore\/submitOrder\?source=cart/);
    const settle = await SettlePage.arrived(page);
    // the design order's two models, as many as the order holds
    await poll(() => page.locator('.settle-page .ant-table-row').count()).toBe(2);
    await settle.addressChosen();
    await settle.submit();
    const link = page.getByTestId('code-url-wechat');
    await link.waitFor();
    const phone = await context.newPage();
    try {
      await phone.goto((await link.getAttribute('href'))!);
      await phone.getByRole('button', { name: '确认支付' }).click();
      await phone.waitForLoadState();
    } finally {
      await phone.close();
    }
    await page.waitForURL(/\/memberStore\/purchaseOrders\/detail\?orderNo=/, { timeout: 30_000 });
    await poll(() => page.getByTestId('order-status').textContent()).toBe('已付款');

    await page.goto('/board');
    const funnel = page.locator('.board-design-funnel');
    await funnel.waitFor({ timeout: 30_000 });
    await poll(() => funnel.locator('.ant-statistic').filter({ hasText: '转化为订单' }).locator('.ant-statistic-content').innerText()).toBe('1'); // prettier-ignore
    const row = page.locator('.board-design-orders tbody tr').filter({ hasText: '湖州仓库监控方案' });
    await poll(() => row.innerText()).toContain('已下单');
    await funnel.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await screenshot(page, 'design-to-cart-board');
  });
});

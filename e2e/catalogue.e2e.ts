import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot, sessionToken } from './support/browser.ts';

/**
 * The catalogue as a new user meets it: search '摄像机' from the header, filter by resolution, sort by price,
 * open a product, pick models and add three to compare, be refused a model of another category, compare with
 * the differences highlighted, then log in, favourite the product and find it under favourites. Then a gold
 * second-level dealer sees its own prices.
 */
describe('catalogue: browse, search, compare and keep favourites', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let productUrl = '';

  beforeAll(async () => {
    browser = await launch();
    ({ context, page } = await newPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('searches from the header, filters by resolution and sorts by price', async () => {
    await page.goto('/home');
    const box = page.getByRole('searchbox', { name: '搜索产品、方案' }).or(page.getByLabel('搜索产品、方案')).first();
    await box.click();
    // the hot words arrive with the header's first queries, behind the landing page's own under a busy run
    await expect.poll(() => page.getByRole('listbox', { name: '热门搜索' }).isVisible(), { timeout: 5_000 }).toBe(true);
    await box.fill('摄像机');
    await box.press('Enter');
    await page.waitForURL(/\/search\?keyword=/);
    await page.getByTestId('spu-card').first().waitFor();
    await expect.poll(() => page.getByText('“摄像机”的搜索结果').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('在结果中搜索').inputValue()).toBe('摄像机');

    await page.locator('.filter-values a', { hasText: /^网络摄像机$/ }).click();
    await page.locator('[data-testid="attr-resolutionMP"]').click();
    await page
      .locator('.ant-select-item-option', { hasText: /^400万像素$/ })
      .first()
      .click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/attrs=resolutionMP/);
    await page.locator('.rank-bar button', { hasText: /价\s*格/ }).click();
    await page.waitForURL(/sort=price/);
    const prices = async () =>
      (await page.getByTestId('spu-card').locator('.price').allInnerTexts())
        .filter((p) => p.startsWith('¥'))
        .map((p) => Number(p.replace(/[¥,起\s]/g, '')));
    await expect
      .poll(
        async () => {
          const list = await prices();
          return list.length > 0 && list.every((p, i) => i === 0 || list[i - 1]! >= p);
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await screenshot(page, 'catalogue-list', false);
  });

  it('opens a product, picks models and adds three to compare', async () => {
    await page.getByTestId('spu-card').first().click();
    await page.waitForURL(/\/product\/detail\?id=/);
    productUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    await page.locator('.model-chip').first().waitFor();
    const chips = page.locator('.model-chip:not(.off)');
    expect(await chips.count()).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < 3; i++) {
      await chips.nth(i).click();
      await expect.poll(() => chips.nth(i).getAttribute('class')).toMatch(/active/);
      await page.getByRole('button', { name: /加入对比/ }).click();
      await page.getByText('添加PK成功').last().waitFor();
    }
    await expect.poll(() => page.getByTestId('compare-bar').innerText()).toMatch(/3\/6/);
    // The chosen model's parameter table (规格参数), loaded where it is shown: the detail itself is lean.
    const sku = new URL(page.url()).searchParams.get('sku')!;
    const table = page.waitForResponse((r) => r.url().includes('/goods/sku/attrs') && r.url().includes(sku));
    await page.reload();
    expect((await (await table).json()).data[0]).toMatchObject({ skuNo: sku, params: expect.any(Array) });
    await expect.poll(() => page.locator('.detail-tabs td.param-name').count()).toBeGreaterThan(2);
    expect(await page.locator('.detail-tabs td.param-name').first().isVisible()).toBe(true);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(3500);
    await screenshot(page, 'catalogue-detail', false);
  });

  it('refuses a model of another category with the hint', async () => {
    await page.goto(`/search?keyword=${encodeURIComponent('监控硬盘')}`);
    await page.getByTestId('spu-card').first().click();
    await page.waitForURL(/\/product\/detail/);
    await page.getByRole('button', { name: /加入对比/ }).click();
    await page.getByText('只能对比同类产品').first().waitFor();
    await expect.poll(() => page.getByTestId('compare-bar').innerText()).toMatch(/3\/6/);
  });

  it('compares the checked models with differences highlighted', async () => {
    await page.goto(productUrl);
    const bar = page.getByTestId('compare-bar');
    await bar.waitFor();
    await bar.getByRole('button', { name: '开始对比' }).click();
    await page.getByText('请至少选择2个产品进行对比').first().waitFor();
    const boxes = bar.locator('input[type="checkbox"]');
    for (let i = 0; i < 3; i++) await boxes.nth(i).check();
    await bar.getByRole('button', { name: '开始对比' }).click();
    const dialog = page.getByRole('dialog', { name: '产品对比结果' });
    await dialog.waitFor();
    await dialog.getByTestId('compare-table').waitFor();
    expect(await dialog.locator('.compare-row.diff').count()).toBeGreaterThan(0);
    expect(await dialog.locator('.compare-product').count()).toBe(3);
    // the earlier 'at least two' message has faded, so the picture shows only the comparison
    await page.getByText('请至少选择2个产品进行对比').waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    await screenshot(page, 'catalogue-compare', false);
    await dialog.getByRole('button', { name: 'Close' }).or(dialog.locator('.ant-modal-close')).first().click();
  });

  it('asks a guest to log in to favourite; logged in, the favourite shows under favourites', async () => {
    await page.getByRole('button', { name: /收藏/ }).click();
    await page.getByText('您还未登录，请先登录').waitFor();
    await page.getByRole('button', { name: /随便看看/ }).click();
    // The account's list, asked at login alongside the merge, is read before the merge but answers after it (as on a
    // slow line): its stale, empty answer must not replace the merged bar.
    let listRead!: () => void;
    let merged!: () => void;
    let staleAnswered!: () => void;
    const staleAnsweredP = new Promise<void>((r) => (staleAnswered = r));
    const listReadP = new Promise<void>((r) => (listRead = r));
    const mergedP = new Promise<void>((r) => (merged = r));
    let asked = 0;
    const lateList = async (route: Route) => {
      // Only the first list is held back; the one the app asks for after the merge goes straight through.
      if (asked++ > 0) return route.continue();
      const response = await route.fetch();
      listRead();
      await mergedP;
      await new Promise((r) => setTimeout(r, 300));
      // The app may have cancelled this request meanwhile (it asks again after the merge): then it has no answer.
      await route.fulfill({ response }).catch((e: Error) => {
        if (!/already handled/.test(e.message)) throw e;
      });
      staleAnswered();
    };
    const mergeAfterList = async (route: Route) => {
      await listReadP;
      await route.fulfill({ response: await route.fetch() });
      merged();
    };
    await page.route('**/compare/list', lateList);
    await page.route('**/compare/batch-add', mergeAfterList);
    await loginThroughSso(page, '13800000001', 'Demo@2026', productUrl);
    await page.waitForURL(/\/product\/detail/);
    // the guest's compare bar moved to the account on login, and stays after the stale list has arrived
    await staleAnsweredP;
    await page.waitForTimeout(300);
    await expect.poll(() => page.getByTestId('compare-bar').innerText()).toMatch(/3\/6/);
    await page.unroute('**/compare/list', lateList);
    await page.unroute('**/compare/batch-add', mergeAfterList);
    const token = await sessionToken(page);
    const saved = await page.request.get('/api-cloud-merchant-service/v1/compare/list', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await saved.json()).data).toHaveLength(3);
    expect(await page.evaluate(() => sessionStorage.getItem('compareList'))).toBe('[]');
    const name = await page.locator('.detail-title').innerText();
    await page.getByRole('button', { name: /^(heart )?收藏$/ }).click();
    await page.getByRole('button', { name: /已收藏/ }).waitFor();
    await page.goto('/collect');
    await page.getByTestId('favorite-item').first().waitFor();
    expect(await page.getByTestId('favorite-item').first().innerText()).toContain(name);
    // The member centre's favourites: three kinds as tabs, products open by default.
    await page.goto('/member/myFavorite');
    await page.waitForURL(/\/member\/myFavorite\/shopFavorite$/);
    await page.getByTestId('favorite-item').first().waitFor();
    expect(await page.getByTestId('favorite-item').first().innerText()).toContain(name);
    await expect.poll(() => page.locator('.my-favorite .ant-tabs-tab-active').innerText()).toBe('商品收藏');
    await screenshot(page, 'catalogue-favorites', false);
    await page.getByRole('tab', { name: '方案收藏' }).click();
    await page.waitForURL(/\/member\/myFavorite\/projectFavorite$/);
    await page.getByRole('tab', { name: '商品收藏' }).click();
    await page.getByTestId('favorite-item').first().waitFor();
  });

  it('a new header search carries its keyword into the result filter; the compare bar removes a model', async () => {
    await page.goto(`/search?keyword=${encodeURIComponent('摄像机')}`);
    const filter = page.getByLabel('在结果中搜索');
    await expect.poll(() => filter.inputValue()).toBe('摄像机');
    const box = page.getByLabel('搜索产品、方案').first();
    await box.fill('硬盘录像机');
    await box.press('Enter');
    await page.waitForURL(new RegExp(`keyword=${encodeURIComponent('硬盘录像机')}`));
    await expect.poll(() => filter.inputValue()).toBe('硬盘录像机');
    await page.goBack();
    await page.waitForURL(new RegExp(`keyword=${encodeURIComponent('摄像机')}$`));
    await expect.poll(() => filter.inputValue()).toBe('摄像机');
    await expect.poll(() => box.inputValue()).toBe('摄像机');

    // Removing a model from the (now the account's) compare bar says so.
    const bar = page.getByTestId('compare-bar');
    await expect.poll(() => bar.innerText()).toMatch(/3\/6/);
    await bar.getByRole('button', { name: '删除' }).first().click();
    await page.getByText('删除成功').first().waitFor();
    await expect.poll(() => bar.innerText()).toMatch(/2\/6/);
  });

  it("a gold second-level dealer sees its dealer's gold prices, named 金牌进货价", async () => {
    const api =
      '/api-cloud-merchant-service/open/v1/goods/spu/page?categoryIds=101&sort=price&order=asc&size=50&fields=skus';
    type Item = { spuNo: string; minPrice: number | null; skus: { skuNo: string; price: number | null }[] };
    const guest = new Map(
      ((await (await page.request.get(api)).json()).data as Item[]).map((i) => [i.spuNo, i.skus[0]?.price ?? null]),
    );
    const dealer = await newPage(browser);
    try {
      await loginThroughSso(dealer.page, '13800000004', 'Demo@2026', '/product?cat1=1&cat2=101&sort=price&order=asc');
      const token = await sessionToken(dealer.page);
      const mine = (
        await (await dealer.page.request.get(api, { headers: { authorization: `Bearer ${token}` } })).json()
      ).data as Item[];
      // The list is sorted by this dealer's family price.
      const mins = mine.map((i) => i.minPrice).filter((p): p is number => p !== null);
      expect(mins).toEqual([...mins].sort((a, b) => a - b));
      const differs = mine.find((i) => i.skus[0]?.price != null && i.skus[0].price !== guest.get(i.spuNo));
      expect(differs, 'M10001 prices part of the catalogue below retail').toBeDefined();
      const fen = differs!.skus[0]!.price!;
      await dealer.page.goto(`/product/detail?id=${differs!.spuNo}`);
      await expect.poll(() => dealer.page.getByTestId('detail-price-label').innerText()).toBe('金牌进货价');
      const yuan = `¥${Math.floor(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`;
      await expect.poll(() => dealer.page.getByTestId('detail-price').innerText()).toBe(yuan);
      await screenshot(dealer.page, 'catalogue-detail-gold-dealer', false);
    } finally {
      await dealer.context.close();
    }
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot, sessionToken } from './support/browser.ts';

/** Expected from part 1 §2 (main navigation and floating toolbar by user type), written out by hand. */
const CASES = [
  {
    name: 'person',
    phone: '13800000001',
    nav: ['首页', '解决方案', '客户案例', '配单中心', '全部产品', '采购商城', '资讯中心'],
    toolbar: [
      '方案咨询',
      '购物车',
      '项目支持',
      '扫码咨询',
      '获取方案',
      '配单清单',
      '产品对比',
      '消息',
      '意见反馈',
      'APP下载',
      '回到顶部',
    ],
    topBar: '我的云商城',
  },
  {
    name: 'first-level',
    phone: '13800000002',
    nav: ['首页', '全部产品', '配单中心', '解决方案', '客户案例', '资讯中心'],
    toolbar: ['配单清单', '产品对比', '消息', '意见反馈', '在线客服', 'APP下载', '回到顶部'],
    topBar: '客户运营中心',
  },
  {
    name: 'second-level',
    phone: '13800000003',
    nav: ['首页', '全部产品', '采购商城', '配单中心', '解决方案', '客户案例', '资讯中心'],
    // the cart shows on product and mall routes only for second-level users (checked below)
    toolbar: ['切换店铺', '配单清单', '产品对比', '消息', '意见反馈', '在线客服', 'APP下载', '回到顶部'],
    topBar: '客户运营中心',
  },
  {
    name: 'sales',
    phone: '13800000008',
    nav: ['首页', '解决方案', '客户案例', '安防工具', '全部产品', '资讯中心'],
    toolbar: [
      '方案咨询',
      '购物车',
      '项目支持',
      '扫码咨询',
      '获取方案',
      '配单清单',
      '产品对比',
      '消息',
      '意见反馈',
      'APP下载',
      '回到顶部',
    ],
    topBar: '客户运营中心',
  },
] as const;

const navLabels = (page: Page) => page.locator('.main-nav-link').allInnerTexts();
const toolbarLabels = (page: Page) =>
  page.locator('.float-toolbar .float-btn > span:not(.anticon):not(.ant-badge)').allInnerTexts();

describe('portal shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('shows a visitor the home page with top bar, navigation, toolbar and footer', async () => {
    const { context, page } = await newPage(browser);
    const outside: string[] = [];
    page.on('request', (r) => {
      const host = new URL(r.url()).hostname;
      if (host !== '127.0.0.1' && host !== 'localhost' && !r.url().startsWith('data:')) outside.push(r.url());
    });
    await page.goto('/');
    await page.locator('.main-nav-link').first().waitFor();
    expect((await navLabels(page)).map((s) => s.trim())).toEqual([
      '首页',
      '解决方案',
      '客户案例',
      '全部产品',
      '资讯中心',
    ]);
    expect(await toolbarLabels(page)).toEqual([
      '方案咨询',
      '项目支持',
      '扫码咨询',
      '获取方案',
      '意见反馈',
      'APP下载',
      '回到顶部',
    ]);
    await expect(page.getByRole('link', { name: '登录' }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: '注册' }).first().isVisible()).resolves.toBe(true);
    const footer = await page.locator('footer').last().innerText();
    expect(footer).toContain(`2018-${new Date().getFullYear()}`);
    // the solution menu lists the industries from the server, without id -1 (其他)
    await page.locator('.main-nav-item', { hasText: '解决方案' }).hover();
    const subs = await page.locator('.main-nav-item', { hasText: '解决方案' }).locator('.main-nav-sub').allInnerTexts();
    expect(subs).toContain('平安城市');
    expect(subs).not.toContain('其他');
    // hot products are the catalogue's, from the server
    const hot = page.locator('[data-testid=home-hot-products] [data-testid=spu-card]');
    await hot.first().waitFor();
    expect(await hot.count()).toBe(8);
    const href = await hot.first().getAttribute('href');
    expect(href).toMatch(/^\/product\/detail\?id=/);
    const spuNo = decodeURIComponent(href!.split('id=')[1]!);
    const detail = await page.request.get(`/api-cloud-merchant-service/open/v1/goods/spu/detail/${spuNo}`);
    expect((await detail.json()).data.spuName).toBe((await hot.first().locator('.spu-card-name').innerText()).trim());
    await page.mouse.move(5, 600);
    await screenshot(page, 'home-visitor');
    // help needs login: the dialog offers to log in or look around
    await page.getByText('帮助', { exact: true }).first().click();
    await page.getByText('您还未登录，请先登录').waitFor();
    await page.getByRole('button', { name: '随便看看' }).click();
    expect(outside).toEqual([]);
    await context.close();
  });

  it('renders every top-level route in its layout with a breadcrumb', async () => {
    const { context, page } = await newPage(browser);
    const routes: [string, string][] = [
      ['/cases', '客户案例'],
      ['/information', '资讯中心'],
      ['/solution', '解决方案'],
      ['/service-center', '服务中心'],
      ['/aboutUs/contactUs', '投诉与建议'],
      ['/tool/calculator/dBandWidth', '安防计算器类型'],
    ];
    for (const [path, text] of routes) {
      await page.goto(path);
      await page.getByText(text).first().waitFor({ timeout: 15_000 });
      if (!path.startsWith('/tool')) {
        const crumb = page.locator('nav.crumbs').first();
        await crumb.waitFor();
        expect(await crumb.innerText()).toContain('您当前的位置');
        // every item but the last links back (the first is the home page)
        expect(await crumb.locator('a').first().getAttribute('href')).toBe('/home');
      }
    }
    await context.close();
  });

  for (const c of CASES) {
    it(`signs a ${c.name} in through the sign-on page and shows their navigation`, async () => {
      const { context, page } = await newPage(browser);
      await loginThroughSso(page, c.phone, 'Demo@2026');
      await page.getByText(c.topBar).first().waitFor({ timeout: 15_000 });
      await page.locator('.main-nav-link').first().waitFor();
      expect((await navLabels(page)).map((s) => s.trim())).toEqual(c.nav);
      expect(await toolbarLabels(page)).toEqual(c.toolbar);
      expect(
        await page
          .getByText(`${c.phone.slice(0, 3)}****${c.phone.slice(-4)}`)
          .first()
          .isVisible(),
      ).toBe(true);
      await screenshot(page, `home-${c.name}`);
      if (c.name === 'second-level') {
        await page.locator('.main-nav-link', { hasText: '全部产品' }).click();
        await page.waitForURL(/\/product/);
        await expect.poll(() => toolbarLabels(page), { timeout: 5000 }).toContain('购物车');
      }
      await context.close();
    });
  }

  it('refuses a wrong password on the sign-on page with the server message', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/sso/login?redirect=%2Fhome');
    await page.getByPlaceholder('请输入手机号').fill('13800000002');
    await page.getByPlaceholder('请输入密码').fill('Wrong@2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('账号或密码错误').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/sso/login');
    await context.close();
  });

  it('logs out: the token ends on the server and the user lands on the sign-on page', async () => {
    const { context, page } = await newPage(browser);
    await loginThroughSso(page, '13800000002', 'Demo@2026');
    const token = await sessionToken(page);
    expect(token).toBeTruthy();
    await page.getByText('退出', { exact: true }).first().click();
    await page.waitForURL(/\/sso\/login/);
    expect(await sessionToken(page)).toBeNull();
    const res = await page.request.get('/api-cloud-merchant-service/v1/account/getLoginSessionInfo', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(401);
    await context.close();
  });

  it('shows the 404 page for an unknown route and counts down to the home page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no/such/page');
    await page
      .getByText(/3\s*秒/)
      .first()
      .waitFor();
    await screenshot(page, 'not-found', false);
    await page
      .getByText(/1\s*秒/)
      .first()
      .waitFor({ timeout: 5000 });
    await page.waitForURL(/\/home$/, { timeout: 6000 });
    await context.close();
  });

  it('shows the network-error view on /error with refresh and home buttons', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/error?status=500');
    await page.getByText('网络异常').first().waitFor();
    expect(await page.getByRole('button', { name: /刷\s*新/ }).isVisible()).toBe(true);
    await screenshot(page, 'network-error', false);
    await page.getByRole('button', { name: /返回首页/ }).click();
    await page.waitForURL(/\/home$/);
    await context.close();
  });
});

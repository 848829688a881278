import ExcelJS from 'exceljs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginThroughSso, newPage, screenshot } from './support/browser.ts';
import { pickInCascader } from './support/cascader.ts';
import { pickInSelect } from './support/select.ts';

/**
 * The design-order tool's other ways in, as a first-level dealer (13800000002) and the accounts around it use them:
 * quick-add from the tip, importing private products, the scheme-design requirement form, smart design, the private
 * range as the dealer's staff sees it, the shop choice, and a list of 500 lines (the order itself:
 * design-order.e2e.ts).
 */
/** Polls with room for a loaded machine (vitest's default is 1 s). */
const poll = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout });

describe('design-order tool: quick-add, private products, services, roles', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    ({ context, page } = await newPage(browser));
    await loginThroughSso(page, '13800000002', 'Demo@2026', '/tool/designOrder/selection');
    await page.waitForURL(/\/tool\/designOrder\/selection/);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('quick-add from the tip puts cable boxes and the construction fee in the list; software by category', async () => {
    await page.goto('/tool/designOrder/selection');
    await page.getByRole('tab', { name: /品牌产品/ }).click();
    await page.getByPlaceholder('输入产品名称或型号').fill('网络摄像机');
    await page.getByPlaceholder('输入产品名称或型号').press('Enter');
    await poll(() => page.getByRole('tab', { name: /品牌产品\(\d+\)/ }).count()).toBe(1);
    // The table shows the previous page's rows until the search answers: the two lines added must be cameras
    // (two device points), so wait until the first rows are.
    await poll(async () => {
      const cats = (await page.locator('.ant-table-row td:nth-child(3)').allTextContents()).slice(0, 2);
      return cats.length === 2 && cats.every((c) => c.startsWith('网络摄像机'));
    }).toBe(true);
    const add = page.locator('.ant-table-row').getByRole('button', { name: '加入配单' });
    await add.first().click();
    await page.waitForTimeout(150);
    await add.first().click();
    await poll(() => page.locator('.do-list-fab-wrap .ant-badge-count').textContent()).toBe('2');
    await page.getByRole('button', { name: '配单清单', exact: true }).click();
    const rows = page.locator('.ant-drawer .do-line-table .do-row');
    // Both adds have reached the server (two camera points) before the tip counts them: the drawer shows the list
    // the server holds. (waitForLoadState('networkidle') would not wait here: this page reached it long ago.)
    await poll(() => rows.count()).toBe(2);
    const tip = page.locator('.ant-drawer .do-tip');
    await tip.getByText('是否需要添加安装施工费及线材辅料？').waitFor();
    await tip.getByRole('button', { name: /一键添加/ }).click();
    await poll(() => page.locator('.ant-message').textContent()).toContain('已添加：');
    await poll(() => rows.count()).toBe(4);
    await poll(() => rows.filter({ hasText: '网线' }).count()).toBe(1);
    // M10001's own per-point construction fee, one per camera point.
    const fee = rows.filter({ hasText: '安装调试服务' });
    await poll(() => fee.count()).toBe(1);
    expect(await fee.getByLabel('数量').inputValue()).toBe('2');
    await poll(() => tip.count()).toBe(0);
    await screenshot(page, 'design-quick-add', false);
    await page.keyboard.press('Escape');

    // Software: one item for every software category the list lacks.
    await page.getByRole('tab', { name: /软件服务/ }).click();
    // A free product (cheapest first: price sorted twice, descending then ascending) is at most 1.
    await page.getByRole('button', { name: /重\s*置/ }).click();
    const priceSort = page.locator('.do-rankbar').getByRole('button', { name: /^价\s*格/ });
    await priceSort.click();
    await priceSort.click();
    const freeKey = await page
      .locator('.ant-table-row')
      .filter({ hasText: '免费' })
      .filter({ has: page.getByRole('button', { name: '加入配单' }) })
      .first()
      .getAttribute('data-row-key');
    const free = page.locator(`.ant-table-row[data-row-key="${freeKey}"]`);
    await free.getByRole('button', { name: '加入配单' }).click();
    const freeQty = free.getByLabel('选择数量');
    await freeQty.fill('2');
    await freeQty.press('Tab');
    await poll(() => page.locator('.ant-message').textContent()).toContain('该产品数量不能大于1');
    await poll(() => freeQty.inputValue()).toBe('1');
    // Its parameters: the function description, and the technical specification in a popover.
    await free.getByRole('button', { name: '技术规格' }).click();
    await poll(() => page.getByTestId('software-spec').locator('th').count()).toBeGreaterThan(0);
    await screenshot(page, 'design-software-spec', false);
    await page.getByRole('button', { name: '一键添加软件服务' }).click();
    await poll(() => page.locator('.ant-message').textContent()).toContain('已添加软件服务：');
    await poll(async () =>
      Number(await page.locator('.do-list-fab-wrap .ant-badge-count').textContent()),
    ).toBeGreaterThan(4);
    await page.getByRole('button', { name: '一键添加软件服务' }).click();
    await poll(() => page.locator('.ant-message').textContent()).toContain('当前设计方案已包含全部软件类别');
    // Leave an empty list for the next steps.
    await page.getByRole('button', { name: '配单清单', exact: true }).click();
    await page
      .locator('.ant-drawer')
      .getByRole('button', { name: /^清\s*空$/ })
      .click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /清\s*空/ })
      .click();
    await poll(() => rows.count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('imports 20 private products from an xlsx and reports the 2 bad rows; adds one in the dialog', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('自定义产品');
    ws.addRow(['产品名称', '产品分类', '单价(元)', '品牌', '产品描述']);
    for (let i = 1; i <= 22; i++) {
      if (i === 4) ws.addRow(['', '线缆配件 > 支架', 10, '本地加工', '缺名称']);
      else if (i === 12) ws.addRow(['价格有误的立杆', '线缆配件 > 支架', 'abc', '本地加工', '']);
      else ws.addRow([`E2E导入立杆${i}`, '线缆配件 > 支架', 100 + i, '本地加工', '镀锌钢管']);
    }
    const file = path.join(os.tmpdir(), `e2e-private-${Date.now()}.xlsx`);
    await wb.xlsx.writeFile(file);

    await page.goto('/tool/designOrder/selection');
    await page.getByRole('tab', { name: /自定义产品/ }).click();
    await page.getByRole('button', { name: '批量导入' }).waitFor();
    await page.locator('.do-private-bar input[type=file]').setInputFiles(file);
    const report = page.locator('.ant-modal').filter({ hasText: '导入结果' });
    await poll(() => report.getByTestId('import-ok').textContent(), 15_000).toBe('20');
    expect(await report.getByTestId('import-bad').textContent()).toBe('2');
    expect(await report.getByText('请输入产品名称').count()).toBe(1);
    expect(await report.getByText('请输入大于0的数值').count()).toBe(1);
    await report.getByRole('button', { name: '知道了' }).click();
    await page.getByPlaceholder('输入产品名称或型号').fill('E2E导入立杆');
    await page.getByPlaceholder('输入产品名称或型号').press('Enter');
    await poll(() => page.getByRole('tab', { name: /自定义产品\(20\)/ }).count()).toBe(1);

    await page.getByRole('button', { name: '新建自定义产品' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '新建自定义产品' });
    await dialog.getByPlaceholder('请输入产品名称').waitFor();
    // Saving the empty form is refused by its checks (nothing is sent); a click while the dialog still opens is lost.
    await poll(async () => {
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      return dialog.getByText('请输入产品名称').count();
    }).toBe(1);
    await poll(() => dialog.getByText('产品单价不能为空').count()).toBe(1);
    await dialog.getByPlaceholder('请输入产品名称').fill('弱电井改造施工费');
    await pickInSelect(page, dialog.getByRole('combobox').first(), '机柜与布线 > 网络机柜', '网络机柜');
    await dialog.getByPlaceholder('请输入产品单价').fill('0');
    await poll(() => dialog.getByText('请输入大于0的数值').count()).toBe(1);
    await dialog.getByPlaceholder('请输入产品单价').fill('1280.5');
    await dialog.locator('#brandName').fill('自营 施工');
    await dialog.getByPlaceholder('选填').fill('按弱电井计，含桥架');
    // Every field now valid: the earlier messages are gone (waited out, so the screenshot shows the valid form).
    await poll(() => dialog.locator('.ant-form-item-explain-error').count()).toBe(0);
    await screenshot(page, 'design-screen-d', false);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await poll(() => dialog.count()).toBe(0);
    await page.getByPlaceholder('输入产品名称或型号').fill('弱电井改造施工费');
    await page.getByPlaceholder('输入产品名称或型号').press('Enter');
    await poll(() => page.locator('.ant-table-row').filter({ hasText: '弱电井改造施工费' }).count()).toBe(1);
    fs.rmSync(file, { force: true });
  });

  it('submits the scheme-design requirement form', async () => {
    await page.goto('/tool');
    await page.getByRole('button', { name: '方案设计服务' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '您的身份' });
    const submit = dialog.getByRole('button', { name: '提交需求' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await dialog.getByPlaceholder('请输入联系人').isDisabled()).toBe(true);
    await dialog.getByText('企业', { exact: true }).click();
    await dialog.getByPlaceholder('请输入联系人').fill('王工');
    await dialog.getByPlaceholder('手机号或座机号').fill('139123');
    await dialog.getByPlaceholder('手机号或座机号').blur();
    await poll(() => dialog.getByText('请输入正确的联系人电话').count()).toBe(1);
    await dialog.getByPlaceholder('手机号或座机号').fill('13912345678');
    await dialog.getByPlaceholder('请输入公司名称').fill('杭州安创视界科技有限公司');
    const pick = (index: number, option: string) =>
      pickInSelect(page, dialog.locator('.ant-select').nth(index), option);
    await pick(0, '10万-30万元');
    await pick(1, '学校');
    await pick(2, '网络摄像机');
    await pick(2, '录像机');
    await page.keyboard.press('Escape');
    await pickInCascader(page, ['浙江省', '杭州市', '西湖区'], dialog.locator('.ant-cascader'));
    await dialog.getByPlaceholder('项目规模、点位数量、特殊要求等').fill('教学楼与操场约 40 路监控，录像保存 30 天');
    await poll(() => submit.isDisabled()).toBe(false);
    await page.waitForTimeout(400);
    await screenshot(page, 'design-screen-f', false);
    await submit.click();
    await poll(() => page.getByText('需求提交成功').count()).toBe(1);
    await page.getByRole('button', { name: '知道了' }).click();
  });

  it('smart design: a UPS questionnaire yields a model with its reason, added to the list in one click', async () => {
    await page.goto('/tool/sceneSelect');
    await page.getByText('UPS不间断电源').click();
    await page.waitForURL(/intelligenceOrder\?scene=ups/);
    await page.getByLabel('负载功率').fill('2000');
    await page.getByLabel('后备时间').fill('30');
    await page.getByRole('button', { name: '生成推荐清单' }).click();
    const row = page.locator('.ant-table-row').first();
    await poll(() => row.textContent()).toContain('3125VA');
    await page.getByRole('button', { name: '一键加入配单清单' }).click();
    await page.waitForURL(/\/tool\/designOrder$/);
    await page.getByRole('button', { name: '配单清单', exact: true }).click();
    await poll(() => page.locator('.ant-drawer .do-row').filter({ hasText: 'UPS' }).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
  });

  it('a private-role account (the dealer’s staff) sees the private range with stock but cannot manage it', async () => {
    const { context: ctx5, page: p5 } = await newPage(browser);
    try {
      await loginThroughSso(p5, '13800000005', 'Demo@2026', '/tool/designOrder/selection');
      await p5.getByRole('tab', { name: /自定义产品/ }).click();
      await p5.getByRole('combobox', { name: '来源筛选' }).click();
      await p5
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: '进销存系统' })
        .click();
      await poll(() => p5.locator('.ant-table-row').filter({ hasText: '热镀锌监控立杆' }).count()).toBe(1);
      await poll(async () => (await p5.getByTestId('model-stock').allTextContents()).sort()).toEqual([
        '12',
        '24',
        '无货',
      ]);
      expect(await p5.getByRole('columnheader', { name: '库存' }).count()).toBe(1);
      for (const name of ['新建自定义产品', '批量导入', '批量导出', '批量删除']) {
        expect(await p5.getByRole('button', { name }).count()).toBe(0);
      }
      // No detail link, no edit or delete on the rows.
      expect(await p5.locator('.ant-table-row a[role=button]').count()).toBe(0);
      expect(
        await p5
          .locator('.ant-table-row')
          .getByRole('button', { name: /编\s*辑|删\s*除/ })
          .count(),
      ).toBe(0);
      await screenshot(p5, 'design-private-role', false);
    } finally {
      await ctx5.close();
    }
  });

  it('shop choice in the tool: hover card with the current shop, the dialog pre-selects it, switching answers 切换成功', async () => {
    const { context: ctx3, page: p3 } = await newPage(browser);
    try {
      await loginThroughSso(p3, '13800000003', 'Demo@2026', '/tool/designOrder/selection');
      const button = p3.getByRole('button', { name: /下单店铺/ });
      await button.hover();
      await poll(() => p3.getByText('商户编号').count()).toBeGreaterThan(0);
      await button.click();
      const dialog = p3.locator('.ant-modal').filter({ hasText: '选择一级经销商' });
      await poll(() => dialog.locator('.ant-radio-wrapper-checked').count()).toBe(1);
      const other = dialog
        .locator('.ant-radio-wrapper:not(.ant-radio-wrapper-checked):not(.ant-radio-wrapper-disabled)')
        .first();
      if (await other.count()) await other.click();
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await poll(() => p3.getByText('切换成功').count()).toBeGreaterThan(0);
    } finally {
      await ctx3.close();
    }
  });

  it('a list of 500 lines: one rate change updates the line and the three totals (figure for docs/benchmarks.md)', async () => {
    const { context: ctx2, page: p2 } = await newPage(browser);
    try {
      await loginThroughSso(p2, '13800000008', 'Demo@2026', '/tool/designOrder');
      const token = (await ctx2.cookies()).find((c) => c.name === 'token')!.value;
      const auth = { Authorization: `Bearer ${token}` };
      const list: { spuNo: string; skuNo: string; price: number | null; skuType: number }[] = [];
      for (let pageNo = 1; list.length < 500; pageNo++) {
        const res = await p2.request.get(
          `/api-cloud-merchant-service/open/v1/goods/spu/page?type=0&customSpuSource=1&size=100&fields=skus&page=${pageNo}`,
          { headers: auth },
        );
        for (const s of (await res.json()).data as {
          spuNo: string;
          skuType: number;
          skus: { skuNo: string; price: number | null; status: number }[];
        }[]) {
          for (const k of s.skus)
            if (k.status === 0 && list.length < 500)
              list.push({ spuNo: s.spuNo, skuNo: k.skuNo, price: k.price, skuType: s.skuType });
        }
      }
      const body = { list: list.map((l) => ({ ...l, rate: 10000, ratePrice: l.price ?? 0, quantity: 1 })) };
      expect(
        (
          await (
            await p2.request.post('/api-cloud-merchant-service/v1/design/favorite/update', {
              headers: auth,
              data: body,
            })
          ).json()
        ).code,
      ).toBe(0);
      await p2.goto('/tool/designOrder');
      await p2.getByRole('button', { name: '配单清单', exact: true }).click();
      await poll(() => p2.locator('.ant-drawer .do-line-table .do-row').count(), 30_000).toBe(500);
      await p2.locator('.ant-drawer .do-check-all .ant-checkbox-input').check();
      const samples: number[] = [];
      for (const value of ['90', '80', '70', '60', '50']) {
        samples.push(
          await p2.evaluate(async (v) => {
            const input = document.querySelector<HTMLInputElement>(
              '.ant-drawer input[aria-label="折扣率"]:not([disabled])',
            )!;
            const total = document.querySelector('[data-testid="do-total"]')!;
            const before = total.textContent;
            const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
            performance.mark('rate-start');
            setter.call(input, v);
            input.dispatchEvent(new Event('input', { bubbles: true }));
            await new Promise<void>((resolve) => {
              const check = () => (total.textContent !== before ? resolve() : requestAnimationFrame(check));
              check();
            });
            performance.mark('rate-end');
            return performance.measure('rate', 'rate-start', 'rate-end').duration;
          }, value),
        );
      }
      samples.sort((a, b) => a - b);
      console.log(
        `[bench] 500 lines, rate change → line + totals: median ${samples[2]!.toFixed(1)} ms (min ${samples[0]!.toFixed(1)}, max ${samples[4]!.toFixed(1)})`,
      );
      await (
        await p2.request.post('/api-cloud-merchant-service/v1/design/favorite/remove', {
          headers: auth,
          data: { deleteAll: true },
        })
      ).json();
    } finally {
      await ctx2.close();
    }
  });
});

/**
 * Tax classification per category and family (issue 59 §3) over HTTP: staff keep 税收分类编码 and 税率 in 商品维护
 * (a wrong code, a rate not offered or half a pair refused in words, every save audited), and an issued invoice's
 * lines carry each product's class: its family's, else its second category's, else its first's, else the seller's
 * default from 开票设置.
 */
import { INVOICE_API, TAX_CLASS_MESSAGES, type InvoiceView } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingWorld, type BuyingWorld } from '../../../test/support/buying.ts';
import { R, callRoute, freshCatalogueIds, staffCall, staffMember } from '../../../test/support/catalogue-admin.ts';
import { COMPANY_TITLE, paidOrder } from '../../../test/support/invoices.ts';
import { createTestApp, injectAs, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

const CAMERA = '1090511030000000000';
const SOFTWARE = '1060201070000000000';
const SERVICE = '3040201000000000000';
const SELLER_DEFAULT = '1090511040000000000';

describe.each(testDrivers())('tax classes of products on invoice lines on %s', (driver) => {
  let ctx: TestContext;
  let w: BuyingWorld;
  let staff: string;
  const ids = { first: 0, cams: 0, soft: 0 };
  const save = (r: typeof R.manageSaveCategory | typeof R.manageSaveSpu, body: Record<string, unknown>) =>
    callRoute(ctx, staff, r, body);

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await freshCatalogueIds(ctx.database.db);
    w = await createBuyingWorld(ctx, 1);
    staff = (await staffMember(ctx)).token;
  });
  afterAll(() => ctx.close());

  it('staff keep a class on categories and families; a wrong code, rate or half a pair is refused in words', async () => {
    const first = { parentId: null, name: '税类-视频监控', taxCode: CAMERA, taxRate: 1300 };
    ids.first = Number((await staffCall(ctx, staff, R.manageSaveCategory, first)).id);
    ids.cams = Number(
      (await staffCall(ctx, staff, R.manageSaveCategory, { parentId: ids.first, name: '税类-摄像机' })).id,
    );
    ids.soft = Number(
      (
        await staffCall(ctx, staff, R.manageSaveCategory, {
          parentId: ids.first,
          name: '税类-平台软件',
          taxCode: SOFTWARE,
          taxRate: 600,
        })
      ).id,
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ taxCode: '10905', taxRate: 1300 }, TAX_CLASS_MESSAGES.codeLength],
      [{ taxCode: CAMERA, taxRate: 1700 }, '税率只能为 13%、9%、6%、3%、1%、0% 之一'],
      [{ taxCode: CAMERA }, TAX_CLASS_MESSAGES.pairIncomplete],
      [{ taxRate: 900 }, TAX_CLASS_MESSAGES.pairIncomplete],
    ];
    for (const [tax, msg] of cases) {
      const res = await save(R.manageSaveCategory, { id: ids.cams, parentId: ids.first, name: '税类-摄像机', ...tax });
      expect([res.statusCode, res.json().msg], JSON.stringify(tax)).toEqual([400, msg]);
    }
    const tree = await staffCall<
      {
        id: number;
        taxCode: string | null;
        taxRate: number | null;
        children: { id: number; taxCode: string | null }[];
      }[]
    >(ctx, staff, R.manageCategories);
    const node = tree.find((c) => c.id === ids.first)!;
    expect([node.taxCode, node.taxRate]).toEqual([CAMERA, 1300]);
    expect(node.children.map((c) => c.taxCode)).toEqual([null, SOFTWARE]);
    const audited = await ctx.database.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('action', '=', 'catalogue.category.save')
      .where('entity_id', '=', String(ids.soft))
      .executeTakeFirstOrThrow();
    expect(audited.after).toMatchObject({ taxCode: SOFTWARE, taxRate: 600 });
  });

  const family = async (spuNo: string, secondCategoryId: number, tax: Record<string, unknown> = {}) =>
    staffCall(ctx, staff, R.manageSaveSpu, {
      spuNo,
      spuName: `税类 ${spuNo}`,
      brandName: '海燕',
      secondCategoryId,
      saleType: '经销',
      ...tax,
    });

  it('a family keeps its own class or inherits; half a pair is refused', async () => {
    await family('TAX-CAM', ids.cams);
    await family('TAX-SOFT', ids.soft);
    await family('TAX-SVC', ids.soft, { taxCode: SERVICE, taxRate: 900 });
    const half = await save(R.manageSaveSpu, {
      spuNo: 'TAX-HALF',
      spuName: '半对',
      brandName: '海燕',
      secondCategoryId: ids.cams,
      saleType: '经销',
      taxRate: 900,
    });
    expect([half.statusCode, half.json().msg]).toEqual([400, TAX_CLASS_MESSAGES.pairIncomplete]);
  });

  it('an issued invoice carries each line’s class: family, else category, else the seller’s default', async () => {
    const buyer = w.buyers[0]!.token;
    const orderNo = await paidOrder(
      ctx.database.db,
      w,
      0,
      [
        { name: '网络摄像机', model: 'C1', quantity: 1, amountFen: 50_000, spuNo: 'TAX-CAM' },
        { name: '平台软件', model: 'S1', quantity: 1, amountFen: 30_000, spuNo: 'TAX-SOFT' },
        { name: '安装服务', model: 'V1', quantity: 1, amountFen: 10_900, spuNo: 'TAX-SVC' },
        { name: '辅材', model: 'X1', quantity: 1, amountFen: 1_000, spuNo: 'NOT-IN-CATALOGUE' },
      ],
      500,
    );
    const titleId = (await injectAs(ctx, buyer, 'POST', INVOICE_API.titleAdd, COMPANY_TITLE)).json().data.id;
    const asked = await injectAs(ctx, buyer, 'POST', INVOICE_API.apply, {
      orderNos: [orderNo],
      kind: 'e_normal',
      titleId,
    });
    expect(asked.statusCode).toBe(200);
    await injectAs(ctx, w.shopToken, 'POST', INVOICE_API.sellerSettingSave, {
      name: '杭州测试一级经销商',
      taxCode: SELLER_DEFAULT,
      taxRate: 1300,
      platform: 'local',
    });
    const res = await injectAs(ctx, w.shopToken, 'POST', INVOICE_API.sellerIssue, { id: asked.json().data.id });
    const v: InvoiceView = res.json().data;
    expect(v.status).toBe('issued');
    expect(v.lines.map((l) => [l.name, l.taxCode, l.taxRate, l.taxFen])).toEqual([
      ['网络摄像机', CAMERA, 1300, 5_752], // 50,000 × 13 / 113 = 5,752.2
      ['平台软件', SOFTWARE, 600, 1_698], // 30,000 × 6 / 106 = 1,698.1
      ['安装服务', SERVICE, 900, 900], // 10,900 × 9 / 109 = 900
      ['辅材', SELLER_DEFAULT, 1300, 115], // 1,000 × 13 / 113 = 115.04
      ['运费', CAMERA, 1300, 58], // with the goods that paid most: 500 × 13 / 113 = 57.5 → 58
    ]);
    expect(v.taxFen).toBe(5_752 + 1_698 + 900 + 115 + 58);
  });
});

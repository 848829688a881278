/**
 * The provider's further charts and the dealer's waiting work on PGlite and PostgreSQL (issue 60 §1, §2), against a
 * hand-computed fixture: sales by category, models running out at the last 30 Beijing days' pace (an order paid at
 * Beijing midnight of today is outside the window), the design tool's funnel, a first-level dealer's orders waiting
 * to ship, after-sale requests on its turn and invoice requests waiting for it (never the other dealer's), and the
 * xlsx export's figures.
 */
import { BOARD_API as API, BOARD_DOWNLOADS as D, type Board } from '@portal/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order, refund } from '../../../test/support/board.ts';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { createTestApp, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { staffInsights } from './insights.ts';
import { refreshBoards } from './refresh.ts';

const NOW = new Date('2026-11-29T01:00:00Z'); // 09:00 on 29 November in Beijing

describe.each(testDrivers())('board insights on %s', (driver) => {
  let ctx: TestContext;
  const t = { staff: '', d1: '', d2: '', b1: '' };
  const m = { d1: '', d2: '', b1: '' };

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    m.d1 = await createMerchant(db, { enterpriseType: 1, companyName: '杭州一级经销商' });
    m.d2 = await createMerchant(db, { enterpriseType: 1, companyName: '南京一级经销商' });
    m.b1 = await createMerchant(db, { enterpriseType: 2, companyName: '湖州二级经销商' });
    await createAccount(db, { phone: '13900061001', isSales: true });
    await createAccount(db, { phone: '13900061002', identities: [{ merchantNo: m.d1 }] });
    await createAccount(db, { phone: '13900061003', identities: [{ merchantNo: m.d2 }] });
    const b1Owner = await createAccount(db, { phone: '13900061004', identities: [{ merchantNo: m.b1 }] });
    const person = await createAccount(db, { phone: '13900061005' });
    const cat = async (name: string) =>
      (await db.insertInto('category').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
    const camera = await cat('看板摄像机');
    const recorder = await cat('看板录像机');
    for (const [model, category, stock] of [
      ['BX-A', camera, 10],
      ['BX-B', camera, 100],
      ['BX-C', recorder, 3],
      ['BX-D', null, 0],
    ] as const) {
      const spu = await db
        .insertInto('spu')
        .values({ spu_no: `S-${model}`, spu_name: model, first_category_id: category, sku_type: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('sku')
        .values({ spu_id: spu.id, sku_no: model, sku_name: model, model, price_fen: 1000, stock })
        .execute();
    }
    const zj = { accountId: b1Owner, buyer: m.b1, shop: m.d1, province: '浙江省' };
    const js = { accountId: person, buyer: null, shop: m.d2, province: '江苏省' };
    const line = (model: string, quantity: number, amountFen: number) => [{ model, quantity, amountFen }];
    const o1 = await order(db, { ...zj, payFen: 6000, paidAt: '2026-11-10T02:00:00Z', status: 3, lines: line('BX-A', 6, 6000) }); // prettier-ignore
    const o2 = await order(db, { ...zj, payFen: 9000, paidAt: '2026-11-20T02:00:00Z', lines: line('BX-C', 4, 9000) });
    await order(db, { ...zj, payFen: 30000, paidAt: '2026-10-20T02:00:00Z', status: 4, lines: line('BX-A', 30, 30000) }); // prettier-ignore
    await order(db, { ...zj, payFen: 50000, paidAt: null, lines: line('BX-A', 50, 50000) });
    const o3 = await order(db, { ...js, payFen: 3000, paidAt: '2026-11-05T02:00:00Z', lines: line('BX-B', 3, 3000) });
    await order(db, { ...js, payFen: 500, paidAt: '2026-11-28T10:00:00Z', status: 4, lines: line('BX-D', 1, 500) });
    // 00:00 on 29 November in Beijing: today, so outside the last 30 days' pace, inside November
    await order(db, { ...js, payFen: 1000, paidAt: '2026-11-28T16:00:00Z', status: 4, lines: line('BX-C', 1, 1000) });
    const after = { accountId: b1Owner, shop: m.d1, quantity: 1 };
    await refund(db, { ...after, orderNo: o1, model: 'BX-A', fen: 1000, at: '2026-11-12T03:00:00Z' });
    await refund(db, { ...after, orderNo: o2, model: 'BX-C', fen: 0, at: '2026-11-21T03:00:00Z', state: 'applied' });
    await refund(db, { ...after, accountId: person, shop: m.d2, orderNo: o3, model: 'BX-B', fen: 0, at: '2026-11-06T03:00:00Z', state: 'closed' }); // prettier-ignore
    const design = (no: string, createdAt: string, more: { exported?: boolean; survey?: boolean } = {}) =>
      db
        .insertInto('design_order')
        .values({
          order_no: no,
          account_id: b1Owner,
          name: no,
          order_type: more.survey ? 11 : 1,
          exported_at: more.exported ? new Date(createdAt) : null,
          created_at: new Date(createdAt),
        })
        .execute();
    await design('BD1', '2026-11-03T02:00:00Z', { exported: true });
    await design('BD2', '2026-11-04T02:00:00Z', { survey: true });
    await design('BD3', '2026-11-30T15:59:59Z');
    await design('BD4', '2026-10-31T15:59:59Z', { exported: true });
    // invoice requests on each dealer (issue 59): waiting are those asked for and not issued, or refused to issue
    const invoice = (seller: string, status: string, amountFen: number) =>
      db
        .insertInto('invoice')
        .values({
          status: status as 'requested',
          kind: 'e_normal',
          seller_merchant_no: seller,
          seller_name: '店',
          buyer_account_id: b1Owner,
          title: JSON.stringify({ kind: 'person', name: '王工' }),
          amount_fen: amountFen,
          tax_fen: Math.round(amountFen * 0.13),
          lines: JSON.stringify([]),
        })
        .execute();
    await invoice(m.d1, 'requested', 9000);
    await invoice(m.d1, 'failed', 6000);
    for (const status of ['issuing', 'issued', 'cancelled', 'reversed']) await invoice(m.d1, status, 100000);
    await invoice(m.d2, 'requested', 3000);
    await refreshBoards(db, NOW);
    t.staff = await loginToken(ctx, '13900061001');
    t.d1 = await loginToken(ctx, '13900061002');
    t.d2 = await loginToken(ctx, '13900061003');
    t.b1 = await loginToken(ctx, '13900061004');
  }, 240_000);
  afterAll(() => ctx.close());

  const get = (token: string, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const month = 'unit=month&at=2026-11-15';

  it('by category, running out at the last 30 days’ pace, the design funnel', async () => {
    const i = await staffInsights(ctx.database.db, { unit: 'month', at: '2026-11-15' }, NOW);
    expect(i.byCategory.map((c) => [c.name, c.units, c.netFen])).toEqual([
      ['看板录像机', 5, 10000],
      ['看板摄像机', 8, 8000],
      ['未分类', 1, 500],
    ]);
    expect(i.runOut).toEqual([
      { model: 'BX-D', stock: 0, units30: 1, daysLeft: 0 },
      { model: 'BX-C', stock: 3, units30: 4, daysLeft: 22 },
    ]);
    expect(i.funnel).toEqual({ created: 3, quoted: 1, surveyed: 1, ordered: 0 });
    // asked back in November (refunded, waiting or closed: all count) against the units sold in November
    expect(i.afterSale).toEqual([
      { model: 'BX-B', soldUnits: 3, afterSaleUnits: 1, requests: 1, ratePct: 33.3 },
      { model: 'BX-C', soldUnits: 5, afterSaleUnits: 1, requests: 1, ratePct: 20 },
      { model: 'BX-A', soldUnits: 6, afterSaleUnits: 1, requests: 1, ratePct: 16.7 },
    ]);
    const october = await staffInsights(ctx.database.db, { unit: 'month', at: '2026-10-15' }, NOW);
    expect(october.afterSale).toEqual([]);
    const res = await get(t.staff, `${API.staffInsights}?${month}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.funnel).toEqual({ created: 3, quoted: 1, surveyed: 1, ordered: 0 });
    expect((await get(t.d1, `${API.staffInsights}?${month}`)).statusCode).toBe(403);
  });

  it('a first-level dealer’s waiting work is its own; a second-level dealer has none', async () => {
    const d1 = (await get(t.d1, `${API.dealer}?${month}`)).json().data as Board;
    expect(d1.waiting).toEqual({ shipOrders: 1, shipFen: 9000, afterSales: 1, invoices: 2, invoiceFen: 15000 });
    const d2 = (await get(t.d2, `${API.dealer}?${month}`)).json().data as Board;
    expect(d2.waiting).toEqual({ shipOrders: 1, shipFen: 3000, afterSales: 0, invoices: 1, invoiceFen: 3000 });
    const b1 = (await get(t.b1, `${API.dealer}?${month}`)).json().data as Board;
    expect(b1.waiting).toBeNull();
    const staff = (await get(t.staff, `${API.staff}?${month}`)).json().data as Board;
    expect(staff.waiting).toBeNull();
    expect(staff.totals).toEqual({ orders: 5, paidFen: 19500, refundFen: 1000, netFen: 18500 });
  });

  const workbook = async (token: string, url: string) => {
    const res = await get(token, url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const rows = (name: string) => {
      const ws = wb.getWorksheet(name);
      expect(ws, name).toBeDefined();
      return ws!
        .getSheetValues()
        .slice(2)
        .map((r) => (r as unknown[]).slice(1));
    };
    return { wb, rows };
  };

  it('the xlsx: one sheet per chart, numbers as the board shows them, the clicked province’s dealers', async () => {
    const { wb, rows } = await workbook(t.staff, `${D.staffXlsx.path}?${month}&province=${encodeURIComponent('浙江省')}`); // prettier-ignore
    expect(wb.worksheets.map((w) => w.name)).toEqual(['汇总', '销售趋势', '按省份', '一级经销商', '热销型号', '按分类', '缺货预警', '设计漏斗', '积分兑换', '售后率', '秒杀活动', '浙江省经销商']); // prettier-ignore
    expect(rows('汇总').find((r) => r[0] === '净销售额(元)')).toEqual(['净销售额(元)', 185, 300]); // October: the 30 BX-A
    expect(rows('销售趋势')).toHaveLength(30);
    expect(rows('按省份')).toEqual([
      ['浙江省', 2, 150, 10, 140],
      ['江苏省', 3, 45, 0, 45],
    ]);
    // the run-out is at the last 30 days' pace from the real clock (the route has no other): as the board shows it now
    const live = await staffInsights(ctx.database.db, { unit: 'month', at: '2026-11-15' }, new Date());
    expect(rows('缺货预警')).toEqual(live.runOut.map((r) => [r.model, r.stock, r.units30, r.daysLeft]));
    expect(rows('浙江省经销商')).toEqual([['杭州一级经销商', 2, 150, 10, 140]]);
    expect(rows('售后率')[0]).toEqual(['BX-B', 3, 1, 1, 33.3]);
    expect((await get(t.d1, `${D.staffXlsx.path}?${month}`)).statusCode).toBe(403);
  });

  it('a dealer’s xlsx holds only its own customers', async () => {
    const { wb, rows } = await workbook(t.d1, `${D.dealerXlsx.path}?${month}`);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['汇总', '销售趋势', '按省份', '客户', '热销型号', '设计漏斗']);
    expect(rows('客户')).toEqual([['湖州二级经销商', 2, 150, 10, 140]]);
    expect(rows('汇总').find((r) => r[0] === '待发货订单')).toEqual(['待发货订单', 1]);
    expect(rows('汇总').find((r) => r[0] === '待开票金额(元)')).toEqual(['待开票金额(元)', 150]);
    expect(JSON.stringify(rows('按省份'))).not.toContain('江苏');
  });

  it('an answer is kept until the rollups are next written, then summed again', async () => {
    const db = ctx.database.db;
    const staffMonth = async () => ((await get(t.staff, `${API.staff}?${month}`)).json().data as Board).totals;
    const before = await staffMonth();
    const js = { accountId: (await db.selectFrom('account').select('id').where('phone', '=', '13900061005').executeTakeFirstOrThrow()).id }; // prettier-ignore
    await order(db, { ...js, buyer: null, shop: m.d2, province: '江苏省', payFen: 700, paidAt: '2026-11-28T02:00:00Z', lines: [{ model: 'BX-B', quantity: 1, amountFen: 700 }] }); // prettier-ignore
    expect(await staffMonth()).toEqual(before);
    await refreshBoards(db, NOW);
    expect(await staffMonth()).toEqual({ ...before, orders: before.orders + 1, paidFen: before.paidFen + 700, netFen: before.netFen + 700 }); // prettier-ignore
  });
});

/**
 * A first-level dealer's second-level network on the staff board, and a second-level dealer's own board (issue 60
 * §1, §2), over HTTP on PGlite and PostgreSQL, against a hand-computed October 2026 (Beijing):
 * - 杭州一级 (d1): 湖州二级 (bound) paid 8,000 on the 5th and 12,000 on the 20th, 3,000 of the first refunded on the
 *   26th; 宁波二级 (not bound) paid 5,000 on the 12th; 嘉兴安装商 (bound) bought nothing; a person paid 7,000 (not in a
 *   network); an unpaid order of 湖州二级's never counts. 南京一级 (d2): 苏州二级 paid 9,000 on the 8th.
 * - 湖州二级's prices: M-A 2 for 9,000 in September (45.00 each), 2 for 8,000 and 1 for 6,000 in October (14,000 ÷ 3 =
 *   46.67); M-B 3 for 6,000 in October (20.00). 苏州二级 paid 30.00 for M-A and sees only that.
 */
import { BOARD_API as API, BOARD_DOWNLOADS as D, BOARD_MESSAGES, type Board, type BoardNetwork } from '@portal/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindTo } from '../../../test/support/buying.ts';
import { order, refund } from '../../../test/support/board.ts';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { createTestApp, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { refreshBoards } from './refresh.ts';

describe.each(testDrivers())('a dealer’s network and a second-level dealer’s board on %s', (driver) => {
  let ctx: TestContext;
  const t = { staff: '', s1: '', s2: '', d1: '' };
  const m = { d1: '', d2: '', s1: '', s2: '', i1: '', x: '' };

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    m.d1 = await createMerchant(db, { enterpriseType: 1, companyName: '杭州一级经销商' });
    m.d2 = await createMerchant(db, { enterpriseType: 1, companyName: '南京一级经销商' });
    m.s1 = await createMerchant(db, { enterpriseType: 2, companyName: '湖州二级经销商' });
    m.s2 = await createMerchant(db, { enterpriseType: 2, companyName: '苏州二级经销商' });
    m.i1 = await createMerchant(db, { enterpriseType: 3, companyName: '嘉兴安装商' });
    m.x = await createMerchant(db, { enterpriseType: 2, companyName: '宁波二级经销商' });
    await createAccount(db, { phone: '13900065001', isSales: true });
    await createAccount(db, { phone: '13900065002', identities: [{ merchantNo: m.d1 }] });
    const s1 = await createAccount(db, { phone: '13900065003', identities: [{ merchantNo: m.s1 }] });
    const s2 = await createAccount(db, { phone: '13900065004', identities: [{ merchantNo: m.s2 }] });
    const i1 = await createAccount(db, { phone: '13900065005', identities: [{ merchantNo: m.i1 }] });
    const x = await createAccount(db, { phone: '13900065006', identities: [{ merchantNo: m.x }] });
    const person = await createAccount(db, { phone: '13900065007' });
    await bindTo(db, s1, m.s1, m.d1);
    await bindTo(db, i1, m.i1, m.d1);
    await bindTo(db, s2, m.s2, m.d2);
    const zj = { accountId: s1, buyer: m.s1, shop: m.d1, province: '浙江省' };
    await order(db, { ...zj, payFen: 10000, paidAt: '2026-09-10T02:00:00Z', lines: [{ model: 'M-A', quantity: 2, amountFen: 9000 }] }); // prettier-ignore
    const oct5 = await order(db, { ...zj, payFen: 8000, paidAt: '2026-10-05T02:00:00Z', lines: [{ model: 'M-A', quantity: 2, amountFen: 8000 }] }); // prettier-ignore
    await order(db, {
      ...zj,
      payFen: 12000,
      paidAt: '2026-10-20T02:00:00Z',
      lines: [
        { model: 'M-A', quantity: 1, amountFen: 6000 },
        { model: 'M-B', quantity: 3, amountFen: 6000 },
      ],
    });
    await order(db, { ...zj, payFen: 99000, paidAt: null, lines: [{ model: 'M-A', quantity: 1, amountFen: 99000 }] });
    await refund(db, { orderNo: oct5, accountId: s1, shop: m.d1, model: 'M-A', quantity: 1, fen: 3000, at: '2026-10-26T03:00:00Z' }); // prettier-ignore
    await order(db, { accountId: x, buyer: m.x, shop: m.d1, province: '浙江省', payFen: 5000, paidAt: '2026-10-12T02:00:00Z', lines: [{ model: 'M-C', quantity: 1, amountFen: 5000 }] }); // prettier-ignore
    await order(db, { accountId: person, buyer: null, shop: m.d1, province: '浙江省', payFen: 7000, paidAt: '2026-10-15T02:00:00Z', lines: [{ model: 'M-C', quantity: 1, amountFen: 7000 }] }); // prettier-ignore
    await order(db, { accountId: s2, buyer: m.s2, shop: m.d2, province: '江苏省', payFen: 9000, paidAt: '2026-10-08T02:00:00Z', lines: [{ model: 'M-A', quantity: 3, amountFen: 9000 }] }); // prettier-ignore
    await refreshBoards(db, new Date('2026-11-29T01:00:00Z'));
    t.staff = await loginToken(ctx, '13900065001');
    t.d1 = await loginToken(ctx, '13900065002');
    t.s1 = await loginToken(ctx, '13900065003');
    t.s2 = await loginToken(ctx, '13900065004');
  }, 240_000);
  afterAll(() => ctx.close());

  const get = (token: string, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const oct = 'unit=month&at=2026-10-15';
  const totals = (orders: number, paidFen: number, refundFen: number) => ({
    orders,
    paidFen,
    refundFen,
    netFen: paidFen - refundFen,
  });

  it('a first-level dealer’s network: bound and buying enterprises with their purchases, never a person', async () => {
    const res = await get(t.staff, `${API.staffNetwork}?${oct}&dealer=${m.d1}`);
    expect(res.statusCode, res.body).toBe(200);
    const n = res.json().data as BoardNetwork;
    expect([n.dealer, n.name]).toEqual([m.d1, '杭州一级经销商']);
    expect(
      n.members.map((r) => ({
        key: r.key,
        name: r.name,
        kind: r.kind,
        bound: r.bound,
        ...totals(r.orders, r.paidFen, r.refundFen),
      })),
    ).toEqual([
      // prettier-ignore
      { key: m.s1, name: '湖州二级经销商', kind: '二级经销商', bound: true, ...totals(2, 20000, 3000) },
      { key: m.x, name: '宁波二级经销商', kind: '二级经销商', bound: false, ...totals(1, 5000, 0) },
      { key: m.i1, name: '嘉兴安装商', kind: '安装商', bound: true, ...totals(0, 0, 0) },
    ]);
    expect(n.totals).toEqual(totals(3, 25000, 3000));
    const other = (await get(t.staff, `${API.staffNetwork}?${oct}&dealer=${m.d2}`)).json().data as BoardNetwork;
    expect(other.members.map((r) => [r.key, r.netFen])).toEqual([[m.s2, 9000]]);
    // September: only the bound ones, at zero but 湖州二级's 10,000
    const sep = (await get(t.staff, `${API.staffNetwork}?unit=month&at=2026-09-01&dealer=${m.d1}`)).json()
      .data as BoardNetwork;
    expect(sep.members.map((r) => [r.key, r.netFen])).toEqual([
      [m.s1, 10000],
      [m.i1, 0],
    ]);
  });

  it('refusals: not a first-level dealer, not staff', async () => {
    const notFirst = await get(t.staff, `${API.staffNetwork}?${oct}&dealer=${m.s1}`);
    expect([notFirst.statusCode, notFirst.json().msg]).toEqual([404, BOARD_MESSAGES.notFirstDealer]);
    expect((await get(t.staff, `${API.staffNetwork}?${oct}&dealer=M0`)).statusCode).toBe(404);
    expect((await get(t.d1, `${API.staffNetwork}?${oct}&dealer=${m.d1}`)).statusCode).toBe(403);
  });

  it('a second-level dealer’s board: what it bought, from whom, its unit prices per month, its own only', async () => {
    const b = (await get(t.s1, `${API.dealer}?${oct}`)).json().data as Board;
    expect(b.totals).toEqual(totals(2, 20000, 3000));
    expect(b.byParty.map((p) => [p.key, p.name, p.netFen])).toEqual([[m.d1, '杭州一级经销商', 17000]]);
    expect(b.waiting).toBeNull();
    expect(b.prices?.months).toHaveLength(12);
    expect([b.prices?.months[0], b.prices?.months[11]]).toEqual(['2025-11', '2026-10']);
    const priced = b.prices!.models.map((p) => [p.model, p.points.filter((x) => x.unitFen !== null).map((x) => [x.month, x.units, x.unitFen])]); // prettier-ignore
    expect(priced).toEqual([
      [
        'M-A',
        [
          ['2026-09', 2, 4500],
          ['2026-10', 3, 4667],
        ],
      ],
      ['M-B', [['2026-10', 3, 2000]]],
    ]);
    expect(b.designOrders).toEqual([]);
    expect(b.designFunnel).toEqual({ created: 0, quoted: 0, surveyed: 0, ordered: 0 });
    const other = (await get(t.s2, `${API.dealer}?${oct}`)).json().data as Board;
    expect(other.prices!.models.map((p) => [p.model, p.points.find((x) => x.month === '2026-10')?.unitFen])).toEqual([
      ['M-A', 3000],
    ]);
    expect(other.byParty.map((p) => p.key)).toEqual([m.d2]);
  });

  const xlsx = async (token: string, url: string) => {
    const res = await get(token, url);
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    return wb;
  };

  it('the xlsx: the clicked dealer’s network; a second-level dealer’s prices and design orders', async () => {
    const staff = await xlsx(t.staff, `${D.staffXlsx.path}?${oct}&dealer=${m.d1}`);
    const net = staff.getWorksheet('杭州一级经销商下级网络')!;
    expect(
      net
        .getSheetValues()
        .slice(2)
        .map((r) => (r as unknown[]).slice(1)),
    ).toEqual([
      ['湖州二级经销商', '二级经销商', '是', 2, 200, 30, 170],
      ['宁波二级经销商', '二级经销商', '否', 1, 50, 0, 50],
      ['嘉兴安装商', '安装商', '是', 0, 0, 0, 0],
      ['合计', undefined, undefined, 3, 250, 30, 220], // empty cells read back empty
    ]);
    const own = await xlsx(t.s1, `${D.dealerXlsx.path}?${oct}`);
    expect(own.worksheets.map((w) => w.name)).toEqual(['汇总', '销售趋势', '按省份', '供货方', '热销型号', '设计漏斗', '设计单', '采购单价']); // prettier-ignore
    const prices = own
      .getWorksheet('采购单价')!
      .getSheetValues()
      .slice(2)
      .map((r) => (r as unknown[]).slice(1));
    expect(prices.map((r) => [r[0], r[11], r[12]])).toEqual([
      ['M-A', 45, 46.67],
      ['M-B', '—', 20],
    ]);
  });
});

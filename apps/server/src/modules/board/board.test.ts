/**
 * The boards over HTTP on PGlite and PostgreSQL (issue 60 §1, §3): a hand-computed fixture of paid orders, a refund,
 * an unpaid cancelled order, a flash-sale order, an order either side of a Beijing month's end, and two first-level
 * dealers; every figure is checked against the sums worked out by hand, and one dealer never sees the other's.
 */
import { BOARD_API as API, type Board } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { createTestApp, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { lateMoneyRefunded, order, refund, staffRefund } from '../../../test/support/board.ts';
import { rollupVersion } from './queries.ts';
import { refreshBoards, refreshDays } from './refresh.ts';

describe.each(testDrivers())('boards on %s', (driver) => {
  let ctx: TestContext;
  const t = { staff: '', d1: '', d2: '', b1: '', person: '' };
  const m = { d1: '', d2: '', b1: '' };
  let personId = 0;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    m.d1 = await createMerchant(db, { enterpriseType: 1, companyName: '杭州一级经销商' });
    m.d2 = await createMerchant(db, { enterpriseType: 1, companyName: '南京一级经销商' });
    m.b1 = await createMerchant(db, { enterpriseType: 2, companyName: '湖州二级经销商' });
    const staffId = await createAccount(db, { phone: '13900060001', isSales: true });
    const d1Owner = await createAccount(db, { phone: '13900060002', identities: [{ merchantNo: m.d1 }] });
    await createAccount(db, { phone: '13900060003', identities: [{ merchantNo: m.d2 }] });
    const b1Owner = await createAccount(db, { phone: '13900060004', identities: [{ merchantNo: m.b1 }] });
    personId = await createAccount(db, { phone: '13900060005' });
    void d1Owner;
    const zj = { accountId: b1Owner, buyer: m.b1, shop: m.d1, province: '浙江省' };
    const js = { accountId: personId, buyer: null, shop: m.d2, province: '江苏省' };
    const o1 = await order(db, {
      ...zj,
      payFen: 10000,
      paidAt: '2026-10-05T02:00:00Z',
      lines: [{ model: 'M-A', quantity: 2, amountFen: 9000 }],
    });
    // 23:59:59 on 31 October in Beijing: October; one second later: November
    await order(db, {
      ...zj,
      payFen: 5000,
      paidAt: '2026-10-31T15:59:59Z',
      flash: true,
      lines: [{ model: 'M-B', quantity: 1, amountFen: 5000 }],
    });
    await order(db, {
      ...zj,
      payFen: 7000,
      paidAt: '2026-10-31T16:00:00Z',
      lines: [{ model: 'M-A', quantity: 1, amountFen: 7000 }],
    });
    const unpaid = await order(db, { ...zj, payFen: 99999, paidAt: null, lines: [{ model: 'M-A', quantity: 9, amountFen: 99999 }] }); // prettier-ignore
    // late money for the cancelled order, refunded by itself: never a sale, never a refund on the board
    await lateMoneyRefunded(db, { orderNo: unpaid, accountId: b1Owner, fen: 99999, at: '2026-11-03T05:00:00Z' });
    const o4 = await order(db, {
      ...js,
      payFen: 20000,
      paidAt: '2026-10-10T04:00:00Z',
      lines: [{ model: 'M-C', quantity: 4, amountFen: 20000 }],
    });
    await order(db, {
      ...js,
      payFen: 3000,
      paidAt: '2026-09-15T04:00:00Z',
      lines: [{ model: 'M-C', quantity: 1, amountFen: 3000 }],
    });
    await refund(db, {
      orderNo: o1,
      accountId: b1Owner,
      shop: m.d1,
      model: 'M-A',
      quantity: 1,
      fen: 4500,
      at: '2026-10-20T03:00:00Z',
    });
    await refund(db, {
      orderNo: o4,
      accountId: personId,
      shop: m.d2,
      model: 'M-C',
      quantity: 1,
      fen: 5000,
      at: '2026-11-02T03:00:00Z',
    });
    // paid on 3 November, refunded in part by staff in 退款管理 on the 4th (no return behind it); a second staff refund
    // the channel refused and one still in flight never count
    const o6 = await order(db, {
      ...js,
      payFen: 8000,
      paidAt: '2026-11-03T02:00:00Z',
      lines: [{ model: 'M-C', quantity: 2, amountFen: 8000 }],
    });
    await staffRefund(db, { orderNo: o6, staffId, fen: 3000, at: '2026-11-04T06:00:00Z' });
    await staffRefund(db, { orderNo: o6, staffId, fen: 1000, at: '2026-11-05T06:00:00Z', status: 2 });
    await staffRefund(db, { orderNo: o6, staffId, fen: 500, at: '2026-11-05T07:00:00Z', status: 0 });
    // the first run builds every day since the first paid order
    await refreshBoards(db, new Date('2026-11-29T01:00:00Z'));
    t.staff = await loginToken(ctx, '13900060001');
    t.d1 = await loginToken(ctx, '13900060002');
    t.d2 = await loginToken(ctx, '13900060003');
    t.b1 = await loginToken(ctx, '13900060004');
    t.person = await loginToken(ctx, '13900060005');
  }, 240_000);
  afterAll(() => ctx.close());

  const get = async (token: string, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const board = async (token: string, url: string): Promise<Board> => {
    const res = await get(token, url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Board;
  };
  const totals = (orders: number, paidFen: number, refundFen: number) => ({
    orders,
    paidFen,
    refundFen,
    netFen: paidFen - refundFen,
  });

  it("the provider's October: paid less refunded, the cancelled order and November's second left out", async () => {
    const b = await board(t.staff, `${API.staff}?unit=month&at=2026-10-15`);
    expect(b.current).toEqual({ from: '2026-10-01', to: '2026-11-01' });
    expect(b.totals).toEqual(totals(3, 35000, 4500));
    expect(b.previousTotals).toEqual(totals(1, 3000, 0));
    expect(b.series).toHaveLength(31);
    const day = (d: string) => b.series.find((s) => s.day === d);
    expect(day('2026-10-05')).toEqual({ day: '2026-10-05', netFen: 10000, orders: 1 });
    expect(day('2026-10-20')).toEqual({ day: '2026-10-20', netFen: -4500, orders: 0 });
    expect(day('2026-10-31')).toEqual({ day: '2026-10-31', netFen: 5000, orders: 1 });
    expect(b.previousSeries.find((s) => s.day === '2026-09-15')).toEqual({
      day: '2026-09-15',
      netFen: 3000,
      orders: 1,
    });
    expect(b.byProvince.map((p) => [p.name, p.orders, p.netFen])).toEqual([
      ['江苏省', 1, 20000],
      ['浙江省', 2, 10500],
    ]);
    expect(b.byParty.map((p) => [p.key, p.name, p.netFen])).toEqual([
      [m.d2, '南京一级经销商', 20000],
      [m.d1, '杭州一级经销商', 10500],
    ]);
    expect(b.topModels).toEqual([
      { model: 'M-C', units: 4, refundUnits: 0, netFen: 20000 },
      { model: 'M-B', units: 1, refundUnits: 0, netFen: 5000 },
      { model: 'M-A', units: 2, refundUnits: 1, netFen: 4500 },
    ]);
    expect(b.flashSale).toEqual(totals(1, 5000, 0));
  });

  it('November starts at midnight in Beijing; a refund counts on its own day', async () => {
    const b = await board(t.staff, `${API.staff}?unit=month&at=2026-11-01`);
    // 7000 + 8000 paid; the return's 5000 and the staff refund's 3000 (the refused 1000, the 500 in flight and the
    // late money's 99999 are not)
    expect(b.totals).toEqual(totals(2, 15000, 8000));
    const day = await board(t.staff, `${API.staff}?unit=day&at=2026-11-01`);
    expect(day.totals).toEqual(totals(1, 7000, 0));
    expect(day.previousTotals).toEqual(totals(1, 5000, 0));
  });

  it('a staff refund in 退款管理 lessens the totals on its day, once, under the order’s dealer and buyer', async () => {
    const day = await board(t.staff, `${API.staff}?unit=day&at=2026-11-04`);
    expect(day.totals).toEqual(totals(0, 0, 3000));
    expect(day.byProvince.map((p) => [p.name, p.netFen])).toEqual([['江苏省', -3000]]);
    const d2 = await board(t.d2, `${API.dealer}?unit=month&at=2026-11-01`);
    // the return of o4 (5000, 2 November) and the staff refund of o6 (3000): each counted once
    expect(d2.totals).toEqual(totals(1, 8000, 8000));
    expect(d2.byParty.map((p) => [p.key, p.netFen])).toEqual([[`A${personId}`, 0]]);
    // a staff refund names no model: the models show what was sold less what was returned
    expect(d2.topModels).toEqual([{ model: 'M-C', units: 2, refundUnits: 1, netFen: 3000 }]);
    const d1 = await board(t.d1, `${API.dealer}?unit=month&at=2026-11-01`);
    expect(d1.totals).toEqual(totals(1, 7000, 0));
  });

  it("a province's dealers (the map's click)", async () => {
    const res = await get(
      t.staff,
      `${API.staffProvince}?unit=month&at=2026-10-15&province=${encodeURIComponent('浙江省')}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.dealers.map((d: { key: string; netFen: number }) => [d.key, d.netFen])).toEqual([
      [m.d1, 10500],
    ]);
  });

  it('each first-level dealer sees only the orders it ships; a buyer sees what it bought and from whom', async () => {
    const d1 = await board(t.d1, `${API.dealer}?unit=month&at=2026-10-15`);
    expect(d1.totals).toEqual(totals(2, 15000, 4500));
    expect(d1.byParty.map((p) => [p.key, p.name, p.netFen])).toEqual([[m.b1, '湖州二级经销商', 10500]]);
    expect(d1.byProvince.map((p) => p.name)).toEqual(['浙江省']);
    expect(d1.topModels.map((x) => x.model)).toEqual(['M-B', 'M-A']);
    const d2 = await board(t.d2, `${API.dealer}?unit=month&at=2026-10-15`);
    expect(d2.totals).toEqual(totals(1, 20000, 0));
    expect(d2.byParty.map((p) => [p.key, p.name])).toEqual([[`A${personId}`, `个人买家 ${personId}`]]);
    expect(JSON.stringify(d2)).not.toContain(m.d1);
    expect(JSON.stringify(d2)).not.toContain(m.b1);
    const b1 = await board(t.b1, `${API.dealer}?unit=month&at=2026-10-15`);
    expect(b1.totals).toEqual(totals(2, 15000, 4500));
    expect(b1.byParty.map((p) => [p.key, p.name])).toEqual([[m.d1, '杭州一级经销商']]);
  });

  it('refusals: not staff, no merchant, a date that is not real; a rerun changes nothing', async () => {
    expect((await get(t.d1, `${API.staff}?unit=month&at=2026-10-15`)).statusCode).toBe(403);
    const person = await get(t.person, `${API.dealer}?unit=month&at=2026-10-15`);
    expect(person.statusCode).toBe(403);
    expect(person.json().reason).toBe('BOARD.notDealer');
    const bad = await get(t.staff, `${API.staff}?unit=month&at=2026-02-30`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().reason).toBe('BOARD.badDate');
    expect((await get(t.staff, `${API.staff}?unit=year&at=2026-10-15`)).statusCode).toBe(400);
    await refreshDays(ctx.database.db, { from: '2026-09-01', to: '2026-12-01' });
    expect((await board(t.staff, `${API.staff}?unit=month&at=2026-10-15`)).totals).toEqual(totals(3, 35000, 4500));
  });

  it('a refresh that finds nothing new writes nothing (the kept answers stay); a new paid order moves the version', async () => {
    const db = ctx.database.db;
    const range = { from: '2026-09-01', to: '2026-12-01' };
    await refreshDays(db, range);
    const before = await rollupVersion(db);
    expect(before).not.toBe('');
    await refreshDays(db, range);
    expect(await rollupVersion(db)).toBe(before);
    await order(db, {
      accountId: personId,
      buyer: null,
      shop: m.d2,
      province: '江苏省',
      payFen: 4000,
      paidAt: '2026-11-20T04:00:00Z',
      lines: [{ model: 'M-C', quantity: 1, amountFen: 4000 }],
    });
    await refreshDays(db, range);
    expect(await rollupVersion(db)).not.toBe(before);
    expect((await board(t.staff, `${API.staff}?unit=month&at=2026-11-15`)).totals.paidFen).toBeGreaterThanOrEqual(4000);
  });
});

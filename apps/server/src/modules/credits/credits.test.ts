import { CREDITS_API, CREDITS_MESSAGES, CREDIT_EXCHANGE_STATUS, MESSAGE_API, POLICY_MESSAGES } from '@portal/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { describeOnPostgres, testDrivers } from '../../../test/support/test-db.ts';
import { payableOf } from '../payment/payables.ts';
import { expireOverdue } from './exchange.ts';
import { balanceAndLedger, earnForPaidOrder, grantOpening } from './ledger.ts';

const ADDRESS = {
  provinceCode: '330000',
  provinceName: '浙江省',
  cityCode: '330100',
  cityName: '杭州市',
  areaCode: '330106',
  areaName: '西湖区',
  detailAddress: '文三路 90 号 5 楼',
  contactName: '周晓明',
  contactPhone: '13900005001',
};

const key = () => `k-${randomUUID()}`;

describe.each(testDrivers())('credits mall on %s', (driver) => {
  let ctx: TestContext;
  let buyer: string;
  let other: string;
  let sales: string;
  let buyerId: number;
  let otherId: number;
  let plain = ''; // a credits-only item
  let mixed = ''; // credits plus cash

  const as =
    (token: string | null) =>
    (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
      token && Object.keys(headers).length
        ? ctx.app.inject({
            method,
            url,
            payload: payload as never,
            headers: { authorization: `Bearer ${token}`, ...headers },
          })
        : injectAs(ctx, token, method, url, payload);
  const exchange = (token: string, body: Record<string, unknown>, k = key()) =>
    as(token)('POST', CREDITS_API.purchase, { address: ADDRESS, ...body }, { 'idempotency-key': k });
  const balanceOf = async (id: number) => balanceAndLedger(ctx.database.db, id);
  const spu = async (spuNo: string) =>
    (await as(buyer)('GET', `${CREDITS_API.spuDetail}?spuNo=${spuNo}`)).json().data as {
      stock: number;
      exchanged: number;
      balance: number;
      maxQuantity: number;
      refusal: string | null;
    };

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    buyerId = await createAccount(db, { phone: '13900005001' });
    otherId = await createAccount(db, { phone: '13900005002' });
    await createAccount(db, { phone: '13900005008', isSales: true });
    [buyer, other, sales] = await Promise.all([
      loginToken(ctx, '13900005001'),
      loginToken(ctx, '13900005002'),
      loginToken(ctx, '13900005008'),
    ]);
  });
  afterAll(() => ctx.close());

  it('guests are asked to log in; a zero account reads as zero', async () => {
    expect((await as(null)('GET', CREDITS_API.accountInfo)).statusCode).toBe(401);
    expect((await as(null)('GET', CREDITS_API.spuList)).statusCode).toBe(401);
    const info = (await as(buyer)('GET', CREDITS_API.accountInfo)).json();
    expect(info.data).toEqual({ balance: 0, earnedTotal: 0, spentTotal: 0, unpaidExchanges: 0, perYuan: 1 });
  });

  it('only a provider sales account manages items, and every rule is checked', async () => {
    const item = {
      name: '定制保温杯',
      description: '304 不锈钢',
      picUrl: '/static/products/credits/cup.svg',
      credits: 300,
      totalStock: 5,
    };
    const refused = await as(buyer)('POST', CREDITS_API.manageSpuSave, item);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(POLICY_MESSAGES.staff);
    const bad = async (patch: Record<string, unknown>) =>
      (await as(sales)('POST', CREDITS_API.manageSpuSave, { ...item, ...patch })).json();
    expect(await bad({ credits: 0 })).toMatchObject({ code: 400, msg: CREDITS_MESSAGES.creditsPositive });
    expect(await bad({ cashFen: -1 })).toMatchObject({ code: 400, msg: CREDITS_MESSAGES.cashNonNegative });
    expect(await bad({ totalStock: -1 })).toMatchObject({ code: 400, msg: CREDITS_MESSAGES.stockNonNegative });
    expect(await bad({ name: '  ' })).toMatchObject({ code: 400, msg: CREDITS_MESSAGES.nameRequired });

    const created = (await as(sales)('POST', CREDITS_API.manageSpuSave, item)).json();
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({
      name: '定制保温杯',
      credits: 300,
      cashFen: 0,
      stock: 5,
      totalStock: 5,
      onShelf: true,
    });
    plain = created.data.spuNo;
    const mixedRes = (
      await as(sales)('POST', CREDITS_API.manageSpuSave, {
        ...item,
        name: '200万像素家用摄像机',
        credits: 500,
        cashFen: 4900,
        totalStock: 3,
      })
    ).json();
    mixed = mixedRes.data.spuNo;
    expect(mixed).not.toBe(plain);
    const hidden = (
      await as(sales)('POST', CREDITS_API.manageSpuSave, { ...item, name: '已下架的雨伞', onShelf: false })
    ).json().data.spuNo;

    const list = (await as(buyer)('GET', `${CREDITS_API.spuList}?sort=creditsAsc`)).json();
    expect(list.count).toBe(2);
    expect(list.data.map((s: { spuNo: string }) => s.spuNo)).toEqual([plain, mixed]);
    expect(list.data.some((s: { spuNo: string }) => s.spuNo === hidden)).toBe(false);
    const manage = (await as(sales)('GET', CREDITS_API.manageSpuPage)).json();
    expect(manage.count).toBe(3);
    expect((await as(buyer)('GET', CREDITS_API.manageSpuPage)).statusCode).toBe(403);
  });

  it('a paid order earns credits once, by the configured rule', async () => {
    const db = ctx.database.db;
    const earn = (orderNo: string, payFen: number) =>
      db.transaction().execute((tx) => earnForPaidOrder(tx, { accountId: buyerId, orderNo, payFen }));
    expect(await earn('20261122000000000001', 123_456)).toBe(1234);
    expect(await earn('20261122000000000001', 123_456)).toBe(0);
    expect(await earn('20261122000000000002', 99)).toBe(0);
    expect(await balanceOf(buyerId)).toEqual({ balance: 1234, ledgerSum: 1234 });
    const ledger = (await as(buyer)('GET', CREDITS_API.ledger)).json();
    expect(ledger.count).toBe(1);
    expect(ledger.data[0]).toMatchObject({
      delta: 1234,
      refType: 'order',
      refLabel: '订单奖励',
      refNo: '20261122000000000001',
    });
    await db
      .transaction()
      .execute((tx) => earnForPaidOrder(tx, { accountId: otherId, orderNo: 'O-OTHER', payFen: 50_000 }));
  });

  it('exchanges credits for an item: stock and balance change together, a retry is the same exchange', async () => {
    const before = await spu(plain);
    expect(before).toMatchObject({ stock: 5, balance: 1234, maxQuantity: 4, refusal: null });
    const check = (await as(buyer)('POST', CREDITS_API.stockCheck, { spuNo: plain, quantity: 5 })).json().data;
    expect(check).toMatchObject({ ok: false, reason: CREDITS_MESSAGES.short, stock: 5, credits: 1500 });

    const k = key();
    const body = { spuNo: plain, quantity: 2, expectedCredits: 600, expectedCashFen: 0, remark: '请周末送达' };
    const res = await exchange(buyer, body, k);
    expect(res.json()).toMatchObject({
      code: 0,
      data: { status: CREDIT_EXCHANGE_STATUS.EXCHANGED, credits: 600, cashFen: 0, balance: 634, expiresAt: null },
    });
    const again = (await exchange(buyer, body, k)).json();
    expect(again.data.exchangeNo).toBe(res.json().data.exchangeNo);
    const reused = await exchange(buyer, { ...body, quantity: 1, expectedCredits: 300 }, k);
    expect(reused.statusCode).toBe(422);

    expect(await balanceOf(buyerId)).toEqual({ balance: 634, ledgerSum: 634 });
    expect(await spu(plain)).toMatchObject({ stock: 3, exchanged: 2 });
    const record = (await as(buyer)('GET', CREDITS_API.record)).json();
    expect(record.count).toBe(1);
    expect(record.data[0]).toMatchObject({
      name: '定制保温杯',
      quantity: 2,
      credits: 600,
      status: 2,
      remark: '请周末送达',
    });
    expect(record.data[0].address).toMatchObject({ contactName: '周晓明', detailAddress: '文三路 90 号 5 楼' });
    const detail = await as(other)('GET', `${CREDITS_API.recordDetail}?exchangeNo=${record.data[0].exchangeNo}`);
    expect(detail.statusCode).toBe(404);
    const info = (await as(buyer)('GET', CREDITS_API.accountInfo)).json().data;
    expect(info).toMatchObject({ balance: 634, earnedTotal: 1234, spentTotal: 600 });
  });

  it('refuses with the reason and changes nothing', async () => {
    const refuse = async (body: Record<string, unknown>, msg: string, status = 422) => {
      const res = await exchange(buyer, body);
      expect(res.statusCode).toBe(status);
      expect(res.json().msg).toBe(msg);
    };
    await refuse({ spuNo: plain, quantity: 3, expectedCredits: 900, expectedCashFen: 0 }, CREDITS_MESSAGES.short);
    await refuse({ spuNo: plain, quantity: 4, expectedCredits: 1200, expectedCashFen: 0 }, CREDITS_MESSAGES.outOfStock);
    await refuse(
      { spuNo: plain, quantity: 1, expectedCredits: 200, expectedCashFen: 0 },
      CREDITS_MESSAGES.priceChanged,
    );
    await refuse({ spuNo: plain, quantity: 0, expectedCredits: 0, expectedCashFen: 0 }, CREDITS_MESSAGES.quantity, 400);
    await refuse(
      { spuNo: 'JF999999', quantity: 1, expectedCredits: 1, expectedCashFen: 0 },
      CREDITS_MESSAGES.notFound,
      404,
    );
    const noKey = await as(buyer)('POST', CREDITS_API.purchase, {
      spuNo: plain,
      quantity: 1,
      expectedCredits: 300,
      expectedCashFen: 0,
      address: ADDRESS,
    });
    expect(noKey.statusCode).toBe(400);
    const noAddress = await as(buyer)(
      'POST',
      CREDITS_API.purchase,
      { spuNo: plain, quantity: 1, expectedCredits: 300, expectedCashFen: 0 },
      { 'idempotency-key': key() },
    );
    expect(noAddress.statusCode).toBe(400);
    expect(await balanceOf(buyerId)).toEqual({ balance: 634, ledgerSum: 634 });
    expect(await spu(plain)).toMatchObject({ stock: 3, exchanged: 2 });
  });

  it('credits plus cash: held at the exchange, paid through the payment registry, returned on cancel or expiry', async () => {
    const payable = payableOf('credits_order');
    expect(payable).not.toBeNull();
    const body = { spuNo: mixed, quantity: 1, expectedCredits: 500, expectedCashFen: 4900 };
    const first = (await exchange(other, body)).json().data;
    expect(first).toMatchObject({ status: CREDIT_EXCHANGE_STATUS.UNPAID, credits: 500, cashFen: 4900, balance: 0 });
    expect(first.expiresAt).not.toBeNull();
    const db = ctx.database.db;
    const d = await payable!.describe(db, first.exchangeNo, otherId);
    expect(d).toMatchObject({ amountFen: 4900, payable: true, reason: null });
    expect(await payable!.describe(db, first.exchangeNo, buyerId)).toBeNull();
    const paid = { paymentNo: 'P12345678', channel: 'wechat', amountFen: 4900, paidAt: new Date() };
    expect(await db.transaction().execute((tx) => payable!.markPaid(tx, first.exchangeNo, paid))).toBe('paid');
    expect(await db.transaction().execute((tx) => payable!.markPaid(tx, first.exchangeNo, paid))).toBe('not_payable');
    expect(await payable!.status(db, first.exchangeNo, otherId)).toEqual({ paid: true, closed: false });
    const detail = (await as(other)('GET', `${CREDITS_API.recordDetail}?exchangeNo=${first.exchangeNo}`)).json().data;
    expect(detail).toMatchObject({ status: 2, payChannel: 'wechat' });
    expect((await as(other)('POST', CREDITS_API.cancel, { exchangeNo: first.exchangeNo })).json().msg).toBe(
      CREDITS_MESSAGES.notCancellable,
    );

    // The buyer cancels an unpaid one: credits and stock come back, once.
    const second = (await exchange(buyer, body)).json().data;
    expect(second.balance).toBe(134);
    expect((await spu(mixed)).stock).toBe(1);
    expect((await as(other)('POST', CREDITS_API.cancel, { exchangeNo: second.exchangeNo })).statusCode).toBe(404);
    expect((await as(buyer)('POST', CREDITS_API.cancel, { exchangeNo: second.exchangeNo })).json().code).toBe(0);
    expect((await as(buyer)('POST', CREDITS_API.cancel, { exchangeNo: second.exchangeNo })).statusCode).toBe(422);
    expect(await balanceOf(buyerId)).toEqual({ balance: 634, ledgerSum: 634 });
    expect((await spu(mixed)).stock).toBe(2);
    expect(await payable!.status(db, second.exchangeNo, buyerId)).toEqual({ paid: false, closed: true });
    expect((await payable!.describe(db, second.exchangeNo, buyerId))?.payable).toBe(false);
    // A payment that lands after the cancel is not taken (kept for refund by the payment module).
    expect(
      await db
        .transaction()
        .execute((tx) => payable!.markPaid(tx, second.exchangeNo, { ...paid, paymentNo: 'P22345678' })),
    ).toBe('not_payable');

    // An unpaid one expires: the next read closes it and gives everything back.
    const third = (await exchange(buyer, body)).json().data;
    await db
      .updateTable('credit_exchange')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('exchange_no', '=', third.exchangeNo)
      .execute();
    expect((await payable!.describe(db, third.exchangeNo, buyerId))?.payable).toBe(false);
    expect(await payable!.status(db, third.exchangeNo, buyerId)).toEqual({ paid: false, closed: true });
    // Paid after its time ran out: not taken (paid now, not at the first payment's time: on a slow run that is more
    // than a second old, before this exchange's end, and would count as paid in time).
    expect(
      await db
        .transaction()
        .execute((tx) =>
          payable!.markPaid(tx, third.exchangeNo, { ...paid, paymentNo: 'P32345678', paidAt: new Date() }),
        ),
    ).toBe('not_payable');
    const rec = (await as(buyer)('GET', `${CREDITS_API.recordDetail}?exchangeNo=${third.exchangeNo}`)).json().data;
    expect(rec).toMatchObject({ status: CREDIT_EXCHANGE_STATUS.CANCELLED, cancelReason: '超时未支付' });
    expect(await expireOverdue(db, new Date())).toBe(0);
    expect(await balanceOf(buyerId)).toEqual({ balance: 634, ledgerSum: 634 });
    expect((await spu(mixed)).stock).toBe(2);
    const ledger = (await as(buyer)('GET', `${CREDITS_API.ledger}?size=50`)).json().data as {
      refType: string;
      delta: number;
    }[];
    expect(ledger.filter((l) => l.refType === 'refund').map((l) => l.delta)).toEqual([500, 500]);
  });

  it('management: the stock never below what was exchanged, off shelf hides and refuses, shipping', async () => {
    const save = (patch: Record<string, unknown>) =>
      as(sales)('POST', CREDITS_API.manageSpuSave, {
        spuNo: plain,
        name: '定制保温杯',
        picUrl: '/static/products/credits/cup.svg',
        credits: 300,
        totalStock: 5,
        ...patch,
      });
    const low = await save({ totalStock: 1 });
    expect(low.statusCode).toBe(422);
    expect(low.json().msg).toBe(CREDITS_MESSAGES.stockBelowExchanged(2));
    expect((await save({ totalStock: 2 })).json().data).toMatchObject({ stock: 0, exchanged: 2, totalStock: 2 });
    expect((await spu(plain)).refusal).toBe(CREDITS_MESSAGES.outOfStock);
    expect((await save({ totalStock: 10 })).json().data.stock).toBe(8);

    expect((await as(sales)('POST', CREDITS_API.manageSpuShelf, { spuNo: plain, onShelf: false })).json().code).toBe(0);
    const off = await exchange(buyer, { spuNo: plain, quantity: 1, expectedCredits: 300, expectedCashFen: 0 });
    expect(off.json().msg).toBe(CREDITS_MESSAGES.offShelf);
    expect((await as(buyer)('GET', CREDITS_API.spuList)).json().count).toBe(1);
    await as(sales)('POST', CREDITS_API.manageSpuShelf, { spuNo: plain, onShelf: true });

    const ex = (await as(sales)('GET', `${CREDITS_API.manageExchangePage}?spuNo=${plain}`)).json();
    expect(ex.count).toBe(1);
    expect(ex.data[0]).toMatchObject({ buyerPhone: '139****5001', status: 2 });
    const no = ex.data[0].exchangeNo;
    expect((await as(buyer)('POST', CREDITS_API.manageShip, { exchangeNo: no })).statusCode).toBe(403);
    expect((await as(sales)('POST', CREDITS_API.manageShip, { exchangeNo: no })).json().code).toBe(0);
    expect((await as(sales)('POST', CREDITS_API.manageShip, { exchangeNo: no })).json().msg).toBe(
      CREDITS_MESSAGES.notShippable,
    );
    expect((await as(buyer)('GET', `${CREDITS_API.record}?status=3`)).json().count).toBe(1);
    // the member was told once, with a link to the exchange
    const told = (await as(buyer)('GET', `${MESSAGE_API.page}?category=order`)).json().data;
    expect(told.filter((m: { kind: string }) => m.kind === 'creditsShipped')).toMatchObject([
      { link: `/memberStore/creditsExchange/record?exchangeNo=${no}`, read: false },
    ]);
  });

  it('ranks accounts by credits with masked phones', async () => {
    const rank = (await as(buyer)('GET', CREDITS_API.rank)).json().data;
    expect(rank.list.map((r: { phone: string; credits: number }) => [r.phone, r.credits])).toEqual([
      ['139****5001', 634],
    ]);
    expect(rank.list[0].mine).toBe(true);
    expect(rank.mine).toEqual({ rank: 1, credits: 634 });
    expect((await as(other)('GET', CREDITS_API.rank)).json().data.mine).toBeNull();
  });
});

describeOnPostgres('credits under concurrency on %s', (driver) => {
  let ctx: TestContext;
  afterAll(() => ctx?.close());

  it('50 concurrent exchanges by one account whose balance covers 10 -> exactly 10', async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    const id = await createAccount(db, { phone: '13900006001' });
    await createAccount(db, { phone: '13900006008', isSales: true });
    const [token, sales] = await Promise.all([loginToken(ctx, '13900006001'), loginToken(ctx, '13900006008')]);
    const item = (
      await injectAs(ctx, sales, 'POST', CREDITS_API.manageSpuSave, {
        name: '安防工具包',
        picUrl: '/static/products/credits/toolkit.svg',
        credits: 100,
        totalStock: 40,
      })
    ).json().data;
    await grantOpening(db, id, 1050, 'test-opening', '期初');

    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: CREDITS_API.purchase,
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': key() },
          payload: { spuNo: item.spuNo, quantity: 1, expectedCredits: 100, expectedCashFen: 0, address: ADDRESS },
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 422).every((r) => r.json().msg === CREDITS_MESSAGES.short)).toBe(
      true,
    );
    expect(results.filter((r) => r.statusCode !== 200 && r.statusCode !== 422)).toHaveLength(0);
    expect(await balanceAndLedger(db, id)).toEqual({ balance: 50, ledgerSum: 50 });
    const spu = await db
      .selectFrom('credit_spu')
      .selectAll()
      .where('spu_no', '=', item.spuNo)
      .executeTakeFirstOrThrow();
    expect(spu.exchanged).toBe(10);
    const rows = await db.selectFrom('credit_exchange').select('exchange_no').where('account_id', '=', id).execute();
    expect(rows).toHaveLength(10);
  }, 60_000);
});

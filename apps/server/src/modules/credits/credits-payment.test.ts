/**
 * The cash part of a credits exchange paid through the payment module and its sandbox gateway (kind
 * 'credits_order'): the exchange holds the credits, the WeChat Pay code is scanned, the notification moves it to
 * 待发货; a second exchange left to expire cannot be paid and gives its credits back.
 */
import { CREDIT_EXCHANGE_STATUS, CREDITS_API, PAYMENT_API } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { injectAs, loginToken } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createListeningApp, type ListeningContext } from '../../../test/support/payment-app.ts';
import { balanceAndLedger, grantOpening } from './ledger.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ADDRESS = {
  provinceCode: '330000',
  provinceName: '浙江省',
  cityCode: '330100',
  cityName: '杭州市',
  areaCode: '330106',
  areaName: '西湖区',
  detailAddress: '文三路 90 号',
  contactName: '王工',
  contactPhone: '13900007001',
};

describe.each(testDrivers())('paying the cash part of a credits exchange on %s', (driver) => {
  let ctx: ListeningContext;
  let token: string;
  let accountId: number;
  let spuNo: string;
  let seq = 0;

  beforeAll(async () => {
    ctx = await createListeningApp(driver, { ORDER_SWEEP_SECONDS: '0' });
    accountId = await createAccount(ctx.database.db, { phone: '13900007001' });
    await createAccount(ctx.database.db, { phone: '13900007008', isSales: true });
    token = await loginToken(ctx, '13900007001');
    const sales = await loginToken(ctx, '13900007008');
    spuNo = (
      await injectAs(ctx, sales, 'POST', CREDITS_API.manageSpuSave, {
        name: '网络寻线测试仪',
        picUrl: '/static/products/credits/cable-tester.svg',
        credits: 1200,
        cashFen: 2900,
        totalStock: 10,
      })
    ).json().data.spuNo;
    await grantOpening(ctx.database.db, accountId, 3000, 'pay-test-opening', '期初');
  });
  afterAll(() => ctx.close());

  const exchange = async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: CREDITS_API.purchase,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': `credits-pay-${Date.now()}-${++seq}` },
      payload: { spuNo, quantity: 1, expectedCredits: 1200, expectedCashFen: 2900, address: ADDRESS },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { exchangeNo: string; status: number; balance: number };
  };

  it('held credits, paid by scanning the sandbox code, then 待发货', async () => {
    const e = await exchange();
    expect(e).toMatchObject({ status: CREDIT_EXCHANGE_STATUS.UNPAID, balance: 1800 });
    const q = `kind=credits_order&orderNo=${e.exchangeNo}`;
    const summary = (await injectAs(ctx, token, 'GET', `${PAYMENT_API.summary}?${q}`)).json();
    expect(summary.data).toMatchObject({ kind: 'credits_order', amountFen: 2900, payable: true });
    const qr = (
      await injectAs(ctx, token, 'POST', PAYMENT_API.qrcode, {
        kind: 'credits_order',
        orderNo: e.exchangeNo,
        channel: 'wechat',
      })
    ).json().data;
    expect(qr.amountFen).toBe(2900);
    expect((await fetch(qr.codeUrl, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    let status = { paid: false, returnPath: '' };
    for (let i = 0; i < 100 && !status.paid; i++) {
      status = (await injectAs(ctx, token, 'GET', `${PAYMENT_API.status}?${q}`)).json().data;
      if (!status.paid) await sleep(100);
    }
    expect(status).toMatchObject({
      paid: true,
      returnPath: `/memberStore/creditsExchange/record?orderNo=${e.exchangeNo}`,
    });
    const detail = (await injectAs(ctx, token, 'GET', `${CREDITS_API.recordDetail}?exchangeNo=${e.exchangeNo}`)).json();
    expect(detail.data).toMatchObject({
      status: CREDIT_EXCHANGE_STATUS.EXCHANGED,
      payChannel: 'wechat',
      cashFen: 2900,
    });
    expect(await balanceAndLedger(ctx.database.db, accountId)).toEqual({ balance: 1800, ledgerSum: 1800 });
  });

  it('an expired exchange cannot be paid and gives its credits back', async () => {
    const e = await exchange();
    expect(e.balance).toBe(600);
    await ctx.database.db
      .updateTable('credit_exchange')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('exchange_no', '=', e.exchangeNo)
      .execute();
    const qr = await injectAs(ctx, token, 'POST', PAYMENT_API.qrcode, {
      kind: 'credits_order',
      orderNo: e.exchangeNo,
      channel: 'wechat',
    });
    expect(qr.statusCode).toBe(422);
    const info = (await injectAs(ctx, token, 'GET', CREDITS_API.accountInfo)).json().data;
    expect(info).toMatchObject({ balance: 1800, unpaidExchanges: 0 });
    expect(await balanceAndLedger(ctx.database.db, accountId)).toEqual({ balance: 1800, ledgerSum: 1800 });
  });
});

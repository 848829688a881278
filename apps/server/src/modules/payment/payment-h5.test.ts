/**
 * A phone pays in its own browser (issue 58 §2), through the real HTTP stack against the built-in sandbox gateway:
 * WeChat Pay H5 (an order answering h5_url, our redirect_url appended) and Alipay's alipay.trade.wap.pay (a signed
 * request the phone opens at the gateway). Each is its own payment (scene h5) beside the QR one, pays through the
 * sandbox's H5 cashier, comes back to the pay page and is applied by the channel's signed notification.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import {
  TEST_KIND,
  createListeningApp,
  createTestOrder,
  installTestPayable,
  testOrder,
  type ListeningContext,
} from '../../../test/support/payment-app.ts';
import { A, api, buyer, waitFor } from '../../../test/support/payments.ts';
import { sandboxKeys } from '../payment-sandbox/keys.ts';
import { checkAppRequestSignature } from '../payment-sandbox/protocol.ts';
import * as alipay from './channels/alipay.ts';
import * as wechat from './channels/wechat-v3.ts';
import { channelCredentials } from './channels/credentials.ts';

const h5 = (ctx: ListeningContext, token: string, orderNo: string, channel: string) =>
  injectAs(ctx, token, 'POST', A.h5, { kind: TEST_KIND, orderNo, channel });

/** Opens the cashier page the way a phone does: its HTML (no script), then 确认支付 (a form POST). */
async function payAtCashier(url: string): Promise<{ html: string; location: string }> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const html = await page.text();
  expect(html).toContain('确认支付');
  expect(html).toContain('name="viewport"');
  expect(html).not.toMatch(/<script/i);
  const confirm = await fetch(url, { method: 'POST', redirect: 'manual', body: '' });
  expect(confirm.status).toBe(303);
  return { html, location: confirm.headers.get('location') ?? '' };
}

describe.each(testDrivers())('phone payments (H5) on %s', (driver) => {
  let ctx: ListeningContext;
  beforeAll(async () => {
    ctx = await createListeningApp(driver, { BRAND_NAME: '海昱安防' });
    await installTestPayable(ctx.database.db);
  });
  afterAll(() => ctx.close());

  const payPage = (no: string) => `${ctx.base}/pay-page?kind=${TEST_KIND}&orderNo=${no}`;

  it('WeChat Pay H5: h5_url with our redirect_url -> the H5 cashier pays -> back to the pay page -> paid', async () => {
    const u = await buyer(ctx);
    const no = await createTestOrder(ctx.database.db, u.id, 6666);
    // A desk's QR payment first: the phone's is another payment (another out_trade_no), not the same trade.
    const qr = (await api(ctx, u.token).qr(no, 'wechat')).json().data;

    const res = await h5(ctx, u.token, no, 'wechat');
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({ channel: 'wechat', amountFen: 6666 });
    expect(p.paymentNo).not.toBe(qr.paymentNo);
    const url = new URL(p.payUrl);
    expect(`${url.origin}${url.pathname}`).toMatch(new RegExp(`^${ctx.base}/sandbox/wechat/h5/[\\w-]+$`));
    expect(url.searchParams.get('redirect_url')).toBe(payPage(no));
    const rows = await ctx.database.db
      .selectFrom('payment')
      .select(['payment_no', 'scene'])
      .where('payable_no', '=', no)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { payment_no: qr.paymentNo, scene: 'qr' },
      { payment_no: p.paymentNo, scene: 'h5' },
    ]);
    // Asked again (an h5_url lives 5 minutes): the same payment, sent again.
    expect((await h5(ctx, u.token, no, 'wechat')).json().data.paymentNo).toBe(p.paymentNo);
    const trade = await ctx.database.db
      .selectFrom('sandbox_trade')
      .selectAll()
      .where('out_trade_no', '=', p.paymentNo)
      .executeTakeFirstOrThrow();
    expect(trade).toMatchObject({ channel: 'wechat', amount_fen: 6666, notify_url: `${ctx.base}${A.notifyWechat}` });

    const { html, location } = await payAtCashier(p.payUrl);
    expect(html).toContain('66.66');
    expect(html).toContain(`测试订单 ${no}`);
    expect(location).toBe(payPage(no));
    await waitFor('paid', async () => (await api(ctx, u.token).status(no)).json().data.paid);
    expect(await testOrder(ctx.database.db, no)).toMatchObject({
      status: 2,
      paid_by: p.paymentNo,
      paid_channel: 'wechat',
    });
  });

  it('Alipay wap.pay: a signed request opened at the gateway -> the cashier -> return_url signed -> paid', async () => {
    const u = await buyer(ctx);
    const no = await createTestOrder(ctx.database.db, u.id, 12345);
    const p = (await h5(ctx, u.token, no, 'alipay')).json().data;
    expect(p).toMatchObject({ channel: 'alipay', amountFen: 12345 });
    const url = new URL(p.payUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${ctx.base}/sandbox/alipay/gateway.do`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      method: 'alipay.trade.wap.pay',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      notify_url: `${ctx.base}${A.notifyAlipay}`,
      return_url: payPage(no),
    });
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      out_trade_no: p.paymentNo,
      total_amount: '123.45',
      product_code: 'QUICK_WAP_WAY',
      quit_url: payPage(no),
    });
    const keys = await sandboxKeys(ctx.config.dataDir);
    expect(checkAppRequestSignature(keys.alipay, params)).toBe(true);

    // The gateway takes the request and sends the phone on to its cashier.
    const opened = await fetch(p.payUrl, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const cashier = new URL(opened.headers.get('location')!, ctx.base).toString();
    expect(cashier).toMatch(new RegExp(`^${ctx.base}/sandbox/alipay/h5/[\\w-]+\\?return_url=`));
    const { html, location } = await payAtCashier(cashier);
    expect(html).toContain('123.45');

    // Back to return_url with the synchronous return, signed by Alipay's key.
    expect(location.startsWith(`${payPage(no)}&`)).toBe(true);
    const back = Object.fromEntries(new URL(location).searchParams);
    expect(back).toMatchObject({
      out_trade_no: p.paymentNo,
      total_amount: '123.45',
      method: 'alipay.trade.wap.pay.return',
    });
    const cred = await channelCredentials(ctx.config).alipay();
    const { kind: _k, orderNo: _o, ...signed } = back;
    expect(alipay.verifyNotification(cred, signed)).toBeNull();
    await waitFor('paid', async () => (await api(ctx, u.token).status(no)).json().data.paid);
    expect(await testOrder(ctx.database.db, no)).toMatchObject({
      status: 2,
      paid_by: p.paymentNo,
      paid_channel: 'alipay',
    });
  });

  it('the gateway refuses a changed wap.pay request or a return_url off the site; the cashier sends nobody away', async () => {
    const u = await buyer(ctx);
    const no = await createTestOrder(ctx.database.db, u.id, 2000);
    const p = (await h5(ctx, u.token, no, 'alipay')).json().data;
    const url = new URL(p.payUrl);
    const biz = url.searchParams.get('biz_content')!;
    url.searchParams.set('biz_content', biz.replace('"20.00"', '"0.01"'));
    const cheap = await fetch(url, { redirect: 'manual' });
    expect(cheap.status).toBe(400);
    expect(await cheap.text()).toContain('验签出错');
    expect(
      await ctx.database.db.selectFrom('sandbox_trade').select('id').where('out_trade_no', '=', p.paymentNo).execute(),
    ).toEqual([]);

    // Signed by us, but returning elsewhere: the gateway keeps the merchant's site on file and refuses it.
    const cred = await channelCredentials(ctx.config).alipay();
    const elsewhere = alipay.wapPayUrl(cred, {
      outTradeNo: p.paymentNo,
      subject: '测试',
      amountFen: 2000,
      expiresAt: new Date(Date.now() + 600_000),
      notifyUrl: `${ctx.base}${A.notifyAlipay}`,
      returnUrl: 'https://elsewhere.example/back',
      quitUrl: 'https://elsewhere.example/back',
    });
    const off = await fetch(elsewhere, { redirect: 'manual' });
    expect(off.status).toBe(400);
    expect(await off.text()).toContain('return_url');

    // A page elsewhere is never where the cashier sends the payer, paid or not.
    const w = (await h5(ctx, u.token, no, 'wechat')).json().data;
    const away = new URL(w.payUrl);
    away.searchParams.set('redirect_url', 'https://elsewhere.example/phish');
    const page = await (await fetch(away)).text();
    expect(page).not.toContain('elsewhere.example');
    const confirm = await fetch(away, { method: 'POST', redirect: 'manual', body: '' });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).not.toContain('elsewhere.example');
    expect(await (await fetch(new URL(confirm.headers.get('location')!, ctx.base))).text()).toContain('支付成功');
  });

  it("the sandbox's H5 order takes only a signed body with the payer's address and a Wap scene", async () => {
    const cred = await channelCredentials(ctx.config).wechat();
    const order = {
      outTradeNo: 'P20261129000000H5TEST01',
      description: '测试 H5',
      amountFen: 100,
      expiresAt: new Date(Date.now() + 600_000),
      notifyUrl: `${ctx.base}${A.notifyWechat}`,
      payerIp: '203.0.113.7',
      redirectUrl: `${ctx.base}/pay-page?orderNo=X`,
    };
    const body = JSON.parse(wechat.h5OrderBody(cred, order)) as Record<string, unknown>;
    expect(body).toMatchObject({
      appid: cred.appid,
      mchid: cred.mchid,
      out_trade_no: order.outTradeNo,
      amount: { total: 100, currency: 'CNY' },
      scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } },
    });
    const { payUrl } = await wechat.createH5Order(cred, order);
    expect(new URL(payUrl).searchParams.get('redirect_url')).toBe(order.redirectUrl);

    const path = '/sandbox/wechat/v3/pay/transactions/h5';
    const post = (text: string, authorization = wechat.authorizationHeader(cred, 'POST', path, text)) =>
      fetch(`${ctx.base}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: text,
      });
    const noScene: Record<string, unknown> = { ...body, out_trade_no: 'P20261129000000H5TEST02' };
    delete noScene.scene_info;
    const refused = await post(JSON.stringify(noScene));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'PARAM_ERROR' });
    const good = JSON.stringify({ ...body, out_trade_no: 'P20261129000000H5TEST03' });
    const forged = await post(
      good,
      wechat.authorizationHeader(cred, 'POST', path, good.replace('"total":100', '"total":1')),
    );
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: 'SIGN_ERROR' });
  });

  it('refuses with the reasons the endpoint lists: not signed in, unknown order, a channel that is not a QR one', async () => {
    const u = await buyer(ctx);
    expect(
      (await injectAs(ctx, null, 'POST', A.h5, { kind: TEST_KIND, orderNo: 'X', channel: 'wechat' })).statusCode,
    ).toBe(401);
    const missing = await h5(ctx, u.token, 'NO-SUCH-ORDER', 'wechat');
    expect(missing.json()).toMatchObject({ reason: 'PAYMENT.notFound' });
    const wallet = await h5(ctx, u.token, 'NO-SUCH-ORDER', 'wallet');
    expect(wallet.statusCode).toBe(400);
  });
});

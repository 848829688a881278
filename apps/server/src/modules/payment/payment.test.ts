/**
 * Payments through the real HTTP stack against the built-in sandbox gateway (over a real port: the channel calls the
 * gateway and the gateway notifies us by HTTP), on PGlite and PostgreSQL; the races on PostgreSQL only.
 */
import { PAYMENT_API, beijingDateTime, yuanAmountOf } from '@portal/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { injectAs, loginToken } from '../../../test/support/test-app.ts';
import { postgresOnly, testDrivers } from '../../../test/support/test-db.ts';
import { sandboxKeys } from '../payment-sandbox/keys.ts';
import {
  alipayNotificationParams,
  alipaySignedForm,
  wechatNotification,
  wechatTransaction,
} from '../payment-sandbox/protocol.ts';
import {
  TEST_KIND,
  createListeningApp,
  createTestOrder,
  installTestPayable,
  testOrder,
  testPayableControl,
  type ListeningContext,
} from './test-support.ts';

const A = PAYMENT_API;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor<T>(
  what: string,
  fn: () => Promise<T | null | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

let phoneSeq = 0;
async function buyer(ctx: ListeningContext): Promise<{ id: number; token: string }> {
  const phone = `1397${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;
  const id = await createAccount(ctx.database.db, { phone });
  return { id, token: await loginToken(ctx, phone) };
}

function api(ctx: ListeningContext, token: string) {
  return {
    summary: (orderNo: string) => injectAs(ctx, token, 'GET', `${A.summary}?kind=${TEST_KIND}&orderNo=${orderNo}`),
    status: (orderNo: string) => injectAs(ctx, token, 'GET', `${A.status}?kind=${TEST_KIND}&orderNo=${orderNo}`),
    qr: (orderNo: string, channel: string) =>
      injectAs(ctx, token, 'POST', A.qrcode, { kind: TEST_KIND, orderNo, channel }),
    walletUrl: (orderNo: string) =>
      injectAs(ctx, token, 'POST', A.walletUrl, { terminal: 1, walletChannel: TEST_KIND, orderNo }),
    walletDetail: (paymentNo: string) => injectAs(ctx, token, 'GET', `${A.walletDetail}?paymentNo=${paymentNo}`),
    walletPay: (paymentNo: string) => injectAs(ctx, token, 'POST', A.walletPay, { paymentNo }),
    balance: () => injectAs(ctx, token, 'GET', A.walletBalance),
  };
}

async function scanAndConfirm(codeUrl: string): Promise<string> {
  const page = await fetch(codeUrl);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const html = await page.text();
  expect(html).toContain('确认支付');
  expect(html).not.toMatch(/<script/i);
  const confirm = await fetch(codeUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(confirm.status).toBe(303);
  return html;
}

async function wallet(ctx: ListeningContext, accountId: number, balanceFen: number) {
  await ctx.database.db.transaction().execute(async (tx) => {
    await tx.insertInto('wallet_account').values({ account_id: accountId, balance_fen: balanceFen }).execute();
    await tx
      .insertInto('wallet_ledger')
      .values({
        account_id: accountId,
        kind: 'topup',
        delta_fen: balanceFen,
        balance_after_fen: balanceFen,
        payment_no: null,
      })
      .execute();
  });
}

async function ledgerSum(ctx: ListeningContext, accountId: number) {
  const r = await ctx.database.db
    .selectFrom('wallet_ledger')
    .select((eb) => eb.fn.sum<number>('delta_fen').as('s'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const b = await ctx.database.db
    .selectFrom('wallet_account')
    .select('balance_fen')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { sum: Number(r.s), balance: Number(b.balance_fen) };
}

const rejections = (ctx: ListeningContext) =>
  ctx.database.db.selectFrom('payment_notify_rejection').selectAll().orderBy('id').execute();

describe.each(testDrivers())('payments on %s', (driver) => {
  let ctx: ListeningContext;
  beforeAll(async () => {
    ctx = await createListeningApp(driver, { BRAND_NAME: '海昱安防' });
    await installTestPayable(ctx.database.db);
  });
  afterAll(() => ctx.close());

  it('WeChat Pay: Native order at the sandbox -> scan page confirm -> signed, encrypted notification -> paid', async () => {
    const u = await buyer(ctx);
    const c = api(ctx, u.token);
    const no = await createTestOrder(ctx.database.db, u.id, 8888);

    const s = (await c.summary(no)).json();
    expect(s).toMatchObject({
      code: 0,
      data: { amountFen: 8888, payable: true, paid: false, closed: false, subject: `测试订单 ${no}` },
    });

    const first = await c.qr(no, 'wechat');
    expect(first.statusCode).toBe(200);
    const q1 = first.json().data;
    expect(q1).toMatchObject({ channel: 'wechat', amountFen: 8888 });
    expect(q1.codeUrl).toMatch(new RegExp(`^${ctx.base}/sandbox/wechat/scan/[\\w-]+$`));
    expect(q1.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    // The same payable, channel and amount reuse the open payment and its code.
    const q2 = (await c.qr(no, 'wechat')).json().data;
    expect(q2.paymentNo).toBe(q1.paymentNo);
    expect(q2.codeUrl).toBe(q1.codeUrl);

    // What the sandbox received is what WeChat Pay requires.
    const trade = await ctx.database.db
      .selectFrom('sandbox_trade')
      .selectAll()
      .where('out_trade_no', '=', q1.paymentNo)
      .executeTakeFirstOrThrow();
    expect(trade).toMatchObject({ channel: 'wechat', amount_fen: 8888, notify_url: `${ctx.base}${A.notifyWechat}` });
    const row = await testOrder(ctx.database.db, no);
    expect(Math.abs(new Date(trade.time_expire).getTime() - new Date(row.expires_at).getTime())).toBeLessThan(1000);

    const html = await scanAndConfirm(q1.codeUrl);
    expect(html).toContain('88.88');
    expect(html).toContain('海昱安防');
    expect(html).toContain(`测试订单 ${no}`);

    await waitFor('paid', async () => (await c.status(no)).json().data.paid);
    const o = await testOrder(ctx.database.db, no);
    expect(o).toMatchObject({ status: 2, paid_by: q1.paymentNo, paid_channel: 'wechat', paid_count: 1 });
    const p = await ctx.database.db
      .selectFrom('payment')
      .selectAll()
      .where('payment_no', '=', q1.paymentNo)
      .executeTakeFirstOrThrow();
    expect(p.status).toBe(1);
    expect(p.channel_trade_no).toMatch(/^42000\d+$/);
    const n = await ctx.database.db
      .selectFrom('payment_notification')
      .selectAll()
      .where('payment_no', '=', q1.paymentNo)
      .execute();
    expect(n).toHaveLength(1);
    expect(n[0]).toMatchObject({ channel: 'wechat', outcome: 'paid', amount_fen: 8888, trade_state: 'SUCCESS' });
    await waitFor(
      'acknowledged',
      async () =>
        (
          await ctx.database.db
            .selectFrom('sandbox_trade')
            .select('notify_done_at')
            .where('id', '=', trade.id)
            .executeTakeFirstOrThrow()
        ).notify_done_at,
    );
    expect(await (await fetch(q1.codeUrl)).text()).toContain('支付成功');
    // Paid: no more payments for it.
    expect((await c.qr(no, 'alipay')).json().msg).toBe('订单已支付');
    expect((await c.status(no)).json().data).toEqual({
      paid: true,
      closed: false,
      returnPath: `/memberStore/purchaseOrders/detail?orderNo=${no}`,
    });
  });

  it('Alipay: precreate at the sandbox -> scan page confirm -> RSA2-signed notification -> paid', async () => {
    const u = await buyer(ctx);
    const c = api(ctx, u.token);
    const no = await createTestOrder(ctx.database.db, u.id, 1);
    const q1 = (await c.qr(no, 'alipay')).json().data;
    expect(q1.codeUrl).toMatch(new RegExp(`^${ctx.base}/sandbox/alipay/scan/[\\w-]+$`));
    const html = await scanAndConfirm(q1.codeUrl);
    expect(html).toContain('0.01');
    expect(html).toContain('支付宝');
    await waitFor('paid', async () => (await c.status(no)).json().data.paid);
    expect(await testOrder(ctx.database.db, no)).toMatchObject({
      status: 2,
      paid_by: q1.paymentNo,
      paid_channel: 'alipay',
    });
    const n = await ctx.database.db
      .selectFrom('payment_notification')
      .selectAll()
      .where('payment_no', '=', q1.paymentNo)
      .execute();
    expect(n).toHaveLength(1);
    expect(n[0]).toMatchObject({ channel: 'alipay', outcome: 'paid', amount_fen: 1, trade_state: 'TRADE_SUCCESS' });
  });

  it('the wallet: URL, detail, one charge, balance = ledger sum; short balance refused with nothing changed', async () => {
    const u = await buyer(ctx);
    const c = api(ctx, u.token);
    const none = await createTestOrder(ctx.database.db, u.id, 100);
    const pn = (await c.walletUrl(none)).json().data.paymentNo;
    expect((await c.walletPay(pn)).json().msg).toBe('您还没有开通钱包，请换一种支付方式');

    await wallet(ctx, u.id, 10_000);
    const no = await createTestOrder(ctx.database.db, u.id, 6_000);
    const url = (await c.walletUrl(no)).json();
    expect(url.code).toBe(0);
    expect(url.data.url).toBe(`${ctx.base}/pay-page/wallet?paymentNo=${url.data.paymentNo}`);
    const d = (await c.walletDetail(url.data.paymentNo)).json().data;
    expect(d).toMatchObject({ orderNo: no, kind: TEST_KIND, amountFen: 6_000, balanceFen: 10_000, status: 0 });

    const paid = await c.walletPay(url.data.paymentNo);
    expect(paid.json()).toMatchObject({ code: 0, data: { paid: true, balanceFen: 4_000 } });
    expect((await c.walletPay(url.data.paymentNo)).json().msg).toBe('订单已支付');
    expect(await testOrder(ctx.database.db, no)).toMatchObject({ status: 2, paid_channel: 'wallet', paid_count: 1 });
    expect(await ledgerSum(ctx, u.id)).toEqual({ sum: 4_000, balance: 4_000 });

    const big = await createTestOrder(ctx.database.db, u.id, 4_001);
    const bigNo = (await c.walletUrl(big)).json().data.paymentNo;
    const short = await c.walletPay(bigNo);
    expect(short.statusCode).toBe(422);
    expect(short.json().msg).toBe('钱包余额不足，请换一种支付方式');
    expect(await ledgerSum(ctx, u.id)).toEqual({ sum: 4_000, balance: 4_000 });
    expect((await testOrder(ctx.database.db, big)).status).toBe(1);
    expect((await c.walletDetail(bigNo)).json().data.status).toBe(0);
    expect((await c.balance()).json().data).toEqual({ balanceFen: 4_000 });

    // An expired order: the wallet transaction rolls back, nothing is charged.
    const late = await createTestOrder(ctx.database.db, u.id, 100);
    const lateNo = (await c.walletUrl(late)).json().data.paymentNo;
    await sql`update test_payable set expires_at = now() - interval '1 second' where no = ${late}`.execute(
      ctx.database.db,
    );
    expect((await c.walletPay(lateNo)).json().msg).toBe('订单已超时关闭，请重新下单');
    expect(await ledgerSum(ctx, u.id)).toEqual({ sum: 4_000, balance: 4_000 });

    // Someone else's wallet payment is not found.
    const other = await buyer(ctx);
    expect((await api(ctx, other.token).walletDetail(bigNo)).statusCode).toBe(404);
  });

  it('refuses what cannot be paid, with the reason', async () => {
    const u = await buyer(ctx);
    const c = api(ctx, u.token);
    expect((await c.summary('NOPE')).json().msg).toBe('订单不存在');
    const other = await buyer(ctx);
    const foreign = await createTestOrder(ctx.database.db, other.id, 100);
    expect((await c.qr(foreign, 'wechat')).json().msg).toBe('订单不存在');
    const closed = await createTestOrder(ctx.database.db, u.id, 100);
    await sql`update test_payable set status = 3 where no = ${closed}`.execute(ctx.database.db);
    const r = await c.qr(closed, 'wechat');
    expect(r.statusCode).toBe(422);
    expect(r.json().msg).toBe('订单已关闭，无法支付');
    expect((await c.summary(closed)).json().data).toMatchObject({
      payable: false,
      closed: true,
      reason: '订单已关闭，无法支付',
    });
    const unknownKind = await injectAs(ctx, u.token, 'POST', A.qrcode, {
      kind: 'nothing',
      orderNo: closed,
      channel: 'wechat',
    });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().msg).toBe('不支持的支付业务');
    expect((await injectAs(ctx, u.token, 'POST', A.qrcode, { orderNo: closed, channel: 'cash' })).json().msg).toBe(
      '请选择支付方式',
    );
    expect((await injectAs(ctx, null, 'POST', A.qrcode, { orderNo: closed, channel: 'wechat' })).statusCode).toBe(401);
  });

  it('WeChat notifications that fail a check are rejected, logged, and change nothing', async () => {
    const u = await buyer(ctx);
    const no = await createTestOrder(ctx.database.db, u.id, 5000);
    const q1 = (await api(ctx, u.token).qr(no, 'wechat')).json().data;
    const keys = (await sandboxKeys(ctx.config.dataDir)).wechat;
    const tx = (over: Partial<Parameters<typeof wechatTransaction>[0]> = {}) =>
      wechatTransaction({
        appid: keys.appid,
        mchid: keys.mchid,
        outTradeNo: q1.paymentNo,
        transactionId: '4200000000202611220000000001',
        amountFen: 5000,
        paidAt: new Date(),
        ...over,
      });
    const send = (n: { body: string; headers: Record<string, string> }) =>
      ctx.app.inject({ method: 'POST', url: A.notifyWechat, headers: n.headers, payload: n.body });

    const before = (await rejections(ctx)).length;
    const good = wechatNotification(keys, 'EV-tamper', tx());
    type Signed = { body: string; headers: Record<string, string> };
    const cases: [string, Signed | (() => Signed), string][] = [
      [
        'tampered body',
        { ...good, body: good.body.replace('"summary":"支付成功"', '"summary":"支付成功 "') },
        '签名验证失败',
      ],
      [
        'timestamp 301 s off',
        // Built when sent: the window is measured against the clock at that moment.
        () => wechatNotification(keys, 'EV-old', tx(), { timestampSec: Math.floor(Date.now() / 1000) - 301 }),
        '时间戳超出5分钟窗口',
      ],
      [
        'timestamp 301 s ahead',
        () => wechatNotification(keys, 'EV-new', tx(), { timestampSec: Math.floor(Date.now() / 1000) + 301 }),
        '时间戳超出5分钟窗口',
      ],
      ['amount 1 fen off', wechatNotification(keys, 'EV-amount', tx({ amountFen: 4999 })), '金额不符'],
      ['foreign merchant id', wechatNotification(keys, 'EV-mch', tx({ mchid: '1900000999' })), '商户号不匹配'],
      ['foreign app id', wechatNotification(keys, 'EV-app', tx({ appid: 'wx0000000000000000' })), '应用ID不匹配'],
      [
        'unknown order number',
        wechatNotification(keys, 'EV-no', tx({ outTradeNo: 'P0000000000000000000000' })),
        '商户订单号不存在',
      ],
      [
        'wrong platform serial',
        { ...good, headers: { ...good.headers, 'Wechatpay-Serial': 'PUB_KEY_ID_OTHER' } },
        '平台证书序列号不匹配',
      ],
    ];
    for (const [what, n, reason] of cases) {
      const r = await send(typeof n === 'function' ? n() : n);
      expect(r.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(r.json(), what).toMatchObject({ code: 'FAIL' });
      expect(r.json().message, what).toContain(reason);
    }
    const logged = (await rejections(ctx)).slice(before);
    expect(logged).toHaveLength(cases.length);
    cases.forEach(([what, , reason], i) => expect(logged[i]!.reason, what).toContain(reason));
    expect(logged.every((l) => l.channel === 'wechat' && l.detail.length > 0)).toBe(true);
    expect(await testOrder(ctx.database.db, no)).toMatchObject({ status: 1, paid_count: 0 });
    expect(
      (
        await ctx.database.db
          .selectFrom('payment')
          .select('status')
          .where('payment_no', '=', q1.paymentNo)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe(0);
    expect(
      await ctx.database.db
        .selectFrom('payment_notification')
        .selectAll()
        .where('payment_no', '=', q1.paymentNo)
        .execute(),
    ).toHaveLength(0);

    // The genuine one then goes through once; its replay is acknowledged and changes nothing.
    const genuine = wechatNotification(keys, 'EV-genuine', tx());
    expect((await send(genuine)).statusCode).toBe(204);
    expect((await send(genuine)).statusCode).toBe(204);
    expect(await testOrder(ctx.database.db, no)).toMatchObject({ status: 2, paid_count: 1 });
  });

  it('Alipay notifications that fail a check are rejected with fail, logged, and change nothing', async () => {
    const u = await buyer(ctx);
    const no = await createTestOrder(ctx.database.db, u.id, 12345);
    const q1 = (await api(ctx, u.token).qr(no, 'alipay')).json().data;
    const keys = (await sandboxKeys(ctx.config.dataDir)).alipay;
    const params = (over: Record<string, string> = {}) => ({
      ...alipayNotificationParams({
        appId: keys.appId,
        sellerId: keys.sellerId,
        outTradeNo: q1.paymentNo,
        tradeNo: '2026112222001400000000000001',
        notifyId: `n-${Math.random()}`,
        totalAmount: '123.45',
        subject: `测试订单 ${no}`,
        tradeStatus: 'TRADE_SUCCESS',
        createdAt: new Date(),
        paidAt: new Date(),
      }),
      ...over,
    });
    const send = (form: string) =>
      ctx.app.inject({
        method: 'POST',
        url: A.notifyAlipay,
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        payload: form,
      });
    const before = (await rejections(ctx)).length;
    const cases: [string, string, string][] = [
      [
        'tampered amount',
        alipaySignedForm(keys, params()).replace('total_amount=123.45', 'total_amount=0.01'),
        '签名验证失败',
      ],
      ['amount 1 fen off', alipaySignedForm(keys, params({ total_amount: yuanAmountOf(12344) })), '金额不符'],
      ['foreign app id', alipaySignedForm(keys, params({ app_id: '2021000000000000' })), '应用ID不匹配'],
      ['foreign seller', alipaySignedForm(keys, params({ seller_id: '2088000000000009' })), '卖家ID不匹配'],
      ['unsigned', new URLSearchParams(params()).toString(), '缺少签名'],
    ];
    for (const [what, form, reason] of cases) {
      const r = await send(form);
      expect(r.body, what).toBe('fail');
      const last = (await rejections(ctx)).at(-1)!;
      expect(last.reason, what).toContain(reason);
    }
    expect((await rejections(ctx)).length - before).toBe(cases.length);
    expect(await testOrder(ctx.database.db, no)).toMatchObject({ status: 1, paid_count: 0 });

    // A valid notification of a state that is not a payment: acknowledged, logged, nothing changes.
    const waiting = await send(alipaySignedForm(keys, params({ trade_status: 'WAIT_BUYER_PAY' })));
    expect(waiting.body).toBe('success');
    expect((await testOrder(ctx.database.db, no)).status).toBe(1);
    const ok = await send(alipaySignedForm(keys, params()));
    expect(ok.body).toBe('success');
    expect(await testOrder(ctx.database.db, no)).toMatchObject({ status: 2, paid_count: 1 });
  });

  it('a payment for an expired payable, or one paid by another payment, is recorded for refund', async () => {
    const u = await buyer(ctx);
    const c = api(ctx, u.token);
    const no = await createTestOrder(ctx.database.db, u.id, 700);
    const w = (await c.qr(no, 'wechat')).json().data;
    const a = (await c.qr(no, 'alipay')).json().data;
    // Both codes are scanned; the first payment to arrive pays the order, the second is kept for refund.
    await scanAndConfirm(w.codeUrl);
    await waitFor('paid', async () => (await c.status(no)).json().data.paid);
    await scanAndConfirm(a.codeUrl);
    const refund = await waitFor('to refund', () =>
      ctx.database.db
        .selectFrom('payment')
        .selectAll()
        .where('payment_no', '=', a.paymentNo)
        .where('status', '=', 2)
        .executeTakeFirst(),
    );
    expect(refund.refund_reason).toContain('已不可支付');
    expect(await testOrder(ctx.database.db, no)).toMatchObject({ status: 2, paid_by: w.paymentNo, paid_count: 1 });

    const late = await createTestOrder(ctx.database.db, u.id, 800);
    const lw = (await c.qr(late, 'wechat')).json().data;
    await sql`update test_payable set expires_at = now() - interval '1 second' where no = ${late}`.execute(
      ctx.database.db,
    );
    const keys = (await sandboxKeys(ctx.config.dataDir)).wechat;
    const n = wechatNotification(
      keys,
      'EV-late',
      wechatTransaction({
        appid: keys.appid,
        mchid: keys.mchid,
        outTradeNo: lw.paymentNo,
        transactionId: '4200000000000000000000000077',
        amountFen: 800,
        paidAt: new Date(),
      }),
    );
    const r = await ctx.app.inject({ method: 'POST', url: A.notifyWechat, headers: n.headers, payload: n.body });
    expect(r.statusCode).toBe(204);
    const p = await ctx.database.db
      .selectFrom('payment')
      .selectAll()
      .where('payment_no', '=', lw.paymentNo)
      .executeTakeFirstOrThrow();
    expect(p.status).toBe(2);
    expect(p.paid_at).not.toBeNull();
    expect(
      (
        await ctx.database.db
          .selectFrom('payment_notification')
          .select('outcome')
          .where('notify_id', '=', 'EV-late')
          .executeTakeFirstOrThrow()
      ).outcome,
    ).toBe('to_refund');
    expect(await testOrder(ctx.database.db, late)).toMatchObject({ status: 1, paid_count: 0 });
  });

  it('the sandbox retries an unacknowledged notification on its back-off schedule until acknowledged', async () => {
    const u = await buyer(ctx);
    const c = api(ctx, u.token);
    const no = await createTestOrder(ctx.database.db, u.id, 300);
    const q1 = (await c.qr(no, 'wechat')).json().data;
    testPayableControl.failNext = true;
    await scanAndConfirm(q1.codeUrl);
    const failed = await waitFor('first attempt', () =>
      ctx.database.db
        .selectFrom('sandbox_trade')
        .selectAll()
        .where('out_trade_no', '=', q1.paymentNo)
        .where('notify_attempts', '=', 1)
        .executeTakeFirst(),
    );
    expect(failed.notify_done_at).toBeNull();
    expect(failed.notify_last_error).toContain('HTTP 500');
    expect(failed.notify_last_error).toContain('"code":"FAIL"');
    const inS = (new Date(failed.notify_due_at!).getTime() - Date.now()) / 1000;
    expect(inS).toBeGreaterThan(5);
    expect(inS).toBeLessThanOrEqual(16);
    expect((await testOrder(ctx.database.db, no)).status).toBe(1);
    // Bring the retry forward (as if 15 s had passed): the poller sends it again and it is acknowledged.
    await ctx.database.db
      .updateTable('sandbox_trade')
      .set({ notify_due_at: new Date() })
      .where('id', '=', failed.id)
      .execute();
    await waitFor('paid', async () => (await c.status(no)).json().data.paid);
    const done = await waitFor('acknowledged', () =>
      ctx.database.db
        .selectFrom('sandbox_trade')
        .selectAll()
        .where('id', '=', failed.id)
        .where('notify_done_at', 'is not', null)
        .executeTakeFirst(),
    );
    expect(done.notify_attempts).toBe(2);
    expect(done.notify_due_at).toBeNull();
  });

  it('the sandbox gateway checks our signatures as the real gateways do', async () => {
    const body = JSON.stringify({ appid: 'x' });
    const noAuth = await fetch(`${ctx.base}/sandbox/wechat/v3/pay/transactions/native`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(noAuth.status).toBe(401);
    expect(await noAuth.json()).toMatchObject({ code: 'SIGN_ERROR' });
    const keys = (await sandboxKeys(ctx.config.dataDir)).wechat;
    const forged = await fetch(`${ctx.base}/sandbox/wechat/v3/pay/transactions/native`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${keys.mchid}",nonce_str="abc",signature="AAAA",timestamp="${Math.floor(Date.now() / 1000)}",serial_no="${keys.merchantSerialNo}"`,
      },
      body,
    });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { message: string }).message).toBe('签名错误，请检查后再试');

    const gateway = async (timestamp: string) => {
      const qs = new URLSearchParams({
        app_id: '2021000122600001',
        method: 'alipay.trade.precreate',
        charset: 'utf-8',
        sign_type: 'RSA2',
        version: '1.0',
        timestamp,
        sign: 'AAAA',
      });
      const r = await fetch(`${ctx.base}/sandbox/alipay/gateway.do?${qs.toString()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'biz_content=%7B%7D',
      });
      return (JSON.parse(await r.text()) as Record<string, unknown>).alipay_trade_precreate_response;
    };
    expect(await gateway('2026-01-01 00:00:00')).toMatchObject({ code: '40002', sub_code: 'isv.invalid-timestamp' });
    expect(await gateway(beijingDateTime(new Date()))).toMatchObject({
      code: '40002',
      sub_code: 'isv.invalid-signature',
    });

    expect((await fetch(`${ctx.base}/sandbox/wechat/scan/nothing`)).status).toBe(404);
  });
});

describe.each(postgresOnly())('payment races on %s', (driver) => {
  let ctx: ListeningContext;
  beforeAll(async () => {
    ctx = await createListeningApp(driver);
    await installTestPayable(ctx.database.db);
  });
  afterAll(() => ctx.close());

  it('one notification replayed 10 times in parallel -> one transition, one payment row', async () => {
    const u = await buyer(ctx);
    const no = await createTestOrder(ctx.database.db, u.id, 9900);
    // Ten parallel requests for a code: one open payment.
    const qs = await Promise.all(Array.from({ length: 10 }, () => api(ctx, u.token).qr(no, 'wechat')));
    const paymentNos = new Set(qs.map((r) => r.json().data.paymentNo));
    expect(paymentNos.size).toBe(1);
    const [paymentNo] = [...paymentNos] as [string];
    const keys = (await sandboxKeys(ctx.config.dataDir)).wechat;
    const n = wechatNotification(
      keys,
      'EV-replayed',
      wechatTransaction({
        appid: keys.appid,
        mchid: keys.mchid,
        outTradeNo: paymentNo,
        transactionId: '4200000000000000000000000010',
        amountFen: 9900,
        paidAt: new Date(),
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({ method: 'POST', url: A.notifyWechat, headers: n.headers, payload: n.body }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(204));
    expect(await testOrder(ctx.database.db, no)).toMatchObject({ status: 2, paid_count: 1, paid_by: paymentNo });
    const payments = await ctx.database.db.selectFrom('payment').selectAll().where('payable_no', '=', no).execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]!.status).toBe(1);
    expect(
      await ctx.database.db
        .selectFrom('payment_notification')
        .selectAll()
        .where('payment_no', '=', paymentNo)
        .execute(),
    ).toHaveLength(1);
  });

  it('rejected notifications under load leave the payable unchanged', async () => {
    const u = await buyer(ctx);
    const no = await createTestOrder(ctx.database.db, u.id, 100);
    const paymentNo = (await api(ctx, u.token).qr(no, 'wechat')).json().data.paymentNo;
    const keys = (await sandboxKeys(ctx.config.dataDir)).wechat;
    const base = {
      appid: keys.appid,
      mchid: keys.mchid,
      outTradeNo: paymentNo,
      transactionId: '4200000000000000000000000011',
      amountFen: 100,
      paidAt: new Date(),
    };
    const now = Math.floor(Date.now() / 1000);
    const bad = [
      wechatNotification(keys, 'EV-r1', wechatTransaction({ ...base, amountFen: 101 })),
      wechatNotification(keys, 'EV-r2', wechatTransaction({ ...base, mchid: '1900000001' })),
      wechatNotification(keys, 'EV-r3', wechatTransaction(base), { timestampSec: now - 301 }),
    ];
    const tampered = wechatNotification(keys, 'EV-r4', wechatTransaction(base));
    bad.push({ ...tampered, body: tampered.body.replace('EV-r4', 'EV-r5') });
    const before = (await rejections(ctx)).length;
    const answers = await Promise.all(
      bad.flatMap((n) =>
        Array.from({ length: 5 }, () =>
          ctx.app.inject({ method: 'POST', url: A.notifyWechat, headers: n.headers, payload: n.body }),
        ),
      ),
    );
    expect(answers.every((a) => a.statusCode >= 400 && a.json().code === 'FAIL')).toBe(true);
    expect((await rejections(ctx)).length - before).toBe(20);
    expect(await testOrder(ctx.database.db, no)).toMatchObject({ status: 1, paid_count: 0 });
  });

  it('parallel wallet payments charge once and never take the balance below zero', async () => {
    const u = await buyer(ctx);
    await wallet(ctx, u.id, 1000);
    const c = api(ctx, u.token);
    const no = await createTestOrder(ctx.database.db, u.id, 300);
    const pn = (await c.walletUrl(no)).json().data.paymentNo;
    const same = await Promise.all(Array.from({ length: 10 }, () => c.walletPay(pn)));
    expect(same.filter((r) => r.json().code === 0)).toHaveLength(1);
    expect(await ledgerSum(ctx, u.id)).toEqual({ sum: 700, balance: 700 });

    // Seven orders of 300 against 700: exactly two can be paid.
    const nos = await Promise.all(Array.from({ length: 7 }, () => createTestOrder(ctx.database.db, u.id, 300)));
    const pns = await Promise.all(nos.map(async (n) => (await c.walletUrl(n)).json().data.paymentNo as string));
    const results = await Promise.all(pns.map((p) => c.walletPay(p)));
    expect(results.filter((r) => r.json().code === 0)).toHaveLength(2);
    expect(results.filter((r) => r.json().msg === '钱包余额不足，请换一种支付方式')).toHaveLength(5);
    expect(await ledgerSum(ctx, u.id)).toEqual({ sum: 100, balance: 100 });
  });
});

/**
 * The channels' notifications through the real HTTP stack, on PGlite and PostgreSQL: what fails a check changes
 * nothing, money for what can no longer be paid is kept for refund, the sandbox retries and checks signatures.
 */
import { beijingDateTime, yuanAmountOf } from '@portal/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/support/test-db.ts';
import { sandboxKeys } from '../payment-sandbox/keys.ts';
import {
  alipayNotificationParams,
  alipaySignedForm,
  wechatNotification,
  wechatTransaction,
} from '../payment-sandbox/protocol.ts';
import {
  createListeningApp,
  createTestOrder,
  installTestPayable,
  testOrder,
  testPayableControl,
  type ListeningContext,
} from '../../../test/support/payment-app.ts';

import { A, waitFor, buyer, api, scanAndConfirm, rejections } from '../../../test/support/payments.ts';

describe.each(testDrivers())('payment notifications on %s', (driver) => {
  let ctx: ListeningContext;
  beforeAll(async () => {
    ctx = await createListeningApp(driver, { BRAND_NAME: '海昱安防' });
    await installTestPayable(ctx.database.db);
  });
  afterAll(() => ctx.close());

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

/**
 * Payments through the real HTTP stack against the built-in sandbox gateway (over a real port: the channel calls the
 * gateway and the gateway notifies us by HTTP), on PGlite and PostgreSQL: paying by each channel and the wallet.
 */
import { sql } from 'kysely';
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

import { A, waitFor, buyer, api, scanAndConfirm, wallet, ledgerSum } from '../../../test/support/payments.ts';

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
    expect((await c.summary('NOPE')).json().msg).toBe('要支付的订单不存在');
    const other = await buyer(ctx);
    const foreign = await createTestOrder(ctx.database.db, other.id, 100);
    expect((await c.qr(foreign, 'wechat')).json().msg).toBe('要支付的订单不存在');
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
});

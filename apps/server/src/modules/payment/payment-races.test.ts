/** Payment races, on PostgreSQL only (PGlite runs one transaction at a time). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/support/test-db.ts';
import { sandboxKeys } from '../payment-sandbox/keys.ts';
import { wechatNotification, wechatTransaction } from '../payment-sandbox/protocol.ts';
import {
  createListeningApp,
  createTestOrder,
  installTestPayable,
  testOrder,
  type ListeningContext,
} from '../../../test/support/payment-app.ts';

import { A, buyer, api, wallet, ledgerSum, rejections } from '../../../test/support/payments.ts';

describeOnPostgres('payment races on %s', (driver) => {
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

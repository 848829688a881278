/**
 * Refunds through the channels, played by the sandbox gateway over real HTTP, on PGlite and PostgreSQL: staff
 * refund part and then the rest of a WeChat payment (confirmed by the refund notification, a replay of which
 * changes nothing) and all of an Alipay payment; never more than was paid; only staff; late money goes back alone.
 */
import { REFUND_API } from '@portal/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { injectAs, loginToken } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { sandboxKeys } from '../payment-sandbox/keys.ts';
import { refundResource, wechatRefundNotification } from '../payment-sandbox/refunds.ts';
import { api, buyer, scanAndConfirm, waitFor, A } from '../../../test/support/payments.ts';
import {
  TEST_KIND,
  createListeningApp,
  createTestOrder,
  installTestPayable,
  type ListeningContext,
} from '../../../test/support/payment-app.ts';

describe.each(testDrivers())('refunds on %s', (driver) => {
  let ctx: ListeningContext;
  let staff: string;
  beforeAll(async () => {
    ctx = await createListeningApp(driver, { BRAND_NAME: '海昱安防' });
    await installTestPayable(ctx.database.db);
    await createAccount(ctx.database.db, { phone: '13950000001', isSales: true });
    staff = await loginToken(ctx, '13950000001');
  });
  afterAll(() => ctx.close());

  async function paid(channel: 'wechat' | 'alipay', fen: number) {
    const u = await buyer(ctx);
    const no = await createTestOrder(ctx.database.db, u.id, fen);
    const qr = (await api(ctx, u.token).qr(no, channel)).json().data;
    await scanAndConfirm(qr.codeUrl);
    await waitFor('paid', async () => (await api(ctx, u.token).status(no)).json().data.paid);
    return { u, no, paymentNo: qr.paymentNo as string };
  }
  const refund = (token: string, paymentNo: string, amountFen: number) =>
    injectAs(ctx, token, 'POST', REFUND_API.refund, { paymentNo, amountFen, reason: '客户退货' });
  const refundRow = (refundNo: string) =>
    ctx.database.db
      .selectFrom('payment_refund')
      .selectAll()
      .where('refund_no', '=', refundNo)
      .executeTakeFirstOrThrow();
  const payment = (paymentNo: string) =>
    ctx.database.db.selectFrom('payment').selectAll().where('payment_no', '=', paymentNo).executeTakeFirstOrThrow();

  it('WeChat Pay: a partial then the remaining refund, each confirmed by its notification; never more than paid', async () => {
    const { u, no, paymentNo } = await paid('wechat', 5000);
    const first = await refund(staff, paymentNo, 2000);
    expect(first.json()).toMatchObject({
      code: 0,
      data: { amountFen: 2000, status: 0, statusText: '退款中', automatic: false },
    });
    const r1 = first.json().data.refundNo as string;
    await waitFor('refund notification', async () => (await refundRow(r1)).status === 1);
    expect((await payment(paymentNo)).refunded_fen).toBe(2000);

    const tooMuch = await refund(staff, paymentNo, 3001);
    expect(tooMuch.json()).toMatchObject({ msg: '退款金额超过可退金额', reason: 'REFUND.tooMuch' });
    const rest = (await refund(staff, paymentNo, 3000)).json().data;
    await waitFor('second refund notification', async () => (await refundRow(rest.refundNo)).status === 1);
    expect((await payment(paymentNo)).refunded_fen).toBe(5000);
    expect((await refund(staff, paymentNo, 1)).json().reason).toBe('REFUND.tooMuch');
    // each staff refund is in the audit log, written with its reservation; the refused ones wrote nothing
    const log = (await injectAs(ctx, staff, 'GET', '/api-cloud-merchant-service/v1/audit/page?action=refund.create'))
      .json()
      .data.filter((e: { entityId: string }) => e.entityId === paymentNo);
    expect(log.map((e: { before: unknown; after: unknown }) => [e.before, e.after])).toEqual([
      [{ refundedFen: 2000 }, { refundedFen: 5000, refundNo: rest.refundNo, amountFen: 3000, reason: '客户退货' }],
      [{ refundedFen: 0 }, { refundedFen: 2000, refundNo: r1, amountFen: 2000, reason: '客户退货' }],
    ]);

    // The buyer sees both refunds of the order.
    const mine = (await injectAs(ctx, u.token, 'GET', `${REFUND_API.ofOrder}?kind=${TEST_KIND}&orderNo=${no}`)).json();
    expect(mine.data.map((r: { amountFen: number; statusText: string }) => [r.amountFen, r.statusText])).toEqual([
      [3000, '已退款'],
      [2000, '已退款'],
    ]);
    // The sandbox kept exactly the two refunds.
    const sandbox = await ctx.database.db
      .selectFrom('sandbox_refund')
      .selectAll()
      .where('out_trade_no', '=', paymentNo)
      .execute();
    expect(sandbox.map((s) => s.amount_fen).sort()).toEqual([2000, 3000]);
  });

  it('a replayed refund notification changes nothing', async () => {
    const { paymentNo } = await paid('wechat', 1200);
    const r = (await refund(staff, paymentNo, 1200)).json().data;
    await waitFor('refund notification', async () => (await refundRow(r.refundNo)).status === 1);
    const keys = (await sandboxKeys(ctx.config.dataDir)).wechat;
    const sb = await ctx.database.db
      .selectFrom('sandbox_refund')
      .selectAll()
      .where('out_refund_no', '=', r.refundNo)
      .executeTakeFirstOrThrow();
    const trade = await ctx.database.db
      .selectFrom('sandbox_trade')
      .selectAll()
      .where('out_trade_no', '=', paymentNo)
      .executeTakeFirstOrThrow();
    const before = {
      refund: await refundRow(r.refundNo),
      payment: await payment(paymentNo),
      notes: await ctx.database.db.selectFrom('payment_refund_notification').selectAll().orderBy('id').execute(),
    };
    // The very notification the sandbox sent (same id), sent again, freshly signed.
    const again = wechatRefundNotification(keys, `EV-RF-${sb.refund_id}`, refundResource(keys, sb, trade));
    const res = await ctx.app.inject({
      method: 'POST',
      url: A.notifyWechat,
      headers: again.headers,
      payload: again.body,
    });
    expect(res.statusCode).toBe(204);
    expect(await refundRow(r.refundNo)).toEqual(before.refund);
    expect(await payment(paymentNo)).toEqual(before.payment);
    expect(await ctx.database.db.selectFrom('payment_refund_notification').selectAll().orderBy('id').execute()).toEqual(
      before.notes,
    );
    // A forged one (tampered body) is refused.
    const forged = await ctx.app.inject({
      method: 'POST',
      url: A.notifyWechat,
      headers: again.headers,
      payload: again.body.replace('退款成功', '退款成功 '),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('Alipay: a full refund answered at once; only staff may refund; an unpaid payment cannot be refunded', async () => {
    const { u, paymentNo } = await paid('alipay', 990);
    expect((await refund(u.token, paymentNo, 990)).statusCode).toBe(403);
    const r = (await refund(staff, paymentNo, 990)).json();
    expect(r).toMatchObject({ code: 0, data: { amountFen: 990, status: 1, statusText: '已退款', channel: 'alipay' } });
    expect((await payment(paymentNo)).refunded_fen).toBe(990);
    const listed = (await injectAs(ctx, staff, 'GET', REFUND_API.list)).json();
    const list = listed.data as { refundNo: string; payableNo: string }[];
    expect(list[0]!.refundNo).toBe(r.data.refundNo);
    // A page at a time with the count of all; a keyword (order or refund number, or its start) narrows it.
    expect(listed.count).toBeGreaterThanOrEqual(list.length);
    const one = (await injectAs(ctx, staff, 'GET', `${REFUND_API.list}?page=1&size=1`)).json();
    expect(one).toMatchObject({ count: listed.count, data: [expect.objectContaining({ refundNo: r.data.refundNo })] });
    const byNo = (await injectAs(ctx, staff, 'GET', `${REFUND_API.list}?keyword=${list[0]!.payableNo}`)).json();
    expect(byNo.data.map((x: { refundNo: string }) => x.refundNo)).toEqual([r.data.refundNo]);
    expect(byNo.count).toBe(1);
    const noMatch = (await injectAs(ctx, staff, 'GET', `${REFUND_API.list}?keyword=${encodeURIComponent('%')}`)).json();
    expect(noMatch).toMatchObject({ count: 0, data: [] });
    expect((await injectAs(ctx, u.token, 'GET', REFUND_API.list)).statusCode).toBe(403);

    // By order number: the order's paid payment is found.
    const byOrder = await paid('alipay', 300);
    const r2 = await injectAs(ctx, staff, 'POST', REFUND_API.refund, {
      orderNo: byOrder.no,
      kind: TEST_KIND,
      amountFen: 100,
    });
    expect(r2.json()).toMatchObject({ code: 0, data: { paymentNo: byOrder.paymentNo, amountFen: 100, status: 1 } });
    const none = await injectAs(ctx, staff, 'POST', REFUND_API.refund, { orderNo: 'NOPE', amountFen: 1 });
    expect(none.json().reason).toBe('REFUND.paymentNotFound');

    const other = await buyer(ctx);
    const no = await createTestOrder(ctx.database.db, other.id, 500);
    const unpaid = (await api(ctx, other.token).qr(no, 'alipay')).json().data.paymentNo;
    expect((await refund(staff, unpaid, 500)).json().reason).toBe('REFUND.notPaid');
  });

  it('money that arrives for an order that can no longer take it goes back by itself', async () => {
    const u = await buyer(ctx);
    const no = await createTestOrder(ctx.database.db, u.id, 777);
    const qr = (await api(ctx, u.token).qr(no, 'alipay')).json().data;
    await sql`update test_payable set status = 3 where no = ${no}`.execute(ctx.database.db);
    await scanAndConfirm(qr.codeUrl);
    const rows = await waitFor('automatic refund', async () => {
      const r = await ctx.database.db
        .selectFrom('payment_refund')
        .selectAll()
        .where('payment_no', '=', qr.paymentNo)
        .execute();
      return r[0]?.status === 1 && r;
    });
    expect(rows).toMatchObject([{ amount_fen: 777, status: 1, requested_by: null }]);
    const refunded = await payment(qr.paymentNo);
    expect(refunded.refunded_fen).toBe(777);
    expect(refunded.status).toBe(2); // kept as to-refund, and refunded
  });
});

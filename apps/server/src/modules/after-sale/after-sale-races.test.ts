/**
 * After-sale races, on PostgreSQL only (PGlite runs one transaction at a time): a crowd of 50 parallel 收货 calls on
 * a shipped-back return moves it once and refunds once; 50 parallel 再次退款 calls on a return whose WeChat refund is
 * still being confirmed ask the channel under the one refund number and refund once; 20 parallel applications for
 * the same units hold them once.
 */
import { AFTER_SALE_API as API, type AfterSaleView } from '@portal/domain';
import { expect, it } from 'vitest';
import { SF, useAfterSaleWorld } from '../../../test/support/after-sale.ts';
import { waitFor } from '../../../test/support/payments.ts';
import { describeOnPostgres } from '../../../test/support/test-db.ts';

describeOnPostgres('after-sale races on %s', (driver) => {
  const { call, db, deliveredOrder, payment, refunds, current } = useAfterSaleWorld(driver);

  async function shippedBack(channel: 'alipay' | 'wechat') {
    const { world, buyer } = current();
    const o = await deliveredOrder(buyer, 2, channel);
    const applied = await call(buyer.token, 'POST', API.apply, {
      orderNo: o.orderNo,
      lineNo: 1,
      kind: 'return',
      reasonCode: 'quality',
      quantity: 1,
    });
    const no = (applied.json().data as AfterSaleView).afterSaleNo;
    expect((await call(world.shopToken, 'POST', API.accept, { afterSaleNo: no })).statusCode).toBe(200);
    expect((await call(buyer.token, 'POST', API.shipBack, { afterSaleNo: no, parcel: SF })).statusCode).toBe(200);
    return { ...o, no };
  }
  const steps = (no: string) =>
    db()
      .selectFrom('after_sale_step as s')
      .innerJoin('after_sale as a', 'a.id', 's.after_sale_id')
      .select('s.event')
      .where('a.after_sale_no', '=', no)
      .execute();

  it('50 parallel 收货 calls: one moves and refunds, 49 are refused, one refund row', async () => {
    const { world } = current();
    const { no, paymentNo } = await shippedBack('alipay');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(world.shopToken, 'POST', API.receive, { afterSaleNo: no })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json().reason === 'AFTER_SALE.cannotMove')).toHaveLength(49);
    const rs = await refunds(paymentNo);
    expect(rs).toHaveLength(1);
    expect(rs[0]!.status).toBe(1);
    expect((await payment(paymentNo)).refunded_fen).toBe(rs[0]!.amount_fen);
    const row = await db()
      .selectFrom('after_sale')
      .selectAll()
      .where('after_sale_no', '=', no)
      .executeTakeFirstOrThrow();
    expect([row.state, row.refund_fen, row.refund_no]).toEqual(['refunded', rs[0]!.amount_fen, rs[0]!.refund_no]);
    expect((await steps(no)).map((s) => s.event)).toEqual(['apply', 'accept', 'shipBack', 'receive', 'refund']);
    // and a crowd of refunds afterwards refunds nothing more
    const more = await Promise.all(
      Array.from({ length: 50 }, () => call(world.shopToken, 'POST', API.refund, { afterSaleNo: no })),
    );
    expect(more.every((a) => a.json().reason === 'AFTER_SALE.cannotMove')).toBe(true);
    expect(await refunds(paymentNo)).toHaveLength(1);
  });

  it('50 parallel 再次退款 calls while the WeChat refund is confirmed: one refund, moved once', async () => {
    const { world } = current();
    const { no, paymentNo } = await shippedBack('wechat');
    expect((await call(world.shopToken, 'POST', API.receive, { afterSaleNo: no })).json().data.state).toBe('received');
    await waitFor('refund notification', async () => (await refunds(paymentNo))[0]?.status === 1);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(world.shopToken, 'POST', API.refund, { afterSaleNo: no })),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.json().reason === 'AFTER_SALE.cannotMove')).toBe(
      true,
    );
    const rs = await refunds(paymentNo);
    expect(rs).toHaveLength(1);
    expect((await payment(paymentNo)).refunded_fen).toBe(rs[0]!.amount_fen);
    expect((await steps(no)).filter((s) => s.event === 'refund')).toHaveLength(1);
    const row = await db()
      .selectFrom('after_sale')
      .select('state')
      .where('after_sale_no', '=', no)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('refunded');
  });

  it('20 parallel applications for the same 2 units: 2 hold one each, 18 are refused', async () => {
    const { buyer } = current();
    const { orderNo } = await deliveredOrder(buyer, 2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(buyer.token, 'POST', API.apply, {
          orderNo,
          lineNo: 1,
          kind: 'return',
          reasonCode: 'quality',
          quantity: 1,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.json().reason === 'AFTER_SALE.quantityOver')).toHaveLength(18);
  });
});

/**
 * A refund the channel refuses (issue 58 §1), forced through the payment sandbox (the paid trade's 「模拟商户余额不足」
 * switch: Alipay answers ACQ.SELLER_BALANCE_NOT_ENOUGH, WeChat Pay NOT_ENOUGH): the return moves to 退款失败 with the
 * channel's reason on both sides and in the timeline, both sides are told once; the staff list shows it; the job asks
 * again only after its backoff, counts each failure, raises the operations alert from the third; once the channel
 * accepts, the job refunds it once and the request moves to 已退款.
 */
import {
  AFTER_SALE_API as API,
  AFTER_SALE_REFUND_ALERT_ATTEMPTS,
  afterSaleRefundFailedText,
  afterSaleRefundRetrySeconds,
  type AfterSaleView,
} from '@portal/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SF, useAfterSaleWorld } from '../../../test/support/after-sale.ts';
import { staffToken } from '../../../test/support/promotion.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { followRefunds } from './refund.ts';

const silent = { info() {}, warn() {}, error() {} };
const JOBS = '/api-cloud-merchant-service/v1/ops/jobs';

/** The sandbox's switch on the paid trade's page, as the payer's phone would post it. */
async function refuseRefunds(codeUrl: string, refused: boolean) {
  const res = await fetch(`${codeUrl}/refunds`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `refused=${refused ? 1 : 0}`,
  });
  expect(res.status).toBe(303);
  const page = await (await fetch(codeUrl)).text();
  expect(page).toContain(refused ? '恢复受理退款' : '模拟商户余额不足');
}

describe.each(testDrivers())('a refused after-sale refund on %s', (driver) => {
  const { call, db, deliveredOrder, refunds, current } = useAfterSaleWorld(driver);
  const as = (res: { json(): { data: AfterSaleView } }) => res.json().data;

  it.each(['alipay', 'wechat'] as const)(
    '%s: 退款失败 with its reason, retried with backoff, alerted, then refunded',
    async (channel) => {
      const { world, buyer, ctx } = current();
      const staff = await staffToken(ctx);
      const { orderNo, paymentNo, codeUrl } = await deliveredOrder(buyer, 2, channel);
      await refuseRefunds(codeUrl, true);
      const no = as(
        await call(buyer.token, 'POST', API.apply, {
          orderNo,
          lineNo: 1,
          kind: 'return',
          reasonCode: 'quality',
          quantity: 1,
        }),
      ).afterSaleNo;
      await call(world.shopToken, 'POST', API.accept, { afterSaleNo: no });
      await call(buyer.token, 'POST', API.shipBack, { afterSaleNo: no, parcel: SF });

      // received: the channel refuses; the answer says so in the channel's words, the request is 退款失败
      const received = await call(world.shopToken, 'POST', API.receive, { afterSaleNo: no });
      expect(received.statusCode, received.body).toBe(200);
      const failed = as(received);
      const words = channel === 'alipay' ? '卖家余额不足' : '基本账户余额不足';
      expect(failed).toMatchObject({
        state: 'refundFailed',
        stateText: '退款失败',
        refundAttempts: 1,
        actions: ['refund'],
      });
      expect(failed.refundFailure).toContain(words);
      expect(received.json().msg).toBe(afterSaleRefundFailedText(failed.refundFailure));
      expect(failed.refundRetryAt).not.toBeNull();
      const buyerView = as(await call(buyer.token, 'GET', `${API.detail}?afterSaleNo=${no}`));
      expect(buyerView).toMatchObject({ state: 'refundFailed', actions: [] });
      expect(buyerView.refundFailure).toContain(words);
      const step = buyerView.steps.at(-1)!;
      expect(step).toMatchObject({ event: 'refundFail', label: '退款未成功', state: 'refundFailed' });
      expect(step.note).toContain(words);
      const told = await db()
        .selectFrom('message')
        .select(['account_id', 'kind'])
        .where('body', 'like', `%${no}%`)
        .where('body', 'like', '%退款未成功%')
        .execute();
      expect(told.map((m) => m.kind).sort()).toEqual(['afterSaleForBuyer', 'afterSaleForSeller']);
      expect((await payment()).refunded_fen).toBe(0);

      // the staff list shows it with its reason; anyone else is refused
      const list = await call(staff, 'GET', `${API.failedRefunds}?page=1&size=10&keyword=${orderNo}&sort=attempts`);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().count).toBe(1);
      expect((list.json().data.list as AfterSaleView[])[0]!.refundFailure).toContain(words);
      expect((await call(world.shopToken, 'GET', `${API.failedRefunds}?page=1&size=10`)).statusCode).toBe(403);

      // the job leaves it alone before its backoff is over
      expect(await followRefunds(db(), ctx.config, silent)).toBe(0);
      expect(as(await call(buyer.token, 'GET', `${API.detail}?afterSaleNo=${no}`)).refundAttempts).toBe(1);
      // after it, asks again: one more failure, a longer wait, no second timeline step; from the 3rd, the alert
      for (let n = 2; n <= AFTER_SALE_REFUND_ALERT_ATTEMPTS; n++) {
        await due();
        const before = Date.now();
        expect(await followRefunds(db(), ctx.config, silent)).toBe(0);
        const v = as(await call(world.shopToken, 'GET', `${API.detail}?afterSaleNo=${no}`));
        expect(v).toMatchObject({ state: 'refundFailed', refundAttempts: n });
        const wait = new Date(v.refundRetryAt!).getTime() - before;
        expect(wait).toBeGreaterThan(afterSaleRefundRetrySeconds(n) * 1000 - 5000);
        expect(v.steps.filter((s) => s.event === 'refundFail')).toHaveLength(1);
      }
      const jobs = (await call(staff, 'GET', JOBS)).json().data as { alerts: { key: string; text: string }[] };
      expect(jobs.alerts.map((a) => a.key)).toContain('afterSaleRefunds');

      // the channel accepts again: the job refunds it once; the alert is gone
      await refuseRefunds(codeUrl, false);
      await due();
      await followRefunds(db(), ctx.config, silent);
      if (channel === 'wechat') {
        await waitForRefunded();
        await followRefunds(db(), ctx.config, silent);
      }
      const done = as(await call(buyer.token, 'GET', `${API.detail}?afterSaleNo=${no}`));
      expect(done).toMatchObject({ state: 'refunded', refundFailure: null });
      expect(done.steps.map((s) => s.event)).toEqual([
        'apply',
        'accept',
        'shipBack',
        'receive',
        'refundFail',
        'refund',
      ]);
      expect((await payment()).refunded_fen).toBe(done.refundFen);
      expect((await refunds(paymentNo)).filter((r) => r.status === 1)).toHaveLength(1);
      const after = (await call(staff, 'GET', JOBS)).json().data as { alerts: { key: string }[] };
      expect(after.alerts.map((a) => a.key)).not.toContain('afterSaleRefunds');

      async function payment() {
        return db()
          .selectFrom('payment')
          .select('refunded_fen')
          .where('payment_no', '=', paymentNo)
          .executeTakeFirstOrThrow();
      }
      async function due() {
        await db()
          .updateTable('after_sale')
          .set({ refund_retry_at: sql<Date>`now() - interval '1 second'` })
          .where('after_sale_no', '=', no)
          .execute();
      }
      async function waitForRefunded() {
        for (let i = 0; i < 100; i++) {
          if ((await refunds(paymentNo)).some((r) => r.status === 1)) return;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    },
  );
});

/**
 * Before an unpaid payable closes, its channels are asked (the sandbox playing WeChat Pay's query and close and
 * Alipay's alipay.trade.query / alipay.trade.close over real HTTP), on PGlite and PostgreSQL: money whose
 * notification never came is applied, and a code nobody paid is closed so it cannot be paid afterwards.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/support/test-db.ts';
import { channelCredentials } from './channels/credentials.ts';
import { settleBeforeClose } from './settle.ts';
import { api, buyer } from '../../../test/support/payments.ts';
import {
  TEST_KIND,
  createListeningApp,
  createTestOrder,
  installTestPayable,
  testOrder,
  type ListeningContext,
} from '../../../test/support/payment-app.ts';

const log = { info() {}, warn() {}, error() {} };

describe.each(testDrivers())('asking the channel before closing, on %s', (driver) => {
  let ctx: ListeningContext;
  const gw = () => ({ creds: channelCredentials(ctx.config), publicBaseUrl: ctx.base });
  beforeAll(async () => {
    ctx = await createListeningApp(driver);
    await installTestPayable(ctx.database.db);
  });
  afterAll(() => ctx.close());

  /** The payer paid at the gateway, but the gateway's notification never left. */
  const paidSilently = (paymentNo: string) =>
    sql`update sandbox_trade set status = 1, transaction_id = ${`4200${paymentNo}`}, paid_at = now()
        where out_trade_no = ${paymentNo}`.execute(ctx.database.db);

  it.each(['wechat', 'alipay'] as const)(
    '%s: paid without a notification -> applied; the order is paid',
    async (ch) => {
      const u = await buyer(ctx);
      const no = await createTestOrder(ctx.database.db, u.id, 4321);
      const qr = (await api(ctx, u.token).qr(no, ch)).json().data;
      await paidSilently(qr.paymentNo);
      expect(await settleBeforeClose(ctx.database.db, gw(), TEST_KIND, no, log)).toBe('paid');
      expect(await testOrder(ctx.database.db, no)).toMatchObject({ status: 2, paid_by: qr.paymentNo, paid_count: 1 });
      const p = await ctx.database.db
        .selectFrom('payment')
        .selectAll()
        .where('payment_no', '=', qr.paymentNo)
        .executeTakeFirstOrThrow();
      expect(p).toMatchObject({ status: 1, channel_trade_no: `4200${qr.paymentNo}` });
      // Asked again: nothing more happens.
      expect(await settleBeforeClose(ctx.database.db, gw(), TEST_KIND, no, log)).toBe('none');
    },
  );

  it.each(['wechat', 'alipay'] as const)(
    '%s: not paid -> closed at the channel; its code no longer pays',
    async (ch) => {
      const u = await buyer(ctx);
      const no = await createTestOrder(ctx.database.db, u.id, 1234);
      const qr = (await api(ctx, u.token).qr(no, ch)).json().data;
      expect(await settleBeforeClose(ctx.database.db, gw(), TEST_KIND, no, log)).toBe('closed');
      const trade = await ctx.database.db
        .selectFrom('sandbox_trade')
        .selectAll()
        .where('out_trade_no', '=', qr.paymentNo)
        .executeTakeFirstOrThrow();
      expect(trade.status).toBe(2);
      await fetch(qr.codeUrl, { method: 'POST', redirect: 'manual' });
      const after = await ctx.database.db
        .selectFrom('sandbox_trade')
        .select('status')
        .where('out_trade_no', '=', qr.paymentNo)
        .executeTakeFirstOrThrow();
      expect(after.status).toBe(2);
      expect((await testOrder(ctx.database.db, no)).status).toBe(1);
    },
  );
});

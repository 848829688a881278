/** SQL of the sandbox gateway's refunds and their due notifications. */
import { sql, type Selectable } from 'kysely';
import type { SandboxRefundTable } from '../../db/schema.ts';
import type { Db } from './tables.ts';

export type SandboxRefundRow = Selectable<SandboxRefundTable>;

export function paidTrade(db: Db, channel: 'wechat' | 'alipay', merchantId: string, outTradeNo: string) {
  return db
    .selectFrom('sandbox_trade')
    .selectAll()
    .where('channel', '=', channel)
    .where('merchant_id', '=', merchantId)
    .where('out_trade_no', '=', outTradeNo)
    .executeTakeFirst();
}

export async function refundedSoFar(db: Db, channel: string, merchantId: string, outTradeNo: string) {
  const r = await db
    .selectFrom('sandbox_refund')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_fen'), sql<number>`0`).as('fen'))
    .where('channel', '=', channel as 'wechat' | 'alipay')
    .where('merchant_id', '=', merchantId)
    .where('out_trade_no', '=', outTradeNo)
    .executeTakeFirstOrThrow();
  return Number(r.fen);
}

/** Records the refund unless this out_refund_no was seen; answers the stored one and whether it is new. */
export async function placeRefund(
  db: Db,
  r: {
    channel: 'wechat' | 'alipay';
    merchantId: string;
    outTradeNo: string;
    outRefundNo: string;
    amountFen: number;
    refundId: string;
    notifyUrl: string | null;
  },
): Promise<{ row: SandboxRefundRow; created: boolean }> {
  const inserted = await db
    .insertInto('sandbox_refund')
    .values({
      channel: r.channel,
      merchant_id: r.merchantId,
      out_trade_no: r.outTradeNo,
      out_refund_no: r.outRefundNo,
      amount_fen: r.amountFen,
      refund_id: r.refundId,
      notify_url: r.notifyUrl,
      notify_due_at: r.notifyUrl ? sql<Date>`now() + interval '1 second'` : null,
    })
    .onConflict((oc) => oc.columns(['channel', 'merchant_id', 'out_refund_no']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const row = await db
    .selectFrom('sandbox_refund')
    .selectAll()
    .where('channel', '=', r.channel)
    .where('merchant_id', '=', r.merchantId)
    .where('out_refund_no', '=', r.outRefundNo)
    .executeTakeFirstOrThrow();
  return { row, created: !!inserted };
}

/** Takes back a refund that would exceed the trade (the sandbox's answer is then NOT_ENOUGH). */
export async function dropRefund(db: Db, id: number): Promise<void> {
  await db.deleteFrom('sandbox_refund').where('id', '=', id).execute();
}

/** Takes one due refund notification for an attempt (a lease), as the trades' notifications are taken. */
export async function claimDueRefunds(db: Db, leaseSeconds: number, limit: number) {
  const due = await db
    .selectFrom('sandbox_refund')
    .select('id')
    .where('notify_due_at', '<=', sql<Date>`now()`)
    .where('notify_done_at', 'is', null)
    .orderBy('notify_due_at')
    .limit(limit)
    .execute();
  const claimed: SandboxRefundRow[] = [];
  for (const { id } of due) {
    const row = await db
      .updateTable('sandbox_refund')
      .set({ notify_due_at: sql<Date>`now() + make_interval(secs => ${leaseSeconds})`, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('notify_due_at', '<=', sql<Date>`now()`)
      .where('notify_done_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (row) claimed.push(row);
  }
  return claimed;
}

export async function refundNotified(db: Db, id: number, ok: boolean, retryInSeconds: number | null) {
  await db
    .updateTable('sandbox_refund')
    .set({
      notify_attempts: sql<number>`notify_attempts + 1`,
      notify_done_at: ok ? sql<Date>`now()` : null,
      notify_due_at: ok || retryInSeconds === null ? null : sql<Date>`now() + make_interval(secs => ${retryInSeconds})`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

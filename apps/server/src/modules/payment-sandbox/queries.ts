/** SQL of the sandbox gateway: its trades and their due notifications. */
import { sql, type Selectable } from 'kysely';
import type { SandboxTradeTable } from '../../db/schema.ts';
import type { Db } from './tables.ts';

export type TradeRow = Selectable<SandboxTradeTable>;

export const TRADE_STATUS = { NOTPAY: 0, SUCCESS: 1, CLOSED: 2 } as const;

export interface NewTrade {
  channel: 'wechat' | 'alipay';
  merchantId: string;
  appId: string;
  outTradeNo: string;
  amountFen: number;
  subject: string;
  notifyUrl: string;
  requestDigest: string;
  scanToken: string;
  codeUrl: string;
  timeExpire: Date;
}

/** Inserts the trade unless the merchant already has this out_trade_no; answers the stored one either way. */
export async function placeTrade(db: Db, t: NewTrade): Promise<TradeRow> {
  await db
    .insertInto('sandbox_trade')
    .values({
      channel: t.channel,
      merchant_id: t.merchantId,
      app_id: t.appId,
      out_trade_no: t.outTradeNo,
      amount_fen: t.amountFen,
      subject: t.subject,
      notify_url: t.notifyUrl,
      request_digest: t.requestDigest,
      scan_token: t.scanToken,
      code_url: t.codeUrl,
      time_expire: t.timeExpire,
    })
    .onConflict((oc) => oc.columns(['channel', 'merchant_id', 'out_trade_no']).doNothing())
    .execute();
  return db
    .selectFrom('sandbox_trade')
    .selectAll()
    .where('channel', '=', t.channel)
    .where('merchant_id', '=', t.merchantId)
    .where('out_trade_no', '=', t.outTradeNo)
    .executeTakeFirstOrThrow();
}

export function tradeByToken(db: Db, channel: string, token: string) {
  return db
    .selectFrom('sandbox_trade')
    .selectAll()
    .where('channel', '=', channel as 'wechat' | 'alipay')
    .where('scan_token', '=', token)
    .executeTakeFirst();
}

/** NOTPAY -> SUCCESS while the code is valid; the notification falls due now. Null when it did not move. */
export function payTrade(db: Db, id: number, transactionId: string) {
  return db
    .updateTable('sandbox_trade')
    .set({
      status: TRADE_STATUS.SUCCESS,
      transaction_id: transactionId,
      paid_at: sql<Date>`now()`,
      notify_due_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', TRADE_STATUS.NOTPAY)
    .where('time_expire', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

/** NOTPAY -> CLOSED; a paid trade stays paid. */
export async function closeTrade(db: Db, id: number): Promise<void> {
  await db
    .updateTable('sandbox_trade')
    .set({ status: TRADE_STATUS.CLOSED, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', TRADE_STATUS.NOTPAY)
    .execute();
}

export function dueTrades(db: Db, limit: number) {
  return db
    .selectFrom('sandbox_trade')
    .select('id')
    .where('notify_due_at', '<=', sql<Date>`now()`)
    .where('notify_done_at', 'is', null)
    .orderBy('notify_due_at')
    .limit(limit)
    .execute();
}

/** Takes a due notification for one attempt: pushes its due time out by the lease so no one else sends it meanwhile. */
export function claimDue(db: Db, id: number, leaseSeconds: number) {
  return db
    .updateTable('sandbox_trade')
    .set({ notify_due_at: sql<Date>`now() + make_interval(secs => ${leaseSeconds})`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('notify_due_at', '<=', sql<Date>`now()`)
    .where('notify_done_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function notifyAcknowledged(db: Db, id: number): Promise<void> {
  await db
    .updateTable('sandbox_trade')
    .set({
      notify_attempts: sql<number>`notify_attempts + 1`,
      notify_done_at: sql<Date>`now()`,
      notify_due_at: null,
      notify_last_error: null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: the next one after `retryInSeconds`, or none (null) once the schedule is spent. */
export async function notifyFailed(db: Db, id: number, error: string, retryInSeconds: number | null): Promise<void> {
  await db
    .updateTable('sandbox_trade')
    .set({
      notify_attempts: sql<number>`notify_attempts + 1`,
      notify_due_at: retryInSeconds === null ? null : sql<Date>`now() + make_interval(secs => ${retryInSeconds})`,
      notify_last_error: error.slice(0, 500),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** The sandbox's keys kept in the database (keys.ts), or undefined before the first instance wrote them. */
export async function storedKeys(db: Db): Promise<unknown> {
  const row = await db.selectFrom('sandbox_key').select('keys').where('name', '=', 'sandbox').executeTakeFirst();
  return row?.keys;
}

/** Stores the keys unless another instance stored its own first (then those stand). */
export async function storeKeysOnce(db: Db, keys: unknown): Promise<void> {
  await db
    .insertInto('sandbox_key')
    // text cast to jsonb in SQL: a bare string parameter would be stored as a JSON string on PGlite
    .values({ name: 'sandbox', keys: sql`${JSON.stringify(keys)}::jsonb` })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** The trade's refunds refused (the merchant's balance short) or accepted again; only a paid trade's. */
export async function setRefundsRefused(db: Db, id: number, refused: boolean): Promise<void> {
  await db
    .updateTable('sandbox_trade')
    .set({ refunds_refused: refused })
    .where('id', '=', id)
    .where('status', '=', TRADE_STATUS.SUCCESS)
    .execute();
}

/**
 * The sandbox's notification sender. A paid trade's notification is due in the database (notify_due_at); a small
 * timer polls for due ones, so the retries survive a restart. Each attempt is claimed with a lease first, sent,
 * and then either marked acknowledged or given its next due time from the channel's back-off schedule (the
 * schedules the real gateways publish). The periodic pass is a task of the job queue (module.ts): one pass per period
 * across all instances; the routes nudge this instance's dispatcher right after a payment. Stopped with the app.
 */
import { yuanAmountOf } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { sandboxKeys } from './keys.ts';
import { alipayNotificationParams, alipaySignedForm, wechatNotification, wechatTransaction } from './protocol.ts';
import * as q from './queries.ts';
import { sendDueRefundNotifications } from './refunds.ts';
import type { AppDeps } from '../../deps.ts';
import type { Job } from '../../portal-module.ts';

/** Seconds between attempts: WeChat Pay 15s/15s/30s/3m/10m/20m/30m/30m/30m/60m/3h/3h/3h/6h/6h; Alipay 4m/10m/10m/1h/2h/6h/15h. */
const NOTIFY_BACKOFF_S = {
  wechat: [15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600],
  alipay: [240, 600, 600, 3600, 7200, 21600, 54000],
} as const;
/** How long one attempt holds a due notification. */
const LEASE_S = 60;
const SEND_TIMEOUT_MS = 10_000;

export interface DispatcherLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** The notification id of a trade: the same on every retry, as the gateways do. */
const notificationIdOf = (t: q.TradeRow) =>
  t.channel === 'wechat' ? `EV-${t.transaction_id ?? t.id}` : `N${t.transaction_id ?? t.id}`;

/** Sends one trade's notification; answers null when acknowledged, else what went wrong. */
async function sendNotification(dataDir: string, t: q.TradeRow): Promise<string | null> {
  const keys = await sandboxKeys(dataDir);
  const paidAt = new Date(t.paid_at ?? Date.now());
  let res: Response;
  try {
    if (t.channel === 'wechat') {
      const n = wechatNotification(
        keys.wechat,
        notificationIdOf(t),
        wechatTransaction({
          appid: t.app_id,
          mchid: t.merchant_id,
          outTradeNo: t.out_trade_no,
          transactionId: t.transaction_id ?? '',
          amountFen: t.amount_fen,
          paidAt,
        }),
      );
      res = await fetch(t.notify_url, {
        method: 'POST',
        headers: { ...n.headers, 'User-Agent': 'Mozilla/4.0 (sandbox wechatpay notify)' },
        body: n.body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (res.ok) return null;
      return `HTTP ${res.status} ${(await res.text()).slice(0, 200)}`;
    }
    const form = alipaySignedForm(
      keys.alipay,
      alipayNotificationParams({
        appId: t.app_id,
        sellerId: t.merchant_id,
        outTradeNo: t.out_trade_no,
        tradeNo: t.transaction_id ?? '',
        notifyId: notificationIdOf(t),
        totalAmount: yuanAmountOf(t.amount_fen),
        subject: t.subject,
        tradeStatus: 'TRADE_SUCCESS',
        createdAt: new Date(t.created_at),
        paidAt,
      }),
    );
    res = await fetch(t.notify_url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: form,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const text = (await res.text()).trim();
    return text === 'success' ? null : `HTTP ${res.status} ${text.slice(0, 200)}`;
  } catch (e) {
    return (e as Error).message;
  }
}

export class NotifyDispatcher implements Job {
  readonly name = '沙箱支付通知';
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private log: DispatcherLog = { info() {}, warn() {} };

  constructor(
    private readonly db: Kysely<DB>,
    private readonly dataDir: string,
    private readonly pollMs = 3000,
  ) {}

  /** Started by the app's manifest when it is ready (the module's job). */
  start(log: DispatcherLog): void {
    this.log = log;
    if (this.timer || this.stopped || this.pollMs <= 0) return;
    this.timer = setInterval(() => void this.run(), this.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (dispatchers.get(this.db) === this) dispatchers.delete(this.db);
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  /** Sends whatever is due now (one pass at a time; a call during a pass makes another pass after it). */
  run(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.pass();
        } while (this.again && !this.stopped);
      } catch (e) {
        this.log.warn({ err: (e as Error).message }, 'sandbox notify pass failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** One pass over the due notifications; answers how many were attempted. */
  async pass(): Promise<number> {
    const due = await q.dueTrades(this.db, 20);
    let n = await sendDueRefundNotifications(this.db, this.dataDir, this.log);
    for (const { id } of due) {
      if (this.stopped) break;
      const t = await q.claimDue(this.db, id, LEASE_S);
      if (!t) continue;
      n++;
      const error = await sendNotification(this.dataDir, t);
      if (this.stopped && error) break; // shutting down: the lease lapses and the next start retries it
      if (error === null) {
        await q.notifyAcknowledged(this.db, t.id);
        this.log.info(
          { channel: t.channel, outTradeNo: t.out_trade_no, attempt: t.notify_attempts + 1 },
          'sandbox notification acknowledged',
        );
      } else {
        const schedule = NOTIFY_BACKOFF_S[t.channel];
        const retry = schedule[t.notify_attempts] ?? null;
        await q.notifyFailed(this.db, t.id, error, retry);
        this.log.warn(
          {
            channel: t.channel,
            outTradeNo: t.out_trade_no,
            attempt: t.notify_attempts + 1,
            retryInSeconds: retry,
            error,
          },
          'sandbox notification not acknowledged',
        );
      }
    }
    return n;
  }
}

const dispatchers = new WeakMap<Kysely<DB>, NotifyDispatcher>();

/** The one dispatcher of an app (its database): the manifest starts it, the scan-and-pay routes nudge it. */
export function dispatcherOf(deps: Pick<AppDeps, 'db' | 'config'>): NotifyDispatcher {
  let d = dispatchers.get(deps.db);
  // No timer of its own: its periodic pass is the module's queued task (module.ts), nudges come from the routes.
  if (!d) dispatchers.set(deps.db, (d = new NotifyDispatcher(deps.db, deps.config.dataDir, 0)));
  return d;
}

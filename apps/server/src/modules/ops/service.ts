/** The operations page: the job queue's queues and latest jobs (staff only: its entry's policy). */
import { AFTER_SALE_REFUND_ALERT_ATTEMPTS, afterSaleRefundAlert, smsBudgetAlert, type OpsJobs } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { queueOf } from '../../queue/index.ts';
import { refundsFailingCount } from '../after-sale/index.ts';
import { smsBudgetUsed } from '../sms/index.ts';

/** What each queue does, by its name (the tasks of the modules in manifest.ts). */
const TITLES: Record<string, string> = {
  'order.expire-sweep': '订单超时关闭',
  'credits.expire-sweep': '积分兑换超时关闭',
  'payment-sandbox.notify': '沙箱支付通知',
  'after-sale.follow-refunds': '售后退款结果跟进与失败重试',
};
const titleOf = (name: string) => TITLES[name] ?? name;

/**
 * Alert lines for the staff: this clock hour's SMS budget spent (further codes are refused until the next hour);
 * after-sale refunds the channel keeps refusing (the job retries them with a backoff).
 */
async function alerts(db: Kysely<DB>, smsHourlyBudget: number): Promise<OpsJobs['alerts']> {
  const [used, failing] = await Promise.all([
    smsBudgetUsed(db),
    refundsFailingCount(db, AFTER_SALE_REFUND_ALERT_ATTEMPTS),
  ]);
  const out: OpsJobs['alerts'] = [];
  if (used >= smsHourlyBudget) out.push({ key: 'smsBudget', text: smsBudgetAlert(used, smsHourlyBudget) });
  if (failing > 0) out.push({ key: 'afterSaleRefunds', text: afterSaleRefundAlert(failing) });
  return out;
}

export async function jobsPage(db: Kysely<DB>, smsHourlyBudget: number, name?: string): Promise<OpsJobs> {
  const queue = queueOf(db);
  if (!queue) return { kind: 'none', queues: [], recent: [], alerts: await alerts(db, smsHourlyBudget) };
  const [counts, recent] = await Promise.all([queue.counts(), queue.recent(50, name)]);
  const queues = new Map<string, OpsJobs['queues'][number]>();
  for (const c of counts) {
    const q = queues.get(c.name) ?? { name: c.name, title: titleOf(c.name), counts: {}, lastError: null };
    q.counts[c.state] = c.count;
    queues.set(c.name, q);
  }
  for (const name of queues.keys()) {
    const failed = (await queue.recent(20, name)).find((j) => j.lastError);
    queues.get(name)!.lastError = failed?.lastError ?? null;
  }
  return {
    kind: queue.kind,
    queues: [...queues.values()],
    recent: recent.map((j) => ({ ...j, title: titleOf(j.name) })),
    alerts: await alerts(db, smsHourlyBudget),
  };
}

/**
 * Keeps the boards' rollups (issue 60): a range of Beijing days is recomputed from the paid orders and the refunds of
 * those days and written over what was kept, in one transaction (a board reads either the old days or the new ones).
 * The queue task runs it for yesterday and today every minute (an order paid or refunded shows within a minute), and
 * once for every day since the first paid order when the rollups were never built. Refunds count on the day they were
 * made, so an old order's refund lands in a recent day: a recent range is all that ever changes.
 *
 * The money refunded is the payment module's successful refunds of paid mall orders (payment_refund, the rule the
 * invoices use: refundedFenOf) — a staff refund in 退款管理 as much as an after-sale return's, which goes through the
 * same path under the return's refund number, so it is counted once. The units returned and the models' net amounts
 * come from the returns refunded (after-sale): a staff refund names no model, so it lessens the totals only.
 */
import { boardDays, chinaDate, chinaDateStart, chinaDayStart, type BoardRange } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { refundsOf } from '../after-sale/index.ts';
import { firstPaidAt, orderFactsOf, paidModelsOf, paidSalesOf } from '../order/index.ts';
import { refundedByDay } from '../payment/index.ts';
import * as q from './queries.ts';

const key = (...parts: (string | boolean)[]) => parts.join('\u0001');

/** Recomputes the rollups of the Beijing days [from, to). */
export async function refreshDays(db: Kysely<DB>, range: BoardRange): Promise<void> {
  const start = chinaDateStart(range.from)!;
  const end = chinaDateStart(range.to)!;
  const [paid, lines, returns, refunds] = await Promise.all([
    paidSalesOf(db, start, end),
    paidModelsOf(db, start, end),
    refundsOf(db, start, end),
    refundedByDay(db, 'mall_order', start, end),
  ]);
  const facts = await orderFactsOf(db, [...returns.map((r) => r.order_no), ...refunds.map((r) => r.payable_no)]);
  const sales = new Map<string, q.SaleDayRow>();
  for (const p of paid)
    sales.set(key(p.day, p.shop_merchant_no, p.buyer_key, p.province_name, p.flash), { ...p, refund_fen: 0 });
  const models = new Map<string, q.ModelDayRow>();
  for (const l of lines) models.set(key(l.day, l.shop_merchant_no, l.buyer_key, l.model), { ...l, refund_units: 0 });
  for (const r of refunds) {
    const f = facts.get(r.payable_no);
    if (!f) continue;
    const sk = key(r.day, f.shop_merchant_no, f.buyer_key, f.province_name, f.flash);
    const s = sales.get(sk) ?? {
      day: r.day,
      shop_merchant_no: f.shop_merchant_no,
      buyer_key: f.buyer_key,
      province_name: f.province_name,
      flash: f.flash,
      orders: 0,
      paid_fen: 0,
      refund_fen: 0,
    };
    s.refund_fen += r.fen;
    sales.set(sk, s);
  }
  for (const r of returns) {
    const f = facts.get(r.order_no);
    if (!f) continue;
    const mk = key(r.day, f.shop_merchant_no, f.buyer_key, r.model);
    const m = models.get(mk) ?? {
      day: r.day,
      shop_merchant_no: f.shop_merchant_no,
      buyer_key: f.buyer_key,
      model: r.model,
      units: 0,
      refund_units: 0,
      net_fen: 0,
    };
    m.refund_units += r.units;
    m.net_fen -= r.refund_fen;
    models.set(mk, m);
  }
  const next = { sales: [...sales.values()], models: [...models.values()] };
  await db.transaction().execute(async (tx) => {
    // Nothing changed (most minutes): no write, and the boards' kept answers (cache.ts) stay good.
    if (sameRows(await q.daysOf(tx, range), next)) return;
    await q.replaceDays(tx, range, next.sales, next.models);
  });
}

/** The same rollup rows, in any order (numbers compared as numbers: a bigint may come back as text). */
function sameRows(a: { sales: object[]; models: object[] }, b: { sales: object[]; models: object[] }): boolean {
  const canon = (rows: object[]) =>
    rows
      .map((r) =>
        Object.entries(r)
          .sort(([x], [y]) => (x < y ? -1 : 1))
          .map(([k, v]) => `${k}=${typeof v === 'string' && k !== 'day' && /^-?\d+$/.test(v) ? Number(v) : String(v)}`)
          .join('\u0001'),
      )
      .sort()
      .join('\n');
  return canon(a.sales) === canon(b.sales) && canon(a.models) === canon(b.models);
}

/**
 * One run of the task: yesterday and today, and every day back to the first paid order when the rollups do not yet
 * reach that far (never built, or orders imported with an older payment).
 */
export async function refreshBoards(db: Kysely<DB>, now = new Date()): Promise<BoardRange> {
  const to = chinaDate(chinaDayStart(now, 1));
  const yesterday = chinaDate(chinaDayStart(now, -1));
  const [covered, first] = await Promise.all([q.coveredFrom(db), firstPaidAt(db)]);
  const firstDay = first ? chinaDate(first) : yesterday;
  const from = covered === null || firstDay < covered ? (firstDay < yesterday ? firstDay : yesterday) : yesterday;
  // a long history in month-sized transactions
  const days = boardDays({ from, to });
  for (let i = 0; i < days.length; i += 31) await refreshDays(db, { from: days[i]!, to: days[i + 31] ?? to });
  await q.markRefreshed(db, from);
  return { from, to };
}

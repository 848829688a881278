/** Rollup sums → the board's shapes (domain contract). */
import { netFen, type BoardNamedRow, type BoardTotals } from '@portal/domain';
import type { SumRow } from './queries.ts';

const ZERO: BoardTotals = { orders: 0, paidFen: 0, refundFen: 0, netFen: 0 };

export const toTotals = (r: SumRow | undefined): BoardTotals =>
  r
    ? { orders: r.orders, paidFen: r.paid_fen, refundFen: r.refund_fen, netFen: netFen(r.paid_fen, r.refund_fen) }
    : ZERO;

/** Named rows, most net sales first, then by key. */
export function toNamed(rows: SumRow[], nameOf: (key: string) => string, limit?: number): BoardNamedRow[] {
  const named = rows
    .map((r) => ({ key: r.key, name: nameOf(r.key), ...toTotals(r) }))
    .sort((a, b) => b.netFen - a.netFen || a.key.localeCompare(b.key));
  return limit ? named.slice(0, limit) : named;
}

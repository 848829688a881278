import { CALCULATOR_NAV, type CalculatorUsageInput, type CalculatorUsageSummaryRow } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as q from './queries.ts';

/** Records one usage report; a logged-in user is attributed, a guest stays anonymous. */
export async function recordUsage(
  db: Kysely<DB>,
  input: CalculatorUsageInput,
  accountId: number | null,
): Promise<void> {
  await q.insertUsage(db, { type: input.type, count: input.count, accountId });
}

/** Counts per calculator type, every type listed (zero when unused), in sidebar order (sales accounts: the policy). */
export async function usageSummary(db: Kysely<DB>): Promise<CalculatorUsageSummaryRow[]> {
  const totals = new Map((await q.usageTotals(db)).map((r) => [r.type, r]));
  return CALCULATOR_NAV.map((c) => {
    const t = totals.get(c.type);
    return {
      type: c.type,
      label: c.label,
      count: t?.count ?? 0,
      reports: t?.reports ?? 0,
      accounts: t?.accounts ?? 0,
      guestReports: t?.guestReports ?? 0,
    };
  });
}

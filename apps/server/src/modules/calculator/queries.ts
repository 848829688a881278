import { sql } from 'kysely';
import type { Db } from './tables.ts';

export async function insertUsage(
  db: Db,
  row: { type: string; count: number; accountId: number | null },
): Promise<void> {
  await db
    .insertInto('calculator_usage')
    .values({ type: row.type, count: row.count, account_id: row.accountId })
    .execute();
}

export interface UsageTotalsRow {
  type: string;
  count: number;
  reports: number;
  accounts: number;
  guestReports: number;
}

/** Totals per calculator type. */
export async function usageTotals(db: Db): Promise<UsageTotalsRow[]> {
  const rows = await db
    .selectFrom('calculator_usage')
    .select([
      'type',
      sql<string>`sum(count)`.as('count'),
      sql<string>`count(*)`.as('reports'),
      sql<string>`count(distinct account_id)`.as('accounts'),
      sql<string>`count(*) filter (where account_id is null)`.as('guestReports'),
    ])
    .groupBy('type')
    .execute();
  // Aggregates come back as bigint strings from PostgreSQL.
  return rows.map((r) => ({
    type: r.type,
    count: Number(r.count),
    reports: Number(r.reports),
    accounts: Number(r.accounts),
    guestReports: Number(r.guestReports),
  }));
}

/**
 * What the boards (issue 60 §2) read of the invoices: a first-level dealer's invoice requests waiting for it — asked
 * for and not yet issued (待开票, and 开票失败 that it may issue again: the states INVOICE_MOVES.issue starts from).
 */
import { INVOICE_MOVES } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from './tables.ts';

/** How many blue invoices wait on a seller, and what they come to (fen). */
export async function invoicesWaitingOf(db: Db, sellerMerchantNo: string): Promise<{ invoices: number; fen: number }> {
  const row = await db
    .selectFrom('invoice')
    .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(amount_fen), 0)`.as('fen')])
    .where('seller_merchant_no', '=', sellerMerchantNo)
    .where('direction', '=', 'blue')
    .where('status', 'in', [...INVOICE_MOVES.issue.from])
    .executeTakeFirst();
  return { invoices: Number(row?.n ?? 0), fen: Number(row?.fen ?? 0) };
}

/**
 * What the provider's board (issue 60 §1) reads of the credits mall: the exchanges made in a range — by credits alone
 * when placed, with cash when paid (an unpaid or cancelled exchange never was) — per item: how many exchanges, units,
 * credits spent and cash paid (fen). Only this file reads the credits tables for it.
 */
import { CREDIT_EXCHANGE_STATUS } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export interface ExchangeSumRow {
  spu_no: string;
  name: string;
  exchanges: number;
  units: number;
  credits: number;
  cash_fen: number;
}

/** When an exchange was made: its payment, or its placing when it took credits only. */
const MADE_AT = sql<Date>`coalesce(paid_at, created_at)`;

/** The exchanges made in [from, to), per item, most credits first. */
export async function exchangesOf(db: Db, from: Date, to: Date): Promise<ExchangeSumRow[]> {
  const rows = await db
    .selectFrom('credit_exchange')
    .select([
      'spu_no',
      sql<string>`max(name)`.as('name'),
      sql<string>`count(*)`.as('exchanges'),
      sql<string>`sum(quantity)`.as('units'),
      sql<string>`sum(credits)`.as('credits'),
      sql<string>`sum(cash_fen)`.as('cash_fen'),
    ])
    .where('status', 'in', [CREDIT_EXCHANGE_STATUS.EXCHANGED, CREDIT_EXCHANGE_STATUS.SHIPPED])
    .where(MADE_AT, '>=', from)
    .where(MADE_AT, '<', to)
    .groupBy('spu_no')
    .orderBy(sql`sum(credits)`, 'desc')
    .orderBy(sql`sum(quantity)`, 'desc')
    .orderBy('spu_no')
    .execute();
  return rows.map((r) => ({
    spu_no: r.spu_no,
    name: r.name,
    exchanges: Number(r.exchanges),
    units: Number(r.units),
    credits: Number(r.credits),
    cash_fen: Number(r.cash_fen),
  }));
}

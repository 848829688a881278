import { sql, type Kysely } from 'kysely';

/**
 * The payment sandbox can refuse a paid trade's refunds as the companies do when the merchant's balance is short
 * (WeChat Pay NOT_ENOUGH, Alipay ACQ.SELLER_BALANCE_NOT_ENOUGH): switched on the trade's paid page, so that a refund
 * failure is played through the real protocol (issue 58 §1).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sandbox_trade add column refunds_refused boolean not null default false`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * A return whose refund the channel refused is a state of its own (issue 58 §1): refundFailed, with the channel's
 * reason, how many times it failed and when the follow-up job asks again (a backoff, domain
 * afterSaleRefundRetrySeconds). The staff's list of failed refunds reads them by state, the newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table after_sale drop constraint if exists after_sale_state_check;
    alter table after_sale add constraint after_sale_state_check check (state in
      ('applied', 'accepted', 'refused', 'cancelled', 'shippedBack', 'received', 'refundFailed', 'refunded', 'resent',
       'closed'));
    alter table after_sale add column refund_failure text;
    alter table after_sale add column refund_attempts integer not null default 0;
    alter table after_sale add column refund_retry_at timestamptz;
    create index after_sale_refund_failed_idx on after_sale (refund_retry_at) where state = 'refundFailed';
  `.execute(db);
}

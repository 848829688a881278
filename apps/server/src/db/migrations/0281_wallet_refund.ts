import { sql, type Kysely } from 'kysely';

/**
 * Wallet refunds (issue 45 §1, an after-sale return paid from the wallet): a wallet payment may be refunded back to
 * the wallet in parts, one ledger row per refund (its refund number unique), while a payment is still paid from the
 * wallet once (the one-row-per-payment-and-kind rule kept for every kind but refunds).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table wallet_ledger drop constraint wallet_ledger_payment_no_kind_key;
    alter table wallet_ledger add column refund_no text unique;
    create unique index wallet_ledger_payment_kind_once on wallet_ledger (payment_no, kind) where kind <> 'refund';
    alter table wallet_ledger add constraint wallet_ledger_refund_no_check check ((kind = 'refund') = (refund_no is not null));
  `.execute(db);
}

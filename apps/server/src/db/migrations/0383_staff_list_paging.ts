import { sql, type Kysely } from 'kysely';

/**
 * The staff's review and refund lists page on the server (issue 56 §4): an index behind each order and filter.
 * 企业认证审核: newest change first, by status or all. 退款管理: newest first (the primary key), and an order or
 * refund number's start (prefix LIKE, hence text_pattern_ops).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index enterprise_cert_review_idx on enterprise_cert (status, updated_at desc, id desc);
    create index enterprise_cert_updated_idx on enterprise_cert (updated_at desc, id desc);
    create index payment_refund_no_prefix_idx on payment_refund (refund_no text_pattern_ops);
    create index payment_payable_no_prefix_idx on payment (payable_no text_pattern_ops);
  `.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * The post-login prompts from business rules, not stored answers (issue 45 §4):
 * - a merchant's validity end (`valid_until`, a Beijing date; null = no end): willFreeze is computed from it;
 * - a certification's licence validity end (`licence_valid_until`; null = long-term): the certificate status is
 *   computed from the merchant's certification record;
 * - waiting-share cash is computed from the payments in transit, so no notice of that kind is kept.
 * The stored `will_freeze` flag and `verification_status` number go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table merchant add column valid_until date;
    update merchant set valid_until = (now() at time zone 'Asia/Shanghai')::date + 20 where will_freeze;
    alter table merchant drop column will_freeze;
    alter table merchant drop column verification_status;
    alter table enterprise_cert add column licence_valid_until date;
    delete from account_notice where kind = 'waitingShare';
    alter table account_notice drop constraint if exists account_notice_kind_check;
    alter table account_notice add constraint account_notice_kind_check check (kind in ('repeatName', 'priceChange'));
  `.execute(db);
}

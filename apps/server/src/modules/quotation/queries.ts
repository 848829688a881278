/** The quotation module's SQL: the account's letterhead (one row per account, saved over). */
import type { QuotationProfile } from '@portal/domain';
import type { Db } from './tables.ts';

export function profileOf(db: Db, accountId: number) {
  return db.selectFrom('quotation_profile').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof profileOf>>>;

export function upsertProfile(db: Db, accountId: number, p: QuotationProfile) {
  const values = {
    company_name: p.companyName,
    contact_name: p.contactName,
    phone: p.phone,
    address: p.address,
    logo_url: p.logoUrl,
    tax_rate: p.taxRate,
    validity_days: p.validityDays,
    terms: p.terms,
    updated_at: new Date(),
  };
  return db
    .insertInto('quotation_profile')
    .values({ account_id: accountId, ...values })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}

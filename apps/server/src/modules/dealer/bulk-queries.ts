/**
 * Bindings written in bulk (issue 42 §4, the imports' 二级经销商与绑定 workbook): a second-level dealer's owner acting
 * for it buys from these first-level dealers. By the natural key (account, buyer merchant, first-level dealer) — the
 * unique index of migration 0001 — so re-importing never duplicates; a binding marked current becomes the one chosen
 * (and the default) among that buyer's, and a buyer with none chosen gets its earliest. Bindings the sheet does not
 * name are left as they are. Run inside the caller's transaction. The rows an export fills are here too.
 */
import type { UserLocation } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export interface BindingWrite {
  accountId: number;
  buyerMerchantNo: string;
  firstMerchantNo: string;
  /** true: the buyer's chosen (and default) first-level dealer from now on. */
  current: boolean;
  /** Where the buyer is (the dealer's own place), filed with the binding. */
  location: UserLocation | null;
}

/** Which of these bindings exist already: the set of `${accountId}:${buyer}:${first}`. */
export async function existingBindings(db: Db, rows: readonly BindingWrite[]): Promise<Set<string>> {
  const accounts = [...new Set(rows.map((r) => r.accountId))];
  if (!accounts.length) return new Set();
  const found = await db
    .selectFrom('dealer_binding')
    .select(['account_id', 'buyer_merchant_no', 'first_merchant_no'])
    .where('account_id', '=', sql<number>`any(${accounts}::bigint[])`)
    .execute();
  return new Set(found.map((b) => `${b.account_id}:${b.buyer_merchant_no ?? ''}:${b.first_merchant_no}`));
}

export async function upsertBindings(db: Db, rows: readonly BindingWrite[]): Promise<void> {
  for (const b of rows) {
    const l = b.location;
    await sql`
      insert into dealer_binding (account_id, buyer_merchant_no, first_merchant_no, province_code, province_name,
                                  city_code, city_name, area_code, area_name, street_code, street_name)
      values (${b.accountId}, ${b.buyerMerchantNo}, ${b.firstMerchantNo}, ${l?.provinceCode ?? null},
              ${l?.provinceName ?? null}, ${l?.cityCode ?? null}, ${l?.cityName ?? null}, ${l?.areaCode ?? null},
              ${l?.areaName ?? null}, ${l?.streetCode ?? null}, ${l?.streetName ?? null})
      on conflict (account_id, (coalesce(buyer_merchant_no, '')), first_merchant_no) do nothing`.execute(db);
  }
  for (const b of rows.filter((r) => r.current)) {
    await sql`
      update dealer_binding set choosing = (first_merchant_no = ${b.firstMerchantNo}),
                                default_status = (first_merchant_no = ${b.firstMerchantNo}), updated_at = now()
       where account_id = ${b.accountId} and buyer_merchant_no = ${b.buyerMerchantNo}
         and (choosing, default_status) is distinct from
             (first_merchant_no = ${b.firstMerchantNo}, first_merchant_no = ${b.firstMerchantNo})`.execute(db);
  }
  const buyers = [...new Map(rows.map((r) => [`${r.accountId}:${r.buyerMerchantNo}`, r])).values()];
  for (const b of buyers) {
    await sql`
      update dealer_binding set choosing = true, default_status = true, updated_at = now()
       where id = (select id from dealer_binding
                    where account_id = ${b.accountId} and buyer_merchant_no = ${b.buyerMerchantNo}
                    order by id limit 1)
         and not exists (select 1 from dealer_binding
                          where account_id = ${b.accountId} and buyer_merchant_no = ${b.buyerMerchantNo}
                            and choosing)`.execute(db);
  }
}

/** The bindings of these owners acting for their merchants, for the export: buyer, first-level dealer, chosen. */
export async function bindingsForExport(
  db: Db,
  owners: readonly { accountId: number; merchantNo: string }[],
): Promise<{ buyerMerchantNo: string; firstMerchantNo: string; current: boolean }[]> {
  if (!owners.length) return [];
  const r = await sql<{ buyer: string; first: string; choosing: boolean }>`
    select b.buyer_merchant_no as buyer, b.first_merchant_no as first, b.choosing
      from dealer_binding b
      join unnest(${owners.map((o) => o.accountId)}::bigint[], ${owners.map((o) => o.merchantNo)}::text[])
           as o(account_id, merchant_no)
        on o.account_id = b.account_id and o.merchant_no = b.buyer_merchant_no
     order by b.buyer_merchant_no, b.id`.execute(db);
  return r.rows.map((x) => ({ buyerMerchantNo: x.buyer, firstMerchantNo: x.first, current: x.choosing }));
}

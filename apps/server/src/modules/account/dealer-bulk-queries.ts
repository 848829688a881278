/**
 * First-level dealers written in bulk (issue 42 §4, the imports module's dealer sheet): merchants by their unified
 * social credit code (one merchant per code: the partial unique index of migration 0230), INSERT … ON CONFLICT, new
 * ones numbered after the highest first-level number; their owners made members. Run inside the caller's one
 * transaction. The look-ups the dealer sheet's check needs, and the rows its export fills, are here too.
 */
import type { UserLocation } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from './tables.ts';

/** Merchants of these credit codes: their number and type. */
export async function merchantsByCreditCode(
  db: Db,
  codes: readonly string[],
): Promise<Map<string, { merchantNo: string; enterpriseType: number }>> {
  if (!codes.length) return new Map();
  const rows = await db
    .selectFrom('merchant')
    .select(['credit_code', 'merchant_no', 'enterprise_type'])
    .where('credit_code', '=', sql<string>`any(${[...new Set(codes)]}::text[])`)
    .execute();
  return new Map(rows.map((r) => [r.credit_code!, { merchantNo: r.merchant_no, enterpriseType: r.enterprise_type }]));
}

/** Every first-level dealer's number (the price lists a price sheet may name). */
export async function firstDealerNos(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('merchant').select('merchant_no').where('enterprise_type', '=', 1).execute();
  return new Set(rows.map((r) => r.merchant_no));
}

/** The accounts of these phones (id). */
export async function accountIdsByPhone(db: Db, phones: readonly string[]): Promise<Map<string, number>> {
  if (!phones.length) return new Map();
  const rows = await db
    .selectFrom('account')
    .select(['phone', 'id'])
    .where('phone', '=', sql<string>`any(${[...new Set(phones)]}::text[])`)
    .execute();
  return new Map(rows.map((r) => [r.phone, Number(r.id)]));
}

export interface DealerWrite {
  creditCode: string;
  name: string;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  areaCode: string;
  areaName: string;
  streetCode: string | null;
  streetName: string | null;
  address: string;
  longitude: number | null;
  latitude: number | null;
  contactName: string;
  contactPhone: string;
  status: number;
  /** 1 a first-level dealer; 2 or 5 a second-level one (5 gold). */
  enterpriseType: number;
}

/**
 * Dealers of one level by credit code: a new one gets the next free number of its series (M1…: first-level, M2…:
 * second-level; the digits after the highest); a changed one is updated in place (its number and owner kept; a
 * second-level one may change between normal and gold). Answers each written row's number and whether it is new.
 */
export async function upsertDealers(
  db: Db,
  rows: readonly DealerWrite[],
  series: 1 | 2,
): Promise<{ creditCode: string; merchantNo: string; inserted: boolean }[]> {
  if (!rows.length) return [];
  const pattern = `^M${series}[0-9]{4,9}$`;
  const top = await sql<{ n: string | null }>`
    select max(substring(merchant_no from 2)::bigint)::text as n from merchant where merchant_no ~ ${pattern}`.execute(
    db,
  );
  const base = Math.max(Number(top.rows[0]?.n ?? 0), series * 10000);
  const c = <K extends keyof DealerWrite>(k: K) => rows.map((r) => r[k]);
  const nos = rows.map((_, i) => `M${base + i + 1}`);
  const r = await sql<{ credit_code: string; merchant_no: string; inserted: boolean }>`
    insert into merchant (merchant_no, enterprise_no, enterprise_type, company_name, credit_code, auth_status,
                          audit_status, province_code, province_name, city_code, city_name,
                          area_code, area_name, street_code, street_name, address, longitude, latitude, contact_name,
                          contact_phone, status)
    select v.no, 'E' || substring(v.no from 2), v.type, v.name, v.code, 1, 1, v.pc, v.pn, v.cc, v.cn, v.ac, v.an, v.sc,
           v.sn, v.addr, v.lng, v.lat, v.contact, v.phone, v.status
      from unnest(${nos}::text[], ${c('name')}::text[], ${c('creditCode')}::text[], ${c('provinceCode')}::text[],
                  ${c('provinceName')}::text[], ${c('cityCode')}::text[], ${c('cityName')}::text[],
                  ${c('areaCode')}::text[], ${c('areaName')}::text[], ${c('streetCode')}::text[],
                  ${c('streetName')}::text[], ${c('address')}::text[], ${c('longitude')}::float8[],
                  ${c('latitude')}::float8[], ${c('contactName')}::text[], ${c('contactPhone')}::text[],
                  ${c('status')}::int[], ${c('enterpriseType')}::int[])
           as v(no, name, code, pc, pn, cc, cn, ac, an, sc, sn, addr, lng, lat, contact, phone, status, type)
    on conflict (credit_code) where credit_code is not null do update set
      company_name = excluded.company_name, province_code = excluded.province_code,
      province_name = excluded.province_name, city_code = excluded.city_code, city_name = excluded.city_name,
      area_code = excluded.area_code, area_name = excluded.area_name, street_code = excluded.street_code,
      street_name = excluded.street_name, address = excluded.address, longitude = excluded.longitude,
      latitude = excluded.latitude, contact_name = excluded.contact_name, contact_phone = excluded.contact_phone,
      status = excluded.status, enterprise_type = excluded.enterprise_type, updated_at = now()
    where (merchant.enterprise_type, merchant.company_name, merchant.province_code, merchant.city_code,
           merchant.area_code, merchant.street_code, merchant.address, merchant.longitude, merchant.latitude,
           merchant.contact_name, merchant.contact_phone, merchant.status)
          is distinct from
          (excluded.enterprise_type, excluded.company_name, excluded.province_code, excluded.city_code, excluded.area_code,
           excluded.street_code, excluded.address, excluded.longitude, excluded.latitude, excluded.contact_name,
           excluded.contact_phone, excluded.status)
    returning credit_code, merchant_no, (xmax = 0) as inserted`.execute(db);
  return r.rows.map((x) => ({ creditCode: x.credit_code, merchantNo: x.merchant_no, inserted: x.inserted }));
}

/** The account owns the merchant and acts for it first (a new dealer's owner). */
export async function makeOwner(db: Db, accountId: number, merchantNo: string): Promise<void> {
  await db
    .insertInto('merchant_member')
    .values({ account_id: accountId, merchant_no: merchantNo, employee: false })
    .onConflict((oc) => oc.columns(['account_id', 'merchant_no']).doNothing())
    .execute();
  await db
    .updateTable('account')
    .set({ current_merchant_no: merchantNo, updated_at: new Date() })
    .where('id', '=', accountId)
    .where('current_merchant_no', 'is', null)
    .execute();
}

export interface ExportDealerRow {
  merchant_no: string;
  company_name: string;
  credit_code: string | null;
  area_code: string | null;
  street_code: string | null;
  address: string | null;
  longitude: number | null;
  latitude: number | null;
  contact_name: string | null;
  contact_phone: string | null;
  status: number;
  enterprise_type: number;
}

/** Every dealer of these enterprise types, by number (a page of `limit` after `after`, when given). */
export function dealersForExport(
  db: Db,
  types: readonly number[],
  page?: { after: string | null; limit: number },
): Promise<ExportDealerRow[]> {
  let q = db
    .selectFrom('merchant')
    .select([
      'merchant_no',
      'company_name',
      'credit_code',
      'area_code',
      'street_code',
      'address',
      'longitude',
      'latitude',
      'contact_name',
      'contact_phone',
      'status',
      'enterprise_type',
    ])
    .where('enterprise_type', 'in', [...types])
    .orderBy('merchant_no');
  if (page?.after) q = q.where('merchant_no', '>', page.after);
  return page ? q.limit(page.limit).execute() : q.execute();
}

/** The same, a page at a time by number (issue 61: an export streams; memory is one page). */
export async function* dealerPagesForExport(
  db: Db,
  types: readonly number[],
  limit = 1000,
): AsyncGenerator<ExportDealerRow[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await dealersForExport(db, types, { after, limit });
    if (rows.length) yield rows;
    if (rows.length < limit) return;
    after = rows[rows.length - 1]!.merchant_no;
  }
}

/** The owner (the member who is not an employee, the earliest) of each of these merchants. */
export async function ownersOf(db: Db, merchantNos: readonly string[]): Promise<Map<string, number>> {
  if (!merchantNos.length) return new Map();
  const rows = await db
    .selectFrom('merchant_member')
    .select(['merchant_no', 'account_id'])
    .where('merchant_no', '=', sql<string>`any(${[...new Set(merchantNos)]}::text[])`)
    .where('employee', '=', false)
    .orderBy('created_at')
    .orderBy('account_id')
    .execute();
  const out = new Map<string, number>();
  for (const r of rows) if (!out.has(r.merchant_no)) out.set(r.merchant_no, Number(r.account_id));
  return out;
}

/** Every first-level dealer's number and credit code (what a binding may name it by). */
export async function firstDealerKeys(db: Db): Promise<{ merchantNo: string; creditCode: string | null }[]> {
  const rows = await db
    .selectFrom('merchant')
    .select(['merchant_no', 'credit_code'])
    .where('enterprise_type', '=', 1)
    .execute();
  return rows.map((r) => ({ merchantNo: r.merchant_no, creditCode: r.credit_code }));
}

/** Where each of these merchants is (a binding made for it is filed there). */
export async function locationsOf(db: Db, merchantNos: readonly string[]): Promise<Map<string, UserLocation>> {
  if (!merchantNos.length) return new Map();
  const rows = await db
    .selectFrom('merchant')
    .select([
      'merchant_no',
      'province_code',
      'province_name',
      'city_code',
      'city_name',
      'area_code',
      'area_name',
      'street_code',
      'street_name',
    ])
    .where('merchant_no', '=', sql<string>`any(${[...new Set(merchantNos)]}::text[])`)
    .execute();
  const out = new Map<string, UserLocation>();
  for (const r of rows) {
    if (!r.province_code || !r.city_code || !r.area_code) continue;
    out.set(r.merchant_no, {
      provinceCode: r.province_code,
      provinceName: r.province_name ?? '',
      cityCode: r.city_code,
      cityName: r.city_name ?? '',
      areaCode: r.area_code,
      areaName: r.area_name ?? '',
      streetCode: r.street_code,
      streetName: r.street_name,
    });
  }
  return out;
}

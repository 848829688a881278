import { randomInt } from 'node:crypto';
import { EnterpriseType, normalizeCompanyName } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from './tables.ts';

/**
 * The merchant directory, for the modules that show or choose merchants (dealer binding, shops, enterprise review):
 * reads of the merchant table, which this module owns.
 */
const dealerColumns = [
  'm.merchant_no',
  'm.company_name',
  'm.contact_phone',
  'm.latitude',
  'm.longitude',
  'm.business_scope',
  'm.address',
  'm.province_code',
  'm.province_name',
  'm.city_code',
  'm.city_name',
  'm.area_code',
  'm.area_name',
  'm.status',
] as const;

/** Normal (status 1) first-level dealers of a province, optionally matching a name keyword. */
export function listFirstDealers(db: Db, provinceCode: string, keyword?: string) {
  let q = db
    .selectFrom('merchant as m')
    .select(dealerColumns)
    .where('m.enterprise_type', '=', 1)
    .where('m.status', '=', 1)
    .where('m.province_code', '=', provinceCode);
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where('m.company_name', 'like', like);
  }
  return q.orderBy('m.merchant_no').limit(200).execute();
}
export type FirstDealerRow = Awaited<ReturnType<typeof listFirstDealers>>[number];

export function findFirstDealer(db: Db, merchantNo: string) {
  return db
    .selectFrom('merchant as m')
    .select(dealerColumns)
    .where('m.merchant_no', '=', merchantNo)
    .where('m.enterprise_type', '=', 1)
    .executeTakeFirst();
}

/**
 * First-level dealers that sell the catalogue (getShopList): those in `preferred` (the viewer's bound dealers)
 * first, then by age, normal (status 1) ones only.
 */
export function listSellingDealers(db: Db, preferred: readonly string[], limit: number) {
  return db
    .selectFrom('merchant as m')
    .select(['m.merchant_no', 'm.company_name', 'm.contact_phone', 'm.province_name', 'm.city_name'])
    .select(sql<boolean>`m.merchant_no = any(${[...preferred]}::text[])`.as('bound'))
    .where('m.enterprise_type', '=', 1)
    .where('m.status', '=', 1)
    .orderBy('bound', 'desc')
    .orderBy('m.id')
    .limit(limit)
    .execute();
}

/** The group binds (titles and tags) of these merchants, in binding order. */
export function listGroupBindsOf(db: Db, merchantNos: readonly string[]) {
  if (merchantNos.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('merchant_group_bind')
    .select(['merchant_no', 'title', 'tag_name'])
    .where('merchant_no', 'in', [...merchantNos])
    .orderBy('id')
    .execute();
}

/** Name, phone and status of these merchants, by merchant number (absent ones are left out), in one query. */
export interface MerchantContact {
  company_name: string;
  contact_phone: string | null;
  status: number;
  enterprise_type: number;
}
export async function merchantContacts(db: Db, merchantNos: readonly string[]): Promise<Map<string, MerchantContact>> {
  if (merchantNos.length === 0) return new Map();
  const rows = await db
    .selectFrom('merchant')
    .select(['merchant_no', 'company_name', 'contact_phone', 'status', 'enterprise_type'])
    .where('merchant_no', '=', sql<string>`any(${[...new Set(merchantNos)]}::text[])`)
    .execute();
  return new Map(rows.map(({ merchant_no, ...r }) => [merchant_no, r]));
}

/** Every account of a merchant (its owners and employees): whose design orders are the merchant's (issue 60). */
export async function memberAccounts(db: Db, merchantNo: string): Promise<number[]> {
  const rows = await db
    .selectFrom('merchant_member')
    .select('account_id')
    .where('merchant_no', '=', merchantNo)
    .execute();
  return rows.map((r) => Number(r.account_id));
}

/** The owners' accounts of a merchant (its members that are not employees): who hears about its customers' requests. */
export async function merchantOwners(db: Db, merchantNo: string): Promise<number[]> {
  return (await ownersOf(db, [merchantNo])).map((r) => Number(r.account_id));
}

/** Serialise writes that belong to one account (a row lock on it until the transaction ends). */
export async function lockAccount(db: Db, accountId: number): Promise<void> {
  await db.selectFrom('account').select('id').where('id', '=', accountId).forUpdate().execute();
}

/** Whether a merchant already carries this unified social credit code. */
export async function creditCodeOfMerchant(db: Db, creditCode: string): Promise<boolean> {
  return (
    (await db.selectFrom('merchant').select('id').where('credit_code', '=', creditCode).executeTakeFirst()) !==
    undefined
  );
}

/** Whether the account owns a merchant (as its owner, not as an employee). */
export async function ownsMerchant(db: Db, accountId: number): Promise<boolean> {
  const r = await db
    .selectFrom('merchant_member')
    .select('id')
    .where('account_id', '=', accountId)
    .where('employee', '=', false)
    .executeTakeFirst();
  return r !== undefined;
}

export interface CertifiedMerchant {
  ownerAccountId: number;
  enterpriseNo: string;
  enterpriseType: number;
  companyName: string;
  creditCode: string;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  areaCode: string;
  areaName: string;
  address: string;
  contactName: string;
  contactPhone: string;
}

/**
 * An approved certification becomes a merchant: certified, of the requested type, the applicant its owner and their
 * current identity. Run it inside the approval's transaction; answers the new merchant number. A credit code
 * certified in between fails on the merchant's unique index (the caller says so).
 */
export async function createCertifiedMerchant(db: Db, c: CertifiedMerchant): Promise<string> {
  const merchantNo = `M${c.enterpriseType}${randomInt(100000, 999999)}`;
  await db
    .insertInto('merchant')
    .values({
      merchant_no: merchantNo,
      enterprise_no: c.enterpriseNo,
      enterprise_type: c.enterpriseType,
      company_name: c.companyName,
      credit_code: c.creditCode,
      auth_status: 1,
      audit_status: 1,
      province_code: c.provinceCode,
      province_name: c.provinceName,
      city_code: c.cityCode,
      city_name: c.cityName,
      area_code: c.areaCode,
      area_name: c.areaName,
      address: c.address,
      contact_name: c.contactName,
      contact_phone: c.contactPhone,
    })
    .execute();
  await db
    .insertInto('merchant_member')
    .values({ account_id: c.ownerAccountId, merchant_no: merchantNo, employee: false })
    .execute();
  await db
    .updateTable('account')
    .set({ current_merchant_no: merchantNo, updated_at: new Date() })
    .where('id', '=', c.ownerAccountId)
    .execute();
  return merchantNo;
}

/**
 * The certified merchant an account acts for as its owner (its current identity, certified: auth_status 1), or null.
 * The one source of "this account is certified", whoever made the merchant (the review of the form, the demo seed,
 * the dealer import): the session's user type reads the same columns.
 */
export function ownCertifiedMerchant(db: Db, accountId: number) {
  return db
    .selectFrom('account as a')
    .innerJoin('merchant_member as mm', (j) =>
      j.onRef('mm.merchant_no', '=', 'a.current_merchant_no').onRef('mm.account_id', '=', 'a.id'),
    )
    .innerJoin('merchant as m', 'm.merchant_no', 'mm.merchant_no')
    .select([
      'm.merchant_no',
      'm.enterprise_no',
      'm.enterprise_type',
      'm.company_name',
      'm.credit_code',
      'm.province_code',
      'm.province_name',
      'm.city_code',
      'm.city_name',
      'm.area_code',
      'm.area_name',
      'm.address',
      'm.contact_name',
      'm.contact_phone',
      'm.created_at',
    ])
    .where('a.id', '=', accountId)
    .where('mm.employee', '=', false)
    .where('m.auth_status', '=', 1)
    .executeTakeFirst();
}
export type CertifiedMerchantRow = NonNullable<Awaited<ReturnType<typeof ownCertifiedMerchant>>>;

/**
 * The other certified merchants under the same company name as `companyName` (compared as the domain's
 * normalizeCompanyName does: spaces and full-width brackets aside), `except` left out.
 */
export async function sameNameMerchants(db: Db, companyName: string, except: string | null) {
  const norm = (col: string) =>
    sql<string>`regexp_replace(translate(btrim(${sql.ref(col)}), '（）', '()'), '[[:space:]]+', ' ', 'g')`;
  let q = db
    .selectFrom('merchant as m')
    .select(['m.merchant_no', 'm.enterprise_type'])
    .where('m.auth_status', '=', 1)
    .where(norm('m.company_name'), '=', normalizeCompanyName(companyName));
  if (except) q = q.where('m.merchant_no', '<>', except);
  return q.orderBy('m.merchant_no').execute();
}

/** The owners (not employees) of these merchants, with the merchant's type. */
export function ownersOf(db: Db, merchantNos: readonly string[]) {
  if (merchantNos.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('merchant_member as mm')
    .innerJoin('merchant as m', 'm.merchant_no', 'mm.merchant_no')
    .select(['mm.account_id', 'm.merchant_no', 'm.enterprise_type', 'm.company_name'])
    .where('mm.merchant_no', '=', sql<string>`any(${[...merchantNos]}::text[])`)
    .where('mm.employee', '=', false)
    .execute();
}

/**
 * Of these merchants, those that buy at a first-level dealer's price list: certified and not first-level (the
 * viewer-price rule prices second-level and gold second-level buyers from it).
 */
export async function dealerPriceBuyers(db: Db, merchantNos: readonly string[]): Promise<Set<string>> {
  if (merchantNos.length === 0) return new Set();
  const rows = await db
    .selectFrom('merchant')
    .select('merchant_no')
    .where('merchant_no', '=', sql<string>`any(${[...merchantNos]}::text[])`)
    .where('auth_status', '=', 1)
    .where('enterprise_type', '<>', EnterpriseType.first)
    .execute();
  return new Set(rows.map((r) => r.merchant_no));
}

/** Who bought: the account, and the merchant it bought for (null: bought as a person). */
export interface BuyerParty {
  accountId: number;
  merchantNo: string | null;
}

/** A buyer as a seller sees them: the buying merchant's company, else the account's nickname (null: neither); the phone. */
export interface BuyerContact {
  name: string | null;
  phone: string;
}

/** buyer contacts for these parties, in their order, in two queries (accounts, merchants). */
export async function buyerContacts(db: Db, parties: readonly BuyerParty[]): Promise<BuyerContact[]> {
  if (parties.length === 0) return [];
  const ids = [...new Set(parties.map((p) => p.accountId))];
  const nos = [...new Set(parties.flatMap((p) => (p.merchantNo ? [p.merchantNo] : [])))];
  const accounts = await db
    .selectFrom('account')
    .select(['id', 'nickname', 'phone'])
    .where('id', '=', sql<number>`any(${ids}::bigint[])`)
    .execute();
  const byId = new Map(accounts.map((a) => [Number(a.id), a]));
  const companies = await merchantContacts(db, nos);
  return parties.map((p) => {
    const a = byId.get(p.accountId);
    const company = p.merchantNo ? companies.get(p.merchantNo)?.company_name : undefined;
    return { name: company ?? a?.nickname ?? null, phone: a?.phone ?? '' };
  });
}

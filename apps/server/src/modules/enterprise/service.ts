import { randomInt } from 'node:crypto';
import {
  certTransition,
  CertStatus,
  ENTERPRISE_MESSAGES,
  type CertAuditInput,
  type EnterpriseCert,
  type EnterpriseCertForReview,
  type EnterpriseForm,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError, forbidden } from '../../http/errors.ts';
import { forgetBuyer } from '../account/index.ts';
import { canonicalLocation } from '../region/index.ts';
import { toCert, toCertForReview } from './presenter.ts';
import * as q from './queries.ts';

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

function regionOf(input: EnterpriseForm) {
  const loc = canonicalLocation({
    provinceCode: input.provinceCode,
    cityCode: input.cityCode,
    areaCode: input.areaCode,
    provinceName: '-',
    cityName: '-',
    areaName: '-',
  });
  if (!loc) throw businessError(ENTERPRISE_MESSAGES.areaRequired);
  return {
    province_code: loc.provinceCode,
    province_name: loc.provinceName,
    city_code: loc.cityCode,
    city_name: loc.cityName,
    area_code: loc.areaCode,
    area_name: loc.areaName,
  };
}

/** v1/enterprise: enterpriseNo absent = create the account's application, present = update it (pending or rejected). */
export async function save(db: Kysely<DB>, accountId: number, input: EnterpriseForm): Promise<EnterpriseCert> {
  const fields = {
    company_name: input.companyName,
    credit_code: input.creditCode,
    enterprise_type: input.enterpriseType,
    licence_url: input.licenceUrl,
    contact_name: input.contactName,
    contact_phone: input.contactPhone,
    address: input.address,
    ...regionOf(input),
  };
  const codeTaken = () => q.creditCodeTaken(db, input.creditCode, input.enterpriseNo);
  if (!input.enterpriseNo) {
    if ((await q.findByAccount(db, accountId)) || (await q.ownsMerchant(db, accountId))) {
      throw businessError(ENTERPRISE_MESSAGES.alreadySubmitted);
    }
    if (await codeTaken()) throw businessError(ENTERPRISE_MESSAGES.creditCodeTaken);
    try {
      await db
        .insertInto('enterprise_cert')
        .values({ ...fields, enterprise_no: `E${randomInt(1e9, 1e10 - 1)}`, account_id: accountId })
        .execute();
    } catch (e) {
      if (isUniqueViolation(e)) throw businessError(ENTERPRISE_MESSAGES.alreadySubmitted);
      throw e;
    }
    return toCert((await q.findByAccount(db, accountId))!);
  }
  const existing = await q.findByNo(db, input.enterpriseNo);
  if (!existing) throw businessError(ENTERPRISE_MESSAGES.notFound);
  if (existing.account_id !== accountId) throw forbidden(ENTERPRISE_MESSAGES.notYours);
  if (certTransition(existing.status as CertStatus, 'resubmit') === null)
    throw businessError(ENTERPRISE_MESSAGES.notEditable);
  if (await codeTaken()) throw businessError(ENTERPRISE_MESSAGES.creditCodeTaken);
  // conditional on the state read: an approval in between wins and this update changes nothing
  const res = await db
    .updateTable('enterprise_cert')
    .set({ ...fields, status: CertStatus.pending, reject_reason: null, updated_at: new Date() })
    .where('enterprise_no', '=', input.enterpriseNo)
    .where('account_id', '=', accountId)
    .where('status', '=', existing.status)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw businessError(ENTERPRISE_MESSAGES.notEditable);
  return toCert((await q.findByNo(db, input.enterpriseNo))!);
}

export async function detail(db: Kysely<DB>, accountId: number): Promise<EnterpriseCert | null> {
  const row = await q.findByAccount(db, accountId);
  return row ? toCert(row) : null;
}

async function requireSales(db: Kysely<DB>, accountId: number): Promise<void> {
  if (!(await q.isSales(db, accountId))) throw forbidden(ENTERPRISE_MESSAGES.salesOnly);
}

export async function listForReview(
  db: Kysely<DB>,
  accountId: number,
  status: number | null,
): Promise<EnterpriseCertForReview[]> {
  await requireSales(db, accountId);
  return (await q.listByStatus(db, status)).map(toCertForReview);
}

/**
 * The sales account's review. Approval creates the merchant (certified, of the requested type), makes the
 * applicant its owner and the current identity, all in one transaction whose first write is conditional on
 * the application still pending: two reviewers cannot both decide.
 */
export async function audit(db: Kysely<DB>, reviewerId: number, input: CertAuditInput): Promise<EnterpriseCert> {
  await requireSales(db, reviewerId);
  const cert = await q.findByNo(db, input.enterpriseNo);
  if (!cert) throw businessError(ENTERPRISE_MESSAGES.notFound);
  const next = certTransition(cert.status as CertStatus, input.approve ? 'approve' : 'reject');
  if (next === null) throw businessError(ENTERPRISE_MESSAGES.notPending);
  await db
    .transaction()
    .execute(async (trx) => {
      const decided = await trx
        .updateTable('enterprise_cert')
        .set({
          status: next,
          reject_reason: input.approve ? null : (input.reason ?? null),
          reviewer_account_id: reviewerId,
          reviewed_at: new Date(),
          updated_at: new Date(),
        })
        .where('id', '=', cert.id)
        .where('status', '=', CertStatus.pending)
        .executeTakeFirst();
      if (Number(decided.numUpdatedRows) !== 1) throw businessError(ENTERPRISE_MESSAGES.notPending);
      if (!input.approve) return;
      const merchantNo = `M${cert.enterprise_type}${randomInt(100000, 999999)}`;
      await trx
        .insertInto('merchant')
        .values({
          merchant_no: merchantNo,
          enterprise_no: cert.enterprise_no,
          enterprise_type: cert.enterprise_type,
          company_name: cert.company_name,
          credit_code: cert.credit_code,
          auth_status: 1,
          audit_status: 1,
          verification_status: 1,
          province_code: cert.province_code,
          province_name: cert.province_name,
          city_code: cert.city_code,
          city_name: cert.city_name,
          area_code: cert.area_code,
          area_name: cert.area_name,
          address: cert.address,
          contact_name: cert.contact_name,
          contact_phone: cert.contact_phone,
        })
        .execute();
      await trx
        .insertInto('merchant_member')
        .values({ account_id: cert.account_id, merchant_no: merchantNo, employee: false })
        .execute();
      await trx
        .updateTable('account')
        .set({ current_merchant_no: merchantNo, updated_at: new Date() })
        .where('id', '=', cert.account_id)
        .execute();
      await trx.updateTable('enterprise_cert').set({ merchant_no: merchantNo }).where('id', '=', cert.id).execute();
    })
    .catch((e: unknown) => {
      // another application with this credit code was approved first (partial unique index)
      if (isUniqueViolation(e)) throw businessError(ENTERPRISE_MESSAGES.creditCodeTaken);
      throw e;
    });
  forgetBuyer(db, Number(cert.account_id));
  return toCert((await q.findByNo(db, input.enterpriseNo))!);
}

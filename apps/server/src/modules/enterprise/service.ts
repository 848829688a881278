import {
  certTransition,
  CertStatus,
  ENTERPRISE_MESSAGES,
  ENTERPRISE_ROUTES as E,
  listedBy,
  type CertAuditInput,
  type EnterpriseCert,
  type EnterpriseCertForReview,
  type EnterpriseForm,
  refusal,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { bus } from '../../events/index.ts';
import { businessError, forbidden } from '../../http/errors.ts';
import { sendMessages } from '../message/index.ts';
import {
  accountContacts,
  createCertifiedMerchant,
  creditCodeOfMerchant,
  ownCertifiedMerchant,
  ownsMerchant,
} from '../account/index.ts';
import { record } from '../audit/index.ts';
import { areaColumns, canonicalLocation } from '../region/index.ts';
import { certified as afterCertified } from './hooks.ts';
import { toCert, toCertForReview, toMerchantCert } from './presenter.ts';
import * as q from './queries.ts';

/** What saving and auditing may refuse: only what their entries list (the compiler checks). */
const saveNo = listedBy(E.save);
const auditNo = listedBy(E.audit);

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
  if (!loc) throw businessError(saveNo(refusal(ENTERPRISE_MESSAGES, 'areaRequired')));
  return areaColumns(loc);
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
    licence_valid_until: input.licenceValidUntil ?? null,
    ...regionOf(input),
  };
  const codeTaken = async () =>
    (await q.creditCodeApproved(db, input.creditCode, input.enterpriseNo)) ||
    (await creditCodeOfMerchant(db, input.creditCode));
  if (!input.enterpriseNo) {
    if ((await q.findByAccount(db, accountId)) || (await ownsMerchant(db, accountId))) {
      throw businessError(saveNo(refusal(ENTERPRISE_MESSAGES, 'alreadySubmitted')));
    }
    if (await codeTaken()) throw businessError(saveNo(refusal(ENTERPRISE_MESSAGES, 'creditCodeTaken')));
    try {
      await q.insertCert(db, { ...fields, account_id: accountId });
    } catch (e) {
      if (isUniqueViolation(e)) throw businessError(saveNo(refusal(ENTERPRISE_MESSAGES, 'alreadySubmitted')));
      throw e;
    }
    return toCert((await q.findByAccount(db, accountId))!);
  }
  const existing = await q.findByNo(db, input.enterpriseNo);
  if (!existing) throw businessError(saveNo(refusal(ENTERPRISE_MESSAGES, 'notFound')));
  if (existing.account_id !== accountId) throw forbidden(saveNo(refusal(ENTERPRISE_MESSAGES, 'notYours')));
  if (certTransition(existing.status as CertStatus, 'resubmit') === null)
    throw businessError(saveNo(refusal(ENTERPRISE_MESSAGES, 'notEditable')));
  if (await codeTaken()) throw businessError(saveNo(refusal(ENTERPRISE_MESSAGES, 'creditCodeTaken')));
  // conditional on the state read: an approval in between wins and this update changes nothing
  const written = await q.resubmitCert(db, input.enterpriseNo, accountId, existing.status, {
    ...fields,
    status: CertStatus.pending,
  });
  if (!written) throw businessError(saveNo(refusal(ENTERPRISE_MESSAGES, 'notEditable')));
  return toCert((await q.findByNo(db, input.enterpriseNo))!);
}

/**
 * The account's certification: the certified merchant it acts for as owner (one source, however the merchant was
 * made), shown by the application that made it or, for a merchant the seed or an import registered, by its own
 * registered facts; else its own application (pending or refused), else null (not submitted).
 */
export async function detail(db: Kysely<DB>, accountId: number): Promise<EnterpriseCert | null> {
  const merchant = await ownCertifiedMerchant(db, accountId);
  if (merchant) {
    const made = await q.findByMerchant(db, merchant.merchant_no);
    // the type the merchant is now (a second-level dealer the provider later made gold is 金牌二级经销商; issue 58 §6)
    return made ? { ...toCert(made), enterpriseType: merchant.enterprise_type } : toMerchantCert(merchant);
  }
  const row = await q.findByAccount(db, accountId);
  return row ? toCert(row) : null;
}

/** The applications for review (the sales accounts': the entry's policy). */
export async function listForReview(
  db: Kysely<DB>,
  query: { status?: number | undefined; keyword?: string | undefined; page: number; size: number },
): Promise<{ list: EnterpriseCertForReview[]; total: number }> {
  const f = { status: query.status ?? null, keyword: query.keyword || null };
  const { rows, total } = await q.pageForReview(db, f, query.page, query.size);
  const applicants = await accountContacts(
    db,
    rows.map((r) => Number(r.account_id)),
  );
  const list = rows.map((r) =>
    toCertForReview({ ...r, applicant_phone: applicants.get(Number(r.account_id))?.phone ?? '' }),
  );
  return { list, total };
}

/**
 * The sales account's review. Approval creates the merchant (certified, of the requested type), makes the
 * applicant its owner and the current identity, all in one transaction whose first write is conditional on
 * the application still pending: two reviewers cannot both decide.
 */
export async function audit(db: Kysely<DB>, reviewerId: number, input: CertAuditInput): Promise<EnterpriseCert> {
  const cert = await q.findByNo(db, input.enterpriseNo);
  if (!cert) throw businessError(auditNo(refusal(ENTERPRISE_MESSAGES, 'notFound')));
  const next = certTransition(cert.status as CertStatus, input.approve ? 'approve' : 'reject');
  if (next === null) throw businessError(auditNo(refusal(ENTERPRISE_MESSAGES, 'notPending')));
  const certified = await db
    .transaction()
    .execute(async (trx) => {
      const decided = await q.decideCert(trx, cert.id, {
        status: next,
        reject_reason: input.approve ? null : (input.reason ?? null),
        reviewer_account_id: reviewerId,
      });
      if (!decided) throw businessError(auditNo(refusal(ENTERPRISE_MESSAGES, 'notPending')));
      await record(trx, {
        actorId: reviewerId,
        action: 'enterprise.review',
        entityType: 'enterprise_cert',
        entityId: cert.enterprise_no,
        before: { status: cert.status, companyName: cert.company_name },
        after: { status: next, approve: input.approve, rejectReason: input.approve ? null : (input.reason ?? null) },
      });
      // The applicant hears the decision: the message is written with it, or neither is (message module).
      // Once per submission: a resubmitted application is a new decision (its submission time is in the key).
      const submitted = new Date(cert.updated_at).toISOString();
      const applicant = { accountId: Number(cert.account_id), key: `${cert.enterprise_no}@${submitted}` };
      const enterpriseName = cert.company_name;
      if (!input.approve) {
        const reason = input.reason?.trim() || '资料不符合要求';
        await sendMessages(trx, [{ ...applicant, kind: 'certRefused', params: { enterpriseName, reason } }]);
        return null;
      }
      await sendMessages(trx, [{ ...applicant, kind: 'certApproved', params: { enterpriseName } }]);
      const merchantNo = await createCertifiedMerchant(trx, {
        ownerAccountId: Number(cert.account_id),
        enterpriseNo: cert.enterprise_no,
        enterpriseType: cert.enterprise_type,
        companyName: cert.company_name,
        creditCode: cert.credit_code,
        provinceCode: cert.province_code,
        provinceName: cert.province_name,
        cityCode: cert.city_code,
        cityName: cert.city_name,
        areaCode: cert.area_code,
        areaName: cert.area_name,
        address: cert.address,
        contactName: cert.contact_name,
        contactPhone: cert.contact_phone,
      });
      await q.setCertMerchant(trx, cert.id, merchantNo);
      // another merchant already certified under this name: the repeat-name notices, in this transaction
      await afterCertified(trx, { merchantNo, companyName: cert.company_name });
      return merchantNo;
    })
    .catch((e: unknown) => {
      // another application with this credit code was approved first (partial unique index)
      if (isUniqueViolation(e)) throw businessError(auditNo(refusal(ENTERPRISE_MESSAGES, 'creditCodeTaken')));
      throw e;
    });
  // The account now acts for a new merchant: whoever keeps its buyer drops it (account, events.ts).
  if (certified)
    bus.emit(db, { type: 'enterprise.certified', accountId: Number(cert.account_id), merchantNo: certified });
  return toCert((await q.findByNo(db, input.enterpriseNo))!);
}

/**
 * The certification record of a merchant for the certificate check: its licence validity end, or null when the
 * merchant was not certified through the form (the seed, the dealer import: nothing on file to check).
 */
export async function certificationOf(
  db: Kysely<DB>,
  merchantNo: string,
): Promise<{ licenceValidUntil: string | null } | null> {
  const row = await q.licenceOfMerchant(db, merchantNo);
  return row ? { licenceValidUntil: row.licence_valid_until } : null;
}

/** The certified company of an account (its name, credit code, registered address), or null when not certified. */
export async function certifiedCompanyOf(
  db: Kysely<DB>,
  accountId: number,
): Promise<{ companyName: string; creditCode: string; address: string } | null> {
  const r = await q.approvedOfAccount(db, accountId);
  if (!r) return null;
  return {
    companyName: r.company_name,
    creditCode: r.credit_code,
    address: `${r.province_name}${r.city_name}${r.area_name}${r.address}`,
  };
}

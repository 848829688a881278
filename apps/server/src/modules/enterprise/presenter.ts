import { CertStatus, maskPhone, type EnterpriseCert, type EnterpriseCertForReview } from '@portal/domain';
import type { CertifiedMerchantRow } from '../account/index.ts';
import type { CertRow } from './queries.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** A date column as 'YYYY-MM-DD' (a driver may answer a Date at local midnight, or the text). */
const dateOf = (d: Date | string | null): string | null =>
  d === null
    ? null
    : typeof d === 'string'
      ? d.slice(0, 10)
      : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export function toCert(r: CertRow): EnterpriseCert {
  return {
    enterpriseNo: r.enterprise_no,
    companyName: r.company_name,
    creditCode: r.credit_code,
    enterpriseType: r.enterprise_type,
    licenceUrl: r.licence_url,
    contactName: r.contact_name,
    contactPhone: r.contact_phone,
    provinceCode: r.province_code,
    provinceName: r.province_name,
    cityCode: r.city_code,
    cityName: r.city_name,
    areaCode: r.area_code,
    areaName: r.area_name,
    address: r.address,
    auditStatus: r.status as CertStatus,
    rejectReason: r.reject_reason,
    merchantNo: r.merchant_no,
    licenceValidUntil: dateOf(r.licence_valid_until),
    submittedAt: r.updated_at.toISOString(),
    reviewedAt: r.reviewed_at?.toISOString() ?? null,
  };
}

export function toCertForReview(r: CertRow & { applicant_phone: string }): EnterpriseCertForReview {
  return { ...toCert(r), applicantPhone: maskPhone(r.applicant_phone) };
}

/** The address after its region (a registered address may begin with the province, city and district). */
function streetPart(m: CertifiedMerchantRow): string {
  let a = (m.address ?? '').trim();
  for (const part of [m.province_name, m.city_name, m.area_name])
    if (part && a.startsWith(part)) a = a.slice(part.length);
  return a.trim() || (m.address ?? '');
}

/**
 * The certificate of a merchant certified without the form (the demo seed, the dealer import): its registered facts,
 * approved since it was registered; no licence picture is on file.
 */
export function toMerchantCert(m: CertifiedMerchantRow): EnterpriseCert {
  const since = new Date(m.created_at).toISOString();
  return {
    enterpriseNo: m.enterprise_no ?? m.merchant_no,
    companyName: m.company_name,
    creditCode: m.credit_code ?? '',
    enterpriseType: m.enterprise_type,
    licenceUrl: '',
    contactName: m.contact_name ?? '',
    contactPhone: m.contact_phone ?? '',
    provinceCode: m.province_code ?? '',
    provinceName: m.province_name ?? '',
    cityCode: m.city_code ?? '',
    cityName: m.city_name ?? '',
    areaCode: m.area_code ?? '',
    areaName: m.area_name ?? '',
    address: streetPart(m),
    auditStatus: CertStatus.approved,
    rejectReason: null,
    merchantNo: m.merchant_no,
    licenceValidUntil: null,
    submittedAt: since,
    reviewedAt: since,
  };
}

import { maskPhone, type CertStatus, type EnterpriseCert, type EnterpriseCertForReview } from '@portal/domain';
import type { CertRow } from './queries.ts';

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
    submittedAt: r.updated_at.toISOString(),
    reviewedAt: r.reviewed_at?.toISOString() ?? null,
  };
}

export function toCertForReview(r: CertRow & { applicant_phone: string }): EnterpriseCertForReview {
  return { ...toCert(r), applicantPhone: maskPhone(r.applicant_phone) };
}

import { deriveUserType, isMultiRole, maskPhone, willFreeze, type SessionUser } from '@portal/domain';
import type { AccountTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import type { IdentityRow } from './queries.ts';

export interface SessionParts {
  account: Selectable<AccountTable>;
  identities: IdentityRow[];
  current: IdentityRow | null;
  groupBinds: { title: string; tag_name: string }[];
  hasBindFirstDistributor: boolean;
}

/**
 * The one place a session's rows become the user data of part 1 §3.
 * An employee is not an enterprise in their own right: their authStatus is 0, so the derivation
 * of §4 classes them by employeeType; an owner carries the merchant's certification.
 */
export function toSessionUser(p: SessionParts): SessionUser {
  const { account: a, current: c } = p;
  const employee = c?.employee ?? false;
  const authStatus = c && !employee ? c.auth_status : 0;
  const base = {
    isHikSales: a.is_sales,
    authStatus,
    employee,
    employeeType: c?.employee_type ?? null,
    enterpriseType: c?.enterprise_type ?? null,
  };
  const multiIdentity = p.identities.map((i) => ({
    merchantNo: i.merchant_no,
    merchantType: i.enterprise_type,
    chooseOn: i.merchant_no === c?.merchant_no,
  }));
  return {
    id: a.id,
    accountNo: a.account_no,
    phone: maskPhone(a.phone),
    phonePlainText: a.phone,
    nickname: a.nickname,
    avatarUrl: a.avatar_url,
    userType: deriveUserType(base),
    ...base,
    auditStatus: c?.audit_status ?? 0,
    memberLevel: c?.member_level ?? 0,
    merchantNo: c?.merchant_no ?? null,
    companyName: c?.company_name ?? null,
    provinceName: c?.province_name ?? null,
    cityName: c?.city_name ?? null,
    smb: c?.smb ?? false,
    isBd: c?.is_bd ?? false,
    employeeOfMerchantNo: employee ? (c?.merchant_no ?? null) : null,
    hasStore: c?.has_store ?? false,
    storeType: c?.store_type ?? null,
    groupBinds: p.groupBinds.map((g) => ({ title: g.title, tagName: g.tag_name })),
    willFreeze: willFreeze(c?.valid_until, new Date()),
    freezeOn: willFreeze(c?.valid_until, new Date()) ? (c?.valid_until ?? null) : null,
    engineer: a.engineer,
    engineerStatus: a.engineer_status,
    personAuthStatus: a.person_auth_status,
    hasBindFirstDistributor: p.hasBindFirstDistributor,
    multiIdentity,
    isMultRole: isMultiRole(multiIdentity),
    surveyPermission: a.survey_permission,
  };
}

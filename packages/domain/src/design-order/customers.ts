/**
 * Customers of a design order (part 2 §3, §6, Screen C): a dealer keeps pricing groups, each holding customer
 * members (accounts the dealer sells to). An account with group permission may name the customer of a design
 * order: the generate dialog shows the customer field and the group parameters join the payload.
 */
import { messages } from '../core/index.ts';

export const CUSTOMER_API = {
  groups: '/api-cloud-merchant-service/v1/design/group/list',
  members: '/api-cloud-merchant-service/v1/design/group/members',
} as const;

export const CUSTOMER_MESSAGES = messages('CUSTOMER', {
  noPermission: '当前账号没有客户分组权限',
  groupNotFound: '客户分组不存在',
  memberNotFound: '该客户不在所选分组中',
  chooseCustomer: '请选择客户',
});

/** Part 1 §9: the customer search is throttled to one request a second. */
export const CUSTOMER_SEARCH_THROTTLE_MS = 1000;

/** The group selection's output, as the order keeps it. */
export interface CustomerChoice {
  groupId: number;
  groupName: string;
  memberAccountNo: string;
  memberAccountName: string;
  memberAccountPhone: string;
  memberAccountRemark: string;
}

/** The group fields of a design-order payload (all absent without group permission). */
export interface GroupFields {
  groupId?: number | null | undefined;
  groupName?: string | null | undefined;
  memberAccountNo?: string | null | undefined;
  memberAccountName?: string | null | undefined;
  memberAccountPhone?: string | null | undefined;
  memberAccountRemark?: string | null | undefined;
}

/** The payload with the group parameters merged in: only with group permission and a chosen customer. */
export function withGroupFields<T extends object>(
  payload: T,
  permission: 0 | 1,
  choice: CustomerChoice | null,
): T & GroupFields {
  if (permission !== 1 || !choice) return payload;
  return { ...payload, ...choice };
}

/**
 * What a payload asks of the customer: 'none' (no group field at all), 'set' (a group and a member) or
 * 'clear' (groupId null: the order no longer names a customer). A member without its group, or a group without
 * a member, is malformed.
 */
export type CustomerRequest =
  | { kind: 'none' }
  | { kind: 'clear' }
  | { kind: 'set'; groupId: number; memberAccountNo: string }
  | { kind: 'malformed' };

export function customerRequestOf(f: GroupFields): CustomerRequest {
  const anyField = [
    f.groupId,
    f.groupName,
    f.memberAccountNo,
    f.memberAccountName,
    f.memberAccountPhone,
    f.memberAccountRemark,
  ].some((v) => v !== undefined);
  if (!anyField) return { kind: 'none' };
  if (f.groupId === null && !f.memberAccountNo) return { kind: 'clear' };
  if (typeof f.groupId === 'number' && f.memberAccountNo) {
    return { kind: 'set', groupId: f.groupId, memberAccountNo: f.memberAccountNo };
  }
  return { kind: 'malformed' };
}

/** The customer label shown in lists and the detail: name and phone, or '-' without a customer. */
export function customerLabel(o: { memberAccountName: string | null; memberAccountPhone?: string | null }): string {
  if (!o.memberAccountName) return '-';
  return o.memberAccountPhone ? `${o.memberAccountName}（${o.memberAccountPhone}）` : o.memberAccountName;
}

/**
 * User types and the derivation rule of part 1 §4 and §6.
 * Written once here; the server and the web app both import it.
 */
import type { Policy } from '../core/index.ts';

export const UserType = {
  person: -1,
  tourist: 0,
  firstLevel: 1,
  secondLevel: 2,
  goldSecondLevel: 5,
  firstLevelStaff: 11,
  sales: 20,
  secondLevelStaff: 22,
  goldSecondLevelStaff: 33,
} as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

export const EnterpriseType = {
  first: 1,
  second: 2,
  installer: 3,
  iSecond: 4,
  goldSecond: 5,
  official: 9,
} as const;
export type EnterpriseType = (typeof EnterpriseType)[keyof typeof EnterpriseType];

export const USER_TYPE_LABEL: Record<UserType, string> = {
  [-1]: '个人用户',
  0: '游客',
  1: '一级经销商',
  2: '二级经销商',
  5: '金牌二级经销商',
  11: '一级经销商员工',
  20: '业务员',
  22: '二级经销商员工',
  33: '金牌二级经销商员工',
};

/** The fields of the session's user data that the derivation reads. */
export interface UserTypeInput {
  isHikSales?: boolean | number | null;
  authStatus?: number | null;
  employee?: boolean | number | null;
  employeeType?: number | null;
  enterpriseType?: number | null;
}

/**
 * no user data = tourist (0); sales flag = sales (20);
 * authStatus not 1: employee with employeeType 1/2/3 = 11/22/33, not employee = person (-1);
 * authStatus 1: enterpriseType 1 = first (1), 5 = gold second (5), otherwise second (2).
 */
export function deriveUserType(user: UserTypeInput | null | undefined): UserType {
  if (!user) return UserType.tourist;
  if (user.isHikSales) return UserType.sales;
  if (user.authStatus !== 1) {
    if (user.employee) {
      if (user.employeeType === 1) return UserType.firstLevelStaff;
      if (user.employeeType === 2) return UserType.secondLevelStaff;
      if (user.employeeType === 3) return UserType.goldSecondLevelStaff;
    }
    return UserType.person;
  }
  if (user.enterpriseType === EnterpriseType.first) return UserType.firstLevel;
  if (user.enterpriseType === EnterpriseType.goldSecond) return UserType.goldSecondLevel;
  return UserType.secondLevel;
}

/**
 * Whether the user (the session's user data, or anything carrying its derived `userType`) is one of the provider's
 * sales accounts: the one test of the staff pages and services (seckill, credits, enterprise review, requirements,
 * calculator statistics) on both sides.
 */
export function isSalesUser(user: { readonly userType: number } | null | undefined): boolean {
  return user?.userType === UserType.sales;
}

/**
 * Whether the user meets an endpoint's policy (core `Policy`; none = anyone its auth lets in): the one rule of the
 * server's check before the handler and of the web's menus and pages (`mayCall`).
 */
export function meetsPolicy(policy: Policy | undefined, user: PolicySubject | null | undefined): boolean {
  switch (policy) {
    case undefined:
      return true;
    case 'staff':
      return isSalesUser(user);
    case 'survey':
      return user?.surveyPermission === true;
    case 'certified':
      return user?.authStatus === 1;
    case 'manager':
      return !!user && !actsAsEmployee(user);
  }
}

/**
 * The private role (part 2 §6): the account acts as the employee of a merchant. It works inside its merchant's
 * private range but does not manage it (policy 'manager').
 */
export function actsAsEmployee(user: { readonly employee?: boolean | null; readonly merchantNo?: string | null }) {
  return !!user.employee && user.merchantNo !== null && user.merchantNo !== undefined;
}

/**
 * What the policies read of a user: the derived user type, the survey permission, the enterprise's certification,
 * and whom it acts for (an employee of a merchant: the private role).
 */
export interface PolicySubject {
  readonly userType: number;
  readonly surveyPermission?: boolean | null;
  readonly authStatus?: number | null;
  readonly employee?: boolean | null;
  readonly merchantNo?: string | null;
}

/** Whether the user may call this endpoint as far as its policy goes (the web hides a menu item or page if not). */
export const mayCall = (e: { readonly policy?: Policy }, user: PolicySubject | null | undefined) =>
  meetsPolicy(e.policy, user);

export const MERCHANT_GROUP: readonly UserType[] = [
  UserType.firstLevel,
  UserType.secondLevel,
  UserType.goldSecondLevel,
];
export const EMPLOYEE_GROUP: readonly UserType[] = [
  UserType.firstLevelStaff,
  UserType.secondLevelStaff,
  UserType.goldSecondLevelStaff,
];

export interface Identity {
  merchantNo: string;
  merchantType: number;
  chooseOn: boolean;
}

/** isMultRole: more than one identity. */
export function isMultiRole(multiIdentity: readonly Identity[] | null | undefined): boolean {
  return (multiIdentity?.length ?? 0) > 1;
}

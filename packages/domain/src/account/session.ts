import type { Identity, UserType } from './user-type.ts';

export interface GroupBind {
  title: string;
  tagName: string;
}

/** The user data of part 1 §3, as getLoginSessionInfo answers it. */
export interface SessionUser {
  id: number;
  accountNo: string;
  /** Masked phone (first 3, stars, last 4). */
  phone: string;
  phonePlainText: string;
  nickname: string | null;
  avatarUrl: string | null;
  /** Derived with deriveUserType on the server; the web re-derives nothing. */
  userType: UserType;
  authStatus: number;
  auditStatus: number;
  isHikSales: boolean;
  employee: boolean;
  employeeType: number | null;
  enterpriseType: number | null;
  memberLevel: number;
  merchantNo: string | null;
  companyName: string | null;
  provinceName: string | null;
  cityName: string | null;
  smb: boolean;
  isBd: boolean;
  employeeOfMerchantNo: string | null;
  hasStore: boolean;
  storeType: number | null;
  groupBinds: GroupBind[];
  willFreeze: boolean;
  /** When willFreeze: the day the merchant's validity ends ('YYYY-MM-DD'), for the prompt's words. */
  freezeOn?: string | null;
  engineer: boolean;
  engineerStatus: number;
  personAuthStatus: number;
  hasBindFirstDistributor: boolean;
  multiIdentity: Identity[];
  isMultRole: boolean;
  surveyPermission: boolean;
}

export const TOKEN_COOKIE = 'token';

/**
 * Beside the HttpOnly session cookie, one the page may read that holds no secret ('1'): it tells the web that a
 * session is there (whether to ask for the user, show member pages), set and cleared by the server with the session.
 */
export const SESSION_HINT_COOKIE = 'logged_in';

export const TOKEN_TTL_DAYS = 7;

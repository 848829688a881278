/**
 * The demo accounts: one for every user type of part 1 §6, plus a multi-identity account and a
 * person without a dealer. Phone doubles as the login; every password is DEMO_PASSWORD.
 * README, tests and e2e read this list; the seed creates exactly these.
 */
const DEMO_PASSWORD = 'Demo@2026';

export interface DemoAccount {
  phone: string;
  password: string;
  label: string;
  /** The user type the session derives (part 1 §4). */
  userType: number;
  accountNo: string;
  /** The merchant the account acts for after login (current_merchant_no), if any. */
  merchantNo: string | null;
  /** What to notice about it. */
  note: string;
}

/** Fixed merchant numbers of the demo enterprises. */
export const DEMO_MERCHANTS = {
  /** First-level dealer owned by 13800000002 (staff 13800000005 works for it). */
  first: 'M10001',
  /** A second first-level dealer, the second-level's non-default dealer. */
  firstOther: 'M10002',
  /** First-level dealer owned by the multi-identity account. */
  multiFirst: 'M10003',
  /** Its default first-level dealer (for the multi-identity account's second-level identity). */
  multiFirstDealer: 'M10004',
  /** Second-level dealer owned by 13800000003 (staff 13800000006). */
  second: 'M20001',
  /** Second-level dealer owned by the multi-identity account. */
  multiSecond: 'M20002',
  /** Gold second-level dealer owned by 13800000004 (staff 13800000007). */
  gold: 'M50001',
} as const;

const acct = (n: number) => `A${20260000 + n}`;
const phone = (n: number) => `138000000${String(n).padStart(2, '0')}`;

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    phone: phone(1),
    password: DEMO_PASSWORD,
    label: '个人用户',
    userType: -1,
    accountNo: acct(1),
    merchantNo: null,
    note: '无企业；已绑定一级经销商 M10001（choosing、默认）',
  },
  {
    phone: phone(2),
    password: DEMO_PASSWORD,
    label: '一级经销商',
    userType: 1,
    accountNo: acct(2),
    merchantNo: DEMO_MERCHANTS.first,
    note: 'M10001 的所有者，企业类型 1、已认证；有勘测权限；有私有产品',
  },
  {
    phone: phone(3),
    password: DEMO_PASSWORD,
    label: '二级经销商',
    userType: 2,
    accountNo: acct(3),
    merchantNo: DEMO_MERCHANTS.second,
    note: 'M20001 的所有者，企业类型 2、已认证；绑定两个一级经销商 M10001（当前、默认）与 M10002',
  },
  {
    phone: phone(4),
    password: DEMO_PASSWORD,
    label: '金牌二级经销商',
    userType: 5,
    accountNo: acct(4),
    merchantNo: DEMO_MERCHANTS.gold,
    note: 'M50001 的所有者，企业类型 5、已认证；绑定一级经销商 M10001',
  },
  {
    phone: phone(5),
    password: DEMO_PASSWORD,
    label: '一级经销商员工',
    userType: 11,
    accountNo: acct(5),
    merchantNo: DEMO_MERCHANTS.first,
    note: 'M10001 的员工（employee_type 1）；员工身份的 authStatus 为 0',
  },
  {
    phone: phone(6),
    password: DEMO_PASSWORD,
    label: '二级经销商员工',
    userType: 22,
    accountNo: acct(6),
    merchantNo: DEMO_MERCHANTS.second,
    note: 'M20001 的员工（employee_type 2）；随企业绑定一级经销商 M10001',
  },
  {
    phone: phone(7),
    password: DEMO_PASSWORD,
    label: '金牌二级经销商员工',
    userType: 33,
    accountNo: acct(7),
    merchantNo: DEMO_MERCHANTS.gold,
    note: 'M50001 的员工（employee_type 3）；随企业绑定一级经销商 M10001',
  },
  {
    phone: phone(8),
    password: DEMO_PASSWORD,
    label: '业务员',
    userType: 20,
    accountNo: acct(8),
    merchantNo: null,
    note: '厂商业务员（is_sales）；有勘测权限；无企业身份',
  },
  {
    phone: phone(9),
    password: DEMO_PASSWORD,
    label: '多身份账号',
    userType: 1,
    accountNo: acct(9),
    merchantNo: DEMO_MERCHANTS.multiFirst,
    note: '一级经销商 M10003（当前）与二级经销商 M20002 的所有者；切换到 M20002 后为二级经销商(2)，绑定 M10004',
  },
  {
    phone: phone(10),
    password: DEMO_PASSWORD,
    label: '个人用户（未绑定经销商）',
    userType: -1,
    accountNo: acct(10),
    merchantNo: null,
    note: '无企业、未绑定一级经销商：商城下单前会被要求先选择经销商',
  },
];

/**
 * The certified dealer's workbench, /merchantCenter (客户运营中心, part 1 §4, §6): certified, first-level and
 * multi-identity accounts are sent away from the member centre; their account pages live inside the workbench,
 * and every link to a member page lands there for them. One place for the rule, the menu and the link mapping.
 */
import { UserType } from '../account/index.ts';
import { MERCHANT_CENTRE_PATH, fulfilsMallOrders } from './main-nav.ts';

/** What the rule reads of the session user (getLoginSessionInfo). */
export interface WorkbenchSubject {
  authStatus?: number | null;
  enterpriseType?: number | null;
  multiIdentity?: readonly unknown[] | null;
}

/** Certified, a first-level enterprise, or several identities: the account works from /merchantCenter. */
export function usesWorkbench(s: WorkbenchSubject | null | undefined): boolean {
  if (!s) return false;
  return s.authStatus === 1 || s.enterpriseType === 1 || (s.multiIdentity?.length ?? 0) > 1;
}

export interface WorkbenchMenuItem {
  key: string;
  label: string;
  path: string;
}

/** The member pages a workbench account reaches inside /merchantCenter (same components, other address). */
const ACCOUNT_PAGES: readonly WorkbenchMenuItem[] = [
  { key: 'accountInfo', label: '账户信息', path: `${MERCHANT_CENTRE_PATH}/accountInfo` },
  { key: 'address', label: '收货地址', path: `${MERCHANT_CENTRE_PATH}/address` },
  { key: 'coupons', label: '我的优惠券', path: `${MERCHANT_CENTRE_PATH}/coupons` },
  { key: 'invoice', label: '发票中心', path: `${MERCHANT_CENTRE_PATH}/invoice` },
  { key: 'invoiceTitle', label: '发票抬头', path: `${MERCHANT_CENTRE_PATH}/invoiceTitle` },
  { key: 'customProducts', label: '私有产品', path: `${MERCHANT_CENTRE_PATH}/customProducts` },
  { key: 'myFavorite', label: '我的收藏', path: `${MERCHANT_CENTRE_PATH}/myFavorite` },
  { key: 'messageCenter', label: '消息中心', path: `${MERCHANT_CENTRE_PATH}/messageCenter` },
  { key: 'serveOrder', label: '服务订单', path: `${MERCHANT_CENTRE_PATH}/serveOrder` },
  { key: 'accountSetting', label: '账户设置', path: `${MERCHANT_CENTRE_PATH}/accountSetting` },
];

/** The workbench's left menu: the shop's customer orders and their after-sale for first-level dealers (owner and
 * staff), then the account. */
export function workbenchMenu(userType: UserType): WorkbenchMenuItem[] {
  const orders = { key: 'orders', label: '客户订单', path: MERCHANT_CENTRE_PATH };
  const afterSale = { key: 'afterSale', label: '售后处理', path: `${MERCHANT_CENTRE_PATH}/afterSale` };
  // issue 59: the invoices its customers ask of the shop
  const invoices = { key: 'sellerInvoice', label: '发票管理', path: `${MERCHANT_CENTRE_PATH}/sellerInvoice` };
  // the board (issue 60): a first-level dealer's customers, another's own purchases
  const board = { key: 'board', label: '经营概况', path: '/board' };
  return fulfilsMallOrders(userType)
    ? [orders, afterSale, invoices, board, ...ACCOUNT_PAGES]
    : [board, ...ACCOUNT_PAGES];
}

/** The menu item whose page (or a page under it) is open; the orders item owns the bare path and order details. */
export function activeWorkbenchItem(userType: UserType, pathname: string): string | null {
  const items = workbenchMenu(userType);
  const hit = items.find((m) => m.key !== 'orders' && (pathname === m.path || pathname.startsWith(`${m.path}/`)));
  if (hit) return hit.key;
  return items.some((m) => m.key === 'orders') && pathname.startsWith(MERCHANT_CENTRE_PATH) ? 'orders' : null;
}

const MEMBER_PREFIX = '/member/';

/**
 * Where a link to a member page goes for this account: /member/x → /merchantCenter/x for workbench accounts
 * (query and sub-paths kept), anything else unchanged.
 */
export function accountPath(path: string, workbench: boolean): string {
  if (!workbench || !path.startsWith(MEMBER_PREFIX)) return path;
  return `${MERCHANT_CENTRE_PATH}/${path.slice(MEMBER_PREFIX.length)}`;
}

/** The member page a workbench address shows (/merchantCenter/x → /member/x), or null for the workbench's own pages. */
export function memberPathOf(pathname: string): string | null {
  const prefix = `${MERCHANT_CENTRE_PATH}/`;
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length);
  return ACCOUNT_PAGES.some((p) => rest === p.key || rest.startsWith(`${p.key}/`)) || rest === 'cert'
    ? `${MEMBER_PREFIX}${rest}`
    : null;
}

/** The bottom bar (marquee of needs, get-scheme entry, QR codes) is shown for individual users and visitors (§6). */
export function showsBottomBar(userType: UserType): boolean {
  return userType === UserType.person || userType === UserType.tourist;
}

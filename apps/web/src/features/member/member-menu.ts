import { usesWorkbench } from '@portal/domain';

/**
 * Member-centre left menu (ids 0-4, part 1 §2, then the buying entries: purchase orders, addresses, coupons, invoices and their titles)
 * and the member layout rule (part 1 §4).
 */
export const MEMBER_MENU = [
  { id: 0, label: '账户信息', path: '/member/accountInfo' },
  { id: 1, label: '我的收藏', path: '/member/myFavorite' },
  { id: 2, label: '服务订单', path: '/member/serveOrder' },
  { id: 3, label: '消息中心', path: '/member/messageCenter' },
  { id: 4, label: '账户设置', path: '/member/accountSetting' },
  { id: 5, label: '采购订单', path: '/memberStore/purchaseOrders' },
  { id: 6, label: '收货地址', path: '/member/address' },
  { id: 7, label: '我的优惠券', path: '/member/coupons' },
  { id: 8, label: '发票中心', path: '/member/invoice' },
  { id: 9, label: '发票抬头', path: '/member/invoiceTitle' },
] as const;

export type MemberMenuId = (typeof MEMBER_MENU)[number]['id'];

/** The menu item whose page (or a page under it) is open. */
export function activeMemberMenu(pathname: string): MemberMenuId | null {
  const hit = MEMBER_MENU.find((m) => pathname === m.path || pathname.startsWith(`${m.path}/`));
  return hit ? hit.id : null;
}

export interface SessionAnswer {
  code: number;
  data?: {
    authStatus?: number | null;
    enterpriseType?: number | null;
    multiIdentity?: readonly unknown[] | null;
  } | null;
}

/**
 * On entering the member centre: code 0 and (certified, a first-level enterprise or several identities) → the same
 * page in the workbench, /merchantCenter (the rule: the domain's usesWorkbench).
 */
export function memberCentreRedirect(answer: SessionAnswer): boolean {
  return answer.code === 0 && usesWorkbench(answer.data);
}

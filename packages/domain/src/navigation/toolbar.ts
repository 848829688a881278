/**
 * Floating toolbar per role (part 1 §2). Pure: the web app maps keys to icons and actions.
 */
import { UserType } from '../account/index.ts';

export type ToolbarKey =
  | 'switchIdentity'
  | 'switchShop'
  | 'schemeConsult'
  | 'cart'
  | 'projectSupport'
  | 'scanConsult'
  | 'getScheme'
  | 'matchList'
  | 'compare'
  | 'messages'
  | 'feedback'
  | 'service'
  | 'app'
  | 'top';

export const TOOLBAR_LABEL: Record<ToolbarKey, string> = {
  switchIdentity: '切换身份',
  switchShop: '切换店铺',
  schemeConsult: '方案咨询',
  cart: '购物车',
  projectSupport: '项目支持',
  scanConsult: '扫码咨询',
  getScheme: '获取方案',
  matchList: '配单清单',
  compare: '产品对比',
  messages: '消息',
  feedback: '意见反馈',
  service: '在线客服',
  app: 'APP下载',
  top: '回到顶部',
};

export type ToolbarRole = 'visitor' | 'individual' | 'firstLevel' | 'secondLevel';

const BY_ROLE: Record<ToolbarRole, readonly ToolbarKey[]> = {
  visitor: ['schemeConsult', 'projectSupport', 'scanConsult', 'getScheme', 'feedback', 'app', 'top'],
  individual: [
    'schemeConsult',
    'cart',
    'projectSupport',
    'scanConsult',
    'getScheme',
    'matchList',
    'compare',
    'messages',
    'feedback',
    'app',
    'top',
  ],
  firstLevel: ['matchList', 'compare', 'messages', 'feedback', 'service', 'app', 'top'],
  secondLevel: ['switchShop', 'cart', 'matchList', 'compare', 'messages', 'feedback', 'service', 'app', 'top'],
};

/** Individual users and sales staff share a toolbar; staff follow their merchant's tier. */
export function toolbarRole(userType: UserType): ToolbarRole {
  switch (userType) {
    case UserType.person:
    case UserType.sales:
      return 'individual';
    case UserType.firstLevel:
    case UserType.firstLevelStaff:
      return 'firstLevel';
    case UserType.secondLevel:
    case UserType.goldSecondLevel:
    case UserType.secondLevelStaff:
    case UserType.goldSecondLevelStaff:
      return 'secondLevel';
    default:
      return 'visitor';
  }
}

/** Product and mall routes, where the cart matters. */
export function isCartRoute(pathname: string): boolean {
  return /^\/(product|memberStore)(\/|$)/.test(pathname);
}

export interface ToolbarContext {
  pathname: string;
  /** More than one identity (isMultRole). */
  multiIdentity?: boolean;
}

/**
 * Individual users and sales staff always have the cart. For second-level users it appears on product
 * and mall routes only; multi-identity users of other tiers get it there too. Switch identity shows only
 * on /home for multi-identity users.
 */
export function toolbarItems(userType: UserType, ctx: ToolbarContext): ToolbarKey[] {
  const role = toolbarRole(userType);
  const keys = BY_ROLE[role].filter((k) => k !== 'cart' || role === 'individual' || isCartRoute(ctx.pathname));
  const wantsCart = role === 'firstLevel' && !!ctx.multiIdentity && isCartRoute(ctx.pathname);
  if (wantsCart) keys.splice(keys.indexOf('matchList'), 0, 'cart');
  if (ctx.multiIdentity && role !== 'visitor' && ctx.pathname === '/home') keys.unshift('switchIdentity');
  return keys;
}

export interface ServiceLine {
  name: string;
  phone: string;
}

/**
 * The customer-service popover's and 帮助中心's hotline (part 1 §2): the provider's own number (the server's
 * SERVICE_PHONE, as the footer shows it), none when unset; never an invented 400 line.
 */
export function serviceLines(servicePhone: string | undefined): ServiceLine[] {
  const phone = (servicePhone ?? '').trim();
  return phone ? [{ name: '客服热线', phone }] : [];
}
export const SERVICE_HOURS = { workday: '09:00-22:00', holiday: '09:00-18:00' } as const;

/**
 * Main navigation per user type (part 1 §2). Pure data: the web app renders it.
 */
import { UserType } from '../account/index.ts';
import { messages } from '../core/index.ts';

export interface NavItem {
  key: string;
  label: string;
  /** Absent for a group heading that does not navigate. */
  path?: string;
  children?: NavItem[];
  /** The item itself does nothing on click (flash-sale zone). */
  noNavigate?: boolean;
  /** Mall items: clicking needs a bound first-level dealer. */
  requiresDealer?: boolean;
}

export interface Industry {
  id: number | string;
  name: string;
}

export interface MainNavContext {
  surveyPermission?: boolean;
  industries?: readonly Industry[];
}

/** Sub-menus wrap into columns of this many items. */
export const NAV_COLUMN_SIZE = 6;

export const DEALER_PROMPT = messages('DEALER_PROMPT', {
  person: '您还未选择下单一级经销商，请先选择',
  other: '您还未绑定一级经销商，请先绑定后再采购',
});

/** The config centre opens the design orders with survey permission, else the tool home. */
export function configCentrePath(surveyPermission: boolean | undefined): string {
  return surveyPermission ? '/tool/designOrder' : '/tool';
}

const home = (): NavItem => ({ key: 'home', label: '首页', path: '/home' });
const cases = (): NavItem => ({ key: 'cases', label: '客户案例', path: '/cases' });
/** The product menu: the list and the suites (issue 45 §3). */
export const SUITE_LIST_PATH = '/product/suit';
const products = (): NavItem => ({
  key: 'product',
  label: '全部产品',
  path: '/product',
  children: [
    { key: 'product-list', label: '产品列表', path: '/product' },
    { key: 'product-suit', label: '产品套装', path: SUITE_LIST_PATH },
  ],
});

function solutions(industries: readonly Industry[] | undefined): NavItem {
  const children = (industries ?? [])
    .filter((i) => String(i.id) !== '-1')
    .map((i) => ({
      key: `solution-${i.id}`,
      label: i.name,
      path: `/solution?oneIndustryId=${encodeURIComponent(String(i.id))}`,
    }));
  const item: NavItem = { key: 'solution', label: '解决方案', path: '/solution' };
  if (children.length > 0) item.children = children;
  return item;
}

function information(withChildren: boolean): NavItem {
  const item: NavItem = { key: 'information', label: '资讯中心', path: '/information' };
  if (withChildren) {
    item.children = [
      { key: 'information-articles', label: '新闻资讯', path: '/information/newsArticles' },
      { key: 'information-scene', label: '场景视频', path: '/information/videoType/sceneVideo' },
    ];
  }
  return item;
}

function configCentre(surveyPermission: boolean | undefined): NavItem {
  return { key: 'config', label: '配单中心', path: configCentrePath(surveyPermission) };
}

/** The user types whose navigation holds the procurement mall: they buy through a bound first-level dealer. */
const MALL_USER_TYPES: ReadonlySet<UserType> = new Set([
  UserType.person,
  UserType.secondLevel,
  UserType.goldSecondLevel,
]);

/** Whether the user type buys in the procurement mall (individuals, second-level and gold second-level dealers). */
export function hasProcurementMall(userType: UserType): boolean {
  return MALL_USER_TYPES.has(userType);
}

/** The first-level dealer's own side of mall orders (the top bar's 客户运营中心 leads there). */
export const MERCHANT_CENTRE_PATH = '/merchantCenter';

/** Whether the user type fulfils mall orders as a first-level dealer (the owner and its staff). */
export function fulfilsMallOrders(userType: UserType): boolean {
  return userType === UserType.firstLevel || userType === UserType.firstLevelStaff;
}

export function mallItem(): NavItem {
  return {
    key: 'mall',
    label: '采购商城',
    path: '/memberStore/sellProduct',
    requiresDealer: true,
    children: [
      { key: 'mall-sell', label: '经销商产品', path: '/memberStore/sellProduct', requiresDealer: true },
      {
        key: 'mall-seckill',
        label: '秒杀专区',
        noNavigate: true,
        requiresDealer: true,
        children: [
          {
            key: 'mall-seckill-platform',
            label: '平台活动',
            path: '/memberStore/seckill?pType=1',
            requiresDealer: true,
          },
          { key: 'mall-seckill-reward', label: '奖励兑付', path: '/memberStore/seckill?pType=2', requiresDealer: true },
        ],
      },
      { key: 'mall-coupon', label: '优惠券', path: '/memberStore/coupon', requiresDealer: true },
      // Credits are spent on the provider's own goods: no first-level dealer is involved.
      { key: 'mall-credits', label: '积分商城', path: '/memberStore/creditsExchange' },
    ],
  };
}

export function mainNavItems(userType: UserType, ctx: MainNavContext = {}): NavItem[] {
  const { surveyPermission, industries } = ctx;
  switch (userType) {
    case UserType.person:
      return [
        home(),
        solutions(industries),
        cases(),
        configCentre(surveyPermission),
        products(),
        mallItem(),
        information(true),
      ];
    case UserType.firstLevel:
    case UserType.firstLevelStaff:
    case UserType.secondLevelStaff:
    case UserType.goldSecondLevelStaff:
      return [home(), products(), configCentre(surveyPermission), solutions(industries), cases(), information(false)];
    case UserType.secondLevel:
    case UserType.goldSecondLevel:
      return [
        home(),
        products(),
        mallItem(),
        configCentre(surveyPermission),
        solutions(industries),
        cases(),
        information(false),
      ];
    case UserType.sales:
      return [
        home(),
        solutions(industries),
        cases(),
        { key: 'tools', label: '安防工具', path: '/tool' },
        products(),
        information(false),
      ];
    default:
      return [home(), solutions(industries), cases(), products(), information(false)];
  }
}

/** Split a sub-menu into columns of NAV_COLUMN_SIZE. */
export function navColumns<T>(items: readonly T[], size: number = NAV_COLUMN_SIZE): T[][] {
  const cols: T[][] = [];
  for (let i = 0; i < items.length; i += size) cols.push(items.slice(i, i + size));
  return cols;
}

/**
 * The prompt a mall item shows instead of navigating, or null when the user may go on.
 * Individual users "choose" an ordering dealer; enterprises "bind" one.
 */
export function mallPrompt(userType: UserType, hasBindFirstDistributor: boolean | undefined): string | null {
  if (hasBindFirstDistributor) return null;
  return userType === UserType.person ? DEALER_PROMPT.person : DEALER_PROMPT.other;
}

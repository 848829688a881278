import { describe, expect, it } from 'vitest';
import { UserType } from '../account/index.ts';
import type { NavItem } from './main-nav.ts';
import {
  configCentrePath,
  DEALER_PROMPT,
  fulfilsMallOrders,
  hasProcurementMall,
  mainNavItems,
  mallPrompt,
  navColumns,
} from './main-nav.ts';

const keys = (t: Parameters<typeof mainNavItems>[0], ctx = {}) => mainNavItems(t, ctx).map((i) => i.key);
const industries = [
  { id: -1, name: '全部' },
  { id: 3, name: '智慧社区' },
  { id: 7, name: '智慧校园' },
];

describe('main navigation (part 1 §2)', () => {
  it('visitor and fallback: home, solutions, cases, products, information', () => {
    expect(keys(UserType.tourist)).toEqual(['home', 'solution', 'cases', 'product', 'information']);
    expect(keys(99 as never)).toEqual(['home', 'solution', 'cases', 'product', 'information']);
  });
  it('individual: visitor items plus mall, config centre in the middle, information with children', () => {
    const items = mainNavItems(UserType.person, {});
    expect(items.map((i) => i.key)).toEqual(['home', 'solution', 'cases', 'config', 'product', 'mall', 'information']);
    const mall = items.find((i) => i.key === 'mall')!;
    expect(mall.children!.map((c) => c.label)).toEqual(['经销商产品', '秒杀专区', '优惠券', '积分商城']);
    expect(mall.children!.map((c) => c.path)).toEqual([
      '/memberStore/sellProduct',
      undefined,
      '/memberStore/coupon',
      '/memberStore/creditsExchange',
    ]);
    const seckill = mall.children![1]!;
    expect(seckill.noNavigate).toBe(true);
    expect(seckill.path).toBeUndefined();
    expect(seckill.children!.map((c) => [c.label, c.path])).toEqual([
      ['平台活动', '/memberStore/seckill?pType=1'],
      ['奖励兑付', '/memberStore/seckill?pType=2'],
    ]);
    expect(items.at(-1)!.children!.map((c) => c.label)).toEqual(['新闻资讯', '场景视频']);
    const product = items.find((i) => i.key === 'product')!;
    expect(product.children!.map((c) => [c.label, c.path])).toEqual([
      ['产品列表', '/product'],
      ['产品套装', '/product/suit'],
    ]);
  });
  it('first-level dealer and every staff type', () => {
    for (const t of [
      UserType.firstLevel,
      UserType.firstLevelStaff,
      UserType.secondLevelStaff,
      UserType.goldSecondLevelStaff,
    ]) {
      expect(keys(t)).toEqual(['home', 'product', 'config', 'solution', 'cases', 'information']);
    }
  });
  it('second-level and gold second-level: mall inserted at position 3', () => {
    for (const t of [UserType.secondLevel, UserType.goldSecondLevel]) {
      expect(keys(t)).toEqual(['home', 'product', 'mall', 'config', 'solution', 'cases', 'information']);
    }
  });
  it('sales staff: home, solutions, cases, security tools, products, information', () => {
    expect(keys(UserType.sales)).toEqual(['home', 'solution', 'cases', 'tools', 'product', 'information']);
  });
  it('config centre target follows survey permission', () => {
    expect(configCentrePath(true)).toBe('/tool/designOrder');
    expect(configCentrePath(false)).toBe('/tool');
    const cfg = (p: boolean) =>
      mainNavItems(UserType.firstLevel, { surveyPermission: p }).find((i) => i.key === 'config');
    expect(cfg(true)!.path).toBe('/tool/designOrder');
    expect(cfg(false)!.path).toBe('/tool');
  });
  it('solution children come from industries, excluding id -1; none without industries', () => {
    const sol = mainNavItems(UserType.tourist, { industries }).find((i) => i.key === 'solution')!;
    expect(sol.children!.map((c) => c.label)).toEqual(['智慧社区', '智慧校园']);
    expect(sol.children![0]!.path).toBe('/solution?oneIndustryId=3');
    expect(
      mainNavItems(UserType.tourist, { industries: [] }).find((i) => i.key === 'solution')!.children,
    ).toBeUndefined();
  });
  it('sub-menus wrap at 6 items', () => {
    const cols = navColumns(Array.from({ length: 13 }, (_, i) => i));
    expect(cols.map((c) => c.length)).toEqual([6, 6, 1]);
    expect(navColumns([])).toEqual([]);
  });
  it('buying through a dealer needs one: every mall item but the credits mall asks for it', () => {
    const mall = mainNavItems(UserType.person).find((i) => i.key === 'mall')!;
    const all = (items: readonly NavItem[]): NavItem[] => items.flatMap((i) => [i, ...all(i.children ?? [])]);
    const needs = all([mall])
      .filter((i) => i.requiresDealer)
      .map((i) => i.key);
    expect(needs).toEqual([
      'mall',
      'mall-sell',
      'mall-seckill',
      'mall-seckill-platform',
      'mall-seckill-reward',
      'mall-coupon',
    ]);
  });
  it('the mall is in the navigation exactly for the types that buy in it; first-level types fulfil', () => {
    const all = Object.values(UserType);
    for (const t of all) {
      expect(keys(t).includes('mall'), `type ${t}`).toBe(hasProcurementMall(t));
    }
    expect(all.filter(hasProcurementMall)).toEqual([UserType.person, UserType.secondLevel, UserType.goldSecondLevel]);
    expect(all.filter(fulfilsMallOrders)).toEqual([UserType.firstLevel, UserType.firstLevelStaff]);
    expect(all.some((t) => hasProcurementMall(t) && fulfilsMallOrders(t))).toBe(false);
  });
  it('mall prompt: individuals choose, others bind; nothing once bound', () => {
    expect(mallPrompt(UserType.person, false)).toBe(DEALER_PROMPT.person);
    expect(DEALER_PROMPT.person).toBe('您还未选择下单一级经销商，请先选择');
    expect(mallPrompt(UserType.secondLevel, false)).toBe('您还未绑定一级经销商，请先绑定后再采购');
    expect(mallPrompt(UserType.secondLevel, true)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { crumbsFrom } from './crumbs.ts';

describe('breadcrumb trail', () => {
  it('starts at home and follows the titled matches', () => {
    const trail = crumbsFrom([
      { pathname: '/' },
      { pathname: '/', handle: undefined },
      { pathname: '/member', handle: { title: '会员中心' } },
      { pathname: '/member/myFavorite', handle: { title: '我的收藏' } },
      { pathname: '/member/myFavorite/', handle: undefined },
      { pathname: '/member/myFavorite/shopFavorite', handle: { title: '商品收藏' } },
    ]);
    expect(trail).toEqual([
      { title: '首页', path: '/home' },
      { title: '会员中心', path: '/member' },
      { title: '我的收藏', path: '/member/myFavorite' },
      { title: '商品收藏', path: '/member/myFavorite/shopFavorite' },
    ]);
  });
  it("an index page shares its parent's crumb", () => {
    expect(
      crumbsFrom([
        { pathname: '/cases', handle: { title: '客户案例' } },
        { pathname: '/cases/', handle: { title: '客户案例' } },
      ]),
    ).toEqual([
      { title: '首页', path: '/home' },
      { title: '客户案例', path: '/cases' },
    ]);
  });
});

describe('parameter titles', () => {
  it('a calculator crumb names the calculator', async () => {
    const { pageTitle } = await import('./crumbs.ts');
    const m = [
      { pathname: '/tool/calculator', handle: { title: '安防计算器' } },
      {
        pathname: '/tool/calculator/dBandWidth',
        params: { type: 'dBandWidth' },
        handle: {
          title: '安防计算器',
          paramTitle: (p: Record<string, string | undefined>) => (p.type === 'dBandWidth' ? '带宽计算' : undefined),
        },
      },
    ];
    expect(crumbsFrom(m).map((c) => c.title)).toEqual(['首页', '安防计算器', '带宽计算']);
    expect(pageTitle(m)).toBe('带宽计算');
  });
});

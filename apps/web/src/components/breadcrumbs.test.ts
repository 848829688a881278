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
  it('an index page shares its parent\'s crumb', () => {
    expect(crumbsFrom([{ pathname: '/cases', handle: { title: '客户案例' } }, { pathname: '/cases/', handle: { title: '客户案例' } }])).toEqual([
      { title: '首页', path: '/home' },
      { title: '客户案例', path: '/cases' },
    ]);
  });
});

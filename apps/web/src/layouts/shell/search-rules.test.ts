import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import {
  categoryPath,
  categorySuggestion,
  hotWordTarget,
  searchKeyword,
  searchPath,
  showsGlobalSearch,
} from './search-rules.ts';

describe('global search', () => {
  it('trims, caps at 50 and falls back to the placeholder', () => {
    expect(searchKeyword('  球机 ', '摄像机')).toBe('球机');
    expect(searchKeyword('   ', '摄像机')).toBe('摄像机');
    expect(searchKeyword('x'.repeat(60), '')).toHaveLength(50);
    expect(searchPath('4K 球机')).toBe('/search?keyword=4K%20%E7%90%83%E6%9C%BA');
  });
  it('a hot word searches itself unless it links somewhere (a portal page in place, another site outside)', () => {
    expect(hotWordTarget({ word: '球机', linkType: 0, linkUrl: '/tool' })).toEqual({ kind: 'search', keyword: '球机' });
    expect(hotWordTarget({ word: '球机', linkType: 1, linkUrl: null })).toEqual({ kind: 'search', keyword: '球机' });
    expect(hotWordTarget({ word: '计算器', linkType: 1, linkUrl: '/tool/calculator/aVideoCapacity' })).toEqual({
      kind: 'route',
      url: '/tool/calculator/aVideoCapacity',
    });
    expect(hotWordTarget({ word: '活动', linkType: 1, linkUrl: ' https://example.com/a ' })).toEqual({
      kind: 'external',
      url: 'https://example.com/a',
    });
  });
  it('is hidden under /tool and /test only', () => {
    expect(showsGlobalSearch('/tool')).toBe(false);
    expect(showsGlobalSearch('/tool/calculator/aVideoCapacity')).toBe(false);
    expect(showsGlobalSearch('/test/x')).toBe(false);
    expect(showsGlobalSearch('/toolbox')).toBe(true);
    expect(showsGlobalSearch('/home')).toBe(true);
  });
});

describe('the category suggestion', () => {
  it('leads to the category’s product list, a second-level one under its parent', () => {
    expect(categoryPath({ id: 103, parentId: 1 })).toBe('/product?cat1=1&cat2=103');
    expect(categoryPath({ id: 4, parentId: null })).toBe('/product?cat1=4');
    expect(categorySuggestion('球型网络摄像机')).toBe('在「球型网络摄像机」分类中查看');
  });
});

describe('runtime config', () => {
  it('fills defaults and trims the sign-on URL', () => {
    expect(readConfig(undefined).brandName).toBe('海昱安防');
    expect(readConfig(undefined).ssoUrl).toBe('/sso');
    const c = readConfig({ brandName: '安视达', ssoUrl: 'https://sso.example.com/' });
    expect(c.brandName).toBe('安视达');
    expect(c.ssoUrl).toBe('https://sso.example.com');
    expect(readConfig({ brandName: '  ' }).brandName).toBe('海昱安防');
  });
});

import { describe, expect, it } from 'vitest';
import { MEMBER_LEVELS, isUnsupportedBrowser, memberLevelOf } from './member-rights.ts';

describe('member levels and the browser check', () => {
  it('puts a user on a level by memberLevel and certification', () => {
    expect(memberLevelOf(null)).toBe(-1);
    expect(memberLevelOf({ memberLevel: 0, authStatus: 0 })).toBe(0);
    expect(memberLevelOf({ memberLevel: 0, authStatus: 1 })).toBe(1);
    expect(memberLevelOf({ memberLevel: 3, authStatus: 1 })).toBe(2);
    expect(MEMBER_LEVELS.map((l) => l.level)).toEqual([0, 1, 2]);
  });
  it('sends Chrome before 51 and Internet Explorer to /nonsupport, lets current browsers pass', () => {
    expect(isUnsupportedBrowser('Mozilla/5.0 AppleWebKit/537.36 Chrome/50.0.2661 Safari/537.36')).toBe(true);
    expect(isUnsupportedBrowser('Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko')).toBe(true);
    expect(isUnsupportedBrowser('Mozilla/5.0 AppleWebKit/537.36 Chrome/51.0.2704 Safari/537.36')).toBe(false);
    expect(isUnsupportedBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(false);
  });
});

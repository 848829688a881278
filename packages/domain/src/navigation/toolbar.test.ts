import { describe, expect, it } from 'vitest';
import { UserType } from '../account/index.ts';
import { isCartRoute, serviceLines, toolbarItems, toolbarRole } from './toolbar.ts';

describe('floating toolbar (part 1 §2)', () => {
  it('visitor', () => {
    expect(toolbarItems(UserType.tourist, { pathname: '/home' })).toEqual([
      'schemeConsult',
      'projectSupport',
      'scanConsult',
      'getScheme',
      'feedback',
      'app',
      'top',
    ]);
  });
  it('individual and sales staff share one list, cart included', () => {
    const expected = [
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
    ];
    expect(toolbarItems(UserType.person, { pathname: '/cases' })).toEqual(expected);
    expect(toolbarItems(UserType.sales, { pathname: '/cases' })).toEqual(expected);
  });
  it('first-level (and first-level staff)', () => {
    const expected = ['matchList', 'compare', 'messages', 'feedback', 'service', 'app', 'top'];
    expect(toolbarItems(UserType.firstLevel, { pathname: '/product' })).toEqual(expected);
    expect(toolbarItems(UserType.firstLevelStaff, { pathname: '/home' })).toEqual(expected);
  });
  it('second-level: cart only on product and mall routes', () => {
    expect(toolbarItems(UserType.secondLevel, { pathname: '/product/detail' })).toEqual([
      'switchShop',
      'cart',
      'matchList',
      'compare',
      'messages',
      'feedback',
      'service',
      'app',
      'top',
    ]);
    expect(toolbarItems(UserType.goldSecondLevel, { pathname: '/memberStore/coupon' })).toContain('cart');
    expect(toolbarItems(UserType.secondLevelStaff, { pathname: '/cases' })).toEqual([
      'switchShop',
      'matchList',
      'compare',
      'messages',
      'feedback',
      'service',
      'app',
      'top',
    ]);
  });
  it('multi-identity first-level users get the cart on product and mall routes', () => {
    expect(toolbarItems(UserType.firstLevel, { pathname: '/product', multiIdentity: true })).toContain('cart');
    expect(toolbarItems(UserType.firstLevel, { pathname: '/cases', multiIdentity: true })).not.toContain('cart');
  });
  it('switch identity only on /home for multi-identity users', () => {
    expect(toolbarItems(UserType.firstLevel, { pathname: '/home', multiIdentity: true })[0]).toBe('switchIdentity');
    expect(toolbarItems(UserType.firstLevel, { pathname: '/product', multiIdentity: true })).not.toContain(
      'switchIdentity',
    );
    expect(toolbarItems(UserType.firstLevel, { pathname: '/home' })).not.toContain('switchIdentity');
  });
  it('roles and cart routes', () => {
    expect(toolbarRole(UserType.goldSecondLevelStaff)).toBe('secondLevel');
    expect(toolbarRole(UserType.tourist)).toBe('visitor');
    expect(isCartRoute('/product')).toBe(true);
    expect(isCartRoute('/memberStore/seckill/detail')).toBe(true);
    expect(isCartRoute('/productX')).toBe(false);
    expect(isCartRoute('/home')).toBe(false);
  });
  it("the hotline is the provider's own (SERVICE_PHONE), none when unset: no invented 400 line", () => {
    expect(serviceLines('')).toEqual([]);
    expect(serviceLines(undefined)).toEqual([]);
    expect(serviceLines('  ')).toEqual([]);
    expect(serviceLines(' 0571-88880000 ')).toEqual([{ name: '客服热线', phone: '0571-88880000' }]);
  });
});

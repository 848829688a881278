import { describe, expect, it } from 'vitest';
import { memberStoreGuard } from '../../app/route-guards.ts';
import { activeMemberMenu, memberCentreRedirect } from './member-menu.ts';

describe('member centre', () => {
  it('active menu item follows the route', () => {
    expect(activeMemberMenu('/member/accountInfo')).toBe(0);
    expect(activeMemberMenu('/member/myFavorite/shopFavorite')).toBe(1);
    expect(activeMemberMenu('/member/serveOrder/details')).toBe(2);
    expect(activeMemberMenu('/member/messageCenter')).toBe(3);
    expect(activeMemberMenu('/member/accountSetting/baseInfo')).toBe(4);
    expect(activeMemberMenu('/member/address')).toBe(6);
    expect(activeMemberMenu('/member/coupons')).toBe(7);
    expect(activeMemberMenu('/member/cert')).toBeNull();
  });
  it('certified, first-level or multi-identity accounts leave for /home', () => {
    expect(memberCentreRedirect({ code: 0, data: { authStatus: 1 } })).toBe(true);
    expect(memberCentreRedirect({ code: 0, data: { authStatus: 0, enterpriseType: 1 } })).toBe(true);
    expect(memberCentreRedirect({ code: 0, data: { authStatus: 0, multiIdentity: [1, 2] } })).toBe(true);
    expect(memberCentreRedirect({ code: 0, data: { authStatus: 0, enterpriseType: 2, multiIdentity: [1] } })).toBe(
      false,
    );
    expect(memberCentreRedirect({ code: 1, data: { authStatus: 1 } })).toBe(false);
  });
  it('memberStore paths need the token cookie', () => {
    expect(memberStoreGuard('/memberStore/coupon', false)).toBe('/home');
    expect(memberStoreGuard('/memberStore/coupon', true)).toBeNull();
    expect(memberStoreGuard('/product', false)).toBeNull();
  });
});

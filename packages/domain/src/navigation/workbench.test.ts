import { describe, expect, it } from 'vitest';
import { UserType } from '../account/index.ts';
import {
  accountPath,
  activeWorkbenchItem,
  memberPathOf,
  showsBottomBar,
  usesWorkbench,
  workbenchMenu,
} from './workbench.ts';

describe('the certified dealer workbench', () => {
  it('takes certified, first-level and multi-identity accounts', () => {
    expect(usesWorkbench({ authStatus: 1 })).toBe(true);
    expect(usesWorkbench({ authStatus: 0, enterpriseType: 1 })).toBe(true);
    expect(usesWorkbench({ authStatus: 0, multiIdentity: [1, 2] })).toBe(true);
    expect(usesWorkbench({ authStatus: 0, enterpriseType: 2, multiIdentity: [1] })).toBe(false);
    expect(usesWorkbench(null)).toBe(false);
  });
  it('maps member links into the workbench for its accounts only, keeping sub-paths and queries', () => {
    expect(accountPath('/member/address', true)).toBe('/merchantCenter/address');
    expect(accountPath('/member/myFavorite/shopFavorite?x=1', true)).toBe(
      '/merchantCenter/myFavorite/shopFavorite?x=1',
    );
    expect(accountPath('/member/address', false)).toBe('/member/address');
    expect(accountPath('/help', true)).toBe('/help');
    expect(memberPathOf('/merchantCenter/coupons')).toBe('/member/coupons');
    expect(memberPathOf('/merchantCenter/accountSetting/baseInfo')).toBe('/member/accountSetting/baseInfo');
    expect(memberPathOf('/merchantCenter/orderDetail')).toBeNull();
    expect(memberPathOf('/merchantCenter')).toBeNull();
  });
  it('shows customer orders only to first-level dealers and their staff', () => {
    expect(workbenchMenu(UserType.firstLevel)[0]!.key).toBe('orders');
    expect(workbenchMenu(UserType.secondLevel).some((m) => m.key === 'orders')).toBe(false);
    expect(workbenchMenu(UserType.secondLevel).map((m) => m.key)).toContain('address');
    expect(activeWorkbenchItem(UserType.firstLevel, '/merchantCenter/orderDetail')).toBe('orders');
    expect(activeWorkbenchItem(UserType.firstLevel, '/merchantCenter/myFavorite/shopFavorite')).toBe('myFavorite');
    expect(activeWorkbenchItem(UserType.secondLevel, '/merchantCenter')).toBeNull();
  });
  it('shows the bottom bar to visitors and individuals only', () => {
    expect(showsBottomBar(UserType.tourist)).toBe(true);
    expect(showsBottomBar(UserType.person)).toBe(true);
    expect(showsBottomBar(UserType.firstLevel)).toBe(false);
    expect(showsBottomBar(UserType.sales)).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UserType } from '../account/index.ts';
import {
  customerLabel,
  customerRequestOf,
  withGroupFields,
  type CustomerChoice,
  type GroupFields,
} from './customers.ts';
import {
  NO_DESIGN_PERMISSIONS,
  customProductActions,
  designPermissions,
  groupPermissionOf,
  isPrivateRole,
} from './permissions.ts';

const userTypes = fc.constantFrom(...(Object.values(UserType) as number[]));
const user = fc.record({
  userType: userTypes,
  employee: fc.boolean(),
  merchantNo: fc.option(fc.constantFrom('M10001', 'M20001'), { nil: null }),
});

describe('private role', () => {
  it('is an employee acting for a merchant, nobody else', () => {
    expect(isPrivateRole({ userType: UserType.firstLevelStaff, employee: true, merchantNo: 'M10001' })).toBe(true);
    expect(isPrivateRole({ userType: UserType.firstLevel, employee: false, merchantNo: 'M10001' })).toBe(false);
    expect(isPrivateRole({ userType: UserType.person, employee: false, merchantNo: null })).toBe(false);
    expect(isPrivateRole(null)).toBe(false);
  });

  it('hides the private-product controls and the tip, never the stock of the private range', () => {
    fc.assert(
      fc.property(user, fc.boolean(), (u, groups) => {
        const p = designPermissions(u, { merchantHasGroups: groups });
        if (p.privateRole) {
          expect(p.managePrivate).toBe(false);
          expect(p.remindTip).toBe(false);
          expect(p.customDetail).toBe(false);
          expect(p.privateStock).toBe(true);
        }
        // Managing private products needs a shop and no private role.
        expect(p.managePrivate).toBe(u.merchantNo !== null && !p.privateRole);
      }),
    );
  });

  it('a signed-out viewer may do nothing', () => {
    expect(NO_DESIGN_PERMISSIONS).toEqual({
      privateRole: false,
      groupPermission: 0,
      managePrivate: false,
      remindTip: false,
      privateStock: false,
      customDetail: true,
    });
  });
});

describe('group permission', () => {
  it('only for a dealer identity (owner or staff) whose merchant has pricing groups', () => {
    const dealer = { userType: UserType.firstLevel, employee: false, merchantNo: 'M10001' };
    expect(groupPermissionOf(dealer, true)).toBe(1);
    expect(groupPermissionOf(dealer, false)).toBe(0);
    expect(groupPermissionOf({ ...dealer, userType: UserType.firstLevelStaff, employee: true }, true)).toBe(1);
    expect(groupPermissionOf({ userType: UserType.person, employee: false, merchantNo: null }, true)).toBe(0);
    expect(groupPermissionOf({ userType: UserType.sales, employee: false, merchantNo: 'M10001' }, true)).toBe(0);
    fc.assert(
      fc.property(user, (u) => {
        if (u.merchantNo === null) expect(groupPermissionOf(u, true)).toBe(0);
        expect(groupPermissionOf(u, false)).toBe(0);
      }),
    );
  });
});

describe('custom product actions', () => {
  it('edit and delete only self-defined products for a manager; detail unless private role', () => {
    const manager = { managePrivate: true, customDetail: true };
    expect(customProductActions({ source: 0 }, manager)).toEqual({ edit: true, del: true, detail: true });
    expect(customProductActions({ source: 1 }, manager)).toEqual({ edit: false, del: false, detail: true });
    expect(customProductActions({ source: 0 }, { managePrivate: false, customDetail: false })).toEqual({
      edit: false,
      del: false,
      detail: false,
    });
  });
});

describe('customer of a design order', () => {
  const choice: CustomerChoice = {
    groupId: 3,
    groupName: '重点客户',
    memberAccountNo: 'A001',
    memberAccountName: '王工',
    memberAccountPhone: '13900000000',
    memberAccountRemark: '',
  };
  it('merges the group fields only with permission and a choice', () => {
    expect(withGroupFields({ name: 'x' }, 1, choice)).toEqual({ name: 'x', ...choice });
    expect(withGroupFields({ name: 'x' }, 0, choice)).toEqual({ name: 'x' });
    expect(withGroupFields({ name: 'x' }, 1, null)).toEqual({ name: 'x' });
  });
  it('reads what a payload asks of the customer', () => {
    expect(customerRequestOf({})).toEqual({ kind: 'none' });
    expect(customerRequestOf(choice)).toEqual({ kind: 'set', groupId: 3, memberAccountNo: 'A001' });
    expect(customerRequestOf({ groupId: null, memberAccountNo: null })).toEqual({ kind: 'clear' });
    expect(customerRequestOf({ groupId: 3 })).toEqual({ kind: 'malformed' });
    expect(customerRequestOf({ memberAccountNo: 'A001' })).toEqual({ kind: 'malformed' });
    fc.assert(
      fc.property(
        fc.record(
          {
            groupId: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
            memberAccountNo: fc.option(fc.string({ minLength: 1, maxLength: 8 }), { nil: null }),
            memberAccountName: fc.option(fc.string(), { nil: null }),
          },
          { requiredKeys: [] },
        ),
        (f: GroupFields) => {
          const r = customerRequestOf(f);
          if (r.kind === 'set') {
            expect(r.groupId).toBe(f.groupId);
            expect(r.memberAccountNo).toBe(f.memberAccountNo);
          }
          if (r.kind === 'none') expect(Object.keys(f).length).toBe(0);
        },
      ),
    );
  });
  it('labels the customer', () => {
    expect(customerLabel({ memberAccountName: null })).toBe('-');
    expect(customerLabel({ memberAccountName: '王工', memberAccountPhone: '139' })).toBe('王工（139）');
  });
});

describe('stock per model in the private range', () => {
  it('labels inventory stock and leaves self-defined products unstocked', async () => {
    const { stockLabel } = await import('./stock.ts');
    expect(stockLabel(1, 12)).toBe('12');
    expect(stockLabel(1, 0)).toBe('无货');
    expect(stockLabel(1, undefined)).toBe('-');
    expect(stockLabel(0, 12)).toBe('-');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (n) => {
        expect(stockLabel(1, n)).toBe(String(n));
      }),
    );
  });
});

/**
 * Who may do what in the design-order tool (part 2 §6), decided once here from the session's user data: the
 * server answers it (GET design/permissions) and enforces it, the screens only read it.
 *
 * A private-role account is an account acting as the employee of a merchant: it works inside its merchant's
 * private range (the shop's own and inventory-system products) but does not manage that range. So it does not
 * see the create/import/export/delete controls of private products nor the cable/construction tip with its
 * quick-add, cannot open a self-defined product's detail, and sees stock per model in the private range.
 *
 * Group permission (1 = yes) belongs to an account acting for a dealer (owner or staff) whose merchant keeps
 * pricing groups of customers: it shows the customer field of the generate dialog.
 */
import { EMPLOYEE_GROUP, MERCHANT_GROUP, actsAsEmployee, type UserType } from '../account/index.ts';
import { messages } from '../core/index.ts';
import { type DesignPermissions } from './permissions-contract.ts';

/** The private role itself is the endpoints' declared policy 'manager' (POLICY.manager, core/route.ts). */
export const PERMISSION_MESSAGES = messages('PERMISSION', {
  noShop: '请先完成企业认证后再创建自定义产品',
});

/** The fields of the session's user data the rules read. */
export interface DesignUser {
  userType: UserType | number;
  employee: boolean;
  merchantNo: string | null;
}

/** The private-role flag: the account acts as an employee of a merchant. */
export function isPrivateRole(user: DesignUser | null | undefined): boolean {
  return !!user && actsAsEmployee(user);
}

/** Group permission: a dealer identity (owner or staff) whose merchant has pricing groups. */
export function groupPermissionOf(user: DesignUser | null | undefined, merchantHasGroups: boolean): 0 | 1 {
  if (!user || user.merchantNo === null || !merchantHasGroups) return 0;
  const t = user.userType as UserType;
  return MERCHANT_GROUP.includes(t) || EMPLOYEE_GROUP.includes(t) ? 1 : 0;
}

export function designPermissions(
  user: DesignUser | null | undefined,
  opts: { merchantHasGroups: boolean },
): DesignPermissions {
  const privateRole = isPrivateRole(user);
  const hasShop = !!user && user.merchantNo !== null;
  return {
    privateRole,
    groupPermission: groupPermissionOf(user, opts.merchantHasGroups),
    managePrivate: hasShop && !privateRole,
    remindTip: !!user && !privateRole,
    privateStock: hasShop,
    customDetail: !privateRole,
  };
}

/** Nobody signed in: nothing allowed. */
export const NO_DESIGN_PERMISSIONS: DesignPermissions = designPermissions(null, { merchantHasGroups: false });

/**
 * The row actions of a private product in the custom tab: source 0 is self-defined (the shop's own), 1 comes
 * from the inventory system and is changed there. Edit and delete only for self-defined products and only for
 * an account that manages the range; the detail opens unless the account has the private role.
 */
export function customProductActions(
  p: { source: number },
  perms: Pick<DesignPermissions, 'managePrivate' | 'customDetail'>,
): { edit: boolean; del: boolean; detail: boolean } {
  const own = p.source === 0;
  return { edit: perms.managePrivate && own, del: perms.managePrivate && own, detail: perms.customDetail };
}

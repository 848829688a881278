/**
 * Customers of design orders and the tool's permissions: who the account acts for, whether it has group
 * permission (part 2 §6), its dealer's pricing groups and their members, and the customer an order names —
 * always taken from the dealer's records, never from the browser's copy of the name or phone.
 */
import {
  CUSTOMER_MESSAGES,
  customerRequestOf,
  designPermissions,
  type CustomerChoice,
  type CustomerMember,
  type DesignPermissions,
  type DesignUser,
  type GroupFields,
  type PricingGroup,
  refusal,
  listedBy,
  DESIGN_ORDER_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, businessError, forbidden } from '../../http/errors.ts';
import { accountContacts, accountIdByNo, getSessionUser } from '../account/index.ts';
import * as q from './customer-queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const groupMerchantNo = listedBy(
  DESIGN_ORDER_ROUTES.generate,
  DESIGN_ORDER_ROUTES.groups,
  DESIGN_ORDER_ROUTES.members,
  DESIGN_ORDER_ROUTES.updateProducts,
);
const membersNo = listedBy(DESIGN_ORDER_ROUTES.members);
const resolveCustomerNo = listedBy(DESIGN_ORDER_ROUTES.generate, DESIGN_ORDER_ROUTES.updateProducts);

/** The session fields the design tool's rules read. */
async function designUser(db: Kysely<DB>, accountId: number): Promise<DesignUser> {
  const u = await getSessionUser(db, accountId);
  return { userType: u.userType, employee: u.employee, merchantNo: u.merchantNo };
}

export async function permissionsOf(db: Kysely<DB>, accountId: number): Promise<DesignPermissions> {
  const user = await designUser(db, accountId);
  const merchantHasGroups = user.merchantNo ? await q.merchantHasGroups(db, user.merchantNo) : false;
  return designPermissions(user, { merchantHasGroups });
}

/** The dealer whose customers the account may name; 403 without group permission. */
async function groupMerchant(db: Kysely<DB>, accountId: number): Promise<string> {
  const user = await designUser(db, accountId);
  const merchantHasGroups = user.merchantNo ? await q.merchantHasGroups(db, user.merchantNo) : false;
  if (designPermissions(user, { merchantHasGroups }).groupPermission !== 1 || !user.merchantNo) {
    throw forbidden(groupMerchantNo(refusal(CUSTOMER_MESSAGES, 'noPermission')));
  }
  return user.merchantNo;
}

export async function listGroups(db: Kysely<DB>, accountId: number): Promise<PricingGroup[]> {
  const merchantNo = await groupMerchant(db, accountId);
  return (await q.groupsOf(db, merchantNo)).map((g) => ({
    id: Number(g.id),
    groupName: g.group_name,
    memberCount: Number(g.member_count),
  }));
}

export async function listMembers(
  db: Kysely<DB>,
  accountId: number,
  f: { groupId: number; keyword?: string | undefined; page: number; size: number },
): Promise<{ list: CustomerMember[]; total: number }> {
  const merchantNo = await groupMerchant(db, accountId);
  if (!(await q.findGroup(db, merchantNo, f.groupId)))
    throw businessError(membersNo(refusal(CUSTOMER_MESSAGES, 'groupNotFound')));
  const { rows, total } = await q.membersOf(db, merchantNo, f.groupId, f);
  const accounts = await accountContacts(
    db,
    rows.map((r) => Number(r.account_id)),
  );
  return {
    list: rows.map((r) => ({
      accountNo: accounts.get(Number(r.account_id))?.account_no ?? '',
      name: r.name,
      phone: r.phone,
      remark: r.remark,
    })),
    total,
  };
}

/**
 * The customer a payload asks for: undefined when it names none (nothing changes), null to clear it, or the
 * dealer's own record of the group and member. Without group permission any group field is refused (403);
 * a group or member that is not the dealer's is a business refusal; half a choice is malformed (400).
 */
export async function resolveCustomer(
  db: Kysely<DB>,
  accountId: number,
  fields: GroupFields,
): Promise<CustomerChoice | null | undefined> {
  const req = customerRequestOf(fields);
  if (req.kind === 'none') return undefined;
  if (req.kind === 'malformed') throw badRequest(resolveCustomerNo(refusal(CUSTOMER_MESSAGES, 'chooseCustomer')));
  const merchantNo = await groupMerchant(db, accountId);
  if (req.kind === 'clear') return null;
  if (!(await q.findGroup(db, merchantNo, req.groupId)))
    throw businessError(resolveCustomerNo(refusal(CUSTOMER_MESSAGES, 'groupNotFound')));
  const memberId = await accountIdByNo(db, req.memberAccountNo);
  const m = memberId === null ? undefined : await q.findMember(db, merchantNo, req.groupId, memberId);
  if (!m) throw businessError(resolveCustomerNo(refusal(CUSTOMER_MESSAGES, 'memberNotFound')));
  return {
    groupId: Number(m.group_id),
    groupName: m.group_name,
    memberAccountNo: req.memberAccountNo,
    memberAccountName: m.name,
    memberAccountPhone: m.phone,
    memberAccountRemark: m.remark,
  };
}

import { CUSTOMER_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';

const P = '/api-cloud-merchant-service/v1/design';

describe.each(testDrivers())('design-order customers and permissions on %s', (driver) => {
  let ctx: TestContext;
  let owner: string;
  let staff: string;
  let person: string;
  let otherDealer: string;
  let otherGroupId = 0;
  let vipGroupId = 0;
  let plainGroupId = 0;
  const accountNo = new Map<string, string>();

  const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    injectAs(ctx, token, method, url, payload);

  /** One list line of SKU-B4-4 (price 399.00) for the holder of token; answers its id. */
  const listLine = async (token: string) => {
    await call(token, 'POST', `${P}/favorite/update`, {
      list: [{ spuNo: 'SPU-B4', skuNo: 'SKU-B4-4', price: 39900, rate: 10000, quantity: 2 }],
    });
    const lines = (await call(token, 'GET', `${P}/favorite/list`)).json().data.lines as { id: number }[];
    return lines[0]!.id;
  };
  const orderPayload = (id: number, extra: object = {}) => ({
    name: '仓库监控',
    amount: 79800,
    preferential: 0,
    productLists: [{ id, spuNo: 'SPU-B4', skuNo: 'SKU-B4-4', price: 39900, rate: 10000, quantity: 2 }],
    ...extra,
  });

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await createTestCatalogue(db);
    const dealer = await createMerchant(db, { enterpriseType: 1 });
    const second = await createMerchant(db, { enterpriseType: 2 });
    const ids = {
      owner: await createAccount(db, { phone: '13900017001', identities: [{ merchantNo: dealer }] }),
      staff: await createAccount(db, { phone: '13900017002', identities: [{ merchantNo: dealer, employeeType: 1 }] }),
      person: await createAccount(db, { phone: '13900017003' }),
      other: await createAccount(db, { phone: '13900017004', identities: [{ merchantNo: second }] }),
      c1: await createAccount(db, { phone: '13900017101' }),
      c2: await createAccount(db, { phone: '13900017102' }),
      c3: await createAccount(db, { phone: '13900017103' }),
    };
    for (const [k, id] of Object.entries(ids)) {
      const r = await db.selectFrom('account').select('account_no').where('id', '=', id).executeTakeFirstOrThrow();
      accountNo.set(k, r.account_no);
    }
    const group = async (merchantNo: string, name: string) =>
      Number(
        (
          await db
            .insertInto('pricing_group')
            .values({ merchant_no: merchantNo, group_name: name })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    vipGroupId = await group(dealer, '重点客户');
    plainGroupId = await group(dealer, '普通客户');
    otherGroupId = await group(second, '二级的客户');
    await db
      .insertInto('pricing_group_member')
      .values([
        {
          group_id: vipGroupId,
          merchant_no: dealer,
          account_id: ids.c1,
          name: '王工',
          phone: '13900017101',
          remark: '滨江',
        },
        { group_id: vipGroupId, merchant_no: dealer, account_id: ids.c2, name: '李总', phone: '13900017102' },
        { group_id: plainGroupId, merchant_no: dealer, account_id: ids.c3, name: '赵经理', phone: '13900017103' },
        { group_id: otherGroupId, merchant_no: second, account_id: ids.c1, name: '王工(二级)', phone: '1' },
      ])
      .execute();
    owner = await loginToken(ctx, '13900017001');
    staff = await loginToken(ctx, '13900017002');
    person = await loginToken(ctx, '13900017003');
    otherDealer = await loginToken(ctx, '13900017004');
  });
  afterAll(() => ctx.close());

  it('a customer sits in one pricing group per dealer (database constraint)', async () => {
    const db = ctx.database.db;
    const c1 = await db.selectFrom('account').select('id').where('phone', '=', '13900017101').executeTakeFirstOrThrow();
    const dealer = await db
      .selectFrom('pricing_group')
      .select('merchant_no')
      .where('id', '=', vipGroupId)
      .executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('pricing_group_member')
        .values({ group_id: plainGroupId, merchant_no: dealer.merchant_no, account_id: c1.id, name: '重复' })
        .execute(),
    ).rejects.toThrow();
    // A member cannot point at another dealer's group.
    await expect(
      db
        .insertInto('pricing_group_member')
        .values({ group_id: otherGroupId, merchant_no: dealer.merchant_no, account_id: c1.id, name: '串组' })
        .execute(),
    ).rejects.toThrow();
  });

  it('answers permissions per identity: dealer owner and staff have group permission, staff is private role', async () => {
    const perms = async (t: string) => (await call(t, 'GET', `${P}/permissions`)).json().data;
    expect(await perms(owner)).toEqual({
      privateRole: false,
      groupPermission: 1,
      managePrivate: true,
      remindTip: true,
      privateStock: true,
      customDetail: true,
    });
    expect(await perms(staff)).toMatchObject({ privateRole: true, groupPermission: 1, managePrivate: false });
    expect(await perms(person)).toMatchObject({ privateRole: false, groupPermission: 0, managePrivate: false });
    expect((await call(owner, 'GET', `${P}/group/auth`)).json().data).toBe(1);
    expect((await call(person, 'GET', `${P}/group/auth`)).json().data).toBe(0);
    expect((await call(null, 'GET', `${P}/group/auth`)).statusCode).toBe(401);
  });

  it('lists the dealer’s pricing groups and their members, searchable and paged', async () => {
    const groups = (await call(owner, 'GET', `${P}/group/list`)).json();
    expect(groups.data).toEqual([
      { id: vipGroupId, groupName: '重点客户', memberCount: 2 },
      { id: plainGroupId, groupName: '普通客户', memberCount: 1 },
    ]);
    const members = (await call(owner, 'GET', `${P}/group/members?groupId=${vipGroupId}&size=1`)).json();
    expect(members.count).toBe(2);
    expect(members.data).toHaveLength(1);
    const found = (await call(owner, 'GET', `${P}/group/members?groupId=${vipGroupId}&keyword=滨江`)).json();
    expect(found.data).toEqual([
      { accountNo: accountNo.get('c1'), name: '王工', phone: '13900017101', remark: '滨江' },
    ]);
    // Staff of the dealer see the same groups.
    expect((await call(staff, 'GET', `${P}/group/list`)).json().data).toHaveLength(2);
  });

  it('refuses the groups without group permission and another dealer’s group', async () => {
    const res = await call(person, 'GET', `${P}/group/list`);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(CUSTOMER_MESSAGES.noPermission);
    const other = await call(owner, 'GET', `${P}/group/members?groupId=${otherGroupId}`);
    expect(other.statusCode).toBe(422);
    expect(other.json().msg).toBe(CUSTOMER_MESSAGES.groupNotFound);
  });

  it('generates an order for a customer, keeping the dealer’s record of the customer, not the payload’s', async () => {
    const id = await listLine(owner);
    const res = await call(
      owner,
      'POST',
      `${P}/order/generate`,
      orderPayload(id, {
        groupId: vipGroupId,
        groupName: '改过的组名',
        memberAccountNo: accountNo.get('c1'),
        memberAccountName: '伪造的名字',
        memberAccountPhone: '000',
      }),
    );
    expect(res.json().code).toBe(0);
    const orderId = res.json().data.id;
    const detail = (await call(owner, 'GET', `${P}/order/detail?id=${orderId}`)).json().data;
    expect(detail).toMatchObject({
      groupId: vipGroupId,
      groupName: '重点客户',
      memberAccountNo: accountNo.get('c1'),
      memberAccountName: '王工',
      memberAccountPhone: '13900017101',
      memberAccountRemark: '滨江',
    });
    const page = (await call(owner, 'GET', `${P}/order/page`)).json().data;
    expect(page.find((o: { id: number }) => o.id === orderId).memberAccountName).toBe('王工');

    // The edit page changes the customer, and clears it.
    const change = await call(owner, 'POST', `${P}/order/updateDesignProduct`, {
      id: orderId,
      productList: [],
      groupId: plainGroupId,
      memberAccountNo: accountNo.get('c3'),
    });
    expect(change.json().code).toBe(0);
    expect((await call(owner, 'GET', `${P}/order/detail?id=${orderId}`)).json().data).toMatchObject({
      groupName: '普通客户',
      memberAccountName: '赵经理',
    });
    // A copy keeps its customer.
    const copy = (await call(owner, 'POST', `${P}/order/copy`, { id: orderId })).json().data.id;
    expect((await call(owner, 'GET', `${P}/order/detail?id=${copy}`)).json().data.memberAccountName).toBe('赵经理');
    await call(owner, 'POST', `${P}/order/updateDesignProduct`, {
      id: orderId,
      productList: [],
      groupId: null,
      memberAccountNo: null,
    });
    expect((await call(owner, 'GET', `${P}/order/detail?id=${orderId}`)).json().data).toMatchObject({
      groupId: null,
      memberAccountName: null,
    });
  });

  it('refuses a customer without group permission, from another group or dealer, or half chosen: nothing written', async () => {
    const cases: [string, object, number, string][] = [
      [
        otherDealer,
        { groupId: vipGroupId, memberAccountNo: accountNo.get('c1') },
        422,
        CUSTOMER_MESSAGES.groupNotFound,
      ],
      [person, { groupId: vipGroupId, memberAccountNo: accountNo.get('c1') }, 403, CUSTOMER_MESSAGES.noPermission],
      [owner, { groupId: otherGroupId, memberAccountNo: accountNo.get('c1') }, 422, CUSTOMER_MESSAGES.groupNotFound],
      [owner, { groupId: plainGroupId, memberAccountNo: accountNo.get('c1') }, 422, CUSTOMER_MESSAGES.memberNotFound],
      [owner, { groupId: vipGroupId }, 400, CUSTOMER_MESSAGES.chooseCustomer],
    ];
    for (const [token, extra, status, msg] of cases) {
      const id = await listLine(token);
      const before = (await call(token, 'GET', `${P}/order/page`)).json().count;
      const res = await call(token, 'POST', `${P}/order/generate`, orderPayload(id, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(status);
      expect(res.json().msg).toBe(msg);
      expect((await call(token, 'GET', `${P}/order/page`)).json().count).toBe(before);
      // The line is still in the list.
      expect(
        (await call(token, 'GET', `${P}/favorite/list`)).json().data.lines.map((l: { id: number }) => l.id),
      ).toContain(id);
    }
  });
});

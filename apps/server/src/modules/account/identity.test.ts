import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';

const P = '/api-cloud-merchant-service/v1/account';

describe.each(testDrivers())('identity switch on %s', (driver) => {
  let ctx: TestContext;
  let first: string;
  let second: string;
  let strangers: string;
  const token = async (phone: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: `${P}/passwordLogin`,
        payload: { account: phone, password: 'Test@2026' },
      })
    ).json().data.token as string;
  const get = (t: string, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t}` } });

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    first = await createMerchant(db, { enterpriseType: 1 });
    second = await createMerchant(db, { enterpriseType: 2 });
    strangers = await createMerchant(db, { enterpriseType: 5 });
    await createAccount(db, { phone: '13920000001', identities: [{ merchantNo: first }, { merchantNo: second }] });
    await createAccount(db, { phone: '13920000002', identities: [{ merchantNo: strangers }] });
  });
  afterAll(() => ctx.close());

  it('switches to the other identity and the session follows', async () => {
    const t = await token('13920000001');
    expect((await get(t, `${P}/getLoginSessionInfo`)).json().data.userType).toBe(1);
    const res = await get(t, `${P}/changeIdentity?merchantNo=${second}`);
    expect(res.json()).toMatchObject({ code: 0 });
    const u = (await get(t, `${P}/getLoginSessionInfo`)).json().data;
    expect(u.userType).toBe(2);
    expect(u.merchantNo).toBe(second);
    expect(u.multiIdentity.find((i: { chooseOn: boolean }) => i.chooseOn).merchantNo).toBe(second);
    await get(t, `${P}/changeIdentity?merchantNo=${first}`);
    expect((await get(t, `${P}/getLoginSessionInfo`)).json().data.userType).toBe(1);
  });

  it("another user's merchantNo is 403 and nothing changes; another token cannot act for this account", async () => {
    const mine = await token('13920000001');
    const theirs = await token('13920000002');
    const before = (await get(mine, `${P}/getLoginSessionInfo`)).json().data;
    const res = await get(mine, `${P}/changeIdentity?merchantNo=${strangers}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 403,
      msg: '该身份不属于当前账号',
      data: null,
      reason: 'ACCOUNT.notYourIdentity',
    });
    const unknown = await get(mine, `${P}/changeIdentity?merchantNo=M-nope`);
    expect(unknown.statusCode).toBe(403);
    expect((await get(mine, `${P}/getLoginSessionInfo`)).json().data).toEqual(before);
    // the other account's token switches only its own identities
    expect((await get(theirs, `${P}/changeIdentity?merchantNo=${second}`)).statusCode).toBe(403);
    expect((await get(theirs, `${P}/getLoginSessionInfo`)).json().data.merchantNo).toBe(strangers);
    expect((await get(mine, `${P}/getLoginSessionInfo`)).json().data).toEqual(before);
    expect((await ctx.app.inject({ method: 'GET', url: `${P}/changeIdentity?merchantNo=${second}` })).statusCode).toBe(
      401,
    );
  });
});

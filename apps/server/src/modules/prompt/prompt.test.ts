import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { seedPrompts } from '../../seed/prompts.ts';

const API = '/api-cloud-merchant-service';
const P = `${API}/v1/prompt`;

describe.each(testDrivers())('post-login prompts on %s', (driver) => {
  let ctx: TestContext;
  let demo: string;
  let other: string;
  const get = (t: string, path: string) =>
    ctx.app.inject({ method: 'GET', url: `${P}/${path}`, headers: { authorization: `Bearer ${t}` } });
  const post = (t: string, path: string, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `${P}/${path}`,
      headers: { authorization: `Bearer ${t}` },
      ...(payload ? { payload } : {}),
    });
  const login = async (phone: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: `${API}/v1/account/passwordLogin`,
        payload: { account: phone, password: 'Test@2026' },
      })
    ).json().data.token;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await db
      .insertInto('merchant')
      .values({ merchant_no: 'M50001', enterprise_type: 5, company_name: '宁波甬安智能系统有限公司', auth_status: 1 })
      .execute();
    const demoId = await createAccount(db, { phone: '13800000004', identities: [{ merchantNo: 'M50001' }] });
    const otherNo = await createMerchant(db, { enterpriseType: 2 });
    const otherId = await createAccount(db, { phone: '13980000002', identities: [{ merchantNo: otherNo }] });
    const ids = new Map([
      ['13800000004', demoId],
      ['13980000002', otherId],
    ]);
    await seedPrompts(db, (p) => ids.get(p));
    await seedPrompts(db, (p) => ids.get(p)); // idempotent
    demo = await login('13800000004');
    other = await login('13980000002');
  });
  afterAll(() => ctx.close());

  it('the demo account has protocols to sign and the safety protocol; another account none', async () => {
    const toSign = (await get(demo, 'signVerify')).json().data as { code: number; version: number }[];
    expect(toSign.map((p) => `${p.code}v${p.version}`)).toEqual(['5v2', '6v1', '39v1', '60v1']);
    expect((await get(demo, 'getProtocolConfirmTip')).json().data).toMatchObject({ code: 61 });
    expect((await get(other, 'signVerify')).json().data).toEqual([]);
    expect((await get(other, 'getProtocolConfirmTip')).json().data).toBeNull();
    // no business fact behind them: the computed steps are empty (rules.test.ts makes each one happen)
    for (const t of [demo, other]) {
      expect((await get(t, 'getEnterpriseNameRepeatTip')).json().data).toBeNull();
      expect((await get(t, 'waitingShareMsg')).json().data).toBe('blank');
      expect((await get(t, 'getPriceChangeApi')).json().data).toBeNull();
      expect((await get(t, 'getVerification')).json().data).toEqual({ verificationStatus: null });
    }
  });

  it('answers: later hides for a day, agree for good; unknown protocols refused', async () => {
    const ids = ((await get(demo, 'signVerify')).json().data as { id: number }[]).map((p) => p.id);
    expect((await post(demo, 'bindProtocol', { action: 4, protocols: ids })).statusCode).toBe(400);
    expect((await post(demo, 'bindProtocol', { action: 3, protocols: [999999] })).json().msg).toBe(
      '协议不存在或已更新，请刷新后重试',
    );
    await post(demo, 'bindProtocol', { action: 2, protocols: ids });
    expect((await get(demo, 'signVerify')).json().data).toEqual([]);
    await ctx.database.db
      .updateTable('protocol_sign')
      .set({ created_at: new Date(Date.now() - 25 * 3600_000) } as never)
      .execute();
    expect((await get(demo, 'signVerify')).json().data).toHaveLength(4);
    await post(demo, 'bindProtocol', { action: 3, protocols: ids });
    expect((await get(demo, 'signVerify')).json().data).toEqual([]);
    expect((await get(other, 'signVerify')).json().data).toEqual([]);
  });
});

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

  it('the demo account has every trigger; another account none', async () => {
    expect((await get(demo, 'getEnterpriseNameRepeatTip')).json().data).toMatchObject({ merchantType: 2 });
    const toSign = (await get(demo, 'signVerify')).json().data as { code: number; version: number }[];
    expect(toSign.map((p) => `${p.code}v${p.version}`)).toEqual(['5v2', '6v1', '39v1', '60v1']);
    expect((await get(demo, 'waitingShareMsg')).json().data).toBe('¥12,860.00');
    expect((await get(demo, 'getPriceChangeApi')).json().data.title).toBe('部分产品价格调整通知');
    expect((await get(demo, 'getVerification')).json().data).toEqual({ verificationStatus: 2 });
    expect((await get(demo, 'getProtocolConfirmTip')).json().data).toMatchObject({ code: 61 });
    const session = (
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/v1/account/getLoginSessionInfo`,
        headers: { authorization: `Bearer ${demo}` },
      })
    ).json().data;
    expect(session.willFreeze).toBe(true);

    expect((await get(other, 'getEnterpriseNameRepeatTip')).json().data).toBeNull();
    expect((await get(other, 'signVerify')).json().data).toEqual([]);
    expect((await get(other, 'waitingShareMsg')).json().data).toBe('blank');
    expect((await get(other, 'getPriceChangeApi')).json().data).toBeNull();
    expect((await get(other, 'getProtocolConfirmTip')).json().data).toBeNull();
  });

  it('answers: repeat-name seen, later hides for a day, agree for good; unknown protocols refused', async () => {
    await post(demo, 'enterpriseNameRepeatOperate');
    expect((await get(demo, 'getEnterpriseNameRepeatTip')).json().data).toBeNull();
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

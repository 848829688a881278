import { POLICY_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { seedPrompts } from '../../seed/prompts.ts';

const API = '/api-cloud-merchant-service';
const P = `${API}/v1/prompt`;

describe.each(testDrivers())('protocol versions published by staff on %s', (driver) => {
  let ctx: TestContext;
  let staff: string;
  let dealer: string;
  const call = (t: string, method: 'GET' | 'POST', path: string, payload?: object) =>
    ctx.app.inject({
      method,
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
    ).json().data.token as string;
  const safety = {
    code: 61,
    protocolName: '服务安全协议（2026版）',
    protocolUrl: '/aboutUs/staticContent?tab=userAgreement',
    kind: 'safety',
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await createAccount(db, { phone: '13700000020', isSales: true });
    const merchantNo = await createMerchant(db, { enterpriseType: 2 });
    const dealerId = await createAccount(db, { phone: '13980000021', identities: [{ merchantNo }] });
    // Nobody is chosen for the demo prompts: every account has agreed to the seeded protocols.
    await seedPrompts(db, () => undefined);
    const protocols = await db.selectFrom('protocol').select('id').execute();
    await db
      .insertInto('protocol_sign')
      .values(protocols.map((p) => ({ account_id: dealerId, protocol_id: p.id, action: 3 })))
      .execute();
    staff = await login('13700000020');
    dealer = await login('13980000021');
  });
  afterAll(() => ctx.close());

  it('a new version makes the legal-update dialog appear again; agreeing closes it', async () => {
    expect((await call(dealer, 'GET', 'getProtocolConfirmTip')).json().data).toBeNull();
    const res = await call(staff, 'POST', 'protocol/publish', safety);
    expect(res.statusCode).toBe(200);
    const published = res.json().data;
    expect(published).toMatchObject({ code: 61, version: 2, protocolName: safety.protocolName, kind: 'safety' });
    const tip = (await call(dealer, 'GET', 'getProtocolConfirmTip')).json().data;
    expect(tip).toMatchObject({ id: published.id, code: 61, version: 2 });
    await call(dealer, 'POST', 'bindProtocol', { action: 3, protocols: [published.id] });
    expect((await call(dealer, 'GET', 'getProtocolConfirmTip')).json().data).toBeNull();
    const versions = (await call(staff, 'GET', 'protocol/versions')).json().data as { code: number; version: number }[];
    expect(versions[0]).toMatchObject({ code: 61, version: 2 });
  });

  it('only sales accounts publish; bad input is refused with a Chinese message and nothing written', async () => {
    const before = await ctx.database.db.selectFrom('protocol').select('id').execute();
    const refused = await call(dealer, 'POST', 'protocol/publish', { ...safety, code: 60 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(POLICY_MESSAGES.staff);
    expect((await call(dealer, 'GET', 'protocol/versions')).statusCode).toBe(403);
    const bad = await call(staff, 'POST', 'protocol/publish', { ...safety, code: 999 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('请选择协议');
    const outside = await call(staff, 'POST', 'protocol/publish', { ...safety, protocolUrl: 'https://example.com/x' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().msg).toContain('站内地址');
    expect((await ctx.database.db.selectFrom('protocol').select('id').execute()).length).toBe(before.length);
  });

  it('publishers racing on one code get distinct versions or a clear refusal, never a 500 or a duplicate', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(staff, 'POST', 'protocol/publish', {
          ...safety,
          code: 5,
          kind: 'sign',
          protocolName: `经销商合作协议 ${i}`,
        }),
      ),
    );
    for (const a of answers) expect([200, 409, 422, 400]).toContain(a.statusCode);
    const ok = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.version as number);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok).size).toBe(ok.length);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect(a.json().msg).toBe('该协议刚刚发布了新版本，请刷新后重试');
    const rows = await ctx.database.db.selectFrom('protocol').select('version').where('code', '=', 5).execute();
    expect(rows.length).toBe(new Set(rows.map((r) => r.version)).size);
  });
});

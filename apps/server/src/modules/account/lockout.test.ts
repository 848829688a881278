import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LOCKOUT, LOCKOUT_MESSAGES } from '@portal/domain';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createAccount } from '../../../test/support/fixtures.ts';

const API = '/api-cloud-merchant-service';
const A = `${API}/v1/account`;
const BASIC = `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`;
const PROXY = '10.8.8.8';

describe.each(testDrivers())('account lockout on %s', (driver) => {
  let ctx: TestContext;
  /** A request through the trusted proxy on behalf of the client at `client`. */
  const post = (url: string, payload: object, client: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: PROXY,
      headers: { authorization: BASIC, 'x-forwarded-for': client, ...headers },
    });
  const age = (login: string, minutes: number) =>
    ctx.database.db
      .updateTable('login_failure')
      .set({ created_at: new Date(Date.now() - minutes * 60_000) } as never)
      .where('login', '=', login)
      .execute();

  beforeAll(async () => {
    ctx = await createTestApp(driver, { TRUST_PROXY: PROXY });
    await createAccount(ctx.database.db, { phone: '13950000001' });
    await createAccount(ctx.database.db, { phone: '13950000002' });
  });
  afterAll(() => ctx.close());

  it('6 wrong passwords from 6 addresses lock password sign-in; SMS sign-in works; the window ends it', async () => {
    const phone = '13950000001';
    const answers: string[] = [];
    for (let i = 1; i <= 6; i++) {
      answers.push(
        (await post(`${A}/passwordLogin`, { account: phone, password: 'Wrong@2026' }, `198.18.0.${i}`)).json().msg,
      );
    }
    expect(answers.slice(0, ACCOUNT_LOCKOUT.failures)).toEqual(Array(ACCOUNT_LOCKOUT.failures).fill('账号或密码错误'));
    expect(answers[5]).toBe('密码错误次数过多，请15分钟后再试或使用短信验证码登录');
    const right = await post(`${A}/passwordLogin`, { account: phone, password: 'Test@2026' }, '198.18.0.99');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ msg: LOCKOUT_MESSAGES.locked, reason: 'LOCKOUT.locked' });

    // the owner signs in with an SMS code
    await post(`${API}/open/v3/message/verifycode`, { phone, type: 'login' }, '198.18.1.1');
    const sms = await ctx.database.db
      .selectFrom('sms_outbox')
      .select('content')
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /(\d{6})/.exec(sms.content)![1]!;
    const bySms = await post(`${A}/smsCodeLogin`, { phone, code }, '198.18.1.1');
    expect(bySms.json().code).toBe(0);

    // the owner sees the failed attempts: time and the client's address (as the trusted proxy named it)
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `${A}/loginFailures`,
      headers: { authorization: `Bearer ${bySms.json().data.token}` },
    });
    const list = seen.json().data as { time: string; ip: string }[];
    expect(list.map((f) => f.ip).sort()).toEqual([1, 2, 3, 4, 5].map((i) => `198.18.0.${i}`));
    expect(Date.now() - Date.parse(list[0]!.time)).toBeLessThan(60_000);

    // after the window, the password works again, and a success resets the count
    await age(phone, ACCOUNT_LOCKOUT.windowMinutes + 1);
    expect(
      (await post(`${A}/passwordLogin`, { account: phone, password: 'Test@2026' }, '198.18.0.99')).json().code,
    ).toBe(0);
    for (let i = 0; i < ACCOUNT_LOCKOUT.failures - 1; i++)
      await post(`${A}/passwordLogin`, { account: phone, password: 'Wrong@2026' }, '198.18.2.1');
    expect(
      (await post(`${A}/passwordLogin`, { account: phone, password: 'Test@2026' }, '198.18.2.1')).json().code,
    ).toBe(0);
    for (let i = 0; i < ACCOUNT_LOCKOUT.failures - 1; i++)
      await post(`${A}/passwordLogin`, { account: phone, password: 'Wrong@2026' }, '198.18.2.1');
    expect(
      (await post(`${A}/passwordLogin`, { account: phone, password: 'Test@2026' }, '198.18.2.1')).json().code,
    ).toBe(0);
  });

  it('an unknown account is answered exactly like a known one', async () => {
    const known = '13950000002';
    const unknown = '13950009999';
    const run = async (login: string) => {
      const out: unknown[] = [];
      for (let i = 1; i <= 6; i++) {
        const res = await post(`${A}/passwordLogin`, { account: login, password: 'Wrong@2026' }, `198.19.0.${i}`);
        out.push([res.statusCode, res.json()]);
      }
      return out;
    };
    expect(await run(unknown)).toEqual(await run(known));
  });

  it('the password reset by SMS still works while locked, and unlocks', async () => {
    const phone = '13950000002'; // locked by the test above
    expect((await post(`${A}/passwordLogin`, { account: phone, password: 'Test@2026' }, '198.18.3.1')).statusCode).toBe(
      429,
    );
    await post(`${API}/open/v3/message/verifycode`, { phone, type: 'reset' }, '198.18.3.1');
    const sms = await ctx.database.db
      .selectFrom('sms_outbox')
      .select('content')
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /(\d{6})/.exec(sms.content)![1]!;
    const reset = await post(`${A}/updatePasswordBySmsCode`, { phone, code, password: 'New#2026ab' }, '198.18.3.1');
    expect(reset.json().code).toBe(0);
    expect(
      (await post(`${A}/passwordLogin`, { account: phone, password: 'New#2026ab' }, '198.18.3.1')).json().code,
    ).toBe(0);
  });
});

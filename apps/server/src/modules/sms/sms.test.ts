import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { describeOnPostgres, testDrivers } from '../../../test/support/test-db.ts';
import { createAccount } from '../../../test/support/fixtures.ts';
import { sendCodeSolving } from '../../../test/support/sms.ts';

const API = '/api-cloud-merchant-service';
const A = `${API}/v1/account`;
const BASIC = `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`;

function helpers(get: () => TestContext) {
  let ipSeq = 0;
  const freshIp = () => `10.20.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
  const post = (url: string, payload: object, remoteAddress = '10.0.0.1') =>
    get().app.inject({ method: 'POST', url, payload, headers: { authorization: BASIC }, remoteAddress });
  // as the web sends: the human check solved when the server asks for it (its own tests: challenge.test.ts)
  const send = (phone: string, type: string, ip = freshIp()) => sendCodeSolving(get(), { phone, type }, ip);
  const outbox = async (phone: string) =>
    get()
      .database.db.selectFrom('sms_outbox')
      .select(['content'])
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .execute();
  const lastCode = async (phone: string) => /(\d{6})/.exec((await outbox(phone))[0]?.content ?? '')?.[1] ?? null;
  /** Lets the next send through the 60-second rule. */
  const age = (phone: string) =>
    get()
      .database.db.updateTable('sms_code')
      .set({ created_at: new Date(Date.now() - 61_000) } as never)
      .where('phone', '=', phone)
      .where('created_at', '>', new Date(Date.now() - 61_000))
      .execute();
  return { post, send, outbox, lastCode, age, freshIp };
}

describe.each(testDrivers())('SMS codes, SMS login, register and password reset on %s', (driver) => {
  let ctx: TestContext;
  const h = helpers(() => ctx);

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await createAccount(ctx.database.db, { phone: '13930000001' });
    await createAccount(ctx.database.db, { phone: '13930000002' });
    await createAccount(ctx.database.db, { phone: '13930000003' });
    await createAccount(ctx.database.db, { phone: '13930000004' });
  });
  afterAll(() => ctx.close());

  it('sends a 6-digit code to the outbox, stored hashed; needs the client credential; checks the phone', async () => {
    const res = await h.send('13930000001', 'login');
    expect(res.json()).toEqual({ code: 0, msg: '验证码已发送', data: null });
    const code = await h.lastCode('13930000001');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await ctx.database.db.selectFrom('sms_code').selectAll().where('phone', '=', '13930000001').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(code!);
    expect(rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()).toBeCloseTo(300_000, -3);
    const noClient = await ctx.app.inject({
      method: 'POST',
      url: `${API}/open/v3/message/verifycode`,
      payload: { phone: '13930000001', type: 'login' },
    });
    expect(noClient.statusCode).toBe(401);
    expect((await h.send('1393000000', 'login')).json().msg).toBe('请输入正确的手机号');
    expect((await h.send('13930000001', 'nope')).json().msg).toBe('验证码用途不正确');
  });

  it('one send per phone per 60 seconds, ten a day, and a limit per address (429)', async () => {
    const phone = '13930000002';
    expect((await h.send(phone, 'login')).statusCode).toBe(200);
    const again = await h.send(phone, 'reset');
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toBe('验证码发送过于频繁，请60秒后再试');
    for (let i = 1; i < 10; i++) {
      await h.age(phone);
      expect((await h.send(phone, 'login')).statusCode).toBe(200);
    }
    await h.age(phone);
    const daily = await h.send(phone, 'login');
    expect(daily.statusCode).toBe(429);
    expect(daily.json().msg).toBe('该手机号今日获取验证码次数已达上限，请明天再试');
    const ip = '10.99.0.1';
    for (let i = 0; i < 30; i++)
      expect((await h.send(`1370000${String(i).padStart(4, '0')}`, 'register', ip)).statusCode).toBe(200);
    const byIp = await h.send('13700009999', 'register', ip);
    expect(byIp.statusCode).toBe(429);
    expect(byIp.json().msg).toBe('获取验证码过于频繁，请稍后再试');
  });

  it('logs in with the code once; wrong, reused, expired or other-purpose codes fail with one message', async () => {
    const phone = '13930000003';
    await h.send(phone, 'login');
    const code = (await h.lastCode(phone))!;
    const wrong = await h.post(`${A}/smsCodeLogin`, { phone, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().msg).toBe('验证码错误或已失效，请重新获取');
    expect((await h.post(`${A}/smsCodeLogin`, { phone, code: '12345' })).json().msg).toBe('请输入6位数字验证码');
    const okRes = await h.post(`${A}/smsCodeLogin`, { phone, code });
    expect(okRes.json().code).toBe(0);
    const token = okRes.json().data.token;
    const me = await ctx.app.inject({
      method: 'GET',
      url: `${A}/getLoginSessionInfo`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.phonePlainText).toBe(phone);
    expect((await h.post(`${A}/smsCodeLogin`, { phone, code })).json().msg).toBe('验证码错误或已失效，请重新获取');
    // purpose-bound: a reset code does not log in
    await h.age(phone);
    await h.send(phone, 'reset');
    expect((await h.post(`${A}/smsCodeLogin`, { phone, code: (await h.lastCode(phone))! })).statusCode).toBe(422);
    // expired after 5 minutes
    await h.age(phone);
    await h.send(phone, 'login');
    await ctx.database.db
      .updateTable('sms_code')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('phone', '=', phone)
      .execute();
    expect((await h.post(`${A}/smsCodeLogin`, { phone, code: (await h.lastCode(phone))! })).statusCode).toBe(422);
  });

  it('burns a code after 5 wrong tries', async () => {
    const phone = '13930000004';
    await h.send(phone, 'login');
    const code = (await h.lastCode(phone))!;
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++)
      expect((await h.post(`${A}/smsCodeLogin`, { phone, code: wrongCode })).statusCode).toBe(422);
    expect((await h.post(`${A}/smsCodeLogin`, { phone, code })).json().msg).toBe('验证码错误或已失效，请重新获取');
  });

  it('an unknown phone gets the same answer and no message for login and reset', async () => {
    const res = await h.send('13939999999', 'login');
    expect(res.json()).toEqual({ code: 0, msg: '验证码已发送', data: null });
    expect(await h.outbox('13939999999')).toEqual([]);
  });

  it('registers a person with phone, code and password, then refuses the phone again', async () => {
    const phone = '13930000010';
    await h.send(phone, 'register');
    const code = (await h.lastCode(phone))!;
    const weak = await h.post(`${A}/registerLogin`, { phone, code, password: 'abcdefgh', agreement: true });
    expect(weak.json().msg).toBe('密码为8-16位，不能包含空格，且至少包含数字、小写字母、大写字母、特殊字符中的3种');
    const noAgree = await h.post(`${A}/registerLogin`, { phone, code, password: 'Abc@12345' });
    expect(noAgree.json().msg).toBe('请阅读并同意用户协议和隐私政策');
    const res = await h.post(`${A}/registerLogin`, { phone, code, password: 'Abc@12345', agreement: true });
    expect(res.json()).toMatchObject({ code: 0, msg: '注册成功' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: `${A}/getLoginSessionInfo`,
      headers: { authorization: `Bearer ${res.json().data.token}` },
    });
    expect(me.json().data).toMatchObject({ userType: -1, phonePlainText: phone, hasBindFirstDistributor: false });
    const login = await h.post(`${A}/passwordLogin`, { account: phone, password: 'Abc@12345' }, h.freshIp());
    expect(login.json().code).toBe(0);
    await h.age(phone);
    const again = await h.send(phone, 'register');
    expect(again.json().msg).toBe('该手机号已注册，请直接登录');
    expect(
      (await h.post(`${A}/registerLogin`, { phone, code, password: 'Abc@12345', agreement: true })).json().msg,
    ).toBe('该手机号已注册，请直接登录');
  });

  it('resets the password by SMS code and ends every session of the account', async () => {
    const phone = '13930000020';
    await createAccount(ctx.database.db, { phone });
    const old = (await h.post(`${A}/passwordLogin`, { account: phone, password: 'Test@2026' }, h.freshIp())).json().data
      .token;
    await h.send(phone, 'reset');
    const code = (await h.lastCode(phone))!;
    const res = await h.post(`${A}/updatePasswordBySmsCode`, { phone, code, password: 'New#2026ab' });
    expect(res.json()).toEqual({ code: 0, msg: '密码修改成功，请使用新密码登录', data: null });
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${A}/getLoginSessionInfo`,
          headers: { authorization: `Bearer ${old}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await h.post(`${A}/passwordLogin`, { account: phone, password: 'Test@2026' }, h.freshIp())).statusCode,
    ).toBe(422);
    expect(
      (await h.post(`${A}/passwordLogin`, { account: phone, password: 'New#2026ab' }, h.freshIp())).json().code,
    ).toBe(0);
    expect((await h.post(`${A}/updatePasswordBySmsCode`, { phone, code, password: 'New#2026ab' })).statusCode).toBe(
      422,
    );
  });

  it('password failures lock the account, from any address, while an SMS code still signs the owner in', async () => {
    const phone = '13930000030';
    await createAccount(ctx.database.db, { phone });
    for (let i = 0; i < 5; i++) {
      const res = await h.post(`${A}/passwordLogin`, { account: phone, password: 'Wrong@2026' }, h.freshIp());
      expect(res.json().msg).toBe('账号或密码错误');
    }
    const locked = await h.post(`${A}/passwordLogin`, { account: phone, password: 'Test@2026' }, '10.77.0.1');
    expect(locked.json().msg).toBe('密码错误次数过多，请15分钟后再试或使用短信验证码登录');
    await h.send(phone, 'login');
    const code = (await h.lastCode(phone))!;
    expect((await h.post(`${A}/smsCodeLogin`, { phone, code })).json().code).toBe(0);
    // once the window is over, the right password works again
    await ctx.database.db
      .updateTable('login_failure')
      .set({ created_at: new Date(Date.now() - 16 * 60_000) } as never)
      .where('login', '=', phone)
      .execute();
    expect(
      (await h.post(`${A}/passwordLogin`, { account: phone, password: 'Test@2026' }, '10.77.0.1')).json().code,
    ).toBe(0);
  });
});

describeOnPostgres('SMS codes under concurrency on %s', (driver) => {
  let ctx: TestContext;
  const h = helpers(() => ctx);
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await createAccount(ctx.database.db, { phone: '13940000001' });
    await createAccount(ctx.database.db, { phone: '13940000002' });
  });
  afterAll(() => ctx.close());

  it('one code logs in once when used twenty times at once', async () => {
    const phone = '13940000001';
    await h.send(phone, 'login');
    const code = (await h.lastCode(phone))!;
    const results = await Promise.all(Array.from({ length: 20 }, () => h.post(`${A}/smsCodeLogin`, { phone, code })));
    expect(results.filter((r) => r.json().code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(19);
  });

  it('twenty simultaneous sends to one phone deliver one code', async () => {
    const phone = '13940000002';
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => h.send(phone, 'login', `10.55.0.${i + 1}`)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(19);
    expect(await h.outbox(phone)).toHaveLength(1);
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createAccount } from '../../../test/support/fixtures.ts';

const API = '/api-cloud-merchant-service';
const A = `${API}/v1/account`;
/** A real 1 × 1 picture (uploads are decoded: a broken body is refused). */
const PNG = await sharp({ create: { width: 1, height: 1, channels: 4, background: '#fff0' } })
  .png()
  .toBuffer();

describe.each(testDrivers())('member account settings on %s', (driver) => {
  let ctx: TestContext;
  const login = async (account: string, password = 'Test@2026') =>
    (await ctx.app.inject({ method: 'POST', url: `${A}/passwordLogin`, payload: { account, password } })).json().data
      ?.token as string;
  const call = (token: string, url: string, payload?: object) =>
    ctx.app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const me = async (token: string) => (await call(token, `${A}/getLoginSessionInfo`)).json().data;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    for (const p of ['13970000001', '13970000002', '13970000003']) await createAccount(ctx.database.db, { phone: p });
  });
  afterAll(() => ctx.close());

  it('changes the nickname and the avatar of its own account only', async () => {
    const mine = await login('13970000001');
    const theirs = await login('13970000002');
    expect((await call(mine, `${A}/modifyNickname`, { nickname: '  ' })).json().msg).toBe('请输入昵称');
    expect((await call(mine, `${A}/modifyNickname`, { nickname: '安'.repeat(21) })).json().msg).toBe(
      '昵称不能超过20个字符',
    );
    expect((await call(mine, `${A}/modifyNickname`, { nickname: '小周' })).json()).toMatchObject({
      code: 0,
      msg: '保存成功',
    });
    expect((await me(mine)).nickname).toBe('小周');
    expect((await me(theirs)).nickname).not.toBe('小周');
    const boundary = '----b';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await ctx.app.inject({
      method: 'POST',
      url: `${A}/modifyAvatar`,
      headers: { authorization: `Bearer ${mine}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(up.json().data.url).toMatch(/^\/static\/uploads\/avatar\/[0-9a-f]{32}\.png$/);
    expect((await me(mine)).avatarUrl).toBe(up.json().data.url);
    expect((await me(theirs)).avatarUrl).toBeNull();
  });

  it('changes the password with the old one and ends the other sessions', async () => {
    const a = await login('13970000002');
    const b = await login('13970000002');
    const wrong = await call(a, `${API}/open/v1/account/updatePasswordByOldPwd`, {
      oldPassword: 'Nope@2026',
      password: 'New@20261',
    });
    expect(wrong.json().msg).toBe('原密码错误');
    const same = await call(a, `${API}/open/v1/account/updatePasswordByOldPwd`, {
      oldPassword: 'Test@2026',
      password: 'Test@2026',
    });
    expect(same.json().msg).toBe('新密码不能与原密码相同');
    const weak = await call(a, `${API}/open/v1/account/updatePasswordByOldPwd`, {
      oldPassword: 'Test@2026',
      password: 'abc',
    });
    expect(weak.json().msg).toMatch(/^密码为8-16位/);
    const res = await call(a, `${API}/open/v1/account/updatePasswordByOldPwd`, {
      oldPassword: 'Test@2026',
      password: 'New@20261',
    });
    expect(res.json()).toEqual({ code: 0, msg: '密码修改成功', data: null });
    expect((await call(a, `${A}/getLoginSessionInfo`)).statusCode).toBe(200);
    expect((await call(b, `${A}/getLoginSessionInfo`)).statusCode).toBe(401);
    expect(await login('13970000002', 'New@20261')).toBeTruthy();
  });

  it('changes the phone with the current password and a code sent to the new number', async () => {
    const t = await login('13970000003');
    const basic = `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`;
    // a guest cannot ask for a change-phone code
    const guest = await ctx.app.inject({
      method: 'POST',
      url: `${API}/open/v3/message/verifycode`,
      headers: { authorization: basic },
      payload: { phone: '13970000099', type: 'changePhone' },
    });
    expect(guest.statusCode).toBe(401);
    const taken = await call(t, `${API}/open/v3/message/verifycode`, { phone: '13970000001', type: 'changePhone' });
    expect(taken.json().msg).toBe('该手机号已注册，请直接登录');
    expect(
      (await call(t, `${API}/open/v3/message/verifycode`, { phone: '13970000099', type: 'changePhone' })).json().code,
    ).toBe(0);
    const sms = await ctx.database.db
      .selectFrom('sms_outbox')
      .select('content')
      .where('phone', '=', '13970000099')
      .executeTakeFirstOrThrow();
    const code = /(\d{6})/.exec(sms.content)![1]!;
    expect((await call(t, `${A}/modifyPhone`, { phone: '13970000099', code, password: 'Wrong@2026' })).json().msg).toBe(
      '当前密码错误',
    );
    const res = await call(t, `${A}/modifyPhone`, { phone: '13970000099', code, password: 'Test@2026' });
    expect(res.json()).toMatchObject({ code: 0, msg: '手机号修改成功，请使用新手机号登录' });
    expect((await me(t)).phonePlainText).toBe('13970000099');
    expect(await login('13970000099')).toBeTruthy();
    expect((await call(t, `${A}/modifyPhone`, { phone: '13970000099', code, password: 'Test@2026' })).json().msg).toBe(
      '新手机号不能与当前手机号相同',
    );
  });
});

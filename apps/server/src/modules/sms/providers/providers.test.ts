import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/support/test-app.ts';
import { testDrivers } from '../../../../test/support/test-db.ts';
import { createAccount } from '../../../../test/support/fixtures.ts';
import { loadConfig } from '../../../config.ts';
import { fakeAliyunSms, fakeTencentSms, type FakeGateway } from '../../../../test/support/fake-sms-gateways.ts';

const API = '/api-cloud-merchant-service';
const BASIC = `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`;
const TEMPLATES = {
  SMS_SIGN_NAME: '海昱安防',
  SMS_TEMPLATE_LOGIN: 'T_LOGIN',
  SMS_TEMPLATE_REGISTER: 'T_REGISTER',
  SMS_TEMPLATE_RESET: 'T_RESET',
  SMS_TEMPLATE_CHANGE_PHONE: 'T_CHANGE',
  SMS_TEMPLATE_INVITE: 'T_INVITE',
};

const PROVIDERS = [
  {
    name: 'aliyun',
    fake: () => fakeAliyunSms({ LTAIfakeKeyId: 'fake-secret-of-aliyun' }),
    env: (url: string, secret: string) => ({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ENDPOINT: url,
      ALIYUN_SMS_ACCESS_KEY_ID: 'LTAIfakeKeyId',
      ALIYUN_SMS_ACCESS_KEY_SECRET: secret,
    }),
    secret: 'fake-secret-of-aliyun',
    phoneOf: (p: string) => p,
  },
  {
    name: 'tencent',
    fake: () => fakeTencentSms({ AKIDfakeSecretId: 'fake-secret-of-tencent' }, '1400000001'),
    env: (url: string, secret: string) => ({
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_ENDPOINT: url,
      TENCENT_SMS_SECRET_ID: 'AKIDfakeSecretId',
      TENCENT_SMS_SECRET_KEY: secret,
      TENCENT_SMS_SDK_APP_ID: '1400000001',
    }),
    secret: 'fake-secret-of-tencent',
    phoneOf: (p: string) => `+86${p}`,
  },
] as const;

describe.each(testDrivers())('real SMS providers against their local fakes on %s', (driver) => {
  describe.each(PROVIDERS)('$name', (provider) => {
    let fake: FakeGateway;
    let ctx: TestContext;
    let badKey: TestContext;
    const phone = provider.name === 'aliyun' ? '13940000001' : '13940000002';
    const send = (c: TestContext, type = 'login') =>
      c.app.inject({
        method: 'POST',
        url: `${API}/open/v3/message/verifycode`,
        payload: { phone, type },
        headers: { authorization: BASIC },
        remoteAddress: '10.30.0.1',
      });
    const login = (c: TestContext, code: string) =>
      c.app.inject({
        method: 'POST',
        url: `${API}/v1/account/smsCodeLogin`,
        payload: { phone, code },
        headers: { authorization: BASIC },
        remoteAddress: '10.30.0.1',
      });

    beforeAll(async () => {
      fake = await provider.fake();
      ctx = await createTestApp(driver, { ...TEMPLATES, ...provider.env(fake.url, provider.secret) });
      badKey = await createTestApp(driver, { ...TEMPLATES, ...provider.env(fake.url, 'a-wrong-secret') });
      await createAccount(ctx.database.db, { phone });
      await createAccount(badKey.database.db, { phone });
    });
    afterAll(async () => {
      await ctx.close();
      await badKey.close();
      await fake.close();
    });

    it('sends a login code through the provider (signature checked by the fake) and the code logs in once', async () => {
      const res = await send(ctx);
      expect(res.json()).toEqual({ code: 0, msg: '验证码已发送', data: null });
      expect(fake.delivered).toHaveLength(1);
      const got = fake.delivered[0]!;
      expect(got).toMatchObject({ phone: provider.phoneOf(phone), signName: '海昱安防', template: 'T_LOGIN' });
      expect(got.code).toMatch(/^\d{6}$/);
      // a real provider leaves no copy of the code in the outbox
      expect(await ctx.database.db.selectFrom('sms_outbox').selectAll().execute()).toHaveLength(0);
      expect((await login(ctx, got.code)).json().code).toBe(0);
      expect((await login(ctx, got.code)).statusCode).toBe(422);
    });

    it('a wrong key: a clear message, nothing delivered, no code left usable, and the next send is not held back', async () => {
      const before = fake.delivered.length;
      const res = await send(badKey);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ msg: '短信发送失败，请稍后再试或联系客服', reason: 'SMS.deliveryFailed' });
      expect(fake.delivered).toHaveLength(before);
      expect(await badKey.database.db.selectFrom('sms_code').selectAll().where('phone', '=', phone).execute()).toEqual(
        [],
      );
      expect((await send(badKey)).statusCode).toBe(502); // not "too soon": the failed send left nothing behind
    });
  });
});

describe('SMS settings', () => {
  it('a provider needs every key and template; an unknown provider is refused', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(
      /短信通道 aliyun 配置不完整，缺少：ALIYUN_SMS_ACCESS_KEY_ID、ALIYUN_SMS_ACCESS_KEY_SECRET、SMS_SIGN_NAME/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'tencent', ...TEMPLATES })).toThrow(/TENCENT_SMS_SECRET_ID/);
    expect(() => loadConfig({ SMS_PROVIDER: 'yunpian' })).toThrow(/SMS_PROVIDER 只能是/);
    expect(loadConfig({}).sms).toEqual({ kind: 'outbox', echo: true });
  });

  it('production: no provider and no SMS_SANDBOX refuses; a provider or the named sandbox is accepted', () => {
    const keys = { NODE_ENV: 'production', PAYMENT_SANDBOX: '1' };
    expect(() => loadConfig(keys)).toThrow(/SMS_SANDBOX=1/);
    expect(loadConfig({ ...keys, SMS_SANDBOX: '1' }).sms.kind).toBe('outbox');
    expect(
      loadConfig({ ...keys, ...TEMPLATES, ...PROVIDERS[1].env('https://sms.tencentcloudapi.com', 'k') }).sms,
    ).toMatchObject({ kind: 'tencent', region: 'ap-guangzhou', templates: { changePhone: 'T_CHANGE' } });
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_SANDBOX: '1' })).toThrow(/PAYMENT_SANDBOX=1/);
  });
});

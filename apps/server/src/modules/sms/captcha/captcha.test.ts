/**
 * The outside human checks (CAPTCHA_PROVIDER tencent / aliyun) over HTTP against local fakes that check the calls'
 * signatures as the real services do: the second code from an address needs the check; the provider's right ticket
 * sends, a wrong or reused one is refused with SMS.challengeFailed; the page is told which check to show, and its
 * script's hosts are allowed by the CSP only then.
 */
import { reasonOf, SMS_ENDPOINTS, SMS_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeAliyunCaptcha,
  fakeTencentCaptcha,
  type FakeCaptcha,
} from '../../../../test/support/fake-captcha-gateways.ts';
import { BASIC } from '../../../../test/support/sms.ts';
import { createTestApp, type TestContext } from '../../../../test/support/test-app.ts';
import { publicConfig } from '../../../app.ts';

const PROVIDERS = [
  {
    name: 'tencent',
    fake: () => fakeTencentCaptcha({ AKIDcaptcha: 'captcha-secret' }, { id: 190000001, secretKey: 'app-key' }),
    env: (url: string) => ({
      CAPTCHA_PROVIDER: 'tencent',
      TENCENT_CAPTCHA_ENDPOINT: url,
      TENCENT_CAPTCHA_SECRET_ID: 'AKIDcaptcha',
      TENCENT_CAPTCHA_SECRET_KEY: 'captcha-secret',
      TENCENT_CAPTCHA_APP_ID: '190000001',
      TENCENT_CAPTCHA_APP_SECRET_KEY: 'app-key',
    }),
    shown: { kind: 'tencent', appId: '190000001' },
    host: 'turing.captcha.qcloud.com',
  },
  {
    name: 'aliyun',
    fake: () => fakeAliyunCaptcha({ LTAIcaptcha: 'captcha-secret' }, 'scene-1'),
    env: (url: string) => ({
      CAPTCHA_PROVIDER: 'aliyun',
      ALIYUN_CAPTCHA_ENDPOINT: url,
      ALIYUN_CAPTCHA_ACCESS_KEY_ID: 'LTAIcaptcha',
      ALIYUN_CAPTCHA_ACCESS_KEY_SECRET: 'captcha-secret',
      ALIYUN_CAPTCHA_SCENE_ID: 'scene-1',
      ALIYUN_CAPTCHA_PREFIX: 'p1x2y3',
    }),
    shown: { kind: 'aliyun', sceneId: 'scene-1', prefix: 'p1x2y3' },
    host: 'o.alicdn.com',
  },
] as const;

describe.each(PROVIDERS)('the $name captcha before another SMS code', (provider) => {
  let fake: FakeCaptcha;
  let ctx: TestContext;
  const send = (phone: string, extra: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: SMS_ENDPOINTS.sendCode.path,
      payload: { phone, type: 'register', ...extra },
      headers: { authorization: BASIC },
      remoteAddress: '10.77.0.1',
    });

  beforeAll(async () => {
    fake = await provider.fake();
    ctx = await createTestApp('pglite', provider.env(fake.url));
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('the page is told which check to show; its hosts are allowed only with it', async () => {
    expect(publicConfig(ctx.config)).toMatchObject({ captcha: provider.shown });
    const csp = String((await ctx.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    expect(csp).toContain(provider.host);
    expect(JSON.stringify(publicConfig(ctx.config))).not.toContain('secret');
  });

  it('a right ticket sends the second code; a wrong or spent one is refused', async () => {
    expect((await send('13977000001')).json().code).toBe(0);
    const needed = await send('13977000002');
    expect(needed.json().reason).toBe(reasonOf(SMS_MESSAGES, 'challengeRequired'));
    const wrong = await send('13977000002', { captchaTicket: 'forged', captchaRandstr: '@abc' });
    expect(wrong.json().reason).toBe(reasonOf(SMS_MESSAGES, 'challengeFailed'));
    fake.issue('t-good-1', '@abc');
    expect((await send('13977000002', { captchaTicket: 't-good-1', captchaRandstr: '@abc' })).json().code).toBe(0);
    // the same ticket again: the provider says it is spent
    const again = await send('13977000003', { captchaTicket: 't-good-1', captchaRandstr: '@abc' });
    expect(again.json().reason).toBe(reasonOf(SMS_MESSAGES, 'challengeFailed'));
    expect(fake.checks).toBe(3);
    // the built-in puzzle's answer is no way around the configured check
    const puzzle = await send('13977000003', { challengeId: 'x'.repeat(24), challengeX: 100 });
    expect(puzzle.json().reason).toBe(reasonOf(SMS_MESSAGES, 'challengeFailed'));
  });
});

describe('CAPTCHA_PROVIDER settings', () => {
  it('an outside check missing its keys, or an unknown one, stops the start with the names', async () => {
    const { loadConfig } = await import('../../../config.ts');
    expect(() => loadConfig({ NODE_ENV: 'test', CAPTCHA_PROVIDER: 'tencent' })).toThrow(/TENCENT_CAPTCHA_SECRET_ID/);
    expect(() => loadConfig({ NODE_ENV: 'test', CAPTCHA_PROVIDER: 'geetest' })).toThrow(/CAPTCHA_PROVIDER/);
    expect(loadConfig({ NODE_ENV: 'test' }).captcha).toEqual({ kind: 'builtin' });
  });
});

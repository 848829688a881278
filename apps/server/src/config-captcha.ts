/**
 * The human check before another SMS code (CAPTCHA_PROVIDER): the built-in slider puzzle the server draws (the
 * default, no outside service), Tencent Cloud Captcha (天御验证码) or Alibaba Cloud Captcha 2.0 (阿里云验证码). With an
 * outside one the page loads its script from the provider and the server checks the ticket with the provider's API.
 */
export type CaptchaConfig =
  | { kind: 'builtin' }
  | {
      kind: 'tencent';
      /** https://captcha.tencentcloudapi.com in production. */
      endpoint: string;
      secretId: string;
      secretKey: string;
      /** CaptchaAppId: the page shows this app's check. */
      appId: string;
      appSecretKey: string;
    }
  | {
      kind: 'aliyun';
      /** https://captcha.cn-shanghai.aliyuncs.com in production. */
      endpoint: string;
      accessKeyId: string;
      accessKeySecret: string;
      /** The scene (场景 ID) and the account's identity prefix (身份标): the page shows this scene's check. */
      sceneId: string;
      prefix: string;
    };

const v = (env: NodeJS.ProcessEnv, name: string) => (env[name] ?? '').trim();

function required(env: NodeJS.ProcessEnv, provider: string, names: string[]): void {
  const missing = names.filter((n) => !v(env, n));
  if (missing.length) throw new Error(`人机验证 ${provider} 配置不完整，缺少：${missing.join('、')}`);
}

function endpoint(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = v(env, name).replace(/\/+$/, '') || fallback;
  if (!/^https?:\/\/[^\s/]+/.test(raw)) throw new Error(`${name} 不是有效的地址：${raw}`);
  return raw;
}

export function captchaSettings(env: NodeJS.ProcessEnv): CaptchaConfig {
  const provider = v(env, 'CAPTCHA_PROVIDER').toLowerCase();
  if (provider === 'tencent') {
    const names = ['TENCENT_CAPTCHA_SECRET_ID', 'TENCENT_CAPTCHA_SECRET_KEY', 'TENCENT_CAPTCHA_APP_ID'];
    required(env, 'tencent', [...names, 'TENCENT_CAPTCHA_APP_SECRET_KEY']);
    if (!/^\d+$/.test(v(env, 'TENCENT_CAPTCHA_APP_ID'))) throw new Error('TENCENT_CAPTCHA_APP_ID 应为数字');
    return {
      kind: 'tencent',
      endpoint: endpoint(env, 'TENCENT_CAPTCHA_ENDPOINT', 'https://captcha.tencentcloudapi.com'),
      secretId: v(env, 'TENCENT_CAPTCHA_SECRET_ID'),
      secretKey: v(env, 'TENCENT_CAPTCHA_SECRET_KEY'),
      appId: v(env, 'TENCENT_CAPTCHA_APP_ID'),
      appSecretKey: v(env, 'TENCENT_CAPTCHA_APP_SECRET_KEY'),
    };
  }
  if (provider === 'aliyun') {
    required(env, 'aliyun', [
      'ALIYUN_CAPTCHA_ACCESS_KEY_ID',
      'ALIYUN_CAPTCHA_ACCESS_KEY_SECRET',
      'ALIYUN_CAPTCHA_SCENE_ID',
      'ALIYUN_CAPTCHA_PREFIX',
    ]);
    return {
      kind: 'aliyun',
      endpoint: endpoint(env, 'ALIYUN_CAPTCHA_ENDPOINT', 'https://captcha.cn-shanghai.aliyuncs.com'),
      accessKeyId: v(env, 'ALIYUN_CAPTCHA_ACCESS_KEY_ID'),
      accessKeySecret: v(env, 'ALIYUN_CAPTCHA_ACCESS_KEY_SECRET'),
      sceneId: v(env, 'ALIYUN_CAPTCHA_SCENE_ID'),
      prefix: v(env, 'ALIYUN_CAPTCHA_PREFIX'),
    };
  }
  if (provider && provider !== 'builtin')
    throw new Error(`CAPTCHA_PROVIDER 只能是 builtin、tencent 或 aliyun，当前为 "${provider}"`);
  return { kind: 'builtin' };
}

/** What the page needs to show an outside check (public identifiers only), or null for the built-in puzzle. */
export function captchaPublic(
  c: CaptchaConfig,
): { kind: 'tencent'; appId: string } | { kind: 'aliyun'; sceneId: string; prefix: string } | null {
  if (c.kind === 'tencent') return { kind: 'tencent', appId: c.appId };
  if (c.kind === 'aliyun') return { kind: 'aliyun', sceneId: c.sceneId, prefix: c.prefix };
  return null;
}

/** Hosts an outside check loads its script, pictures and calls from (the page's CSP allows them only when it is on). */
export const CAPTCHA_HOSTS: Record<'tencent' | 'aliyun', string[]> = {
  tencent: ['https://turing.captcha.qcloud.com', 'https://*.captcha.qcloud.com', 'https://captcha.gtimg.com'],
  aliyun: ['https://o.alicdn.com', 'https://*.aliyuncs.com', 'https://*.alicdn.com'],
};

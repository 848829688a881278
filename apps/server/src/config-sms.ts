/**
 * SMS settings (SMS_PROVIDER and its keys): Alibaba Cloud SMS, Tencent Cloud SMS, or the built-in outbox (the
 * sms_outbox table, echoed to the log), which in production is used only when SMS_SANDBOX=1 names it.
 */
import { SMS_PURPOSES, type SmsPurpose } from '@portal/domain';

/** What a text message is for: a verification code's purpose, or an invitation (issue 42: its code sets a password). */
export type SmsKind = SmsPurpose | 'invite';
const SMS_KINDS: readonly SmsKind[] = [...SMS_PURPOSES, 'invite'];

/** Template id (Alibaba: TemplateCode, Tencent: TemplateId) per kind: each takes the code as its one parameter. */
type SmsTemplates = Record<SmsKind, string>;

export type SmsConfig =
  | { kind: 'outbox'; echo: boolean }
  | {
      kind: 'aliyun';
      /** https://dysmsapi.aliyuncs.com in production. */
      endpoint: string;
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templates: SmsTemplates;
    }
  | {
      kind: 'tencent';
      /** https://sms.tencentcloudapi.com in production. */
      endpoint: string;
      secretId: string;
      secretKey: string;
      sdkAppId: string;
      region: string;
      signName: string;
      templates: SmsTemplates;
    };

/** The environment variable of each kind's template id. */
const SMS_TEMPLATE_ENV: Record<SmsKind, string> = {
  login: 'SMS_TEMPLATE_LOGIN',
  register: 'SMS_TEMPLATE_REGISTER',
  reset: 'SMS_TEMPLATE_RESET',
  changePhone: 'SMS_TEMPLATE_CHANGE_PHONE',
  invite: 'SMS_TEMPLATE_INVITE',
};

function required(env: NodeJS.ProcessEnv, provider: string, names: string[]): void {
  const missing = names.filter((n) => !(env[n] ?? '').trim());
  if (missing.length) throw new Error(`短信通道 ${provider} 配置不完整，缺少：${missing.join('、')}`);
}

const v = (env: NodeJS.ProcessEnv, name: string) => (env[name] ?? '').trim();

function endpoint(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = v(env, name).replace(/\/+$/, '') || fallback;
  if (!/^https?:\/\/[^\s/]+/.test(raw)) throw new Error(`${name} 不是有效的地址：${raw}`);
  return raw;
}

/**
 * null: no provider configured and no sandbox allowed (production without SMS_SANDBOX=1): the caller refuses to
 * start. Outside production the outbox is the default.
 */
export function smsSettings(env: NodeJS.ProcessEnv, production: boolean): SmsConfig | null {
  const provider = v(env, 'SMS_PROVIDER').toLowerCase();
  const templateNames = SMS_KINDS.map((p) => SMS_TEMPLATE_ENV[p]);
  const templates = () => Object.fromEntries(SMS_KINDS.map((p) => [p, v(env, SMS_TEMPLATE_ENV[p])])) as SmsTemplates;
  if (provider === 'aliyun') {
    required(env, 'aliyun', [
      'ALIYUN_SMS_ACCESS_KEY_ID',
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'SMS_SIGN_NAME',
      ...templateNames,
    ]);
    return {
      kind: 'aliyun',
      endpoint: endpoint(env, 'ALIYUN_SMS_ENDPOINT', 'https://dysmsapi.aliyuncs.com'),
      accessKeyId: v(env, 'ALIYUN_SMS_ACCESS_KEY_ID'),
      accessKeySecret: v(env, 'ALIYUN_SMS_ACCESS_KEY_SECRET'),
      signName: v(env, 'SMS_SIGN_NAME'),
      templates: templates(),
    };
  }
  if (provider === 'tencent') {
    required(env, 'tencent', [
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_SECRET_KEY',
      'TENCENT_SMS_SDK_APP_ID',
      'SMS_SIGN_NAME',
      ...templateNames,
    ]);
    return {
      kind: 'tencent',
      endpoint: endpoint(env, 'TENCENT_SMS_ENDPOINT', 'https://sms.tencentcloudapi.com'),
      secretId: v(env, 'TENCENT_SMS_SECRET_ID'),
      secretKey: v(env, 'TENCENT_SMS_SECRET_KEY'),
      sdkAppId: v(env, 'TENCENT_SMS_SDK_APP_ID'),
      region: v(env, 'TENCENT_SMS_REGION') || 'ap-guangzhou',
      signName: v(env, 'SMS_SIGN_NAME'),
      templates: templates(),
    };
  }
  if (provider && provider !== 'outbox') {
    throw new Error(`SMS_PROVIDER 只能是 aliyun、tencent 或 outbox，当前为 "${provider}"`);
  }
  const sandbox = env.SMS_SANDBOX === '1';
  if (production && !sandbox) return null;
  // The outbox echoes codes to the log: outside production, or when the sandbox is named; SMS_ECHO overrides.
  return { kind: 'outbox', echo: env.SMS_ECHO ? env.SMS_ECHO === '1' : true };
}

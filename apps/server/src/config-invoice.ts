/**
 * Invoicing settings (issue 59): how long after payment a buyer may ask for an invoice, and the 诺诺 open platform app
 * (NUONUO_APP_KEY/SECRET: the provider's third-party app; each seller authorises it and keeps its own accessToken in
 * 开票设置). Without the app, sellers issue through the built-in local platform or upload what they issued elsewhere.
 */
import { INVOICE_RULES } from '@portal/domain';

export interface InvoiceConfig {
  /** Days after payment within which a buyer may ask (INVOICE_REQUEST_WINDOW_DAYS, default 180). */
  requestWindowDays: number;
  nuonuo: { endpoint: string; appKey: string; appSecret: string } | null;
}

const v = (env: NodeJS.ProcessEnv, name: string) => (env[name] ?? '').trim();

export function invoiceSettings(env: NodeJS.ProcessEnv): InvoiceConfig {
  const rawDays = v(env, 'INVOICE_REQUEST_WINDOW_DAYS');
  const days = rawDays ? Number(rawDays) : INVOICE_RULES.requestWindowDays;
  if (!Number.isInteger(days) || days < 1 || days > 3650)
    throw new Error(`INVOICE_REQUEST_WINDOW_DAYS 应为 1 到 3650 的整数：${rawDays}`);
  const appKey = v(env, 'NUONUO_APP_KEY');
  const appSecret = v(env, 'NUONUO_APP_SECRET');
  if (!!appKey !== !!appSecret)
    throw new Error('诺诺开放平台配置不完整：NUONUO_APP_KEY 与 NUONUO_APP_SECRET 须同时填写');
  const endpoint = (v(env, 'NUONUO_ENDPOINT') || 'https://sdk.nuonuo.com/open/v1/services').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+\/open\/v1\/services$/.test(endpoint))
    throw new Error(`NUONUO_ENDPOINT 应以 /open/v1/services 结尾：${endpoint}`);
  return { requestWindowDays: days, nuonuo: appKey ? { endpoint, appKey, appSecret } : null };
}

/**
 * Alipay (open platform, RSA2), the app's side, with node:crypto only:
 * - alipay.trade.precreate through the gateway: system parameters (app_id, method, format, charset utf-8, sign_type
 *   RSA2, timestamp, version 1.0, notify_url, sign) in the query string and biz_content in the form body, as the
 *   official SDK sends them; the signature is SHA256withRSA over the sorted `key=value&...` of every parameter except
 *   sign; the answer's `alipay_trade_precreate_response` is verified, as its raw JSON text, with the Alipay public key;
 * - alipay.trade.wap.pay, the mobile-web payment: not a call from our server but a signed request the phone's browser
 *   opens at the gateway (GET, every parameter in the query string, as the SDK's pageExecute builds it), with
 *   return_url (where the payer comes back) and biz_content's product_code QUICK_WAP_WAY and quit_url;
 * - the asynchronous notification (x-www-form-urlencoded): the signature over the sorted parameters except sign and
 *   sign_type, verified with the Alipay public key.
 */
import { createSign, createVerify, type KeyObject } from 'node:crypto';
import { beijingDateTime, yuanAmountOf } from '@portal/domain';
import { ChannelError } from './channel-error.ts';
import type { AlipayCredentials } from './credentials.ts';

const PRECREATE_METHOD = 'alipay.trade.precreate';
const WAP_PAY_METHOD = 'alipay.trade.wap.pay';

/** The signed string: parameters sorted by name (byte order), empty ones left out, `k=v` joined by '&'. */
export function signContent(params: Record<string, string | undefined>, exclude: readonly string[]): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function rsa2Sign(content: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
}

export function rsa2Verify(content: string, sign: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(key, sign, 'base64');
  } catch {
    return false;
  }
}

/**
 * The raw JSON text of a top-level member's object value, exactly as sent (the signature covers these bytes, so
 * the answer must not be re-serialised). null when the member is missing or not an object.
 */
export function rawMember(text: string, key: string): string | null {
  const needle = `"${key}"`;
  let i = text.indexOf(needle);
  if (i < 0) return null;
  i += needle.length;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  if (text[i] !== ':') return null;
  i++;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  if (text[i] !== '{') return null;
  const start = i;
  let depth = 0;
  let inString = false;
  for (; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

export interface Precreate {
  outTradeNo: string;
  subject: string;
  amountFen: number;
  expiresAt: Date;
  notifyUrl: string;
}

/** The system parameters and biz_content of a precreate, signed. */
export function precreateParams(cred: AlipayCredentials, p: Precreate, now: Date = new Date()): Record<string, string> {
  const params: Record<string, string> = {
    app_id: cred.appId,
    method: PRECREATE_METHOD,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: beijingDateTime(now),
    version: '1.0',
    notify_url: p.notifyUrl,
    biz_content: JSON.stringify({
      out_trade_no: p.outTradeNo,
      total_amount: yuanAmountOf(p.amountFen),
      subject: Array.from(p.subject).slice(0, 256).join(''),
      time_expire: beijingDateTime(p.expiresAt),
    }),
  };
  params.sign = rsa2Sign(signContent(params, ['sign']), cred.privateKey);
  return params;
}

export interface WapPay extends Precreate {
  /** Where the gateway sends the payer after paying (a page of ours). */
  returnUrl: string;
  /** Where the payer goes on leaving the cashier without paying. */
  quitUrl: string;
}

/** The signed parameters of an alipay.trade.wap.pay request. */
export function wapPayParams(cred: AlipayCredentials, p: WapPay, now: Date = new Date()): Record<string, string> {
  const params: Record<string, string> = {
    app_id: cred.appId,
    method: WAP_PAY_METHOD,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: beijingDateTime(now),
    version: '1.0',
    notify_url: p.notifyUrl,
    return_url: p.returnUrl,
    biz_content: JSON.stringify({
      out_trade_no: p.outTradeNo,
      total_amount: yuanAmountOf(p.amountFen),
      subject: Array.from(p.subject).slice(0, 256).join(''),
      product_code: 'QUICK_WAP_WAY',
      quit_url: p.quitUrl,
      time_expire: beijingDateTime(p.expiresAt),
    }),
  };
  params.sign = rsa2Sign(signContent(params, ['sign']), cred.privateKey);
  return params;
}

/** The address the phone opens to pay: the gateway with the signed wap.pay request in its query string. */
export function wapPayUrl(cred: AlipayCredentials, p: WapPay, now: Date = new Date()): string {
  return `${cred.gateway}?${new URLSearchParams(wapPayParams(cred, p, now)).toString()}`;
}

/** Creates the trade and answers its qr_code; ChannelError with Alipay's code and sub_msg otherwise. */
export async function precreate(cred: AlipayCredentials, p: Precreate): Promise<{ qrCode: string }> {
  const params = precreateParams(cred, p);
  const { biz_content: bizContent, ...system } = params;
  const url = `${cred.gateway}?${new URLSearchParams(system).toString()}`;
  let text: string;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8', Accept: 'application/json' },
      body: new URLSearchParams({ biz_content: bizContent! }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    text = await res.text();
    if (!res.ok) throw new ChannelError('支付宝下单失败', `HTTP ${res.status} ${text.slice(0, 200)}`);
  } catch (e) {
    if (e instanceof ChannelError) throw e;
    throw new ChannelError('支付宝网关无法连接', (e as Error).message);
  }
  const responseKey = `${PRECREATE_METHOD.replace(/\./g, '_')}_response`;
  const raw = rawMember(text, responseKey) ?? rawMember(text, 'error_response');
  let parsed: { [k: string]: unknown; sign?: unknown };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    throw new ChannelError('支付宝应答不是有效的 JSON', text.slice(0, 200));
  }
  if (!raw) throw new ChannelError('支付宝应答缺少业务结果', text.slice(0, 200));
  const answer = JSON.parse(raw) as {
    code?: string;
    msg?: string;
    sub_code?: string;
    sub_msg?: string;
    qr_code?: string;
  };
  if (typeof parsed.sign !== 'string' || !rsa2Verify(raw, parsed.sign, cred.alipayPublicKey)) {
    throw new ChannelError('支付宝应答验签失败', `${answer.code ?? ''} ${answer.sub_code ?? ''}`.trim());
  }
  if (answer.code !== '10000' || !answer.qr_code) {
    throw new ChannelError(
      '支付宝下单失败',
      `${answer.code ?? ''} ${answer.msg ?? ''} ${answer.sub_code ?? ''} ${answer.sub_msg ?? ''}`.trim(),
    );
  }
  return { qrCode: answer.qr_code };
}

/** Verifies a notification's RSA2 signature; the reason when it does not hold. */
export function verifyNotification(cred: AlipayCredentials, params: Record<string, string>): string | null {
  if (!params.sign) return '缺少签名 sign';
  if (params.sign_type && params.sign_type !== 'RSA2') return `不支持的签名类型 ${params.sign_type}`;
  if (!rsa2Verify(signContent(params, ['sign', 'sign_type']), params.sign, cred.alipayPublicKey)) {
    return '签名验证失败';
  }
  return null;
}

/** Trade states that mean the money arrived. */
export const ALIPAY_PAID_STATES = ['TRADE_SUCCESS', 'TRADE_FINISHED'] as const;

/**
 * The payment companies' side of the two protocols, written on its own from the gateways' published rules (not
 * shared with the merchant side in modules/payment, so a mistake on one side is not mirrored on the other):
 * checking a merchant's signed request, signing answers, and building signed (WeChat: also encrypted) notifications.
 */
import { createCipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import { beijingDateTime, beijingRfc3339 } from '@portal/domain';
import type { SandboxKeys } from './keys.ts';

/** Where the sandbox lives (its data directory, its public address, the merchant's name on the payer's page). */
export interface SandboxEnv {
  dataDir: string;
  publicBaseUrl: string;
  /** The merchant's name on the payer's page. */
  merchantName: string;
}

/** What the sandbox answers a gateway request: status, body and headers as sent. */
export interface GatewayAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const randomAlnum = (n: number) => Array.from(randomBytes(n), (b) => ALNUM[b % 62]).join('');

const sign = (message: string, privatePem: string) =>
  createSign('RSA-SHA256').update(message, 'utf8').sign(privatePem, 'base64');
const verify = (message: string, signature: string, publicPem: string) => {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicPem, signature, 'base64');
  } catch {
    return false;
  }
};

// ---------------------------------------------------------------------------------------------------
// WeChat Pay API v3

export interface WechatGatewayError {
  status: number;
  code: string;
  message: string;
}

/**
 * Checks `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="..",nonce_str="..",signature="..",timestamp="..",serial_no=".."`
 * against the request line and body, as the gateway does. Answers the mchid, or the error to answer.
 */
export function checkMerchantRequest(
  keys: SandboxKeys['wechat'],
  req: { method: string; url: string; authorization: string | undefined; body: string },
  nowMs: number = Date.now(),
): { ok: true; mchid: string } | { ok: false; error: WechatGatewayError } {
  const fail = (message: string, status = 401, code = 'SIGN_ERROR') => ({
    ok: false as const,
    error: { status, code, message },
  });
  const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(req.authorization ?? '');
  if (!m) return fail('Authorization 头缺失或认证类型错误');
  const fields = new Map<string, string>();
  for (const part of m[1]!.matchAll(/(\w+)="([^"]*)"/g)) fields.set(part[1]!, part[2]!);
  const [mchid, nonce, signature, timestamp, serial] = [
    'mchid',
    'nonce_str',
    'signature',
    'timestamp',
    'serial_no',
  ].map((k) => fields.get(k));
  if (!mchid || !nonce || !signature || !timestamp || !serial) return fail('Authorization 头缺少必要字段');
  if (mchid !== keys.mchid) return fail('商户号不存在', 400, 'MCH_NOT_EXISTS');
  if (serial !== keys.merchantSerialNo) return fail('商户证书序列号有误');
  if (!/^\d+$/.test(timestamp) || Math.abs(Math.floor(nowMs / 1000) - Number(timestamp)) > 300)
    return fail('请求时间戳已过期');
  const message = `${req.method}\n${req.url}\n${timestamp}\n${nonce}\n${req.body}\n`;
  if (!verify(message, signature, keys.merchantPublicKey)) return fail('签名错误，请检查后再试');
  return { ok: true, mchid };
}

/** The Wechatpay-* headers of a signed answer or notification body. */
export function wechatSignedHeaders(
  keys: SandboxKeys['wechat'],
  body: string,
  timestampSec: number,
): Record<string, string> {
  const nonce = randomAlnum(32);
  return {
    'Wechatpay-Timestamp': String(timestampSec),
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': sign(`${timestampSec}\n${nonce}\n${body}\n`, keys.platformPrivateKey),
    'Wechatpay-Serial': keys.platformSerial,
    'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
  };
}

export interface WechatTransactionFields {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id: string;
  trade_state: string;
  success_time: string;
  amount: { total: number; payer_total: number; currency: string; payer_currency: string };
  [k: string]: unknown;
}

export function wechatTransaction(t: {
  appid: string;
  mchid: string;
  outTradeNo: string;
  transactionId: string;
  amountFen: number;
  paidAt: Date;
}): WechatTransactionFields {
  return {
    appid: t.appid,
    mchid: t.mchid,
    out_trade_no: t.outTradeNo,
    transaction_id: t.transactionId,
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    attach: '',
    success_time: beijingRfc3339(t.paidAt),
    payer: { openid: 'oSandboxPayer000000000000000' },
    amount: { total: t.amountFen, payer_total: t.amountFen, currency: 'CNY', payer_currency: 'CNY' },
  };
}

/**
 * A payment notification as WeChat Pay sends it: the transaction encrypted with AEAD_AES_256_GCM under the APIv3
 * key (ciphertext = base64(encrypted || tag)), the envelope signed with the platform private key.
 */
export function wechatNotification(
  keys: SandboxKeys['wechat'],
  notificationId: string,
  transaction: WechatTransactionFields,
  opts: { timestampSec?: number; createTime?: Date } = {},
): { body: string; headers: Record<string, string> } {
  const nonce = randomAlnum(12);
  const associatedData = 'transaction';
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keys.apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const enc = Buffer.concat([cipher.update(JSON.stringify(transaction), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const body = JSON.stringify({
    id: notificationId,
    create_time: beijingRfc3339(opts.createTime ?? new Date()),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: enc.toString('base64'),
      associated_data: associatedData,
      nonce,
    },
  });
  const ts = opts.timestampSec ?? Math.floor(Date.now() / 1000);
  return { body, headers: { 'Content-Type': 'application/json', ...wechatSignedHeaders(keys, body, ts) } };
}

// ---------------------------------------------------------------------------------------------------
// Alipay

/** Sorted `k=v&...` of the non-empty parameters not excluded. */
function alipayContent(params: Record<string, string>, exclude: readonly string[]): string {
  return Object.entries(params)
    .filter(([k, v]) => !exclude.includes(k) && v !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** A request's signature covers every parameter but `sign` (sign_type included). */
export function checkAppRequestSignature(keys: SandboxKeys['alipay'], params: Record<string, string>): boolean {
  return !!params.sign && verify(alipayContent(params, ['sign']), params.sign, keys.appPublicKey);
}

/** The gateway's answer: `{"<method>_response":{...},"sign":"..."}`, the sign over the response object's text. */
export function alipayAnswer(
  keys: SandboxKeys['alipay'],
  responseKey: string,
  response: Record<string, string>,
): string {
  const inner = JSON.stringify(response);
  return `{"${responseKey}":${inner},"sign":"${sign(inner, keys.alipayPrivateKey)}"}`;
}

export function alipayNotificationParams(t: {
  appId: string;
  sellerId: string;
  outTradeNo: string;
  tradeNo: string;
  notifyId: string;
  totalAmount: string;
  subject: string;
  tradeStatus: string;
  createdAt: Date;
  paidAt: Date;
}): Record<string, string> {
  return {
    notify_time: beijingDateTime(new Date()),
    notify_type: 'trade_status_sync',
    notify_id: t.notifyId,
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    app_id: t.appId,
    auth_app_id: t.appId,
    trade_no: t.tradeNo,
    out_trade_no: t.outTradeNo,
    trade_status: t.tradeStatus,
    total_amount: t.totalAmount,
    receipt_amount: t.totalAmount,
    invoice_amount: t.totalAmount,
    buyer_pay_amount: t.totalAmount,
    point_amount: '0.00',
    subject: t.subject,
    seller_id: t.sellerId,
    buyer_id: '2088000000000000',
    buyer_logon_id: 'san***@sandbox.com',
    gmt_create: beijingDateTime(t.createdAt),
    gmt_payment: beijingDateTime(t.paidAt),
    fund_bill_list: JSON.stringify([{ amount: t.totalAmount, fundChannel: 'ALIPAYACCOUNT' }]),
  };
}

/** Signs notification parameters (sign and sign_type are not covered) and answers the form body to POST. */
export function alipaySignedForm(keys: SandboxKeys['alipay'], params: Record<string, string>): string {
  const signed = { ...params, sign: sign(alipayContent(params, ['sign', 'sign_type']), keys.alipayPrivateKey) };
  return new URLSearchParams(signed).toString();
}

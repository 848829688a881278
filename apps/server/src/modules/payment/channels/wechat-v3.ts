/**
 * WeChat Pay API v3, the merchant's side, with node:crypto only (no SDK):
 * - a Native order (POST {base}/v3/pay/transactions/native), or an H5 order for a phone's browser (POST
 *   {base}/v3/pay/transactions/h5 with scene_info: payer_client_ip and h5_info type Wap, answering h5_url) signed SHA256-RSA with the merchant private key in the
 *   `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=..,nonce_str=..,signature=..,timestamp=..,serial_no=..` header,
 *   whose answer (code_url) is itself verified with the platform public key;
 * - the payment notification: Wechatpay-Timestamp within 300 s of our clock, Wechatpay-Serial = the platform key's,
 *   Wechatpay-Signature over "timestamp\nnonce\nbody\n", then the resource decrypted (AEAD_AES_256_GCM, APIv3 key).
 */
import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';
import { beijingRfc3339 } from '@portal/domain';
import { ChannelError } from './channel-error.ts';
import type { WechatCredentials } from './credentials.ts';

const WECHATPAY_AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** A signed answer or notification more than this far from our clock is refused (replay window). */
const WECHATPAY_TIMESTAMP_WINDOW_S = 300;
const NATIVE_ORDER_PATH = '/v3/pay/transactions/native';
const H5_ORDER_PATH = '/v3/pay/transactions/h5';

function nonceStr(length = 32): string {
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(length), (b) => abc[b % abc.length]).join('');
}

function rsaSha256Sign(message: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(key, 'base64');
}

function rsaSha256Verify(message: string, signature: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/** The string a request signature covers: method, URL path (with query), timestamp, nonce, body — each + "\n". */
export function requestMessage(
  method: string,
  urlPath: string,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  return `${method}\n${urlPath}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** The string an answer's or a notification's signature covers. */
export function responseMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

export function authorizationHeader(
  cred: Pick<WechatCredentials, 'mchid' | 'merchantSerialNo' | 'privateKey'>,
  method: string,
  urlPath: string,
  body: string,
  now: Date = new Date(),
  nonce: string = nonceStr(),
): string {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const signature = rsaSha256Sign(requestMessage(method, urlPath, timestamp, nonce, body), cred.privateKey);
  return (
    `${WECHATPAY_AUTH_SCHEMA} mchid="${cred.mchid}",nonce_str="${nonce}",signature="${signature}",` +
    `timestamp="${timestamp}",serial_no="${cred.merchantSerialNo}"`
  );
}

export interface SignedHeaders {
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  serial: string | undefined;
}

export function signedHeadersOf(get: (name: string) => string | undefined): SignedHeaders {
  return {
    timestamp: get('wechatpay-timestamp'),
    nonce: get('wechatpay-nonce'),
    signature: get('wechatpay-signature'),
    serial: get('wechatpay-serial'),
  };
}

/** Checks the Wechatpay-* headers of an answer or a notification; the reason (Chinese) when they do not hold. */
export function verifySignedBody(
  cred: Pick<WechatCredentials, 'platformPublicKey' | 'platformSerial'>,
  h: SignedHeaders,
  body: string,
  nowMs: number = Date.now(),
): string | null {
  if (!h.timestamp || !h.nonce || !h.signature || !h.serial) return '缺少微信支付签名头';
  if (!/^\d{1,12}$/.test(h.timestamp)) return '时间戳格式错误';
  if (Math.abs(Math.floor(nowMs / 1000) - Number(h.timestamp)) > WECHATPAY_TIMESTAMP_WINDOW_S)
    return '时间戳超出5分钟窗口';
  if (h.serial !== cred.platformSerial) return `平台证书序列号不匹配：${h.serial.slice(0, 64)}`;
  if (!rsaSha256Verify(responseMessage(h.timestamp, h.nonce, body), h.signature, cred.platformPublicKey)) {
    return '签名验证失败';
  }
  return null;
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
  original_type?: string;
}

/** AEAD_AES_256_GCM with the APIv3 key: the ciphertext is base64(encrypted || 16-byte tag). Throws when it fails. */
export function decryptResource(apiV3Key: Buffer, r: EncryptedResource): string {
  if (r.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`不支持的加密算法 ${r.algorithm}`);
  const data = Buffer.from(r.ciphertext, 'base64');
  if (data.length <= 16) throw new Error('密文过短');
  const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(r.nonce, 'utf8'));
  decipher.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/** The inverse, for tests of our own side. */
export function encryptResource(apiV3Key: Buffer, plaintext: string, nonce: string, associatedData: string): string {
  const cipher = createCipheriv('aes-256-gcm', apiV3Key, Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const enc = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([enc, cipher.getAuthTag()]).toString('base64');
}

export interface NativeOrder {
  outTradeNo: string;
  description: string;
  amountFen: number;
  expiresAt: Date;
  notifyUrl: string;
}

/** WeChat Pay takes a description of at most 127 characters. */
const description = (s: string) => Array.from(s).slice(0, 127).join('');

/**
 * POSTs a signed JSON body to the gateway and answers its verified answer text; ChannelError with `failWords` and
 * the gateway's code and message when it is not accepted (placing an order, asking a refund).
 */
export async function postSigned(
  cred: WechatCredentials,
  url: string,
  body: string,
  failWords: string,
): Promise<string> {
  const u = new URL(url);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: authorizationHeader(cred, 'POST', u.pathname + u.search, body),
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'User-Agent': 'portal-payment/1.0 (node)',
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (e) {
    throw new ChannelError('微信支付网关无法连接', (e as Error).message);
  }
  const text = await res.text();
  if (!res.ok) {
    let message = `HTTP ${res.status}`;
    try {
      const j = JSON.parse(text) as { code?: string; message?: string };
      message = `${j.code ?? res.status} ${j.message ?? ''}`.trim();
    } catch {
      /* not JSON */
    }
    throw new ChannelError(failWords, message);
  }
  const bad = verifySignedBody(
    cred,
    signedHeadersOf((n) => res.headers.get(n) ?? undefined),
    text,
  );
  if (bad) throw new ChannelError('微信支付应答验签失败', bad);
  return text;
}

/** The body of a Native or H5 order: what both share. */
function orderBody(cred: WechatCredentials, order: NativeOrder): Record<string, unknown> {
  return {
    appid: cred.appid,
    mchid: cred.mchid,
    description: description(order.description),
    out_trade_no: order.outTradeNo,
    time_expire: beijingRfc3339(order.expiresAt),
    notify_url: order.notifyUrl,
    amount: { total: order.amountFen, currency: 'CNY' },
  };
}

/** Places a Native order and answers its code_url. Throws ChannelError with the gateway's message otherwise. */
export async function createNativeOrder(cred: WechatCredentials, order: NativeOrder): Promise<{ codeUrl: string }> {
  const url = `${cred.baseUrl}${NATIVE_ORDER_PATH}`;
  const body = JSON.stringify(orderBody(cred, order));
  const text = await postSigned(cred, url, body, '微信支付下单失败');
  const j = JSON.parse(text) as { code_url?: unknown };
  if (typeof j.code_url !== 'string' || !j.code_url)
    throw new ChannelError('微信支付应答缺少 code_url', text.slice(0, 200));
  return { codeUrl: j.code_url };
}

export interface H5Order extends NativeOrder {
  /** The payer's address as our server saw it (scene_info.payer_client_ip: WeChat checks the phone pays from it). */
  payerIp: string;
  /** Where WeChat sends the payer back after paying (or giving up): appended to h5_url as redirect_url. */
  redirectUrl: string;
}

/** The body of an H5 order: a Native order's and the scene (the payer's address, a mobile web page). */
export function h5OrderBody(cred: WechatCredentials, order: H5Order): string {
  return JSON.stringify({
    ...orderBody(cred, order),
    scene_info: { payer_client_ip: order.payerIp, h5_info: { type: 'Wap' } },
  });
}

/**
 * Places an H5 order and answers the address the phone opens: the gateway's h5_url with our redirect_url appended
 * (URL-encoded), as WeChat's H5 payment takes it. Throws ChannelError with the gateway's message otherwise.
 */
export async function createH5Order(cred: WechatCredentials, order: H5Order): Promise<{ payUrl: string }> {
  const text = await postSigned(cred, `${cred.baseUrl}${H5_ORDER_PATH}`, h5OrderBody(cred, order), '微信支付下单失败');
  const j = JSON.parse(text) as { h5_url?: unknown };
  if (typeof j.h5_url !== 'string' || !/^https?:\/\//.test(j.h5_url))
    throw new ChannelError('微信支付应答缺少 h5_url', text.slice(0, 200));
  const sep = j.h5_url.includes('?') ? '&' : '?';
  return { payUrl: `${j.h5_url}${sep}redirect_url=${encodeURIComponent(order.redirectUrl)}` };
}

/** The decrypted transaction of a payment notification (the fields we check). */
interface WechatTransaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

export interface WechatNotification {
  id: string;
  eventType: string;
  transaction: WechatTransaction;
}

/**
 * Verifies a notification's headers and signature and decrypts its resource. Answers the notification, or the
 * reason it is refused (nothing else is trusted before this passes).
 */
export function openNotification(
  cred: WechatCredentials,
  headers: SignedHeaders,
  rawBody: string,
  nowMs: number = Date.now(),
): { ok: true; notification: WechatNotification } | { ok: false; reason: string } {
  const bad = verifySignedBody(cred, headers, rawBody, nowMs);
  if (bad) return { ok: false, reason: bad };
  let env: { id?: unknown; event_type?: unknown; resource?: EncryptedResource };
  try {
    env = JSON.parse(rawBody) as typeof env;
  } catch {
    return { ok: false, reason: '通知不是有效的 JSON' };
  }
  if (typeof env.id !== 'string' || !env.id || !env.resource || typeof env.resource.ciphertext !== 'string') {
    return { ok: false, reason: '通知缺少 id 或 resource' };
  }
  let plain: string;
  try {
    plain = decryptResource(cred.apiV3Key, env.resource);
  } catch (e) {
    return { ok: false, reason: `通知解密失败：${(e as Error).message}` };
  }
  try {
    return {
      ok: true,
      notification: {
        id: env.id,
        eventType: typeof env.event_type === 'string' ? env.event_type : '',
        transaction: JSON.parse(plain) as WechatTransaction,
      },
    };
  } catch {
    return { ok: false, reason: '通知资源不是有效的 JSON' };
  }
}

/**
 * The built-in sandbox gateway: plays the payment companies' side on this machine so the whole flow runs with no
 * internet. It checks our signed requests as the real gateways do, keeps its own trades, answers a code URL that
 * opens its 'scan and pay' page, and after the payer confirms sends the signed notification (with retries).
 */
import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { fenOfYuanAmount, chinaStamp, parseBeijingDateTime, parseRfc3339 } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { sandboxKeys, type SandboxKeys } from './keys.ts';
import {
  alipayAnswer,
  checkAppRequestSignature,
  checkMerchantRequest,
  wechatSignedHeaders,
  type GatewayAnswer,
  type SandboxEnv,
} from './protocol.ts';
import * as q from './queries.ts';
import { alipayQueryOrClose } from './query-close.ts';
import { alipayRefund, REFUND_METHOD, REFUND_RESPONSE_KEY } from './refunds.ts';

export type { GatewayAnswer, SandboxEnv } from './protocol.ts';

const QUERY_METHOD = 'alipay.trade.query';
const CLOSE_METHOD = 'alipay.trade.close';

export const SANDBOX_BASE = '/sandbox';
export const scanPath = (channel: 'wechat' | 'alipay', token: string) => `${SANDBOX_BASE}/${channel}/scan/${token}`;
/** The phone's cashier of a trade (WeChat's h5_url, where Alipay's wap.pay request leads). */
export const h5Path = (channel: 'wechat' | 'alipay', token: string) => `${SANDBOX_BASE}/${channel}/h5/${token}`;

const digest = (o: object) => createHash('sha256').update(JSON.stringify(o)).digest('hex');
const newToken = () => randomBytes(18).toString('base64url');
const charLength = (s: string) => Array.from(s).length;

// ---------------------------------------------------------------------------------------------------
// WeChat Pay: POST /v3/pay/transactions/native

function wechatError(status: number, code: string, message: string): GatewayAnswer {
  return { status, body: JSON.stringify({ code, message }), headers: { 'Content-Type': 'application/json' } };
}

interface NativeBody {
  appid?: unknown;
  mchid?: unknown;
  description?: unknown;
  out_trade_no?: unknown;
  time_expire?: unknown;
  notify_url?: unknown;
  amount?: { total?: unknown; currency?: unknown };
  scene_info?: { payer_client_ip?: unknown; h5_info?: { type?: unknown } };
}

/**
 * Checks a merchant's signed order (Native or H5: `h5` also asks for scene_info with the payer's address and a Wap
 * page) and places its trade, or answers the error as the gateway words it.
 */
async function placeWechatOrder(
  db: Kysely<DB>,
  env: SandboxEnv,
  req: { method: string; url: string; authorization: string | undefined; body: string },
  h5: boolean,
): Promise<{ ok: false; answer: GatewayAnswer } | { ok: true; trade: q.TradeRow; keys: SandboxKeys['wechat'] }> {
  const keys = (await sandboxKeys(env.dataDir)).wechat;
  const fail = (status: number, code: string, message: string) => ({
    ok: false as const,
    answer: wechatError(status, code, message),
  });
  const auth = checkMerchantRequest(keys, req);
  if (!auth.ok) return fail(auth.error.status, auth.error.code, auth.error.message);
  let b: NativeBody;
  try {
    b = JSON.parse(req.body) as NativeBody;
  } catch {
    return fail(400, 'PARAM_ERROR', '请求体不是有效的 JSON');
  }
  if (b.mchid !== auth.mchid) return fail(400, 'PARAM_ERROR', 'mchid 与请求头不一致');
  if (b.appid !== keys.appid) return fail(400, 'APPID_MCHID_NOT_MATCH', 'appid 和 mchid 不匹配');
  if (typeof b.description !== 'string' || !b.description || charLength(b.description) > 127) {
    return fail(400, 'PARAM_ERROR', 'description 长度应为 1-127 个字符');
  }
  if (typeof b.out_trade_no !== 'string' || !/^[0-9A-Za-z_*|-]{6,32}$/.test(b.out_trade_no)) {
    return fail(400, 'PARAM_ERROR', 'out_trade_no 应为 6-32 位字母、数字或 _-|*');
  }
  if (typeof b.notify_url !== 'string' || !/^https?:\/\/[^\s?#]+$/.test(b.notify_url)) {
    return fail(400, 'PARAM_ERROR', 'notify_url 格式错误（不能携带参数）');
  }
  const total = b.amount?.total;
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 1) {
    return fail(400, 'PARAM_ERROR', 'amount.total 应为正整数（分）');
  }
  if ((b.amount?.currency ?? 'CNY') !== 'CNY') return fail(400, 'PARAM_ERROR', '仅支持 CNY');
  if (h5) {
    const ip = b.scene_info?.payer_client_ip;
    if (typeof ip !== 'string' || !isIP(ip))
      return fail(400, 'PARAM_ERROR', 'scene_info.payer_client_ip 应为用户的 IP 地址');
    if (!b.scene_info?.h5_info || !['Wap', 'iOS', 'Android'].includes(String(b.scene_info.h5_info.type))) {
      return fail(400, 'PARAM_ERROR', 'scene_info.h5_info.type 应为 Wap、iOS 或 Android');
    }
  }
  let expire = new Date(Date.now() + 2 * 3600_000);
  if (b.time_expire !== undefined) {
    const t = typeof b.time_expire === 'string' ? parseRfc3339(b.time_expire) : null;
    if (!t) return fail(400, 'PARAM_ERROR', 'time_expire 应为 RFC 3339 格式');
    if (t.getTime() <= Date.now()) return fail(400, 'INVALID_REQUEST', '订单已过期，time_expire 须晚于当前时间');
    expire = t;
  }
  const requestDigest = digest({ total, d: b.description, n: b.notify_url, e: b.time_expire ?? null, h5 });
  const token = newToken();
  const trade = await q.placeTrade(db, {
    channel: 'wechat',
    merchantId: keys.mchid,
    appId: keys.appid,
    outTradeNo: b.out_trade_no,
    amountFen: total,
    subject: b.description,
    notifyUrl: b.notify_url,
    requestDigest,
    scanToken: token,
    codeUrl: `${env.publicBaseUrl}${scanPath('wechat', token)}`,
    timeExpire: expire,
  });
  if (trade.status === q.TRADE_STATUS.SUCCESS) return fail(400, 'ORDERPAID', '该订单已支付');
  if (trade.status === q.TRADE_STATUS.CLOSED) return fail(400, 'ORDER_CLOSED', '订单已关闭');
  if (trade.request_digest !== requestDigest) {
    return fail(400, 'INVALID_REQUEST', '201 商户订单号重复，且与原订单参数不一致');
  }
  return { ok: true, trade, keys };
}

function signedJson(keys: SandboxKeys['wechat'], answer: object): GatewayAnswer {
  const body = JSON.stringify(answer);
  return {
    status: 200,
    body,
    headers: { 'Content-Type': 'application/json', ...wechatSignedHeaders(keys, body, Math.floor(Date.now() / 1000)) },
  };
}

/** POST /v3/pay/transactions/native: answers the code_url the payer scans (the sandbox's scan-and-pay page). */
export async function wechatNativeOrder(
  db: Kysely<DB>,
  env: SandboxEnv,
  req: { method: string; url: string; authorization: string | undefined; body: string },
): Promise<GatewayAnswer> {
  const r = await placeWechatOrder(db, env, req, false);
  return r.ok ? signedJson(r.keys, { code_url: r.trade.code_url }) : r.answer;
}

/** POST /v3/pay/transactions/h5: answers the h5_url the phone opens (the sandbox's H5 cashier). */
export async function wechatH5Order(
  db: Kysely<DB>,
  env: SandboxEnv,
  req: { method: string; url: string; authorization: string | undefined; body: string },
): Promise<GatewayAnswer> {
  const r = await placeWechatOrder(db, env, req, true);
  return r.ok
    ? signedJson(r.keys, { h5_url: `${env.publicBaseUrl}${h5Path('wechat', r.trade.scan_token)}` })
    : r.answer;
}

// ---------------------------------------------------------------------------------------------------
// Alipay: gateway.do, method alipay.trade.precreate

const PRECREATE = 'alipay.trade.precreate';
const RESPONSE_KEY = 'alipay_trade_precreate_response';

/** timeout_express: '90m', '2h', '1d'; '1c' = until the end of the day (here: 24 h). */
function expressMinutes(s: string): number | null {
  const m = /^(\d{1,4})([mhdc])$/.exec(s);
  if (!m) return null;
  const n = Number(m[1]);
  return m[2] === 'm' ? n : m[2] === 'h' ? n * 60 : m[2] === 'd' ? n * 1440 : 1440;
}

/** The checks every gateway.do request passes first (app, charset, signature type, version, format, time, sign). */
function alipayRequestError(keys: SandboxKeys['alipay'], params: Record<string, string>): [string, string] | null {
  if (params.app_id !== keys.appId) return ['isv.invalid-app-id', '无效的AppID参数'];
  if ((params.charset ?? '').toLowerCase() !== 'utf-8') return ['isv.invalid-charset', '字符集错误'];
  if (params.sign_type !== 'RSA2') return ['isv.invalid-signature-type', '无效的签名类型'];
  if (params.version !== '1.0') return ['isv.invalid-parameter', 'version 须为 1.0'];
  if (params.format !== undefined && params.format.toUpperCase() !== 'JSON')
    return ['isv.invalid-format', '无效的数据格式'];
  const ts = parseBeijingDateTime(params.timestamp ?? '');
  if (!ts || Math.abs(ts.getTime() - Date.now()) > 15 * 60_000) return ['isv.invalid-timestamp', '非法的时间戳参数'];
  if (!params.sign) return ['isv.missing-signature', '缺少签名参数'];
  if (!checkAppRequestSignature(keys, params)) return ['isv.invalid-signature', '验签出错'];
  return null;
}

type Placed =
  | { ok: true; trade: q.TradeRow; biz: Record<string, unknown> }
  | { ok: false; code: '40002' | '40004'; sub: string; subMsg: string };

/** A trade from a signed precreate's or wap.pay's biz_content and notify_url: placed, or why not. */
async function placeAlipayTrade(
  db: Kysely<DB>,
  env: SandboxEnv,
  keys: SandboxKeys['alipay'],
  params: Record<string, string>,
): Promise<Placed> {
  const invalid = (sub: string, subMsg: string): Placed => ({ ok: false, code: '40002', sub, subMsg });
  const business = (sub: string, subMsg: string): Placed => ({ ok: false, code: '40004', sub, subMsg });
  let biz: Record<string, unknown>;
  try {
    biz = JSON.parse(params.biz_content ?? '') as Record<string, unknown>;
  } catch {
    return invalid('isv.invalid-parameter', 'biz_content 不是有效的 JSON');
  }
  const outTradeNo = biz.out_trade_no;
  if (typeof outTradeNo !== 'string' || !/^[0-9A-Za-z_-]{1,64}$/.test(outTradeNo)) {
    return business('ACQ.INVALID_PARAMETER', 'out_trade_no 参数无效');
  }
  const fen = typeof biz.total_amount === 'string' ? fenOfYuanAmount(biz.total_amount) : null;
  if (fen === null || fen < 1 || fen > 100_000_000_00)
    return business('ACQ.INVALID_PARAMETER', 'total_amount 参数无效');
  const subject = biz.subject;
  if (typeof subject !== 'string' || !subject || charLength(subject) > 256) {
    return business('ACQ.INVALID_PARAMETER', 'subject 参数无效');
  }
  let expire = new Date(Date.now() + 120 * 60_000);
  if (typeof biz.time_expire === 'string') {
    const t = parseBeijingDateTime(biz.time_expire);
    if (!t) return business('ACQ.INVALID_PARAMETER', 'time_expire 格式应为 yyyy-MM-dd HH:mm:ss');
    if (t.getTime() <= Date.now()) return business('ACQ.INVALID_PARAMETER', '绝对超时时间不能早于当前时间');
    expire = t;
  } else if (typeof biz.timeout_express === 'string') {
    const m = expressMinutes(biz.timeout_express);
    if (m === null || m < 1) return business('ACQ.INVALID_PARAMETER', 'timeout_express 参数无效');
    expire = new Date(Date.now() + m * 60_000);
  }
  const notifyUrl = params.notify_url ?? '';
  if (!/^https?:\/\/\S+$/.test(notifyUrl)) return invalid('isv.invalid-parameter', 'notify_url 参数无效');
  const requestDigest = digest({
    fen,
    subject,
    notifyUrl,
    e: biz.time_expire ?? biz.timeout_express ?? null,
    ...(params.method === WAP_PAY ? { wap: true } : {}),
  });
  const token = newToken();
  const trade = await q.placeTrade(db, {
    channel: 'alipay',
    merchantId: keys.sellerId,
    appId: keys.appId,
    outTradeNo,
    amountFen: fen,
    subject,
    notifyUrl,
    requestDigest,
    scanToken: token,
    codeUrl: `${env.publicBaseUrl}${scanPath('alipay', token)}`,
    timeExpire: expire,
  });
  if (trade.status === q.TRADE_STATUS.SUCCESS) return business('ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
  if (trade.status === q.TRADE_STATUS.CLOSED) return business('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
  if (trade.request_digest !== requestDigest) return business('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
  return { ok: true, trade, biz };
}

/** gateway.do's server-to-server methods: precreate, query, close, refund; a signed JSON answer. */
export async function alipayGateway(
  db: Kysely<DB>,
  env: SandboxEnv,
  params: Record<string, string>,
): Promise<GatewayAnswer> {
  const keys = (await sandboxKeys(env.dataDir)).alipay;
  const answer = (key: string, r: Record<string, string>): GatewayAnswer => ({
    status: 200,
    body: alipayAnswer(keys, key, r),
    headers: { 'Content-Type': 'application/json;charset=utf-8' },
  });
  const OTHER = [REFUND_METHOD, QUERY_METHOD, CLOSE_METHOD];
  const responseKey = OTHER.includes(params.method ?? '')
    ? `${params.method!.replace(/\./g, '_')}_response`
    : RESPONSE_KEY;
  const invalid = (sub: string, subMsg: string, key = responseKey) =>
    answer(key, { code: '40002', msg: 'Invalid Arguments', sub_code: sub, sub_msg: subMsg });

  if (params.method !== PRECREATE && !OTHER.includes(params.method ?? ''))
    return invalid('isv.invalid-method', '不存在的方法名', 'error_response');
  const bad = alipayRequestError(keys, params);
  if (bad) return invalid(...bad);
  if (params.method === QUERY_METHOD || params.method === CLOSE_METHOD) {
    return answer(
      responseKey,
      await alipayQueryOrClose(db, keys, params.biz_content ?? '', params.method === CLOSE_METHOD),
    );
  }
  if (params.method === REFUND_METHOD) {
    const r = await alipayRefund(db, keys, params.biz_content ?? '');
    return answer(REFUND_RESPONSE_KEY, r);
  }
  const placed = await placeAlipayTrade(db, env, keys, params);
  if (!placed.ok) {
    const msg = placed.code === '40002' ? 'Invalid Arguments' : 'Business Failed';
    return answer(RESPONSE_KEY, { code: placed.code, msg, sub_code: placed.sub, sub_msg: placed.subMsg });
  }
  const outTradeNo = placed.trade.out_trade_no;
  return answer(RESPONSE_KEY, {
    code: '10000',
    msg: 'Success',
    out_trade_no: outTradeNo,
    qr_code: placed.trade.code_url,
  });
}

export const WAP_PAY = 'alipay.trade.wap.pay';

/**
 * alipay.trade.wap.pay, opened by the phone's browser (GET or a form POST): the request checked and the trade
 * placed as a precreate's, then the payer is sent on to the phone's cashier, which returns to return_url. What is
 * wrong is shown to the payer (the real gateway shows an error page too), with its sub_code.
 */
export async function alipayWapPay(
  db: Kysely<DB>,
  env: SandboxEnv,
  params: Record<string, string>,
): Promise<{ ok: true; location: string } | { ok: false; message: string }> {
  const keys = (await sandboxKeys(env.dataDir)).alipay;
  const bad = alipayRequestError(keys, params);
  if (bad) return { ok: false, message: `${bad[1]}（${bad[0]}）` };
  const returnUrl = params.return_url ?? '';
  if (!returnUrl.startsWith(`${env.publicBaseUrl}/`)) {
    return { ok: false, message: 'return_url 须为商户已登记的网站地址（isv.invalid-parameter）' };
  }
  const placed = await placeAlipayTrade(db, env, keys, params);
  if (!placed.ok) return { ok: false, message: `${placed.subMsg}（${placed.sub}）` };
  if (placed.biz.product_code !== 'QUICK_WAP_WAY') {
    return { ok: false, message: 'product_code 须为 QUICK_WAP_WAY（ACQ.INVALID_PARAMETER）' };
  }
  const q2 = new URLSearchParams({ return_url: returnUrl });
  return { ok: true, location: `${h5Path('alipay', placed.trade.scan_token)}?${q2.toString()}` };
}

// ---------------------------------------------------------------------------------------------------
// The payer's side

export function scanTrade(db: Kysely<DB>, channel: 'wechat' | 'alipay', token: string) {
  return q.tradeByToken(db, channel, token);
}

/** The payer confirms: the trade moves NOTPAY -> SUCCESS once and its notification falls due. */
export async function confirmScan(
  db: Kysely<DB>,
  channel: 'wechat' | 'alipay',
  token: string,
): Promise<'paid' | 'unchanged' | 'unknown'> {
  const t = await q.tradeByToken(db, channel, token);
  if (!t) return 'unknown';
  const stamp = chinaStamp(new Date());
  const txId =
    channel === 'wechat'
      ? `42000${stamp}${randomBytes(5).readUIntBE(0, 5).toString().padStart(13, '0')}`
      : `${stamp}22001${randomBytes(5).readUIntBE(0, 5).toString().padStart(13, '0')}`;
  return (await q.payTrade(db, t.id, txId)) ? 'paid' : 'unchanged';
}

/** The paid page's switch: this trade's refunds refused as a short balance refuses them, or accepted again. */
export async function refuseRefunds(
  db: Kysely<DB>,
  channel: 'wechat' | 'alipay',
  token: string,
  refused: boolean,
): Promise<boolean> {
  const t = await q.tradeByToken(db, channel, token);
  if (!t) return false;
  await q.setRefundsRefused(db, t.id, refused);
  return true;
}

/**
 * The sandbox gateway's refunds, played as the payment companies do them: WeChat Pay v3
 * (POST /v3/refund/domestic/refunds: signed request checked, answer PROCESSING, then a signed and encrypted
 * REFUND.SUCCESS notification to the notify_url, retried from the database like payment notifications) and
 * Alipay's alipay.trade.refund (answered at once: fund_change Y, or N for an out_request_no refunded before).
 * Never more than the trade's amount in total; a repeated out_refund_no is answered from the stored refund.
 */
import { createCipheriv, randomBytes } from 'node:crypto';
import { beijingRfc3339, chinaStamp, fenOfYuanAmount, yuanAmountOf } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { sandboxKeys, type SandboxKeys } from './keys.ts';
import { checkMerchantRequest, randomAlnum, wechatSignedHeaders } from './protocol.ts';
import * as q from './queries.ts';
import * as rq from './refund-queries.ts';
import type { GatewayAnswer, SandboxEnv } from './protocol.ts';

export const REFUND_METHOD = 'alipay.trade.refund';
export const REFUND_RESPONSE_KEY = 'alipay_trade_refund_response';
/** WeChat Pay resends a refund notification on the payment notification's schedule (seconds). */
const REFUND_NOTIFY_BACKOFF_S = [15, 15, 30, 180, 600, 1200, 1800, 3600];

const refundId = (prefix: string) =>
  `${prefix}${chinaStamp(new Date())}${randomBytes(5).readUIntBE(0, 5).toString().padStart(13, '0')}`;

function wechatError(status: number, code: string, message: string): GatewayAnswer {
  return { status, body: JSON.stringify({ code, message }), headers: { 'Content-Type': 'application/json' } };
}

interface RefundBody {
  out_trade_no?: unknown;
  out_refund_no?: unknown;
  notify_url?: unknown;
  amount?: { refund?: unknown; total?: unknown; currency?: unknown };
}

export async function wechatRefund(
  db: Kysely<DB>,
  env: SandboxEnv,
  req: { method: string; url: string; authorization: string | undefined; body: string },
): Promise<GatewayAnswer> {
  const keys = (await sandboxKeys(env.dataDir)).wechat;
  const auth = checkMerchantRequest(keys, req);
  if (!auth.ok) return wechatError(auth.error.status, auth.error.code, auth.error.message);
  let b: RefundBody;
  try {
    b = JSON.parse(req.body) as RefundBody;
  } catch {
    return wechatError(400, 'PARAM_ERROR', '请求体不是有效的 JSON');
  }
  if (typeof b.out_trade_no !== 'string') return wechatError(400, 'PARAM_ERROR', '缺少 out_trade_no');
  if (typeof b.out_refund_no !== 'string' || !/^[0-9A-Za-z_*|@-]{1,64}$/.test(b.out_refund_no))
    return wechatError(400, 'PARAM_ERROR', 'out_refund_no 格式错误');
  const refund = b.amount?.refund;
  if (typeof refund !== 'number' || !Number.isInteger(refund) || refund < 1)
    return wechatError(400, 'PARAM_ERROR', 'amount.refund 应为正整数（分）');
  const notifyUrl = typeof b.notify_url === 'string' && /^https?:\/\/\S+$/.test(b.notify_url) ? b.notify_url : null;
  const trade = await rq.paidTrade(db, 'wechat', keys.mchid, b.out_trade_no);
  if (!trade) return wechatError(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
  if (trade.status !== q.TRADE_STATUS.SUCCESS) return wechatError(403, 'TRADE_ERROR', '订单未支付，无法退款');
  if (b.amount?.total !== trade.amount_fen)
    return wechatError(400, 'PARAM_ERROR', '订单金额 amount.total 与原订单不符');
  if (trade.refunds_refused) return wechatError(403, 'NOT_ENOUGH', '基本账户余额不足，请充值后重新发起');
  const before = await rq.refundedSoFar(db, 'wechat', keys.mchid, b.out_trade_no);
  const { row, created } = await rq.placeRefund(db, {
    channel: 'wechat',
    merchantId: keys.mchid,
    outTradeNo: b.out_trade_no,
    outRefundNo: b.out_refund_no,
    amountFen: refund,
    refundId: refundId('50000'),
    notifyUrl,
  });
  if (created && before + refund > trade.amount_fen) {
    await rq.dropRefund(db, row.id);
    return wechatError(403, 'NOT_ENOUGH', '可退金额不足');
  }
  const body = JSON.stringify({
    refund_id: row.refund_id,
    out_refund_no: row.out_refund_no,
    transaction_id: trade.transaction_id,
    out_trade_no: trade.out_trade_no,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    create_time: beijingRfc3339(new Date(row.created_at)),
    status: row.notify_done_at ? 'SUCCESS' : 'PROCESSING',
    amount: {
      total: trade.amount_fen,
      refund: row.amount_fen,
      payer_total: trade.amount_fen,
      payer_refund: row.amount_fen,
      currency: 'CNY',
    },
  });
  return {
    status: 200,
    body,
    headers: { 'Content-Type': 'application/json', ...wechatSignedHeaders(keys, body, Math.floor(Date.now() / 1000)) },
  };
}

/** alipay.trade.refund, after the gateway's common checks and the signature. */
export async function alipayRefund(
  db: Kysely<DB>,
  keys: SandboxKeys['alipay'],
  bizContent: string,
): Promise<Record<string, string>> {
  const fail = (sub: string, subMsg: string) => ({
    code: '40004',
    msg: 'Business Failed',
    sub_code: sub,
    sub_msg: subMsg,
  });
  let biz: Record<string, unknown>;
  try {
    biz = JSON.parse(bizContent) as Record<string, unknown>;
  } catch {
    return {
      code: '40002',
      msg: 'Invalid Arguments',
      sub_code: 'isv.invalid-parameter',
      sub_msg: 'biz_content 不是有效的 JSON',
    };
  }
  const outTradeNo = typeof biz.out_trade_no === 'string' ? biz.out_trade_no : '';
  const fen = typeof biz.refund_amount === 'string' ? fenOfYuanAmount(biz.refund_amount) : null;
  if (fen === null || fen < 1) return fail('ACQ.INVALID_PARAMETER', 'refund_amount 参数无效');
  const trade = await rq.paidTrade(db, 'alipay', keys.sellerId, outTradeNo);
  if (!trade) return fail('ACQ.TRADE_NOT_EXIST', '交易不存在');
  if (trade.status !== q.TRADE_STATUS.SUCCESS) return fail('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
  if (trade.refunds_refused) return fail('ACQ.SELLER_BALANCE_NOT_ENOUGH', '卖家余额不足');
  const requestNo = typeof biz.out_request_no === 'string' && biz.out_request_no ? biz.out_request_no : outTradeNo;
  const before = await rq.refundedSoFar(db, 'alipay', keys.sellerId, outTradeNo);
  const { row, created } = await rq.placeRefund(db, {
    channel: 'alipay',
    merchantId: keys.sellerId,
    outTradeNo,
    outRefundNo: requestNo,
    amountFen: fen,
    refundId: refundId(''),
    notifyUrl: null,
  });
  if (!created && row.amount_fen !== fen) return fail('ACQ.REQUEST_AMOUNT_EXCEED', '退款请求号对应的退款金额不一致');
  if (created && before + fen > trade.amount_fen) {
    await rq.dropRefund(db, row.id);
    return fail('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
  }
  return {
    code: '10000',
    msg: 'Success',
    trade_no: trade.transaction_id ?? '',
    out_trade_no: outTradeNo,
    buyer_logon_id: 'san***@sandbox.com',
    fund_change: created ? 'Y' : 'N',
    refund_fee: yuanAmountOf(created ? before + fen : before),
  };
}

/** A refund notification as WeChat Pay sends it: the refund resource encrypted under the APIv3 key, signed. */
export function wechatRefundNotification(
  keys: SandboxKeys['wechat'],
  id: string,
  resource: Record<string, unknown>,
): { body: string; headers: Record<string, string> } {
  const nonce = randomAlnum(12);
  const aad = 'refund';
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keys.apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const enc = Buffer.concat([cipher.update(JSON.stringify(resource), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const body = JSON.stringify({
    id,
    create_time: beijingRfc3339(new Date()),
    resource_type: 'encrypt-resource',
    event_type: 'REFUND.SUCCESS',
    summary: '退款成功',
    resource: {
      original_type: 'refund',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: enc.toString('base64'),
      associated_data: aad,
      nonce,
    },
  });
  return {
    body,
    headers: { 'Content-Type': 'application/json', ...wechatSignedHeaders(keys, body, Math.floor(Date.now() / 1000)) },
  };
}

export function refundResource(
  keys: SandboxKeys['wechat'],
  r: rq.SandboxRefundRow,
  trade: { transaction_id: string | null; amount_fen: number },
) {
  return {
    mchid: keys.mchid,
    out_trade_no: r.out_trade_no,
    transaction_id: trade.transaction_id ?? '',
    out_refund_no: r.out_refund_no,
    refund_id: r.refund_id,
    refund_status: 'SUCCESS',
    success_time: beijingRfc3339(new Date()),
    user_received_account: '支付用户零钱',
    amount: {
      total: trade.amount_fen,
      refund: r.amount_fen,
      payer_total: trade.amount_fen,
      payer_refund: r.amount_fen,
    },
  };
}

/** Sends the due refund notifications (the dispatcher's pass calls this); answers how many were attempted. */
export async function sendDueRefundNotifications(
  db: Kysely<DB>,
  dataDir: string,
  log: { info(o: object, m: string): void; warn(o: object, m: string): void },
): Promise<number> {
  const due = await rq.claimDueRefunds(db, 60, 20);
  if (!due.length) return 0;
  const keys = (await sandboxKeys(dataDir)).wechat;
  for (const r of due) {
    const trade = await rq.paidTrade(db, 'wechat', r.merchant_id, r.out_trade_no);
    let error: string | null = 'trade missing';
    if (trade && r.notify_url) {
      const n = wechatRefundNotification(keys, `EV-RF-${r.refund_id}`, refundResource(keys, r, trade));
      try {
        const res = await fetch(r.notify_url, {
          method: 'POST',
          headers: n.headers,
          body: n.body,
          signal: AbortSignal.timeout(10_000),
        });
        error = res.ok ? null : `HTTP ${res.status} ${(await res.text()).slice(0, 200)}`;
      } catch (e) {
        error = (e as Error).message;
      }
    }
    const retry = REFUND_NOTIFY_BACKOFF_S[r.notify_attempts] ?? null;
    await rq.refundNotified(db, r.id, error === null, retry);
    if (error === null) log.info({ outRefundNo: r.out_refund_no }, 'sandbox refund notification acknowledged');
    else
      log.warn(
        { outRefundNo: r.out_refund_no, error, retryInSeconds: retry },
        'sandbox refund notification not acknowledged',
      );
  }
  return due.length;
}

/**
 * The sandbox gateway answering "what became of this order?" and "close it", as WeChat Pay v3
 * (GET /v3/pay/transactions/out-trade-no/{no}?mchid=, POST …/close → 204) and Alipay (alipay.trade.query,
 * alipay.trade.close) do. A closed trade can no longer be paid from its scan page.
 */
import { beijingDateTime, beijingRfc3339, yuanAmountOf } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { sandboxKeys, type SandboxKeys } from './keys.ts';
import { checkMerchantRequest, wechatSignedHeaders } from './protocol.ts';
import * as q from './queries.ts';
import * as rq from './refund-queries.ts';
import type { GatewayAnswer, SandboxEnv } from './protocol.ts';

const WECHAT_STATE = { 0: 'NOTPAY', 1: 'SUCCESS', 2: 'CLOSED' } as const;
const ALIPAY_STATE = { 0: 'WAIT_BUYER_PAY', 1: 'TRADE_SUCCESS', 2: 'TRADE_CLOSED' } as const;

function wechatError(status: number, code: string, message: string): GatewayAnswer {
  return { status, body: JSON.stringify({ code, message }), headers: { 'Content-Type': 'application/json' } };
}

export async function wechatQueryOrClose(
  db: Kysely<DB>,
  env: SandboxEnv,
  req: { method: string; url: string; authorization: string | undefined; body: string },
  outTradeNo: string,
  close: boolean,
): Promise<GatewayAnswer> {
  const keys = (await sandboxKeys(env.dataDir)).wechat;
  const auth = checkMerchantRequest(keys, req);
  if (!auth.ok) return wechatError(auth.error.status, auth.error.code, auth.error.message);
  const trade = await rq.paidTrade(db, 'wechat', keys.mchid, outTradeNo);
  if (!trade) return wechatError(404, 'ORDER_NOT_EXIST', '订单不存在');
  if (close) {
    if (trade.status === q.TRADE_STATUS.SUCCESS) return wechatError(400, 'ORDERPAID', '订单已支付');
    await closeTrade(db, trade.id);
    return { status: 204, body: '', headers: {} };
  }
  const state = WECHAT_STATE[trade.status as 0 | 1 | 2];
  const body = JSON.stringify({
    appid: trade.app_id,
    mchid: trade.merchant_id,
    out_trade_no: trade.out_trade_no,
    trade_state: state,
    trade_state_desc: state,
    ...(trade.status === q.TRADE_STATUS.SUCCESS
      ? {
          transaction_id: trade.transaction_id,
          trade_type: 'NATIVE',
          success_time: beijingRfc3339(new Date(trade.paid_at ?? Date.now())),
          amount: { total: trade.amount_fen, payer_total: trade.amount_fen, currency: 'CNY', payer_currency: 'CNY' },
        }
      : { amount: { total: trade.amount_fen, currency: 'CNY' } }),
  });
  return {
    status: 200,
    body,
    headers: { 'Content-Type': 'application/json', ...wechatSignedHeaders(keys, body, Math.floor(Date.now() / 1000)) },
  };
}

/** NOTPAY -> CLOSED (a paid trade stays paid). */
async function closeTrade(db: Kysely<DB>, id: number): Promise<void> {
  await q.closeTrade(db, id);
}

/** alipay.trade.query / alipay.trade.close, after the gateway's common checks and the signature. */
export async function alipayQueryOrClose(
  db: Kysely<DB>,
  keys: SandboxKeys['alipay'],
  bizContent: string,
  close: boolean,
): Promise<Record<string, string>> {
  let outTradeNo = '';
  try {
    outTradeNo = String((JSON.parse(bizContent) as { out_trade_no?: unknown }).out_trade_no ?? '');
  } catch {
    /* answered as not found */
  }
  const trade = await rq.paidTrade(db, 'alipay', keys.sellerId, outTradeNo);
  if (!trade) return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
  if (close) {
    if (trade.status === q.TRADE_STATUS.SUCCESS)
      return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' };
    await closeTrade(db, trade.id);
    return { code: '10000', msg: 'Success', out_trade_no: outTradeNo, trade_no: trade.transaction_id ?? '' };
  }
  return {
    code: '10000',
    msg: 'Success',
    out_trade_no: outTradeNo,
    trade_no: trade.transaction_id ?? '',
    trade_status: ALIPAY_STATE[trade.status as 0 | 1 | 2],
    total_amount: yuanAmountOf(trade.amount_fen),
    ...(trade.paid_at ? { send_pay_date: beijingDateTime(new Date(trade.paid_at)) } : {}),
  };
}

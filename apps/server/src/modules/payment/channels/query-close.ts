/**
 * Asking a channel about an order and closing it, by the real protocols: WeChat Pay v3
 * GET /v3/pay/transactions/out-trade-no/{no}?mchid= and POST …/{no}/close (204), Alipay alipay.trade.query and
 * alipay.trade.close (signed and verified as the precreate is). Used before an unpaid order is closed, so money
 * whose notification never came is found, and a code nobody paid cannot be paid later.
 */
import { beijingDateTime, fenOfYuanAmount, parseBeijingDateTime, parseRfc3339 } from '@portal/domain';
import { rawMember, rsa2Sign, rsa2Verify, signContent } from './alipay.ts';
import { ChannelError } from './channel-error.ts';
import type { AlipayCredentials, WechatCredentials } from './credentials.ts';
import { authorizationHeader, signedHeadersOf, verifySignedBody } from './wechat-v3.ts';

/** What a channel says of a trade: paid (with the money and its id), or not (still open, closed, unknown). */
export type TradeState =
  | { paid: true; channelTradeNo: string; amountFen: number; paidAt: Date; state: string }
  | { paid: false; state: string };

async function wechatCall(cred: WechatCredentials, method: 'GET' | 'POST', pathAndQuery: string, body: string) {
  const url = `${cred.baseUrl}${pathAndQuery}`;
  const u = new URL(url);
  try {
    const res = await fetch(url, {
      method,
      headers: {
        Authorization: authorizationHeader(cred, method, u.pathname + u.search, body),
        Accept: 'application/json',
        ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
        'User-Agent': 'portal-payment/1.0 (node)',
      },
      body: method === 'POST' ? body : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    return { res, text: await res.text() };
  } catch (e) {
    throw new ChannelError('微信支付网关无法连接', (e as Error).message);
  }
}

const errorText = (status: number, text: string) => {
  try {
    const j = JSON.parse(text) as { code?: string; message?: string };
    return { code: j.code ?? '', message: `${j.code ?? status} ${j.message ?? ''}`.trim() };
  } catch {
    return { code: '', message: `HTTP ${status}` };
  }
};

export async function wechatQuery(cred: WechatCredentials, outTradeNo: string): Promise<TradeState> {
  const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(cred.mchid)}`;
  const { res, text } = await wechatCall(cred, 'GET', path, '');
  if (!res.ok) {
    const e = errorText(res.status, text);
    if (e.code === 'ORDER_NOT_EXIST') return { paid: false, state: 'ORDER_NOT_EXIST' };
    throw new ChannelError('微信支付查单失败', e.message);
  }
  const bad = verifySignedBody(
    cred,
    signedHeadersOf((n) => res.headers.get(n) ?? undefined),
    text,
  );
  if (bad) throw new ChannelError('微信支付应答验签失败', bad);
  const t = JSON.parse(text) as {
    mchid?: string;
    out_trade_no?: string;
    trade_state?: string;
    transaction_id?: string;
    success_time?: string;
    amount?: { total?: number };
  };
  if (t.mchid !== cred.mchid || t.out_trade_no !== outTradeNo)
    throw new ChannelError('微信支付查单应答不符', text.slice(0, 200));
  if (t.trade_state !== 'SUCCESS') return { paid: false, state: String(t.trade_state) };
  return {
    paid: true,
    state: 'SUCCESS',
    channelTradeNo: t.transaction_id ?? '',
    amountFen: Number(t.amount?.total),
    paidAt: (t.success_time && parseRfc3339(t.success_time)) || new Date(),
  };
}

export async function wechatClose(cred: WechatCredentials, outTradeNo: string): Promise<void> {
  const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`;
  const { res, text } = await wechatCall(cred, 'POST', path, JSON.stringify({ mchid: cred.mchid }));
  if (res.status === 204) return;
  const e = errorText(res.status, text);
  if (e.code === 'ORDER_NOT_EXIST' || e.code === 'ORDER_CLOSED') return;
  throw new ChannelError('微信支付关单失败', e.message);
}

/** One signed call through the Alipay gateway; answers the verified response object. */
export async function alipayCall(
  cred: AlipayCredentials,
  method: string,
  biz: object,
): Promise<Record<string, string>> {
  const params: Record<string, string> = {
    app_id: cred.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: beijingDateTime(new Date()),
    version: '1.0',
    biz_content: JSON.stringify(biz),
  };
  params.sign = rsa2Sign(signContent(params, ['sign']), cred.privateKey);
  const { biz_content: bizContent, ...system } = params;
  let text: string;
  try {
    const res = await fetch(`${cred.gateway}?${new URLSearchParams(system).toString()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8', Accept: 'application/json' },
      body: new URLSearchParams({ biz_content: bizContent! }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    text = await res.text();
    if (!res.ok) throw new ChannelError('支付宝网关调用失败', `HTTP ${res.status} ${text.slice(0, 200)}`);
  } catch (e) {
    if (e instanceof ChannelError) throw e;
    throw new ChannelError('支付宝网关无法连接', (e as Error).message);
  }
  const raw = rawMember(text, `${method.replace(/\./g, '_')}_response`) ?? rawMember(text, 'error_response');
  let sign: unknown;
  try {
    sign = (JSON.parse(text) as { sign?: unknown }).sign;
  } catch {
    throw new ChannelError('支付宝应答不是有效的 JSON', text.slice(0, 200));
  }
  if (!raw) throw new ChannelError('支付宝应答缺少业务结果', text.slice(0, 200));
  if (typeof sign !== 'string' || !rsa2Verify(raw, sign, cred.alipayPublicKey))
    throw new ChannelError('支付宝应答验签失败', method);
  return JSON.parse(raw) as Record<string, string>;
}

export async function alipayQuery(cred: AlipayCredentials, outTradeNo: string): Promise<TradeState> {
  const a = await alipayCall(cred, 'alipay.trade.query', { out_trade_no: outTradeNo });
  if (a.code !== '10000') {
    if (a.sub_code === 'ACQ.TRADE_NOT_EXIST') return { paid: false, state: 'TRADE_NOT_EXIST' };
    throw new ChannelError('支付宝查单失败', `${a.code ?? ''} ${a.sub_code ?? ''} ${a.sub_msg ?? ''}`.trim());
  }
  if (a.trade_status !== 'TRADE_SUCCESS' && a.trade_status !== 'TRADE_FINISHED')
    return { paid: false, state: String(a.trade_status) };
  return {
    paid: true,
    state: a.trade_status,
    channelTradeNo: a.trade_no ?? '',
    amountFen: fenOfYuanAmount(a.total_amount ?? '') ?? -1,
    paidAt: (a.send_pay_date && parseBeijingDateTime(a.send_pay_date)) || new Date(),
  };
}

export async function alipayClose(cred: AlipayCredentials, outTradeNo: string): Promise<void> {
  const a = await alipayCall(cred, 'alipay.trade.close', { out_trade_no: outTradeNo });
  if (a.code === '10000' || a.sub_code === 'ACQ.TRADE_NOT_EXIST') return;
  throw new ChannelError('支付宝关单失败', `${a.code ?? ''} ${a.sub_code ?? ''} ${a.sub_msg ?? ''}`.trim());
}

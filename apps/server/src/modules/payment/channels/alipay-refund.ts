/**
 * Alipay refunds, the app's side: alipay.trade.refund through the gateway, signed and verified as the precreate is
 * (alipay.ts). Alipay answers synchronously: fund_change "Y" means the money moved with this call; "N" with
 * code 10000 means this out_request_no was refunded before (the same refund asked again).
 */
import { beijingDateTime, yuanAmountOf } from '@portal/domain';
import { ChannelError } from './channel-error.ts';
import type { AlipayCredentials } from './credentials.ts';
import { rawMember, rsa2Sign, rsa2Verify, signContent } from './alipay.ts';

export const REFUND_METHOD = 'alipay.trade.refund';

export interface AlipayRefundRequest {
  outTradeNo: string;
  outRequestNo: string;
  refundFen: number;
  reason: string;
}

export function refundParams(cred: AlipayCredentials, r: AlipayRefundRequest, now = new Date()) {
  const params: Record<string, string> = {
    app_id: cred.appId,
    method: REFUND_METHOD,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: beijingDateTime(now),
    version: '1.0',
    biz_content: JSON.stringify({
      out_trade_no: r.outTradeNo,
      refund_amount: yuanAmountOf(r.refundFen),
      out_request_no: r.outRequestNo,
      refund_reason: Array.from(r.reason).slice(0, 80).join(''),
    }),
  };
  params.sign = rsa2Sign(signContent(params, ['sign']), cred.privateKey);
  return params;
}

/** Refunds; answers Alipay's trade number. ChannelError with Alipay's code and sub_msg otherwise. */
export async function refund(cred: AlipayCredentials, r: AlipayRefundRequest): Promise<{ tradeNo: string }> {
  const { biz_content: bizContent, ...system } = refundParams(cred, r);
  let text: string;
  try {
    const res = await fetch(`${cred.gateway}?${new URLSearchParams(system).toString()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8', Accept: 'application/json' },
      body: new URLSearchParams({ biz_content: bizContent! }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    text = await res.text();
    if (!res.ok) throw new ChannelError('支付宝退款失败', `HTTP ${res.status} ${text.slice(0, 200)}`);
  } catch (e) {
    if (e instanceof ChannelError) throw e;
    throw new ChannelError('支付宝网关无法连接', (e as Error).message);
  }
  const raw = rawMember(text, 'alipay_trade_refund_response') ?? rawMember(text, 'error_response');
  let sign: unknown;
  try {
    sign = (JSON.parse(text) as { sign?: unknown }).sign;
  } catch {
    throw new ChannelError('支付宝应答不是有效的 JSON', text.slice(0, 200));
  }
  if (!raw) throw new ChannelError('支付宝应答缺少业务结果', text.slice(0, 200));
  const a = JSON.parse(raw) as { code?: string; msg?: string; sub_code?: string; sub_msg?: string; trade_no?: string };
  if (typeof sign !== 'string' || !rsa2Verify(raw, sign, cred.alipayPublicKey))
    throw new ChannelError('支付宝应答验签失败', `${a.code ?? ''} ${a.sub_code ?? ''}`.trim());
  if (a.code !== '10000')
    throw new ChannelError(
      '支付宝退款失败',
      `${a.code ?? ''} ${a.msg ?? ''} ${a.sub_code ?? ''} ${a.sub_msg ?? ''}`.trim(),
    );
  return { tradeNo: a.trade_no ?? '' };
}

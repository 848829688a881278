/**
 * Alipay refunds, the app's side: alipay.trade.refund through the gateway, signed and verified as the precreate is
 * (alipay.ts). Alipay answers synchronously: fund_change "Y" means the money moved with this call; "N" with
 * code 10000 means this out_request_no was refunded before (the same refund asked again).
 */
import { yuanAmountOf } from '@portal/domain';
import { ChannelError } from './channel-error.ts';
import type { AlipayCredentials } from './credentials.ts';
import { alipayCall } from './query-close.ts';

const REFUND_METHOD = 'alipay.trade.refund';

export interface AlipayRefundRequest {
  outTradeNo: string;
  outRequestNo: string;
  refundFen: number;
  reason: string;
}

/** Refunds; answers Alipay's trade number. ChannelError with Alipay's code and sub_msg otherwise. */
export async function refund(cred: AlipayCredentials, r: AlipayRefundRequest): Promise<{ tradeNo: string }> {
  // the one signed, verified gateway call (query-close.ts), as the query and the close make it
  const a = await alipayCall(cred, REFUND_METHOD, {
    out_trade_no: r.outTradeNo,
    refund_amount: yuanAmountOf(r.refundFen),
    out_request_no: r.outRequestNo,
    refund_reason: Array.from(r.reason).slice(0, 80).join(''),
  });
  if (a.code !== '10000')
    throw new ChannelError(
      '支付宝退款失败',
      `${a.code ?? ''} ${a.msg ?? ''} ${a.sub_code ?? ''} ${a.sub_msg ?? ''}`.trim(),
    );
  return { tradeNo: a.trade_no ?? '' };
}

/**
 * WeChat Pay API v3 refunds, the merchant's side: POST {base}/v3/refund/domestic/refunds (signed like every v3
 * request, the answer verified with the platform key), and the refund notification (event REFUND.SUCCESS,
 * REFUND.ABNORMAL or REFUND.CLOSED; its resource, original_type "refund", decrypted as a payment notification's).
 */
import { ChannelError } from './channel-error.ts';
import type { WechatCredentials } from './credentials.ts';
import { postSigned } from './wechat-v3.ts';

const REFUND_PATH = '/v3/refund/domestic/refunds';

export interface WechatRefundRequest {
  outTradeNo: string;
  outRefundNo: string;
  reason: string;
  refundFen: number;
  totalFen: number;
  notifyUrl: string;
}

/** SUCCESS, CLOSED, PROCESSING or ABNORMAL, as WeChat Pay names a refund's state. */
export interface WechatRefundAnswer {
  refundId: string;
  status: string;
}

/** Asks for a refund; ChannelError with the gateway's code and message when it is not accepted. */
export async function createRefund(cred: WechatCredentials, r: WechatRefundRequest): Promise<WechatRefundAnswer> {
  const url = `${cred.baseUrl}${REFUND_PATH}`;
  const body = JSON.stringify({
    out_trade_no: r.outTradeNo,
    out_refund_no: r.outRefundNo,
    reason: Array.from(r.reason).slice(0, 80).join(''),
    notify_url: r.notifyUrl,
    amount: { refund: r.refundFen, total: r.totalFen, currency: 'CNY' },
  });
  const text = await postSigned(cred, url, body, '微信支付退款申请失败');
  const j = JSON.parse(text) as { refund_id?: unknown; status?: unknown };
  if (typeof j.refund_id !== 'string' || typeof j.status !== 'string')
    throw new ChannelError('微信支付退款应答缺少 refund_id 或 status', text.slice(0, 200));
  return { refundId: j.refund_id, status: j.status };
}

/** The decrypted resource of a refund notification (the fields we check). */
export interface WechatRefundResource {
  mchid?: string;
  out_trade_no?: string;
  out_refund_no?: string;
  refund_id?: string;
  refund_status?: string;
  success_time?: string;
  amount?: { total?: number; refund?: number };
}

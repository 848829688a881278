/**
 * The phone's side of the sandbox (issue 58 §2): the cashier a WeChat h5_url or an Alipay wap.pay request opens.
 * Paying there is the scan page's confirm; then the payer goes back to the merchant as each gateway sends them:
 * WeChat to the redirect_url as given, Alipay to the return_url with the signed synchronous-return parameters.
 */
import { beijingDateTime, yuanAmountOf } from '@portal/domain';
import { sandboxKeys } from './keys.ts';
import { alipaySignedForm, type SandboxEnv } from './protocol.ts';
import type { TradeRow } from './queries.ts';

/**
 * The address a payer may be sent back to: only a page of the merchant's registered site (the real gateways keep the
 * merchant's H5 domain on file), so the cashier never sends a payer elsewhere. null when there is none or it is not.
 */
export function merchantReturnUrl(env: SandboxEnv, url: string | null | undefined): string | null {
  if (!url) return null;
  return url.startsWith(`${env.publicBaseUrl}/`) ? url : null;
}

/** Where a paid trade sends the payer back: WeChat's redirect_url as given, Alipay's return_url signed. */
export async function paidReturnLocation(env: SandboxEnv, t: TradeRow, returnUrl: string): Promise<string> {
  if (t.channel === 'wechat') return returnUrl;
  const keys = (await sandboxKeys(env.dataDir)).alipay;
  const form = alipaySignedForm(keys, {
    app_id: t.app_id,
    method: 'alipay.trade.wap.pay.return',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: beijingDateTime(new Date()),
    version: '1.0',
    out_trade_no: t.out_trade_no,
    trade_no: t.transaction_id ?? '',
    total_amount: yuanAmountOf(t.amount_fen),
    seller_id: t.merchant_id,
    auth_app_id: t.app_id,
  });
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}${form}`;
}

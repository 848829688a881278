/**
 * The payer's 'scan and pay' pages of the sandbox, and the phone's cashier (H5), rendered on the server: plain HTML and CSS, no script (the CSP
 * allows none inline), a form POST to confirm. What a phone shows after scanning the code.
 */
import { beijingDateTime, formatFen } from '@portal/domain';
import type { TradeRow } from './queries.ts';
import { TRADE_STATUS } from './queries.ts';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const CHANNEL_TITLE = { wechat: '微信支付', alipay: '支付宝' } as const;
const CHANNEL_COLOR = { wechat: '#07c160', alipay: '#1677ff' } as const;

function layout(channel: 'wechat' | 'alipay', title: string, inner: string): string {
  const color = CHANNEL_COLOR[channel];
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} - ${CHANNEL_TITLE[channel]}（沙箱）</title>
<style>
  body { margin: 0; background: #f2f3f5; font: 15px/1.6 -apple-system, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif; color: #1f2329; }
  header { background: ${color}; color: #fff; padding: 14px 20px; font-size: 17px; font-weight: 600; }
  main { max-width: 420px; margin: 24px auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 2px 12px rgba(0,0,0,.06); }
  .notice { background: #fffbe6; border: 1px solid #ffe58f; color: #874d00; border-radius: 6px; padding: 8px 12px; font-size: 13px; margin-bottom: 16px; }
  .amount { font-size: 36px; font-weight: 600; text-align: center; margin: 8px 0 20px; }
  .amount small { font-size: 20px; margin-right: 2px; }
  dl { display: grid; grid-template-columns: 88px 1fr; gap: 8px 12px; margin: 0 0 24px; font-size: 14px; }
  dt { color: #86909c; } dd { margin: 0; word-break: break-all; }
  button { width: 100%; border: 0; border-radius: 8px; background: ${color}; color: #fff; font-size: 17px; padding: 12px; cursor: pointer; }
  .result { text-align: center; font-size: 20px; font-weight: 600; margin: 8px 0 16px; }
  .ok { color: ${color}; } .bad { color: #f53f3f; }
  p.tip { color: #86909c; font-size: 13px; text-align: center; }
  form.switch { margin-top: 20px; border-top: 1px dashed #e5e6eb; padding-top: 12px; }
  .tip a { color: ${color}; display: inline-block; min-height: 44px; line-height: 44px; }
  button.plain { background: #fff; color: #4e5969; border: 1px solid #c9cdd4; font-size: 14px; padding: 10px; min-height: 44px; }
</style>
</head>
<body>
<header>${CHANNEL_TITLE[channel]}</header>
<main>
<div class="notice">沙箱环境：模拟付款，不产生真实扣款</div>
${inner}
</main>
</body>
</html>`;
}

function details(t: TradeRow, merchantName: string): string {
  const merchantLabel = t.channel === 'wechat' ? '商户号' : 'APPID';
  return `<dl>
  <dt>收款方</dt><dd>${esc(merchantName)}（${merchantLabel} ${esc(t.channel === 'wechat' ? t.merchant_id : t.app_id)}）</dd>
  <dt>商品</dt><dd>${esc(t.subject)}</dd>
  <dt>商户订单号</dt><dd>${esc(t.out_trade_no)}</dd>
  <dt>支付截止</dt><dd>${esc(beijingDateTime(new Date(t.time_expire)))}</dd>
</dl>`;
}

const amount = (fen: number) => `<div class="amount"><small>¥</small>${formatFen(fen)}</div>`;

/** The sandbox's switch on a paid trade: its refunds refused as a short merchant balance refuses them, or not. */
function refundSwitch(t: TradeRow, actionPath: string): string {
  const refused = t.refunds_refused;
  return `<form method="post" action="${esc(actionPath)}/refunds" class="switch">
<p class="tip">${refused ? '沙箱：本笔交易的退款将被拒绝（商户余额不足）' : '沙箱：本笔交易的退款将正常受理'}</p>
<input type="hidden" name="refused" value="${refused ? '0' : '1'}">
<button type="submit" class="plain">${refused ? '恢复受理退款' : '模拟商户余额不足（拒绝退款）'}</button>
</form>`;
}

/** The page a scanned code opens: details and the confirm form, or the trade's settled state. */
export function scanPage(t: TradeRow, merchantName: string, actionPath: string, now: Date = new Date()): string {
  const title = CHANNEL_TITLE[t.channel];
  if (t.status === TRADE_STATUS.SUCCESS) {
    return layout(
      t.channel,
      '支付成功',
      `<div class="result ok">支付成功</div>${amount(t.amount_fen)}${details(t, merchantName)}<p class="tip">可返回商户页面查看订单</p>${refundSwitch(t, actionPath)}`,
    );
  }
  if (t.status === TRADE_STATUS.CLOSED || new Date(t.time_expire).getTime() <= now.getTime()) {
    return layout(
      t.channel,
      '二维码已过期',
      `<div class="result bad">二维码已过期，请返回商户页面重新下单</div>${details(t, merchantName)}`,
    );
  }
  return layout(
    t.channel,
    '确认付款',
    `${amount(t.amount_fen)}${details(t, merchantName)}
<form method="post" action="${esc(actionPath)}"><button type="submit">确认支付</button></form>
<p class="tip">使用${title}沙箱零钱付款</p>`,
  );
}

export function invalidPage(channel: 'wechat' | 'alipay', message = '二维码无效或已失效'): string {
  return layout(channel, '无法支付', `<div class="result bad">${esc(message)}</div>`);
}

/**
 * The phone's cashier (WeChat's h5_url, where Alipay's wap.pay leads): details and the confirm form, which pays and
 * returns the payer to the merchant; a settled trade offers the way back. `returnUrl` was checked by the caller.
 */
export function h5Page(
  t: TradeRow,
  merchantName: string,
  actionPath: string,
  returnUrl: string | null,
  now: Date = new Date(),
): string {
  const back = returnUrl ? `<p class="tip"><a href="${esc(returnUrl)}">返回商户页面</a></p>` : '';
  if (t.status === TRADE_STATUS.SUCCESS) {
    return layout(
      t.channel,
      '支付成功',
      `<div class="result ok">支付成功</div>${amount(t.amount_fen)}${details(t, merchantName)}${back}`,
    );
  }
  if (t.status === TRADE_STATUS.CLOSED || new Date(t.time_expire).getTime() <= now.getTime()) {
    return layout(t.channel, '订单已过期', `<div class="result bad">订单已过期，请返回商户页面重新下单</div>${back}`);
  }
  return layout(
    t.channel,
    '确认付款',
    `${amount(t.amount_fen)}${details(t, merchantName)}
<form method="post" action="${esc(actionPath)}"><button type="submit">确认支付</button></form>
${returnUrl ? `<p class="tip"><a href="${esc(returnUrl)}">取消支付，返回商户</a></p>` : ''}
<p class="tip">手机网站支付：使用${CHANNEL_TITLE[t.channel]}沙箱零钱付款</p>`,
  );
}

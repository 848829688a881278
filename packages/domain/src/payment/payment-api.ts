/** The constants, messages and rules of contract.ts (no zod: what the start imports, apart from the schemas). */
import { formatFen, parseYuan, messages } from '../core/index.ts';

const P = '/api-cloud-merchant-service/v1/pay';

export const PAYMENT_API = {
  /** What is due for a payable and whether it can still be paid (the pay page's header). */
  summary: `${P}/summary`,
  /** Create (or reuse) a QR payment on one channel: answers the code URL and its QR image. */
  qrcode: `${P}/qrcode`,
  /**
   * Create (or reuse) a phone payment on one channel (WeChat Pay H5, Alipay mobile-web): answers the address the
   * phone's browser opens to pay; the channel returns the payer to the pay page afterwards.
   */
  h5: `${P}/h5`,
  /** The payable's status the pay page polls. */
  status: `${P}/status`,
  /** wallet URL (part 1 §7): terminal 1 and walletChannel sent, the URL of the wallet payment page answered. */
  walletUrl: `${P}/wallet/url`,
  walletBalance: `${P}/wallet/balance`,
  walletDetail: `${P}/wallet/detail`,
  walletPay: `${P}/wallet/pay`,
  /** Which channels are on (PAYMENT_SANDBOX, PAYMENT_WALLET and the keys configured): the pay page offers only these. */
  channels: `${P}/channels`,
  /** The channels' asynchronous notifications (called by the payment company, not by the browser). */
  notifyWechat: `${P}/notify/wechat`,
  notifyAlipay: `${P}/notify/alipay`,
} as const;

/** The web's pay page (the channels' cashiers bring a phone back to it). */
export const PAY_PAGE_PATH = '/pay-page';

export const PAY_CHANNELS = ['wechat', 'alipay', 'wallet'] as const;

export type PayChannel = (typeof PAY_CHANNELS)[number];

/** The channels paid by scanning a QR code. */
export const QR_PAY_CHANNELS = ['wechat', 'alipay'] as const;

export type QrPayChannel = (typeof QR_PAY_CHANNELS)[number];

/**
 * How a QR channel's payment is made: 'qr', a code scanned from the desk (WeChat Native, Alipay precreate); 'h5',
 * in the phone's own browser (WeChat H5, Alipay alipay.trade.wap.pay). One open payment per payable, channel and scene.
 */
export const PAY_SCENES = ['qr', 'h5'] as const;

export type PayScene = (typeof PAY_SCENES)[number];

/**
 * Whether the pay page takes the phone's way: a narrow screen (under antd's md breakpoint, 768 px) or a phone's
 * browser by its user agent. A desk pays by the QR code.
 */
export function paysOnPhone(viewportWidthPx: number, userAgent: string): boolean {
  return (
    viewportWidthPx < PHONE_MAX_WIDTH_PX || /Android|iPhone|iPod|Mobile|MicroMessenger|AlipayClient/i.test(userAgent)
  );
}

/** Widths under this are a phone's (antd's md breakpoint). */
export const PHONE_MAX_WIDTH_PX = 768;

export const PAY_CHANNEL_LABEL: Record<PayChannel, string> = {
  wechat: '微信支付',
  alipay: '支付宝',
  wallet: '钱包支付',
};

/** The pay page polls the status this often. */
export const PAY_STATUS_POLL_MS = 2000;

/** Wallet terminals (part 1 §7 sends terminal 1 = PC). */
export const WALLET_TERMINAL_PC = 1;

export const PAYMENT_MESSAGES = messages('PAYMENT', {
  unknownKind: '不支持的支付业务',
  notFound: '要支付的订单不存在',
  notPayable: '订单当前不可支付',
  zeroAmount: '订单金额为0，无需支付',
  alreadyPaid: '订单已支付',
  closed: '订单已关闭，无法支付',
  expired: '订单已超时关闭，请重新下单',
  paymentNotFound: '支付单不存在',
  channelUnavailable: '支付通道暂时不可用，请稍后再试或换一种支付方式',
  channelOff: '本站未开通该支付方式，请换一种支付方式',
  walletShort: '钱包余额不足，请换一种支付方式',
  walletNoAccount: '您还没有开通钱包，请换一种支付方式',
  walletTerminal: '不支持的终端类型',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const PAYMENT_WORDS = {
  paid: '支付成功',
} as const;

/**
 * A payment's lifecycle: created unpaid; the channel's notification (or the wallet) moves it to paid; when the
 * payable could no longer take the money (expired, cancelled, paid by another payment) it is kept for refund.
 * Nothing moves out of paid or to-refund here.
 */
export const PAYMENT_STATUS = { UNPAID: 0, PAID: 1, TO_REFUND: 2 } as const;

export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

export type PaymentEvent = 'paid' | 'not_payable';

export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, Partial<Record<PaymentEvent, PaymentStatus>>>> = {
  0: { paid: PAYMENT_STATUS.PAID, not_payable: PAYMENT_STATUS.TO_REFUND },
  1: {},
  2: {},
};

export function nextPaymentStatus(from: PaymentStatus, event: PaymentEvent): PaymentStatus | null {
  return PAYMENT_TRANSITIONS[from][event] ?? null;
}

// ---------- amounts at the channel's edge ----------

/** Fen as the yuan text a gateway takes (Alipay total_amount): 8888 → '88.88'. Only positive whole fen. */
export function yuanAmountOf(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen <= 0) throw new RangeError(`金额必须是正整数分：${fen}`);
  return formatFen(fen);
}

/** A gateway's yuan text back to fen, strictly (digits, at most two decimals); null when it is not an amount. */
export function fenOfYuanAmount(text: string): number | null {
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) return null;
  return parseYuan(text);
}

/** The countdown of the pay page: '29:59', '1:02:03' over an hour, '0:00' once passed. */
export function countdownText(remainingMs: number): string {
  const s = Math.max(0, Math.floor(remainingMs / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

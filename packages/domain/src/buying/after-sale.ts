/**
 * After-sale (issue 45 §1): a buyer's return (退货退款), exchange (换货) or warranty repair (保修) of a delivered order
 * line. The states and the one transition table (who may make which move, for which kinds), the reasons a buyer
 * picks from, the windows, the quantity a line still has, the refund of a partial return (the line's paid amount
 * shared by units, half-up, cumulative so that returning every unit pays back exactly what the line cost) and the
 * credits a refund takes back. Server and web share these; nothing here does I/O.
 */
import { divHalfUp, messages } from '../core/index.ts';

const P = '/api-cloud-merchant-service/v1/after-sale';

export const AFTER_SALE_API = {
  apply: `${P}/apply`,
  upload: `${P}/upload`,
  mine: `${P}/mine`,
  ofOrder: `${P}/of-order`,
  detail: `${P}/detail`,
  parcels: `${P}/parcels`,
  cancel: `${P}/cancel`,
  shipBack: `${P}/ship-back`,
  confirm: `${P}/confirm`,
  shopPage: `${P}/shop/page`,
  accept: `${P}/shop/accept`,
  refuse: `${P}/shop/refuse`,
  receive: `${P}/shop/receive`,
  refund: `${P}/shop/refund`,
  resend: `${P}/shop/resend`,
  failedRefunds: `${P}/staff/failed-refunds`,
} as const;

export const AFTER_SALE_KINDS = ['return', 'exchange', 'repair'] as const;
export type AfterSaleKind = (typeof AFTER_SALE_KINDS)[number];
export const AFTER_SALE_KIND_LABEL: Record<AfterSaleKind, string> = {
  return: '退货退款',
  exchange: '换货',
  repair: '保修',
};

export const AFTER_SALE_STATES = [
  'applied',
  'accepted',
  'refused',
  'cancelled',
  'shippedBack',
  'received',
  'refundFailed',
  'refunded',
  'resent',
  'closed',
] as const;
export type AfterSaleState = (typeof AFTER_SALE_STATES)[number];
export const AFTER_SALE_STATE_LABEL: Record<AfterSaleState, string> = {
  applied: '待商家处理',
  accepted: '商家已同意，待寄回',
  refused: '商家已拒绝',
  cancelled: '已撤销',
  shippedBack: '买家已寄回',
  received: '商家已收货',
  refundFailed: '退款失败',
  refunded: '已退款',
  resent: '商家已寄出',
  closed: '已完成',
};

export type AfterSaleEvent =
  'accept' | 'refuse' | 'cancel' | 'shipBack' | 'receive' | 'refund' | 'refundFail' | 'resend' | 'confirm';
export type AfterSaleSide = 'buyer' | 'seller';

export const AFTER_SALE_EVENT_LABEL: Record<AfterSaleEvent | 'apply', string> = {
  apply: '买家申请售后',
  accept: '商家同意申请',
  refuse: '商家拒绝申请',
  cancel: '买家撤销申请',
  shipBack: '买家寄回商品',
  receive: '商家确认收货',
  refund: '退款已原路退回',
  refundFail: '退款未成功',
  resend: '商家寄出商品',
  confirm: '买家确认收货',
};

interface Move {
  to: AfterSaleState;
  by: AfterSaleSide;
  kinds: readonly AfterSaleKind[];
}
const ALL = AFTER_SALE_KINDS;

/** The whole transition table: (state, event) → the next state, who moves it and for which kinds. Absent = refused. */
export const AFTER_SALE_TRANSITIONS: Readonly<Record<AfterSaleState, Partial<Record<AfterSaleEvent, Move>>>> = {
  applied: {
    accept: { to: 'accepted', by: 'seller', kinds: ALL },
    refuse: { to: 'refused', by: 'seller', kinds: ALL },
    cancel: { to: 'cancelled', by: 'buyer', kinds: ALL },
  },
  accepted: {
    shipBack: { to: 'shippedBack', by: 'buyer', kinds: ALL },
    cancel: { to: 'cancelled', by: 'buyer', kinds: ALL },
  },
  shippedBack: { receive: { to: 'received', by: 'seller', kinds: ALL } },
  received: {
    refund: { to: 'refunded', by: 'seller', kinds: ['return'] },
    refundFail: { to: 'refundFailed', by: 'seller', kinds: ['return'] },
    resend: { to: 'resent', by: 'seller', kinds: ['exchange', 'repair'] },
  },
  refundFailed: {
    refund: { to: 'refunded', by: 'seller', kinds: ['return'] },
  },
  resent: { confirm: { to: 'closed', by: 'buyer', kinds: ['exchange', 'repair'] } },
  refused: {},
  cancelled: {},
  refunded: {},
  closed: {},
};

/** The next state, or null when this side may not make this move on this kind in this state. */
export function nextAfterSaleState(
  from: AfterSaleState,
  event: AfterSaleEvent,
  kind: AfterSaleKind,
  by: AfterSaleSide,
): AfterSaleState | null {
  const m = AFTER_SALE_TRANSITIONS[from][event];
  return m && m.by === by && m.kinds.includes(kind) ? m.to : null;
}

/** Moves no one clicks: the channel's answer makes them (a refund it refused). */
export const AFTER_SALE_AUTOMATIC_EVENTS: readonly AfterSaleEvent[] = ['refundFail'];

/** What a side may do now (the pages show these buttons, the server re-checks each by the table). */
export function afterSaleActions(state: AfterSaleState, kind: AfterSaleKind, by: AfterSaleSide): AfterSaleEvent[] {
  return (Object.keys(AFTER_SALE_TRANSITIONS[state]) as AfterSaleEvent[]).filter(
    (e) => !AFTER_SALE_AUTOMATIC_EVENTS.includes(e) && nextAfterSaleState(state, e, kind, by) !== null,
  );
}

/**
 * A refund the channel refused is asked again by the follow-up job, later each time: 1, 2, 4 … minutes after the
 * n-th failure, at most every 6 hours; from the ALERT-th failure on, the operations page raises it.
 */
export const AFTER_SALE_REFUND_RETRY_MAX_SECONDS = 6 * 3600;
export const AFTER_SALE_REFUND_ALERT_ATTEMPTS = 3;
export function afterSaleRefundRetrySeconds(failures: number): number {
  const n = Math.max(1, Math.floor(failures));
  return Math.min(AFTER_SALE_REFUND_RETRY_MAX_SECONDS, 60 * 2 ** Math.min(n - 1, 20));
}
/** What both sides read of a refused refund: the fixed words and the channel's own reason. */
export const afterSaleRefundFailedText = (reason: string | null) =>
  reason ? `${AFTER_SALE_MESSAGES.refundFailed}（${reason}）` : AFTER_SALE_MESSAGES.refundFailed;
/** The operations page's alert line for refunds that keep failing. */
export const afterSaleRefundAlert = (count: number) =>
  `${count} 笔售后退款已连续失败 ${AFTER_SALE_REFUND_ALERT_ATTEMPTS} 次以上，系统仍在按退避间隔重试；请在「退款失败的售后单」中查看原因并处理（如支付通道余额不足请充值）`;

export const isFinalAfterSaleState = (s: AfterSaleState) => Object.keys(AFTER_SALE_TRANSITIONS[s]).length === 0;

export const AFTER_SALE_REASONS = [
  { code: 'quality', label: '商品质量问题' },
  { code: 'damaged', label: '商品破损' },
  { code: 'wrongItem', label: '发错货' },
  { code: 'notAsDescribed', label: '与描述不符' },
  { code: 'fault', label: '使用中出现故障' },
  { code: 'noLongerNeeded', label: '不想要了' },
  { code: 'other', label: '其他' },
] as const;
export type AfterSaleReasonCode = (typeof AFTER_SALE_REASONS)[number]['code'];
export const AFTER_SALE_REASON_CODES = AFTER_SALE_REASONS.map((r) => r.code) as [
  AfterSaleReasonCode,
  ...AfterSaleReasonCode[],
];
export const afterSaleReasonLabel = (code: string) => AFTER_SALE_REASONS.find((r) => r.code === code)?.label ?? code;

export const AFTER_SALE_PICTURES_MAX = 6;
export const AFTER_SALE_TEXT_MAX = 200;
/** The windows' defaults (settings AFTER_SALE_RETURN_DAYS, AFTER_SALE_WARRANTY_MONTHS). */
export const AFTER_SALE_RETURN_DAYS_DEFAULT = 7;
export const AFTER_SALE_WARRANTY_MONTHS_DEFAULT = 12;

export const AFTER_SALE_MESSAGES = messages('AFTER_SALE', {
  notFound: '售后单不存在',
  orderNotFound: '申请售后的订单不存在',
  lineNotFound: '订单中没有这件商品',
  notDelivered: '订单尚未发货，不能申请售后',
  windowClosed: '已超过售后期限，不能申请该类型的售后',
  quantityOver: '申请数量超过可申请售后的数量',
  cannotMove: '售后单当前状态不能进行此操作，请刷新后重试',
  notSeller: '只有该订单的发货经销商可以处理售后',
  refundFailed: '退款未成功，系统将自动重试，也可在售后单中重新退款',
  picturesMax: '售后凭证最多上传6张图片',
  reasonRequired: '请选择售后原因',
  textTooLong: '说明不能超过200个字',
  refuseReasonRequired: '请填写拒绝原因',
  uploadType: '只能上传JPG或PNG图片',
  uploadTooLarge: '图片不能超过10MB',
});

/** When a line delivered at `from` may still be asked for this kind (return/exchange: days; repair: warranty months). */
export function afterSaleDeadline(
  kind: AfterSaleKind,
  from: Date,
  s: { returnDays: number; warrantyMonths: number },
): Date {
  const d = new Date(from.getTime());
  if (kind === 'repair') {
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + s.warrantyMonths);
    const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    d.setUTCDate(Math.min(day, last));
    return d;
  }
  return new Date(d.getTime() + s.returnDays * 86_400_000);
}

/**
 * What a return of `quantity` units refunds when `before` units of the line were returned already: the line's
 * paid amount (amount − its discount) shared by units, half-up, as share(before + quantity) − share(before), so
 * that all returns of a line add up to exactly what it cost; never more than the payment still holds.
 */
export function afterSaleRefundFen(
  line: { amountFen: number; discountFen: number; quantity: number },
  before: number,
  quantity: number,
  paymentLeftFen: number,
): number {
  const paid = Math.max(0, line.amountFen - line.discountFen);
  if (line.quantity <= 0 || quantity <= 0) return 0;
  const upTo = Math.min(line.quantity, before + quantity);
  const from = Math.min(line.quantity, before);
  const share = (n: number) => divHalfUp(paid * n, line.quantity);
  return Math.max(0, Math.min(share(upTo) - share(from), paymentLeftFen));
}

/**
 * Credits a refund takes back from those the order earned: earned × refunded ÷ paid, half-up, cumulative over the
 * order's refunds (taken(after) − taken(before)), never below zero, never more than the order earned.
 */
export function creditsTakenBack(earned: number, payFen: number, refundedBeforeFen: number, refundFen: number): number {
  if (earned <= 0 || payFen <= 0 || refundFen <= 0) return 0;
  const taken = (fen: number) => divHalfUp(earned * Math.min(fen, payFen), payFen);
  return Math.max(0, taken(refundedBeforeFen + refundFen) - taken(refundedBeforeFen));
}

/**
 * Flash sales (part 1 §1, §4 "Seckill status"): the status is never stored, it is derived from the server
 * clock, the activity's window, whether it was abandoned and what is left of its own stock pool.
 */
import type { TakeRefusal } from '../buying/index.ts';
import { allocateDiscount, messages, refusal, type Refusal } from '../core/index.ts';

export const SECKILL_STATUS = {
  NOT_START: 1,
  STARTED: 2,
  FINISHED: 3,
  ABANDON: 4,
  SOLD_OUT: 5,
} as const;
export type SeckillStatus = (typeof SECKILL_STATUS)[keyof typeof SECKILL_STATUS];

export const SECKILL_STATUS_LABEL: Record<SeckillStatus, string> = {
  1: '即将开始',
  2: '抢购中',
  3: '已结束',
  4: '已作废',
  5: '已抢光',
};

export const SECKILL_MESSAGES = messages('SECKILL', {
  notStarted: '活动未开始，请稍后再来',
  finished: '活动已结束',
  abandoned: '秒杀活动已作废',
  soldOut: '商品已抢光',
  overLimit: (limit: number) => `每人限购${limit}件`,
  quantity: '购买数量须为正整数',
  notFound: '秒杀活动不存在',
  goodsOff: '活动商品已下架，暂不能抢购',
  shopNotInActivity: '该经销商未参与本次秒杀活动',
  goodsNotFound: '商品不存在或不能参加秒杀',
  goodsNoPrice: '该商品暂无价格，不能参加秒杀',
  priceAboveOrigin: '秒杀价不能高于原价',
  editFinished: '秒杀活动已结束，不能修改',
  editAbandoned: '秒杀活动已作废，不能修改',
  abandonFinished: '活动已结束，无需作废',
  alreadyAbandoned: '秒杀活动已作废，请勿重复操作',
  titleRequired: '请填写秒杀活动名称',
  titleLength: '秒杀活动名称不能超过40个字符',
  timeRequired: '请选择活动时间',
  stockMax: (max: number) => `活动库存不能超过${max}`,
  limitMax: (max: number) => `每人限购不能超过${max}件`,
  stockShort: (left: number) => `库存不足，仅剩${left}件`,
  stockBelowSold: '活动库存不能少于已售数量',
  windowOrder: '秒杀开始时间须早于结束时间',
  priceAboveZero: '秒杀价须大于0',
  limitPositive: '每人限购须为正整数',
  endPassed: '结束时间须晚于当前时间',
  goodsLocked: '活动已有销售，不能更换商品',
  poolShort: (n: number) => `库存不足，最多还能抢${n}件`,
  busy: '抢购人数过多，请稍后再试',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const SECKILL_WORDS = {
  saved: '活动已保存',
  abandonDone: '活动已作废',
} as const;

/** A refused buy's answer, from what the conditional write saw (the buying paths' one rule, takeRefusal). */
export function seckillTakeRefusal(
  r: TakeRefusal,
): Refusal<'SECKILL.overLimit' | 'SECKILL.poolShort' | 'SECKILL.soldOut'> {
  if (r.kind === 'overLimit') return refusal(SECKILL_MESSAGES, 'overLimit', SECKILL_MESSAGES.overLimit(r.limit));
  if (r.kind === 'short' && r.canTake > 0)
    return refusal(SECKILL_MESSAGES, 'poolShort', SECKILL_MESSAGES.poolShort(r.canTake));
  return refusal(SECKILL_MESSAGES, 'soldOut');
}

/** pType of the zone (part 1 §2): 1 platform activities, 2 reward payout. */
export const SECKILL_P_TYPE = { PLATFORM: 1, REWARD: 2 } as const;
export type SeckillPType = (typeof SECKILL_P_TYPE)[keyof typeof SECKILL_P_TYPE];
export const SECKILL_P_TYPE_LABEL: Record<SeckillPType, string> = { 1: '平台活动', 2: '奖励兑付' };

/** What an activity sells: one model (detail page) or a suite (suitDetail page). */
export const SECKILL_KIND = { SKU: 1, SUIT: 2 } as const;
export type SeckillKind = (typeof SECKILL_KIND)[keyof typeof SECKILL_KIND];

/** mall_order.order_type of an order a flash-sale buy places (1 is an ordinary mall order). */
export const SECKILL_ORDER_TYPE = 2;

export const SECKILL_TITLE_MAX = 40;
export const SECKILL_PER_USER_LIMIT_MAX = 99;
export const SECKILL_STOCK_MAX = 100_000;
export const SECKILL_PRICE_MAX_FEN = 100_000_000;

export interface SeckillWindow {
  startAt: Date;
  endAt: Date;
  abandoned: boolean;
  /** What is left of the activity's own stock pool. */
  remaining: number;
}

/**
 * Abandoned wins over everything; before the start it has not started; from the end on it is finished (even
 * when sold out); in between it is sold out when nothing is left, else running. Start inclusive, end exclusive.
 */
export function seckillStatus(a: SeckillWindow, now: Date): SeckillStatus {
  if (a.abandoned) return SECKILL_STATUS.ABANDON;
  const t = now.getTime();
  if (t < a.startAt.getTime()) return SECKILL_STATUS.NOT_START;
  if (t >= a.endAt.getTime()) return SECKILL_STATUS.FINISHED;
  return a.remaining <= 0 ? SECKILL_STATUS.SOLD_OUT : SECKILL_STATUS.STARTED;
}

/** Why a buy in a status is refused. */
export type SeckillClosed = Refusal<
  'SECKILL.notStarted' | 'SECKILL.finished' | 'SECKILL.abandoned' | 'SECKILL.soldOut'
>;

/** The refusal of a buy in this status, null when buying is open. */
export function seckillRefusal(status: SeckillStatus): SeckillClosed | null {
  switch (status) {
    case SECKILL_STATUS.NOT_START:
      return refusal(SECKILL_MESSAGES, 'notStarted');
    case SECKILL_STATUS.FINISHED:
      return refusal(SECKILL_MESSAGES, 'finished');
    case SECKILL_STATUS.ABANDON:
      return refusal(SECKILL_MESSAGES, 'abandoned');
    case SECKILL_STATUS.SOLD_OUT:
      return refusal(SECKILL_MESSAGES, 'soldOut');
    default:
      return null;
  }
}

/** Why a buyer may not take a whole quantity of at least 1 now. */
export type SeckillTakeRefusal = SeckillClosed | Refusal<'SECKILL.overLimit' | 'SECKILL.stockShort'>;
/** Why a buyer may not take a quantity now. */
export type SeckillBuyRefusal = SeckillTakeRefusal | Refusal<'SECKILL.quantity'>;

/**
 * Whether a buyer may take `quantity` more: the status must be running, the quantity a positive integer, the
 * buyer's total within the per-user limit and the pool large enough (an empty pool is the status 已抢光). The server re-checks all of it in one
 * conditional update; this is what the page shows and what the service answers first.
 */
export function seckillBuyCheck(
  a: SeckillWindow & { perUserLimit: number },
  now: Date,
  alreadyBought: number,
  quantity: number,
): SeckillBuyRefusal | null {
  if (seckillRefusal(seckillStatus(a, now)) === null && (!Number.isInteger(quantity) || quantity < 1))
    return refusal(SECKILL_MESSAGES, 'quantity');
  return seckillTakeCheck(a, now, alreadyBought, quantity);
}

/** seckillBuyCheck of a whole quantity of at least 1 (what the entries' schemas let through): no 'SECKILL.quantity'. */
export function seckillTakeCheck(
  a: SeckillWindow & { perUserLimit: number },
  now: Date,
  alreadyBought: number,
  quantity: number,
): SeckillTakeRefusal | null {
  const closed = seckillRefusal(seckillStatus(a, now));
  if (closed) return closed;
  if (alreadyBought + quantity > a.perUserLimit)
    return refusal(SECKILL_MESSAGES, 'overLimit', SECKILL_MESSAGES.overLimit(a.perUserLimit));
  if (quantity > a.remaining) return refusal(SECKILL_MESSAGES, 'stockShort', SECKILL_MESSAGES.stockShort(a.remaining));
  return null;
}

/** Milliseconds the page counts down: to the start before it, to the end while running, else 0. */
export function seckillCountdownMs(a: SeckillWindow, now: Date): number {
  const status = seckillStatus(a, now);
  if (status === SECKILL_STATUS.NOT_START) return a.startAt.getTime() - now.getTime();
  if (status === SECKILL_STATUS.STARTED || status === SECKILL_STATUS.SOLD_OUT) return a.endAt.getTime() - now.getTime();
  return 0;
}

/** A problem of an activity's definition: one of these reasons (what the save entry lists). */
export type SeckillDefinitionProblem = Refusal<`SECKILL.${
  | 'timeRequired'
  | 'windowOrder'
  | 'priceAboveZero'
  | 'priceAboveOrigin'
  | 'stockBelowSold'
  | 'stockMax'
  | 'limitPositive'
  | 'limitMax'}`>;

/**
 * The checks a provider sales account's create/edit must pass (issue "Member store" §5): start before end, price
 * above zero and not above the original price, stock not below what is sold, a sensible per-user limit.
 */
export function seckillDefinitionProblems(d: {
  startAt: Date;
  endAt: Date;
  seckillPriceFen: number;
  stock: number;
  sold: number;
  perUserLimit: number;
  /** The price the activity strikes through; absent: not checked. */
  originPriceFen?: number;
}): SeckillDefinitionProblem[] {
  const problems: SeckillDefinitionProblem[] = [];
  if (Number.isNaN(d.startAt.getTime()) || Number.isNaN(d.endAt.getTime()))
    problems.push(refusal(SECKILL_MESSAGES, 'timeRequired'));
  else if (!(d.startAt.getTime() < d.endAt.getTime())) problems.push(refusal(SECKILL_MESSAGES, 'windowOrder'));
  if (!Number.isInteger(d.seckillPriceFen) || d.seckillPriceFen <= 0)
    problems.push(refusal(SECKILL_MESSAGES, 'priceAboveZero'));
  else if (d.originPriceFen !== undefined && d.seckillPriceFen > d.originPriceFen)
    problems.push(refusal(SECKILL_MESSAGES, 'priceAboveOrigin'));
  if (!Number.isInteger(d.stock) || d.stock < d.sold) problems.push(refusal(SECKILL_MESSAGES, 'stockBelowSold'));
  else if (d.stock > SECKILL_STOCK_MAX)
    problems.push(refusal(SECKILL_MESSAGES, 'stockMax', SECKILL_MESSAGES.stockMax(SECKILL_STOCK_MAX)));
  if (!Number.isInteger(d.perUserLimit) || d.perUserLimit < 1)
    problems.push(refusal(SECKILL_MESSAGES, 'limitPositive'));
  else if (d.perUserLimit > SECKILL_PER_USER_LIMIT_MAX)
    problems.push(refusal(SECKILL_MESSAGES, 'limitMax', SECKILL_MESSAGES.limitMax(SECKILL_PER_USER_LIMIT_MAX)));
  return problems;
}

/** The zone's tabs, in the order shown; null = all. */
export const SECKILL_TABS: readonly (SeckillStatus | null)[] = [
  null,
  SECKILL_STATUS.STARTED,
  SECKILL_STATUS.NOT_START,
  SECKILL_STATUS.SOLD_OUT,
  SECKILL_STATUS.FINISHED,
  SECKILL_STATUS.ABANDON,
];
export const seckillTabLabel = (s: SeckillStatus | null): string => (s === null ? '全部' : SECKILL_STATUS_LABEL[s]);

/** How the zone sorts: running first, then upcoming, sold out, finished, abandoned. */
export const SECKILL_STATUS_RANK: Record<SeckillStatus, number> = { 2: 0, 1: 1, 5: 2, 3: 3, 4: 4 };

/** The most a buyer may take now (0 when buying is closed): within the per-user limit and the pool. */
export function seckillMaxQuantity(
  a: SeckillWindow & { perUserLimit: number },
  now: Date,
  alreadyBought: number,
): number {
  if (seckillStatus(a, now) !== SECKILL_STATUS.STARTED) return 0;
  return Math.max(0, Math.min(a.perUserLimit - alreadyBought, a.remaining));
}

/** Sold share of the pool in whole percent, rounded down so that 100 means nothing is left. */
export function seckillSoldPercent(stock: number, remaining: number): number {
  if (stock <= 0) return 0;
  const sold = Math.min(stock, Math.max(0, stock - remaining));
  return Math.floor((sold * 100) / stock);
}

/** The countdown as the page shows it: '2天 03:04:05', or '03:04:05' under a day. */
export function seckillCountdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const p = (n: number) => String(n).padStart(2, '0');
  const hms = `${p(Math.floor((total % 86_400) / 3600))}:${p(Math.floor((total % 3600) / 60))}:${p(total % 60)}`;
  return days > 0 ? `${days}天 ${hms}` : hms;
}

/** What the countdown counts to, per status (null: no countdown). */
export function seckillCountdownLabel(status: SeckillStatus): string | null {
  if (status === SECKILL_STATUS.NOT_START) return '距开始';
  if (status === SECKILL_STATUS.STARTED || status === SECKILL_STATUS.SOLD_OUT) return '距结束';
  return null;
}

/** One model of an activity: a model activity has one item of quantity 1, a suite one per suite model. */
export interface SeckillItem {
  skuNo: string;
  spuNo: string;
  skuName: string;
  spuName: string;
  model: string;
  picUrl: string | null;
  /** Units per activity unit (per suite). */
  quantity: number;
  /** The model's own price when the activity was saved (fen). */
  priceFen: number;
}

export interface SeckillOrderLine {
  skuNo: string;
  quantity: number;
  priceFen: number;
  amountFen: number;
  discountFen: number;
}

/**
 * The order lines of buying `quantity` units at the seckill price. A model activity sells at the seckill price
 * itself; a suite keeps each model's own price and allocates the reduction to the seckill price across the lines
 * in proportion to their amounts, so Σ(amount − discount) = seckill price × quantity exactly.
 */
export function seckillOrderLines(
  kind: SeckillKind,
  items: readonly SeckillItem[],
  seckillPriceFen: number,
  quantity: number,
): SeckillOrderLine[] {
  if (kind === SECKILL_KIND.SKU) {
    const item = items[0]!;
    return [
      { skuNo: item.skuNo, quantity, priceFen: seckillPriceFen, amountFen: seckillPriceFen * quantity, discountFen: 0 },
    ];
  }
  const amounts = items.map((i) => i.priceFen * i.quantity * quantity);
  const total = amounts.reduce((s, a) => s + a, 0);
  const discounts = allocateDiscount(total - seckillPriceFen * quantity, amounts);
  return items.map((i, k) => ({
    skuNo: i.skuNo,
    quantity: i.quantity * quantity,
    priceFen: i.priceFen,
    amountFen: amounts[k]!,
    discountFen: discounts[k]!,
  }));
}

/** The original price the zone strikes through: the model's price, or the suite's (its package price). */
export function seckillDiscountText(originPriceFen: number, seckillPriceFen: number): string | null {
  if (originPriceFen <= 0 || seckillPriceFen >= originPriceFen) return null;
  const zhe = Math.round((seckillPriceFen * 100) / originPriceFen) / 10;
  return `${zhe.toFixed(1).replace(/\.0$/, '')}折`;
}

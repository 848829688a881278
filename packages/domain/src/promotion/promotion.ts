/**
 * Promotions (part 1 §7 promotions and activities, §9 discount display): activities run by the provider through
 * some or all shops, in a window, over some models, of one of three kinds:
 * - price discount: each model at its promoted price (integer fen, never below zero, never above the model's price);
 * - spend-and-save: the activity's models in one order reaching a threshold take an amount off (never more than the
 *   threshold, so never more than 100 %), shared over those lines in proportion (the coupon's allocation);
 * - gift: every `buyQuantity` units of a model bring `giftQuantity` of the gift model, from the activity's gift pool.
 * Limits count units of the activity's models bought under it: per buyer and in total. The status is never stored:
 * it is derived from the clock, the window, abandonment and what is left (like the flash sale's).
 * A line gets at most one promotion, the one that saves the most (`applyPromotions`); coupons then apply to what is
 * left of the lines whose promotion allows them (`couponLinesAfterPromotions`), the one combination rule.
 */
import { messages, divHalfUp, refusal, type Refusal } from '../core/index.ts';

/** One basket line as the coupon rule sees it. */
export interface CouponLine {
  skuNo: string;
  spuNo: string;
  firstCategoryId: number | null;
  secondCategoryId: number | null;
  /** price × quantity, fen. */
  amountFen: number;
}

export const PROMOTION_KIND = { priceDiscount: 1, spendAndSave: 2, gift: 3 } as const;
export type PromotionKind = (typeof PROMOTION_KIND)[keyof typeof PROMOTION_KIND];
export const PROMOTION_KIND_LABEL: Record<PromotionKind, string> = { 1: '限时折扣', 2: '满减', 3: '买赠' };

export const PROMOTION_STATUS = { NOT_START: 1, RUNNING: 2, FINISHED: 3, ABANDON: 4, SOLD_OUT: 5 } as const;
export type PromotionStatus = (typeof PROMOTION_STATUS)[keyof typeof PROMOTION_STATUS];
export const PROMOTION_STATUS_LABEL: Record<PromotionStatus, string> = {
  1: '即将开始',
  2: '进行中',
  3: '已结束',
  4: '已作废',
  5: '已售罄',
};

export const PROMOTION_TITLE_MAX = 40;
export const PROMOTION_LIMIT_MAX = 100_000;
export const PROMOTION_MODELS_MAX = 50;
/** Models one product page asks the running promotions of (a family's models). */
export const PROMOTION_FOR_MODELS_MAX = 100;
/** The text shown for a model whose promoted price is missing (part 1 §9). */
export const PROMOTION_GIFT_TEXT = '赠品';

export const PROMOTION_MESSAGES = messages('PROMOTION', {
  notFound: '促销活动不存在',
  placementNotFound: '投放内容不存在',
  ended: (title: string) => `促销活动“${title}”已结束，商品已恢复原价，请刷新后重新下单`,
  soldOut: (title: string) => `促销活动“${title}”的名额已抢完，请刷新后重新下单`,
  overLimit: (title: string, limit: number) => `促销活动“${title}”每人限购${limit}件，请调整数量后重试`,
  giftOut: (title: string) => `促销活动“${title}”的赠品已赠完，请刷新后重新下单`,
  titleRequired: '请填写活动名称',
  titleLength: `活动名称不能超过${PROMOTION_TITLE_MAX}个字符`,
  windowOrder: '开始时间须早于结束时间',
  modelsRequired: '请至少选择一个活动商品',
  modelsMax: `活动商品不能超过${PROMOTION_MODELS_MAX}个`,
  modelTwice: '同一商品在一个活动中只能出现一次',
  priceBelowZero: '促销价不能低于0',
  priceAboveOrigin: '促销价不能高于原价',
  priceRequired: '请填写每个商品的促销价',
  thresholdRequired: '满减门槛须大于0',
  offOverThreshold: '减免金额须大于0且不能超过门槛金额（折扣不能超过100%）',
  giftRequired: '请选择赠品并填写买几赠几',
  limitRange: `限购数量须为1到${PROMOTION_LIMIT_MAX}的整数`,
  limitBelowUsed: '总限量不能少于已售数量',
  editFinished: '活动已结束，不能修改',
  editAbandoned: '活动已作废，不能修改',
  alreadyAbandoned: '活动已作废',
  modelNotFound: '商品不存在或暂无价格，不能参加促销',
  badSkuNos: `型号编号须为1到${PROMOTION_FOR_MODELS_MAX}个，以英文逗号分隔`,
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const PROMOTION_WORDS = {
  saved: '活动已保存',
} as const;

export interface PromotionWindow {
  startAt: Date;
  endAt: Date;
  abandoned: boolean;
  totalLimit: number;
  /** Units sold under the activity so far. */
  used: number;
}

/** Abandoned first; before the start; from the end on finished; in between sold out when the total is used. */
export function promotionStatus(a: PromotionWindow, now: Date): PromotionStatus {
  if (a.abandoned) return PROMOTION_STATUS.ABANDON;
  const t = now.getTime();
  if (t < a.startAt.getTime()) return PROMOTION_STATUS.NOT_START;
  if (t >= a.endAt.getTime()) return PROMOTION_STATUS.FINISHED;
  return a.used >= a.totalLimit ? PROMOTION_STATUS.SOLD_OUT : PROMOTION_STATUS.RUNNING;
}

/** The moves staff make: edit only before the end and while not abandoned; abandon until it is. */
export function promotionEditRefusal(status: PromotionStatus) {
  if (status === PROMOTION_STATUS.FINISHED) return refusal(PROMOTION_MESSAGES, 'editFinished');
  if (status === PROMOTION_STATUS.ABANDON) return refusal(PROMOTION_MESSAGES, 'editAbandoned');
  return null;
}

// ---------- display (part 1 §9) ----------

/**
 * The discount of a promoted model: the ratio promoted / original × 10 to one decimal (half-up) in 折, e.g. 850 of
 * 1000 → '8.5折'; '赠品' when either price is missing.
 */
export function promotionDiscountText(originFen: number | null, promoFen: number | null): string {
  if (originFen === null || promoFen === null || originFen <= 0) return PROMOTION_GIFT_TEXT;
  const tenths = divHalfUp(Math.max(0, promoFen) * 100, originFen);
  return `${Math.floor(tenths / 10)}.${tenths % 10}折`;
}

const yuan = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2).replace(/0$/, ''));

/** The activity's rule in a few words: '限时折扣', '满300减50', '买2赠1'. */
export function promotionRuleText(a: {
  kind: PromotionKind;
  thresholdFen?: number | null;
  offFen?: number | null;
  buyQuantity?: number | null;
  giftQuantity?: number | null;
}): string {
  if (a.kind === PROMOTION_KIND.spendAndSave) return `满${yuan(a.thresholdFen ?? 0)}减${yuan(a.offFen ?? 0)}`;
  if (a.kind === PROMOTION_KIND.gift) return `买${a.buyQuantity ?? 1}赠${a.giftQuantity ?? 1}`;
  return PROMOTION_KIND_LABEL[1];
}

// ---------- validation (staff's create and edit) ----------

export interface PromotionDefinition {
  title: string;
  kind: PromotionKind;
  startAt: Date;
  endAt: Date;
  perUserLimit: number;
  totalLimit: number;
  /** Units sold so far (0 for a new activity). */
  used: number;
  /** The models, with their price now (null: no price) and, for a price discount, the promoted price. */
  items: { skuNo: string; originFen: number | null; promoFen: number | null }[];
  thresholdFen?: number | null;
  offFen?: number | null;
  gift?: { skuNo: string; buyQuantity: number; giftQuantity: number; stock: number } | null;
}

const limitOk = (n: number) => Number.isInteger(n) && n >= 1 && n <= PROMOTION_LIMIT_MAX;

/** A problem of a definition: one of these reasons (what the save entry lists). */
export type PromotionDefinitionProblem = Refusal<`PROMOTION.${
  | 'titleRequired'
  | 'titleLength'
  | 'windowOrder'
  | 'limitRange'
  | 'limitBelowUsed'
  | 'modelsRequired'
  | 'modelsMax'
  | 'modelTwice'
  | 'modelNotFound'
  | 'priceRequired'
  | 'priceBelowZero'
  | 'priceAboveOrigin'
  | 'thresholdRequired'
  | 'offOverThreshold'
  | 'giftRequired'}`>;

/** Every problem of a definition (empty when it may be saved). */
export function promotionDefinitionProblems(d: PromotionDefinition): PromotionDefinitionProblem[] {
  const p: PromotionDefinitionProblem[] = [];
  const title = d.title.trim();
  if (!title) p.push(refusal(PROMOTION_MESSAGES, 'titleRequired'));
  else if (title.length > PROMOTION_TITLE_MAX) p.push(refusal(PROMOTION_MESSAGES, 'titleLength'));
  if (Number.isNaN(d.startAt.getTime()) || Number.isNaN(d.endAt.getTime()) || d.startAt >= d.endAt)
    p.push(refusal(PROMOTION_MESSAGES, 'windowOrder'));
  if (!limitOk(d.perUserLimit) || !limitOk(d.totalLimit)) p.push(refusal(PROMOTION_MESSAGES, 'limitRange'));
  else if (d.totalLimit < d.used) p.push(refusal(PROMOTION_MESSAGES, 'limitBelowUsed'));
  if (!d.items.length) p.push(refusal(PROMOTION_MESSAGES, 'modelsRequired'));
  if (d.items.length > PROMOTION_MODELS_MAX) p.push(refusal(PROMOTION_MESSAGES, 'modelsMax'));
  if (new Set(d.items.map((i) => i.skuNo)).size !== d.items.length) p.push(refusal(PROMOTION_MESSAGES, 'modelTwice'));
  if (d.items.some((i) => i.originFen === null)) p.push(refusal(PROMOTION_MESSAGES, 'modelNotFound'));
  if (d.kind === PROMOTION_KIND.priceDiscount) {
    for (const i of d.items) {
      const problem =
        i.promoFen === null || !Number.isInteger(i.promoFen)
          ? refusal(PROMOTION_MESSAGES, 'priceRequired')
          : i.promoFen < 0
            ? refusal(PROMOTION_MESSAGES, 'priceBelowZero')
            : i.originFen !== null && i.promoFen > i.originFen
              ? refusal(PROMOTION_MESSAGES, 'priceAboveOrigin')
              : null;
      if (problem && !p.some((x) => x.reason === problem.reason)) p.push(problem);
    }
  } else if (d.kind === PROMOTION_KIND.spendAndSave) {
    const t = d.thresholdFen ?? 0;
    const off = d.offFen ?? 0;
    if (!Number.isInteger(t) || t <= 0) p.push(refusal(PROMOTION_MESSAGES, 'thresholdRequired'));
    else if (!Number.isInteger(off) || off <= 0 || off > t) p.push(refusal(PROMOTION_MESSAGES, 'offOverThreshold'));
  } else {
    const g = d.gift;
    if (!g || !g.skuNo || !limitOk(g.buyQuantity) || !limitOk(g.giftQuantity) || !(g.stock >= 0))
      p.push(refusal(PROMOTION_MESSAGES, 'giftRequired'));
  }
  return p;
}

// ---------- applying to a basket ----------

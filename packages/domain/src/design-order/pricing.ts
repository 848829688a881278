import {
  messages,
  divHalfUp,
  formatFen,
  formatHundredths,
  parseHundredths,
  parseYuan,
  RATE_FULL,
  sanitizeDecimalInput,
} from '../core/index.ts';
import { BUY_QUANTITY_MAX } from '../buying/index.ts';
import { CATALOGUE_WORDS } from '../catalogue/index.ts';
/**
 * Pricing of design-order lines (part 2 §4, §5, §9), in integer fen and integer hundredths of a percent
 * ("bp" here: 10000 = 100.00%). Rounding is half-up to the fen. Yuan and percent strings exist only at the
 * edge: parseYuan/parseRate read what a person typed, formatFen/formatRate show it.
 */

/** The list input caps the rate at 999.99%. */
export const LIST_RATE_CAP = 99_999;
/** The selection drawer caps the rate at 300%. */
export const SELECTION_RATE_CAP = 30_000;

/**
 * Which pricing inputs a save comes from (part 2 §3, §5: "two caps … both hold in their places"): the list
 * screen's (rate up to 999.99%) or the selection flow's drawer (rate up to 300%).
 */
export const PRICING_FLOWS = ['list', 'selection'] as const;
export type PricingFlow = (typeof PRICING_FLOWS)[number];

/** The rate cap of a flow's inputs. */
export function rateCapOf(flow: PricingFlow = 'list'): number {
  return flow === 'selection' ? SELECTION_RATE_CAP : LIST_RATE_CAP;
}

/**
 * The cap a saved line's rate is held to: its flow's; in the selection flow a rate the list already holds for that
 * line (set on the list screen, where 999.99% holds) may stay as it is — the 300% cap holds on what the drawer sets.
 */
export function lineRateCap(flow: PricingFlow, submittedBp: number, savedBp: number | undefined): number {
  if (flow === 'selection' && savedBp !== undefined && submittedBp === savedBp) return LIST_RATE_CAP;
  return rateCapOf(flow);
}
/** Input lengths (part 2 §9). */
export const RATE_INPUT_MAX_LENGTH = 6;
export const RATE_PRICE_INPUT_MAX_LENGTH = 10;
/** The largest unit price the tool handles: 9 characters with two decimals (999999.99 yuan). */
export const PRICE_FEN_MAX = 99_999_999;

export const PRICING_MESSAGES = messages('PRICING', {
  freeSoftwareQuantity: '该产品数量不能大于1',
  freeSoftwareTwice: '当前设计方案已添加该产品，不能重复添加',
  bigCategoryExists: '当前大类的产品已存在',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const PRICING_WORDS = {
  free: '免费',
} as const;

/** A price that has no value to discount: missing or zero. The rate is then locked at 100.00. */
export function isRateLocked(priceFen: number | null | undefined): boolean {
  return priceFen === null || priceFen === undefined || priceFen <= 0;
}

/** Discounted unit price = price × rate / 100 (rate in bp: / 10000), half-up to the fen. */
export function ratePriceOf(priceFen: number | null, rateBp: number): number {
  if (isRateLocked(priceFen)) return priceFen ?? 0;
  return divHalfUp(priceFen! * rateBp, RATE_FULL);
}

/** Rate = rate price / price × 100, half-up to 0.01%; 100.00 when the price is 0 or missing. */
export function rateOf(priceFen: number | null, ratePriceFen: number): number {
  if (isRateLocked(priceFen)) return RATE_FULL;
  return divHalfUp(ratePriceFen * RATE_FULL, priceFen!);
}

/** A line's amount: discounted unit price × quantity. */
export function amountOf(ratePriceFen: number, quantity: number): number {
  return ratePriceFen * quantity;
}

/** The free software rule: a software product (skuType 2) with price ≤ 0. */
export function isFreeSoftware(skuType: number | null | undefined, priceFen: number | null | undefined): boolean {
  return skuType === SkuType.software && (priceFen ?? 0) <= 0;
}

export const SkuType = { normal: 0, selfDefined: 1, software: 2 } as const;

export interface PricedLine {
  priceFen: number | null;
  quantity: number;
  amountFen: number;
}

export interface Totals {
  /** Sum of amounts. */
  totalFen: number;
  /** Sum of price × quantity (a line without price counts 0). */
  originalFen: number;
  /** original − total (negative when lines are marked up). */
  discountFen: number;
  count: number;
}

export function totalsOf(lines: readonly PricedLine[]): Totals {
  let totalFen = 0;
  let originalFen = 0;
  for (const l of lines) {
    totalFen += l.amountFen;
    originalFen += (l.priceFen ?? 0) * l.quantity;
  }
  return { totalFen, originalFen, discountFen: originalFen - totalFen, count: lines.length };
}

// ---------------------------------------------------------------------------------------------------
// Edge: typed text to integers and back.

/** Percent text to bp. */
export const parseRate = parseHundredths;

export const formatRate = formatHundredths;

/** Display of a unit price: '暂无价格' without price, '免费' for free software. */
export function priceLabel(priceFen: number | null, skuType?: number | null): string {
  if (priceFen === null) return CATALOGUE_WORDS.noPrice;
  if (skuType === SkuType.software && priceFen <= 0) return PRICING_WORDS.free;
  return formatFen(priceFen);
}

// ---------------------------------------------------------------------------------------------------
// The inputs' blur rules.

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** List rate input on blur: fixed to 2 decimals, capped at 999.99; empty or unreadable → 100.00. Locked → 100.00. */
export function commitListRate(text: string, priceFen: number | null): number {
  if (isRateLocked(priceFen)) return RATE_FULL;
  const v = parseRate(sanitizeDecimalInput(text, RATE_INPUT_MAX_LENGTH));
  if (v === null) return RATE_FULL;
  return clamp(v, 0, LIST_RATE_CAP);
}

/** Discounted price input on blur: empty → 0.00; the caller recomputes the rate with rateOf. */
export function commitRatePrice(text: string): number {
  return parseYuan(sanitizeDecimalInput(text, RATE_PRICE_INPUT_MAX_LENGTH)) ?? 0;
}

/**
 * The list's pair after a discounted price was typed: the rate follows (100.00 when no price), capped like the
 * rate input; a rate price that would need a rate over the cap is clamped to price × 999.99%.
 */
export function pairFromRatePrice(priceFen: number | null, ratePriceFen: number, cap = LIST_RATE_CAP) {
  if (isRateLocked(priceFen)) return { rateBp: RATE_FULL, ratePriceFen: priceFen ?? 0 };
  const max = ratePriceOf(priceFen, cap);
  const rp = clamp(ratePriceFen, 0, max);
  return { rateBp: Math.min(rateOf(priceFen, rp), cap), ratePriceFen: rp };
}

/** Selection drawer rate: empty or below 0 → 100; above 300 → 300. */
export function commitSelectionRate(text: string | number | null | undefined): number {
  const v = typeof text === 'number' ? text : text == null ? null : parseRate(text);
  if (v === null || Number.isNaN(v) || v < 0) return RATE_FULL;
  return Math.min(Math.round(v), SELECTION_RATE_CAP);
}

/** Selection drawer rate price: empty or below 0 → the price; above price × 300% → that cap. */
export function commitSelectionRatePrice(text: string | number | null | undefined, priceFen: number | null): number {
  const price = priceFen ?? 0;
  const v = typeof text === 'number' ? text : text == null ? null : parseYuan(text);
  if (v === null || Number.isNaN(v) || v < 0) return price;
  return Math.min(Math.round(v), ratePriceOf(priceFen, SELECTION_RATE_CAP));
}

export interface QuantityRule {
  min: number;
  max: number;
}

/** List quantity: 1..9999, or 1..maxNum when the line has one; free software 1..1. */
export function listQuantityRule(line: { maxNum?: number | null; skuType?: number | null; priceFen?: number | null }) {
  if (isFreeSoftware(line.skuType, line.priceFen)) return { min: 1, max: 1 };
  const max = line.maxNum && line.maxNum > 0 ? Math.min(line.maxNum, BUY_QUANTITY_MAX) : BUY_QUANTITY_MAX;
  return { min: 1, max };
}

/** Selection quantity: 0..9999 (0 = not chosen); free software 0..1. */
export function selectionQuantityRule(p: { skuType?: number | null; priceFen?: number | null }): QuantityRule {
  return { min: 0, max: isFreeSoftware(p.skuType, p.priceFen) ? 1 : BUY_QUANTITY_MAX };
}

/**
 * Quantity typed into a stepper, on blur: digits only; empty → the rule's floor for the list (1);
 * above max → max with the free-software message when max is 1.
 */
export function commitQuantity(
  text: string | number | null | undefined,
  rule: QuantityRule,
  emptyValue = rule.min,
): { quantity: number; message?: string } {
  const raw = typeof text === 'number' ? text : text == null || String(text).trim() === '' ? null : Number(text);
  if (raw === null || !Number.isFinite(raw)) return { quantity: emptyValue };
  const n = Math.trunc(raw);
  if (n > rule.max) {
    return rule.max === 1 ? { quantity: 1, message: PRICING_MESSAGES.freeSoftwareQuantity } : { quantity: rule.max };
  }
  return { quantity: Math.max(rule.min, n) };
}

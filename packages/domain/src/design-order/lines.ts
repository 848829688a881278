/**
 * Rules on whole lines and lists (part 2 §4, §5): the server's reconciliation of a submitted line against the
 * catalogue, sort values, the replace flow, software rules and the product-tab choice.
 */
import {
  LIST_RATE_CAP,
  PRICING_MESSAGES,
  amountOf,
  isFreeSoftware,
  isRateLocked,
  SELECTION_RATE_CAP,
  rateOf,
  ratePriceOf,
} from './pricing.ts';
import { RATE_FULL, messages, refusal, type Refusal } from '../core/index.ts';
import { BUY_QUANTITY_MAX } from '../buying/index.ts';

export const LINE_MESSAGES = messages('LINE', {
  priceChanged: '产品价格已变化，请刷新后重试',
  badQuantity: `数量须为 0 到 ${BUY_QUANTITY_MAX} 的整数`,
  badRate: '折扣率须在 0 到 999.99 之间',
  badSelectionRate: `折扣率须在 0 到 ${SELECTION_RATE_CAP / 100} 之间`,
  pairMismatch: '折后价与折扣率不一致，请刷新后重试',
  deactivated: '该型号已下架，不能加入设计单',
  chooseReplacement: '请选择替换产品',
  duplicates: (names: string[]) => `存在重复产品：${names.join('、')}`,
  residue: (n: number) => `最多只能选择${n}个产品，请删除后再添加`,
  chooseAccessories: '请选择配件',
  accessoryInList: (models: string[]) => `${models.join('、')} 已在配单清单中，数量与折扣保持不变`,
  chooseToDelete: '请先选择要删除的项',
  chooseBatch: '请选择你要批量操作的选项',
  noneToJoin: '您还没选择配单产品',
  noneToGenerate: '您还没有选择产品哦~',
  emptyList: '暂无配单产品，请先添加产品',
  deleteConfirm: '请确认是否删除该产品',
  softwareAdded: (names: string[]) => `已添加软件服务：${names.join('、')}`,
  repeated: (skuNo: string) => `型号 ${skuNo} 重复提交`,
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const LINE_WORDS = {
  softwareComplete: '当前设计方案已包含全部软件类别',
} as const;

/**
 * A list or an order holds a model once: the first model a request names twice (by model or by line id), or
 * undefined. The server refuses such a request before anything is written.
 */
export function firstRepeated(lines: readonly { skuNo: string; id?: number | undefined }[]): string | undefined {
  const skus = new Set<string>();
  const ids = new Set<number>();
  for (const l of lines) {
    if (skus.has(l.skuNo) || (l.id !== undefined && ids.has(l.id))) return l.skuNo;
    skus.add(l.skuNo);
    if (l.id !== undefined) ids.add(l.id);
  }
  return undefined;
}

/** What a browser sends for one line (rates in bp, money in fen). */
export interface SubmittedPricing {
  price: number | null;
  rate: number;
  ratePrice?: number | null | undefined;
  quantity: number;
}

/** What the catalogue says about the model. */
export interface CataloguePricing {
  priceFen: number | null;
  skuType: number;
}

export interface ReconciledLine {
  priceFen: number | null;
  rateBp: number;
  ratePriceFen: number;
  quantity: number;
  amountFen: number;
}

export type Reconciled =
  | { ok: true; line: ReconciledLine }
  | {
      ok: false;
      refusal: Refusal<
        | 'LINE.priceChanged'
        | 'LINE.badQuantity'
        | 'PRICING.freeSoftwareQuantity'
        | 'LINE.badSelectionRate'
        | 'LINE.badRate'
        | 'LINE.pairMismatch'
      >;
    };

/**
 * The server's check of one submitted line: the price must be the catalogue's; the quantity an integer
 * 0..9999 (free software ≤ 1); the rate 0..999.99 (0..300 in the selection flow, `lineRateCap`; locked at 100.00 without price); the pair (rate, rate price)
 * consistent in either direction (the rate was typed, or the discounted price was). The amount is recomputed.
 */
export function reconcileLine(s: SubmittedPricing, c: CataloguePricing, rateCap = LIST_RATE_CAP): Reconciled {
  if ((s.price ?? null) !== c.priceFen) return { ok: false, refusal: refusal(LINE_MESSAGES, 'priceChanged') };
  if (!Number.isInteger(s.quantity) || s.quantity < 0 || s.quantity > BUY_QUANTITY_MAX) {
    return { ok: false, refusal: refusal(LINE_MESSAGES, 'badQuantity') };
  }
  if (isFreeSoftware(c.skuType, c.priceFen) && s.quantity > 1) {
    return { ok: false, refusal: refusal(PRICING_MESSAGES, 'freeSoftwareQuantity') };
  }
  if (!Number.isInteger(s.rate) || s.rate < 0 || s.rate > rateCap) {
    return { ok: false, refusal: refusal(LINE_MESSAGES, rateCap < LIST_RATE_CAP ? 'badSelectionRate' : 'badRate') };
  }
  if (isRateLocked(c.priceFen)) {
    const rp = c.priceFen ?? 0;
    return {
      ok: true,
      line: {
        priceFen: c.priceFen,
        rateBp: RATE_FULL,
        ratePriceFen: rp,
        quantity: s.quantity,
        amountFen: amountOf(rp, s.quantity),
      },
    };
  }
  let ratePriceFen = ratePriceOf(c.priceFen, s.rate);
  if (s.ratePrice !== undefined && s.ratePrice !== null && s.ratePrice !== ratePriceFen) {
    const typedPrice =
      Number.isInteger(s.ratePrice) &&
      s.ratePrice >= 0 &&
      s.ratePrice <= ratePriceOf(c.priceFen, rateCap) &&
      Math.min(rateOf(c.priceFen, s.ratePrice), rateCap) === s.rate;
    if (!typedPrice) return { ok: false, refusal: refusal(LINE_MESSAGES, 'pairMismatch') };
    ratePriceFen = s.ratePrice;
  }
  return {
    ok: true,
    line: {
      priceFen: c.priceFen,
      rateBp: s.rate,
      ratePriceFen,
      quantity: s.quantity,
      amountFen: amountOf(ratePriceFen, s.quantity),
    },
  };
}

/** Moves the item at `from` to `to` and answers the new order with sort values 1..n. */
export function moveAndResequence<T>(items: readonly T[], from: number, to: number): { item: T; sort: number }[] {
  const next = [...items];
  if (from >= 0 && from < next.length && to >= 0 && to < next.length && from !== to) {
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved as T);
  }
  return next.map((item, i) => ({ item, sort: i + 1 }));
}

/** The selected-product list holds at most this many models (one save may send as many). */
export const LIST_MAX_LINES = 1000;

/** How many more models the list takes: residueNum of the list answer. */
export function residueOf(lineCount: number, max = LIST_MAX_LINES): number {
  return Math.max(0, max - lineCount);
}

/** A replacement frees the replaced line's place: the models it may bring in. */
export function replaceResidue(residueNum: number): number {
  return residueNum + 1;
}

/**
 * A save that leaves the list with `after` models, when it had `before`: refused with the residue message when
 * it grows past the limit (a save that does not grow the list is never refused for its size).
 */
export function checkListSize(
  before: number,
  after: number,
  max = LIST_MAX_LINES,
): { ok: true } | { ok: false; refusal: Refusal<'LINE.residue'> } {
  if (after <= max || after <= before) return { ok: true };
  const left = residueOf(before, max);
  return { ok: false, refusal: refusal(LINE_MESSAGES, 'residue', LINE_MESSAGES.residue(left)) };
}

export interface Candidate {
  skuNo: string;
  name: string;
}

export type ReplacePlan = { ok: true; add: Candidate[]; warning?: string } | { ok: false; refusal: Refusal };

/**
 * The replace flow: nothing chosen → '请选择替换产品'; chosen models already in the list (other than the one
 * being replaced, which cannot replace itself) are dropped with the duplicates warning; more than residueNum → the limit message.
 * The caller then sends the old line with quantity 0 and each new one with quantity 1.
 */
export function planReplace(
  listSkuNos: readonly string[],
  replacing: string,
  chosen: readonly Candidate[],
  residueNum: number,
): ReplacePlan {
  if (!chosen.length) return { ok: false, refusal: refusal(LINE_MESSAGES, 'chooseReplacement') };
  // The model being replaced cannot replace itself: it counts as a duplicate like any model in the list.
  const present = new Set(listSkuNos);
  const seen = new Set<string>();
  const add: Candidate[] = [];
  const dup: string[] = [];
  for (const c of chosen) {
    if (present.has(c.skuNo) || seen.has(c.skuNo)) dup.push(c.name);
    else {
      seen.add(c.skuNo);
      add.push(c);
    }
  }
  if (add.length > residueNum)
    return { ok: false, refusal: refusal(LINE_MESSAGES, 'residue', LINE_MESSAGES.residue(residueNum)) };
  if (!add.length) return { ok: false, refusal: refusal(LINE_MESSAGES, 'duplicates', LINE_MESSAGES.duplicates(dup)) };
  return dup.length ? { ok: true, add, warning: LINE_MESSAGES.duplicates(dup) } : { ok: true, add };
}

export interface SoftwareLine {
  skuNo: string;
  /** The product (spu): a free software product counts once whichever of its models is chosen. */
  spuNo?: string | undefined;
  skuType: number;
  priceFen: number | null;
  /** The software category (second level) of the product. */
  categoryId: number | null;
}

/** A software line's verdict: yes, or why the plan may not take it. */
export type SoftwareCheck =
  { ok: true } | { ok: false; refusal: Refusal<'PRICING.freeSoftwareTwice' | 'PRICING.bigCategoryExists'> };

/**
 * Whether a software product may join the plan: a free one present already (the same model or another model of
 * the same product) → 'cannot add again'; a product of the same software category present → 'a product of the
 * current big category already exists'.
 */
export function canAddSoftware(list: readonly SoftwareLine[], candidate: SoftwareLine): SoftwareCheck {
  if (candidate.skuType !== 2) return { ok: true };
  const sameProduct = (l: SoftwareLine) =>
    l.skuNo === candidate.skuNo || (candidate.spuNo !== undefined && l.spuNo === candidate.spuNo);
  if (isFreeSoftware(candidate.skuType, candidate.priceFen) && list.some(sameProduct)) {
    return { ok: false, refusal: refusal(PRICING_MESSAGES, 'freeSoftwareTwice') };
  }
  if (list.some((l) => l.skuType === 2 && l.skuNo !== candidate.skuNo && l.categoryId === candidate.categoryId)) {
    return { ok: false, refusal: refusal(PRICING_MESSAGES, 'bigCategoryExists') };
  }
  return { ok: true };
}

/**
 * The server's check of a save: the software lines it adds (models not yet in the plan), one after another,
 * against the plan without the lines the same save removes.
 */
export function checkSoftwareAdditions(
  kept: readonly SoftwareLine[],
  additions: readonly SoftwareLine[],
): SoftwareCheck {
  const plan = [...kept];
  for (const a of additions) {
    const c = canAddSoftware(plan, a);
    if (!c.ok) return c;
    plan.push(a);
  }
  return { ok: true };
}

/** Adding software as a bundle: one item for every software category not yet present in the plan. */
export function softwareToAdd<T extends SoftwareLine>(
  list: readonly SoftwareLine[],
  firstOfEachCategory: readonly T[],
): T[] {
  const present = new Set(list.filter((l) => l.skuType === 2).map((l) => l.categoryId));
  const out: T[] = [];
  for (const c of firstOfEachCategory) {
    if (!present.has(c.categoryId)) {
      present.add(c.categoryId);
      out.push(c);
    }
  }
  return out;
}

/** Product tabs of the selection screen (part 2 §4) and their stored codes (PRO_TAB_TYPE). */
export type ProductTab = 'common' | 'hik' | 'custom' | 'software';
export const PRO_TAB_TYPE_KEY = 'PRO_TAB_TYPE';
export const TAB_CODES: Record<ProductTab, number> = { hik: 0, custom: 1, software: 2, common: 3 };

/** The tabs shown: common only with search-history products; software hidden in replace mode. */
export function visibleTabs(hasCommon: boolean, replaceMode: boolean): ProductTab[] {
  return [
    ...(hasCommon ? (['common'] as const) : []),
    'hik',
    'custom',
    ...(replaceMode ? [] : (['software'] as const)),
  ];
}

/**
 * The tab to open: custom when the customFilterRemind marker is set; common when the user has common products;
 * else a stored visible choice; else hik.
 */
export function initialTab(o: {
  hasCommon: boolean;
  customFilterRemind: boolean;
  replaceMode: boolean;
  stored: number | null;
}): ProductTab {
  if (o.customFilterRemind) return 'custom';
  if (o.hasCommon) return 'common';
  const visible = visibleTabs(false, o.replaceMode);
  const stored = (Object.keys(TAB_CODES) as ProductTab[]).find((t) => TAB_CODES[t] === o.stored);
  return stored && visible.includes(stored) ? stored : 'hik';
}

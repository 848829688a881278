/**
 * Product comparison rules (part 1 §2, §4, §5, §9) as pure functions: what may be added to the
 * compare bar, which items are disabled once one is checked, when comparing may start, and the
 * attribute rows of the result with their differences.
 */
import { messages, refusal, type Refusal } from '../core/index.ts';

export const COMPARE_MAX = 6;

export const COMPARE_MESSAGES = messages('COMPARE', {
  atLeastTwo: '请至少选择2个产品进行对比',
  full: '对比栏已满，您可以删除不需要的产品后再继续添加',
  sameCategory: '只能对比同类产品',
  duplicate: '该产品已在对比栏中',
  skuNotFound: '对比的商品不存在',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const COMPARE_WORDS = {
  added: '添加PK成功',
  deleted: '删除成功',
  cleared: '清空成功',
  empty: '暂无对比产品，去添加',
} as const;

/** What the rules need to know about an item. */
export interface CompareCategory {
  skuNo: string;
  firstCategoryId: number | null;
  secondCategoryId: number | null;
  separateCategory: boolean;
}

const hasCategory = (a: CompareCategory) => a.firstCategoryId !== null || a.secondCategoryId !== null;

/**
 * Whether b may be compared with the reference a: same second category, or same first category
 * when a flags separateCategory. A reference without category ids compares with nothing else.
 */
export function comparable(a: CompareCategory, b: CompareCategory): boolean {
  if (a.skuNo === b.skuNo) return true;
  if (!hasCategory(a) || !hasCategory(b)) return false;
  if (a.separateCategory) return a.firstCategoryId !== null && a.firstCategoryId === b.firstCategoryId;
  return a.secondCategoryId !== null && a.secondCategoryId === b.secondCategoryId;
}

/** The reference of a selection: the earliest checked item still in the list (sets keep check order). */
function referenceOf<T extends CompareCategory>(items: readonly T[], checked: ReadonlySet<string>): T | undefined {
  for (const s of checked) {
    const hit = items.find((i) => i.skuNo === s);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The sku numbers disabled in the bar: none while nothing is checked; otherwise every unchecked item
 * not comparable with the first checked one.
 */
export function disabledSkus<T extends CompareCategory>(
  items: readonly T[],
  checked: ReadonlySet<string>,
): Set<string> {
  const ref = referenceOf(items, checked);
  if (!ref) return new Set();
  return new Set(items.filter((i) => !checked.has(i.skuNo) && !comparable(ref, i)).map((i) => i.skuNo));
}

/** Checking or unchecking an item; a disabled item cannot be checked. */
export function toggleChecked<T extends CompareCategory>(
  items: readonly T[],
  checked: ReadonlySet<string>,
  skuNo: string,
): Set<string> {
  const next = new Set(checked);
  if (next.has(skuNo)) {
    next.delete(skuNo);
    // A new reference keeps only the checks it can be compared with.
    const ref = referenceOf(items, next);
    return new Set([...next].filter((s) => ref && comparable(ref, items.find((i) => i.skuNo === s) ?? ref)));
  }
  if (items.some((i) => i.skuNo === skuNo) && !disabledSkus(items, checked).has(skuNo)) next.add(skuNo);
  return next;
}

/** Removing an item: it leaves the checks; removing the only checked item resets the checks. */
export function removeItem<T extends CompareCategory>(
  items: readonly T[],
  checked: ReadonlySet<string>,
  skuNo: string,
): { items: T[]; checked: Set<string> } {
  const rest = items.filter((i) => i.skuNo !== skuNo);
  const kept = new Set([...checked].filter((s) => s !== skuNo && rest.some((i) => i.skuNo === s)));
  const ref = referenceOf(rest, kept);
  const nextChecked = new Set(
    [...kept].filter(
      (s) =>
        ref &&
        comparable(
          ref,
          rest.find((i) => i.skuNo === s)!,
        ),
    ),
  );
  return { items: rest, checked: nextChecked };
}

/** A compare rule's verdict: yes, or the refusal (`refusal.msg` is what the page shows). */
export type CompareVerdict<K extends keyof typeof COMPARE_MESSAGES & string = keyof typeof COMPARE_MESSAGES & string> =
  { ok: true } | { ok: false; refusal: Refusal<`COMPARE.${K}`> };
export type AddResult = CompareVerdict<'duplicate' | 'full' | 'sameCategory'>;

/** Whether a candidate may join the bar: not already in it, a free slot, and comparable with what is there. */
export function canAdd(items: readonly CompareCategory[], candidate: CompareCategory, max = COMPARE_MAX): AddResult {
  if (items.some((i) => i.skuNo === candidate.skuNo))
    return { ok: false, refusal: refusal(COMPARE_MESSAGES, 'duplicate') };
  if (items.length >= max) return { ok: false, refusal: refusal(COMPARE_MESSAGES, 'full') };
  const ref = items[0];
  if (ref && !comparable(ref, candidate)) return { ok: false, refusal: refusal(COMPARE_MESSAGES, 'sameCategory') };
  return { ok: true };
}

/** Batch addition: new, comparable candidates in order, bounded by the free slots. */
export function boundedBatch<T extends CompareCategory>(
  items: readonly T[],
  candidates: readonly T[],
  max = COMPARE_MAX,
): T[] {
  const out: T[] = [];
  for (const c of candidates) {
    if (canAdd([...items, ...out], c, max).ok) out.push(c);
  }
  return out;
}

/** Free slots of the compare bar. */
export function remainingSlots(count: number, max = COMPARE_MAX): number {
  return Math.max(0, max - count);
}

/**
 * The add page (/product/compare/addSkus): whether one more model may be chosen — fewer chosen than the bar's
 * free slots; when the page hides the residue count, the choice is not bounded there (the batch add still keeps
 * only what fits, in order: boundedBatch, re-checked by the server).
 */
export function canChooseMore(chosen: number, remaining: number, residueHidden = false): boolean {
  return residueHidden || chosen < remaining;
}

export type StartResult = CompareVerdict<'atLeastTwo' | 'full' | 'sameCategory'>;

export function canStartCompare(checkedCount: number): StartResult {
  return checkedCount >= 2 ? { ok: true } : { ok: false, refusal: refusal(COMPARE_MESSAGES, 'atLeastTwo') };
}

/**
 * Whether a chosen set may be compared (direct compare, re-checked by the server): the same model named twice
 * counts once; at least 2 and at most 6 models; all comparable with the first.
 */
export function canCompare(items: readonly CompareCategory[], max = COMPARE_MAX): StartResult {
  const unique = uniqueBySku(items);
  const start = canStartCompare(unique.length);
  if (!start.ok) return start;
  if (unique.length > max) return { ok: false, refusal: refusal(COMPARE_MESSAGES, 'full') };
  const ref = unique[0]!;
  if (unique.some((i) => !comparable(ref, i))) return { ok: false, refusal: refusal(COMPARE_MESSAGES, 'sameCategory') };
  return { ok: true };
}

/** The first of each model, in order. */
export function uniqueBySku<T extends { skuNo: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((i) => !seen.has(i.skuNo) && !!seen.add(i.skuNo));
}

/** One attribute row of the compare dialog: a value per sku ('-' when absent) and whether they differ. */
export interface CompareAttrRow {
  attrName: string;
  values: string[];
  diff: boolean;
}

/**
 * The attribute rows for skus given as ordered (name, value) lists: every attribute name in first-seen
 * order; a row differs when its values are not all equal.
 */
export function compareRows(skus: readonly { attrName: string; attrValue: string }[][]): CompareAttrRow[] {
  const names: string[] = [];
  for (const list of skus) for (const a of list) if (!names.includes(a.attrName)) names.push(a.attrName);
  return names.map((attrName) => {
    const values = skus.map((list) => list.find((a) => a.attrName === attrName)?.attrValue ?? '-');
    return { attrName, values, diff: new Set(values).size > 1 };
  });
}

/** Indexes of differing rows (diffAttrIdxArr). */
export const diffIndexes = (rows: readonly CompareAttrRow[]): number[] => rows.flatMap((r, i) => (r.diff ? [i] : []));

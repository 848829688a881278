import fc from 'fast-check';
import { refusal } from '../core/index.ts';
import { describe, expect, it } from 'vitest';
import {
  COMPARE_MAX,
  COMPARE_MESSAGES,
  boundedBatch,
  canAdd,
  canCompare,
  canStartCompare,
  comparable,
  compareRows,
  diffIndexes,
  disabledSkus,
  removeItem,
  toggleChecked,
  uniqueBySku,
  type CompareCategory,
} from './rules.ts';

const item = (skuNo: string, first: number | null, second: number | null, separate = false): CompareCategory => ({
  skuNo,
  firstCategoryId: first,
  secondCategoryId: second,
  separateCategory: separate,
});

/** Items with categories drawn from a small space so that clashes and matches both happen. */
const arbItem = fc
  .record({
    n: fc.integer({ min: 0, max: 10_000 }),
    first: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null, freq: 8 }),
    sub: fc.integer({ min: 1, max: 3 }),
    separate: fc.boolean(),
  })
  .map(({ n, first, sub, separate }) => item(`S${n}`, first, first === null ? null : first * 100 + sub, separate));
const arbItems = fc.uniqueArray(arbItem, { selector: (i) => i.skuNo, maxLength: 8 });

describe('compare selection (part 1 §4)', () => {
  it('nothing checked: nothing disabled', () => {
    fc.assert(fc.property(arbItems, (items) => disabledSkus(items, new Set()).size === 0));
  });

  it('a checked item is never disabled, and every enabled item is comparable with the first checked', () => {
    fc.assert(
      fc.property(arbItems, fc.nat(), (items, k) => {
        fc.pre(items.length > 0);
        const ref = items[k % items.length]!;
        const checked = new Set([ref.skuNo]);
        const disabled = disabledSkus(items, checked);
        expect(disabled.has(ref.skuNo)).toBe(false);
        for (const i of items) if (!disabled.has(i.skuNo)) expect(comparable(ref, i)).toBe(true);
      }),
    );
  });

  it('checking then unchecking everything re-enables all', () => {
    fc.assert(
      fc.property(arbItems, fc.array(fc.nat(), { maxLength: 10 }), (items, picks) => {
        let checked = new Set<string>();
        for (const p of picks)
          if (items.length) checked = toggleChecked(items, checked, items[p % items.length]!.skuNo);
        // whatever was checked is mutually reachable from the first checked one
        const ref = items.find((i) => i.skuNo === [...checked][0]);
        for (const s of checked)
          expect(
            comparable(
              ref!,
              items.find((i) => i.skuNo === s)!,
            ),
          ).toBe(true);
        while (checked.size) checked = toggleChecked(items, checked, [...checked][0]!);
        expect(checked.size).toBe(0);
        expect(disabledSkus(items, checked).size).toBe(0);
      }),
    );
  });

  it('a checked product without category ids disables all others', () => {
    const items = [item('A', null, null), item('B', 1, 101), item('C', 1, 101)];
    expect([...disabledSkus(items, new Set(['A']))].sort()).toEqual(['B', 'C']);
  });

  it('second category must match; separateCategory widens to the first category', () => {
    expect(comparable(item('A', 1, 101), item('B', 1, 102))).toBe(false);
    expect(comparable(item('A', 1, 101, true), item('B', 1, 102, true))).toBe(true);
    expect(comparable(item('A', 1, 101, true), item('B', 2, 201))).toBe(false);
  });

  it('removing the only checked item resets the checks', () => {
    fc.assert(
      fc.property(arbItems, fc.nat(), (items, k) => {
        fc.pre(items.length > 0);
        const target = items[k % items.length]!;
        const r = removeItem(items, new Set([target.skuNo]), target.skuNo);
        expect(r.checked.size).toBe(0);
        expect(r.items).toHaveLength(items.length - 1);
        expect(disabledSkus(r.items, r.checked).size).toBe(0);
      }),
    );
  });
});

describe('compare bar limits (part 1 §5)', () => {
  it('never grows past 6, never holds a duplicate or an incomparable pair with its first item', () => {
    fc.assert(
      fc.property(fc.array(arbItem, { maxLength: 30 }), (candidates) => {
        const bar: CompareCategory[] = [];
        for (const c of candidates) if (canAdd(bar, c).ok) bar.push(c);
        expect(bar.length).toBeLessThanOrEqual(COMPARE_MAX);
        expect(new Set(bar.map((b) => b.skuNo)).size).toBe(bar.length);
        for (const b of bar) expect(comparable(bar[0]!, b)).toBe(true);
      }),
    );
  });

  it('a full bar says so; a foreign category gets the hint', () => {
    const bar = Array.from({ length: 6 }, (_, i) => item(`S${i}`, 1, 101));
    expect(canAdd(bar, item('X', 1, 101))).toEqual({ ok: false, refusal: refusal(COMPARE_MESSAGES, 'full') });
    expect(canAdd(bar.slice(0, 3), item('X', 2, 201))).toEqual({
      ok: false,
      refusal: { reason: 'COMPARE.sameCategory', msg: COMPARE_MESSAGES.sameCategory },
    });
  });

  it('batch additions are bounded by the free slots', () => {
    fc.assert(
      fc.property(arbItems, arbItems, (items, candidates) => {
        const start = items.slice(0, COMPARE_MAX);
        const added = boundedBatch(start, candidates);
        expect(start.length + added.length).toBeLessThanOrEqual(COMPARE_MAX);
      }),
    );
  });

  it('starting needs at least 2 checked', () => {
    expect(canStartCompare(1)).toEqual({ ok: false, refusal: { reason: 'COMPARE.atLeastTwo', msg: '请至少选择2个产品进行对比' } });
    expect(canStartCompare(2)).toEqual({ ok: true });
  });
});

describe('direct compare (part 1 §5, re-checked by the server)', () => {
  it('allowed exactly when 2-6 distinct models are all comparable with the first', () => {
    fc.assert(
      fc.property(fc.array(arbItem, { maxLength: 9 }), (items) => {
        const unique = uniqueBySku(items);
        const ok = unique.length >= 2 && unique.length <= COMPARE_MAX && unique.every((i) => comparable(unique[0]!, i));
        expect(canCompare(items).ok).toBe(ok);
      }),
    );
  });

  it('the same model twice is one model; the messages are the bar’s', () => {
    const a = item('A', 1, 101);
    expect(canCompare([a, a])).toEqual({ ok: false, refusal: refusal(COMPARE_MESSAGES, 'atLeastTwo') });
    expect(canCompare([a, item('B', 2, 201)])).toEqual({ ok: false, refusal: refusal(COMPARE_MESSAGES, 'sameCategory') });
    const seven = Array.from({ length: 7 }, (_, n) => item(`S${n}`, 1, 101));
    expect(canCompare(seven)).toEqual({ ok: false, refusal: refusal(COMPARE_MESSAGES, 'full') });
    expect(canCompare([a, item('B', 1, 101), a])).toEqual({ ok: true });
  });
});

describe('compare result rows', () => {
  it('a row differs exactly when its values are not all equal', () => {
    const arbAttrs = fc.array(
      fc.record({ attrName: fc.constantFrom('分辨率', '焦距', '防护'), attrValue: fc.constantFrom('a', 'b') }),
      { maxLength: 3 },
    );
    fc.assert(
      fc.property(fc.array(arbAttrs, { minLength: 1, maxLength: 6 }), (skus) => {
        const rows = compareRows(skus);
        for (const r of rows) {
          expect(r.values).toHaveLength(skus.length);
          expect(r.diff).toBe(new Set(r.values).size > 1);
        }
        expect(diffIndexes(rows)).toEqual(rows.flatMap((r, i) => (r.diff ? [i] : [])));
      }),
    );
  });
  it('missing values show as -', () => {
    const rows = compareRows([[{ attrName: '分辨率', attrValue: '400万' }], []]);
    expect(rows).toEqual([{ attrName: '分辨率', values: ['400万', '-'], diff: true }]);
  });
});

describe('the add page bounded by the free slots', () => {
  it('counts free slots and stops choosing at them unless the residue is hidden', async () => {
    const { remainingSlots, canChooseMore } = await import('./rules.ts');
    expect(remainingSlots(4)).toBe(2);
    expect(remainingSlots(7)).toBe(0);
    expect(canChooseMore(1, 2)).toBe(true);
    expect(canChooseMore(2, 2)).toBe(false);
    expect(canChooseMore(5, 0, true)).toBe(true);
  });
});

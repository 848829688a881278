import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateOrderSchema } from './contract.ts';
import {
  LINE_MESSAGES,
  LIST_MAX_LINES,
  canAddSoftware,
  checkListSize,
  replaceResidue,
  residueOf,
  checkSoftwareAdditions,
  firstRepeated,
  initialTab,
  moveAndResequence,
  planReplace,
  reconcileLine,
  softwareToAdd,
  visibleTabs,
} from './lines.ts';
import {
  LIST_RATE_CAP,
  PRICE_FEN_MAX,
  SELECTION_RATE_CAP,
  lineRateCap,
  pairFromRatePrice,
  rateCapOf,
  ratePriceOf,
} from './pricing.ts';
import { RATE_FULL } from '../core/index.ts';
import { BUY_QUANTITY_MAX } from '../buying/index.ts';

const price = fc.integer({ min: 1, max: PRICE_FEN_MAX });
const rate = fc.integer({ min: 0, max: LIST_RATE_CAP });
const qty = fc.integer({ min: 0, max: BUY_QUANTITY_MAX });

describe('the server reconciles a submitted line', () => {
  it('accepts the browser’s own computation (rate typed) and recomputes the amount', () => {
    fc.assert(
      fc.property(price, rate, qty, fc.integer({ min: -1e9, max: 1e9 }), (p, r, q, forged) => {
        const rp = ratePriceOf(p, r);
        const out = reconcileLine({ price: p, rate: r, ratePrice: rp, quantity: q }, { priceFen: p, skuType: 0 });
        expect(out).toEqual({
          ok: true,
          line: { priceFen: p, rateBp: r, ratePriceFen: rp, quantity: q, amountFen: rp * q },
        });
        // A forged amount is not part of the input: the amount is always rate price × quantity.
        void forged;
      }),
    );
  });
  it('accepts a typed discounted price with its derived rate', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: PRICE_FEN_MAX }), qty, (p, typed, q) => {
        const pair = pairFromRatePrice(p, typed);
        const out = reconcileLine(
          { price: p, rate: pair.rateBp, ratePrice: pair.ratePriceFen, quantity: q },
          { priceFen: p, skuType: 0 },
        );
        expect(out.ok).toBe(true);
        if (out.ok) expect(out.line.amountFen).toBe(pair.ratePriceFen * q);
      }),
    );
  });
  it('rejects a price that differs from the catalogue', () => {
    fc.assert(
      fc.property(price, fc.option(price, { nil: null }), rate, (catalogue, sent, r) => {
        fc.pre(sent !== catalogue);
        const out = reconcileLine({ price: sent, rate: r, quantity: 1 }, { priceFen: catalogue, skuType: 0 });
        expect(out).toEqual({ ok: false, refusal: expect.objectContaining({ msg: LINE_MESSAGES.priceChanged }) });
      }),
    );
  });
  it('rejects a negative or huge quantity and a rate out of range', () => {
    fc.assert(
      fc.property(price, fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: BUY_QUANTITY_MAX + 1 })), (p, q) => {
        expect(reconcileLine({ price: p, rate: RATE_FULL, quantity: q }, { priceFen: p, skuType: 0 }).ok).toBe(false);
      }),
    );
    fc.assert(
      fc.property(price, fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: LIST_RATE_CAP + 1 })), (p, r) => {
        expect(reconcileLine({ price: p, rate: r, quantity: 1 }, { priceFen: p, skuType: 0 })).toEqual({
          ok: false,
          refusal: expect.objectContaining({ msg: LINE_MESSAGES.badRate }),
        });
      }),
    );
    expect(reconcileLine({ price: 100, rate: 100000, quantity: 1 }, { priceFen: 100, skuType: 0 }).ok).toBe(false);
  });
  it('holds the selection flow to 300% and the list to 999.99% (part 2 §3: both caps in their places)', () => {
    expect(rateCapOf('list')).toBe(LIST_RATE_CAP);
    expect(rateCapOf('selection')).toBe(SELECTION_RATE_CAP);
    const line = { price: 10000, rate: SELECTION_RATE_CAP + 1, quantity: 1 };
    const sku = { priceFen: 10000, skuType: 0 };
    expect(reconcileLine(line, sku, rateCapOf('selection'))).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: LINE_MESSAGES.badSelectionRate }),
    });
    expect(reconcileLine(line, sku, rateCapOf('list')).ok).toBe(true);
    expect(reconcileLine({ ...line, rate: SELECTION_RATE_CAP }, sku, rateCapOf('selection')).ok).toBe(true);
    // a discounted price above price × 300% is refused in the selection flow
    expect(reconcileLine({ ...line, rate: 30001, ratePrice: 30001 }, sku, SELECTION_RATE_CAP).ok).toBe(false);
    // a rate the list already holds (set on the list screen) may stay when the drawer saves the line again
    expect(lineRateCap('selection', 50000, 50000)).toBe(LIST_RATE_CAP);
    expect(lineRateCap('selection', 50000, 40000)).toBe(SELECTION_RATE_CAP);
    expect(lineRateCap('selection', 50000, undefined)).toBe(SELECTION_RATE_CAP);
    expect(lineRateCap('list', 50000, undefined)).toBe(LIST_RATE_CAP);
  });
  it('rejects an inconsistent pair', () => {
    expect(
      reconcileLine({ price: 10000, rate: 5000, ratePrice: 9000, quantity: 1 }, { priceFen: 10000, skuType: 0 }),
    ).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: LINE_MESSAGES.pairMismatch }),
    });
  });
  it('locks the rate at 100.00 without price and caps free software at 1', () => {
    fc.assert(
      fc.property(rate, qty, (r, q) => {
        const out = reconcileLine({ price: null, rate: r, quantity: q }, { priceFen: null, skuType: 0 });
        expect(out).toEqual({
          ok: true,
          line: { priceFen: null, rateBp: RATE_FULL, ratePriceFen: 0, quantity: q, amountFen: 0 },
        });
      }),
    );
    expect(reconcileLine({ price: 0, rate: RATE_FULL, quantity: 2 }, { priceFen: 0, skuType: 2 })).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: '该产品数量不能大于1' }),
    });
    expect(reconcileLine({ price: 0, rate: RATE_FULL, quantity: 1 }, { priceFen: 0, skuType: 2 }).ok).toBe(true);
  });
});

describe('drag sort', () => {
  it('answers a permutation with sort values 1..n', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { maxLength: 30 }), fc.nat(40), fc.nat(40), (xs, from, to) => {
        const out = moveAndResequence(xs, from, to);
        expect(out.map((o) => o.sort)).toEqual(xs.map((_, i) => i + 1));
        expect([...out.map((o) => o.item)].sort()).toEqual([...xs].sort());
        if (from < xs.length && to < xs.length) expect(out[to]!.item).toBe(xs[from]);
      }),
    );
  });
});

describe('replace flow', () => {
  const c = (n: number) => ({ skuNo: `S${n}`, name: `产品${n}` });
  it('nothing chosen, duplicates, residue', () => {
    expect(planReplace(['S1'], 'S1', [], 5)).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: '请选择替换产品' }),
    });
    expect(planReplace(['S1', 'S2'], 'S1', [c(2), c(3)], 5)).toEqual({
      ok: true,
      add: [c(3)],
      warning: '存在重复产品：产品2',
    });
    expect(planReplace(['S1'], 'S1', [c(2), c(3), c(4)], 2)).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: '最多只能选择2个产品，请删除后再添加' }),
    });
  });
  it('never adds a model that is in the list (the replaced one included) nor one twice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(20), { maxLength: 10 }),
        fc.array(fc.nat(20), { maxLength: 10 }),
        fc.nat(20),
        (list, chosen, residue) => {
          const listNos = list.map((n) => `S${n}`);
          const replacing = listNos[0] ?? 'S999';
          const out = planReplace(listNos, replacing, chosen.map(c), residue);
          if (!out.ok) return;
          const added = out.add.map((a) => a.skuNo);
          expect(new Set(added).size).toBe(added.length);
          expect(added.length).toBeLessThanOrEqual(residue);
          for (const a of added) expect(a !== replacing && !listNos.includes(a)).toBe(true);
        },
      ),
    );
  });
});

describe('software rules', () => {
  const sw = (skuNo: string, categoryId: number, priceFen: number | null = 100) => ({
    skuNo,
    skuType: 2,
    priceFen,
    categoryId,
  });
  it('free software not twice; one product per software category; bundle adds missing categories only', () => {
    expect(canAddSoftware([sw('F', 1, 0)], sw('F', 1, 0))).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: '当前设计方案已添加该产品，不能重复添加' }),
    });
    expect(canAddSoftware([sw('A', 1)], sw('B', 1))).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: '当前大类的产品已存在' }),
    });
    expect(canAddSoftware([sw('A', 1)], sw('B', 2))).toEqual({ ok: true });
    expect(softwareToAdd([sw('A', 1)], [sw('X', 1), sw('Y', 2), sw('Z', 2), sw('W', 3)]).map((s) => s.skuNo)).toEqual([
      'Y',
      'W',
    ]);
  });
  it('a free product counts once whichever of its models', () => {
    const free = { ...sw('F1', 1, 0), spuNo: 'P' };
    expect(canAddSoftware([free], { ...sw('F2', 1, 0), spuNo: 'P' })).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: '当前设计方案已添加该产品，不能重复添加' }),
    });
  });
  it('a save adds software one after another against the plan it keeps', () => {
    expect(checkSoftwareAdditions([], [sw('A', 1), sw('B', 1)])).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: '当前大类的产品已存在' }),
    });
    expect(checkSoftwareAdditions([], [sw('A', 1), sw('B', 2)])).toEqual({ ok: true });
    // Removing the old one in the same save frees its category.
    expect(checkSoftwareAdditions([], [sw('B', 1)])).toEqual({ ok: true });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            no: fc.constantFrom('A', 'B', 'C', 'D'),
            cat: fc.integer({ min: 1, max: 3 }),
            free: fc.boolean(),
          }),
          {
            maxLength: 8,
          },
        ),
        (items) => {
          const adds = items.map((i) => sw(i.no, i.cat, i.free ? 0 : 100));
          const r = checkSoftwareAdditions([], adds);
          // Accepted saves never hold two software lines of one category.
          if (r.ok)
            expect(new Set(adds.map((a) => a.categoryId)).size).toBe(
              new Set(adds.map((a) => `${a.skuNo}:${a.categoryId}`)).size,
            );
          // The bundle never adds to a category already present.
          const bundle = softwareToAdd(adds.slice(0, 2), adds);
          for (const b of bundle) expect(adds.slice(0, 2).some((a) => a.categoryId === b.categoryId)).toBe(false);
        },
      ),
    );
  });
});

describe('product tabs', () => {
  it('visibility and default tab', () => {
    expect(visibleTabs(true, false)).toEqual(['common', 'hik', 'custom', 'software']);
    expect(visibleTabs(false, true)).toEqual(['hik', 'custom']);
    expect(initialTab({ hasCommon: true, customFilterRemind: false, replaceMode: false, stored: 1 })).toBe('common');
    expect(initialTab({ hasCommon: true, customFilterRemind: true, replaceMode: false, stored: null })).toBe('custom');
    expect(initialTab({ hasCommon: false, customFilterRemind: false, replaceMode: false, stored: null })).toBe('hik');
    expect(initialTab({ hasCommon: false, customFilterRemind: false, replaceMode: true, stored: 2 })).toBe('hik');
  });
});

describe('generate-order form', () => {
  const base = {
    amount: 0,
    preferential: 0,
    productLists: [{ id: 1, spuNo: 'a', skuNo: 'b', price: null, rate: RATE_FULL, quantity: 1 }],
  };
  it('name required, 1-50 characters with spaces stripped; remark ≤ 150', () => {
    const msg = (v: unknown) => {
      const r = generateOrderSchema.safeParse(v);
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(msg({ ...base, name: '   ' })).toBe('请输入配单名称');
    expect(msg({ ...base, name: 'x'.repeat(51) })).toBe('长度在 1 到 50 个字符');
    expect(generateOrderSchema.parse({ ...base, name: ' 一 期 ' }).name).toBe('一期');
    expect(msg({ ...base, name: 'a', remark: 'r'.repeat(151) })).toBe('备注不能超过150个字符');
    expect(msg({ ...base, name: 'a', productLists: [] })).toBe('您还没有选择产品哦~');
  });
});

describe('list size and residueNum', () => {
  it('the residue is what the list still takes; a replacement frees one place', () => {
    expect(residueOf(0)).toBe(LIST_MAX_LINES);
    expect(residueOf(LIST_MAX_LINES + 5)).toBe(0);
    expect(replaceResidue(residueOf(LIST_MAX_LINES))).toBe(1);
    expect(checkListSize(998, 1001)).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: '最多只能选择2个产品，请删除后再添加' }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 2000 }), (before, after) => {
        const c = checkListSize(before, after);
        expect(c.ok).toBe(after <= LIST_MAX_LINES || after <= before);
      }),
    );
  });
  it('a replacement within the residue is planned, beyond it refused with the residue', () => {
    const chosen = [1, 2, 3].map((i) => ({ skuNo: `N${i}`, name: `新${i}` }));
    expect(planReplace(['OLD'], 'OLD', chosen, replaceResidue(2))).toMatchObject({ ok: true });
    expect(planReplace(['OLD'], 'OLD', chosen, replaceResidue(1))).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: '最多只能选择2个产品，请删除后再添加' }),
    });
  });
});

describe('a request names each model once', () => {
  const line = fc.record({
    skuNo: fc.constantFrom('A', 'B', 'C', 'D', 'E'),
    id: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
  });
  it('answers the first repeated model (by model or by line id), undefined when all differ', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const out = firstRepeated(lines);
        const skus = lines.map((l) => l.skuNo);
        const ids = lines.flatMap((l) => (l.id === undefined ? [] : [l.id]));
        const unique = new Set(skus).size === skus.length && new Set(ids).size === ids.length;
        expect(out === undefined).toBe(unique);
        if (out !== undefined) {
          // The first line that repeats an earlier one.
          const i = lines.findIndex((l, k) =>
            lines.slice(0, k).some((e) => e.skuNo === l.skuNo || (l.id !== undefined && e.id === l.id)),
          );
          expect(out).toBe(lines[i]!.skuNo);
        }
      }),
    );
  });
  it('the order payloads refuse it with the message', () => {
    const l = { id: 1, spuNo: 'S', skuNo: 'K', price: 100, rate: RATE_FULL, quantity: 1 };
    const r = generateOrderSchema.safeParse({ name: '方案', amount: 200, preferential: 0, productLists: [l, l] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(LINE_MESSAGES.repeated('K'));
  });
});

describe('line origin', () => {
  it('splits a line into the list’s units and the plan’s, leaving out empty parts', async () => {
    const { derivedOrigin, lineOrigin, lineOriginParts } = await import('./line-origin.ts');
    expect(lineOrigin(3, 2)).toEqual({ list: 1, plan: 2 });
    expect(lineOrigin(2, 5)).toEqual({ list: 0, plan: 2 });
    expect(lineOrigin(4, 0)).toEqual({ list: 4, plan: 0 });
    expect(lineOriginParts(lineOrigin(3, 2)).map((p) => `${p.label} ${p.count}`)).toEqual(['清单 1', '平面图布点 2']);
    expect(lineOriginParts(lineOrigin(1, 1)).map((p) => p.kind)).toEqual(['plan']);
    // A line a system step derived is that step's, whole (the plan's count is not for it).
    expect(lineOrigin(4, 0, 'wiring')).toEqual({ list: 0, plan: 0, wiring: 4 });
    expect(lineOriginParts(lineOrigin(2, 0, 'topology')).map((p) => `${p.label} ${p.count}`)).toEqual(['拓扑 2']);
    expect(derivedOrigin(lineOrigin(3, 0, 'mount'))).toBe('mount');
    expect(derivedOrigin(lineOrigin(3, 2))).toBeNull();
  });
});

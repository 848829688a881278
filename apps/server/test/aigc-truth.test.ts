/**
 * The writer's rule test (issue 46): the built-in writer's scripts and storyboards for 200 random models of the demo
 * catalogue (alone, or with a sibling whose model number starts with theirs) and generated attribute sets with counts
 * of 0, at every length, scene and style: no false fact (the domain's checker finds none), no count of 0, each model
 * number said whole, the storyboard adds up to the length within a second, every shot naming the product it shows.
 */
import {
  AIGC_LENGTHS,
  AIGC_SCENES,
  AIGC_STYLES,
  productMentions,
  scriptIssues,
  storyboardIssues,
  storyboardOf,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { composeScript } from '../src/modules/aigc/local-writer.ts';
import type { ProductFacts } from '../src/modules/aigc/writer.ts';
import { buildCatalogue, type SkuSpec } from '../src/seed/catalogue.ts';
import { ATTRS, formatAttr } from '../src/seed/categories.ts';

/** A small seeded generator: the same 200 models every run, a different draw by changing SEED. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(Number(process.env.SEED ?? 46));
const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;

let n = 0;
/** A model as the writer receives it: the catalogue's labelled parameters beside the raw attributes. */
function factsOf(sku: SkuSpec, category: string, withPrice: boolean): ProductFacts {
  return {
    skuNo: `SKU-${++n}`,
    name: sku.name,
    model: sku.model,
    category,
    picUrl: `/static/p${n}.svg`,
    priceFen: withPrice && sku.priceYuan !== null ? Math.round(sku.priceYuan * 100) : null,
    attrs: sku.attrs,
    params: Object.entries(sku.attrs)
      .filter(([k]) => k in ATTRS)
      .map(([k, v]) => ({ key: k, name: ATTRS[k]!.name, value: formatAttr(k, v, sku.attrs) })),
  };
}

const families = buildCatalogue('HY').filter((f) => !f.privateOf);
const models = families.flatMap((f) => f.skus.map((sku) => ({ sku, family: f })));

/** Generated attribute sets: recorders and switches with counts of 0 the writer must not say. */
const generated: SkuSpec[] = [
  {
    model: 'HY-NVR-7104-X',
    name: '4路网络硬盘录像机',
    attrs: { channels: 4, hddBays: 1, poePorts: 0, ports: 1 },
    priceYuan: 399,
  },
  {
    model: 'HY-NVR-7104-XP',
    name: '4路PoE网络硬盘录像机',
    attrs: { channels: 4, hddBays: 0, poePorts: 4 },
    priceYuan: 599,
  },
  { model: 'HY-S1008-0', name: '8口交换机', attrs: { ports: 8, poePorts: 0, uplinkGbps: 0 }, priceYuan: 99 },
  { model: 'HY-UPS-1K', name: '后备式UPS', attrs: { capacityVA: 1000, backupMinutes: 0, outlets: 0 }, priceYuan: 499 },
];

describe('the built-in writer tells the truth', () => {
  // Siblings whose model numbers start with another's (-D / -DW and the like): the prefix case, 30 of them.
  const prefixPairs = families.flatMap((f) =>
    f.skus.flatMap((a) =>
      f.skus.filter((b) => b !== a && b.model.startsWith(a.model)).map((b) => ({ f, pair: [a, b] })),
    ),
  );
  const cases = Array.from({ length: 200 }, (_, i) => {
    if (i >= 200 - 30 && prefixPairs.length) {
      const { f, pair } = pick(prefixPairs);
      const withPrice = rnd() < 0.5;
      return pair.map((s) => factsOf(s, String(f.cat), withPrice));
    }
    const withPrice = rnd() < 0.5;
    if (i < generated.length * 2) {
      const g = generated[i % generated.length]!;
      return [
        factsOf(g, '测试', withPrice),
        ...(i >= generated.length ? [factsOf(generated[(i + 1) % generated.length]!, '测试', withPrice)] : []),
      ];
    }
    const { sku, family } = pick(models);
    const first = factsOf(sku, String(family.cat), withPrice);
    // Half the cases add a sibling of the same family (-D / -DW and the like: one model a prefix of the other).
    const sibling = family.skus.find(
      (s) => s !== sku && (s.model.startsWith(sku.model) || sku.model.startsWith(s.model)),
    );
    const other = sibling ?? pick(family.skus);
    return rnd() < 0.5 && other !== sku ? [first, factsOf(other, String(family.cat), withPrice)] : [first];
  });

  it('has prefix-sharing pairs among its cases (the case the prefix bug needs)', () => {
    const pairs = cases.filter(
      (c) => c.length === 2 && (c[1]!.model.startsWith(c[0]!.model) || c[0]!.model.startsWith(c[1]!.model)),
    );
    expect(pairs.length).toBeGreaterThan(10);
  });

  it.each(AIGC_LENGTHS)(
    '200 models at %i s: no false fact, no count of 0, the storyboard fits and names its products',
    (len) => {
      const failures: string[] = [];
      for (const [i, products] of cases.entries()) {
        const script = composeScript({
          products,
          scene: pick(AIGC_SCENES),
          style: pick(AIGC_STYLES),
          lengthSeconds: len,
          note: '',
          seed: i,
        });
        const issues = scriptIssues(script, products);
        if (issues.length) failures.push(`${products.map((p) => p.model).join('+')}: ${JSON.stringify(issues)}`);
        if (/(?<![\d.])0\s*(?:个|口|路|盘位|硬盘位|分钟|位|TB)/.test(script))
          failures.push(`${products[0]!.model}: 说了0：${script}`);
        for (const p of products)
          if (!productMentions(script, products).some((m) => m.product === p))
            failures.push(`${p.model} 未被完整提及：${script}`);
        const shots = storyboardOf(script, products, len);
        const bad = storyboardIssues(shots, products, len);
        if (bad.length) failures.push(`${products.map((p) => p.model).join('+')} 分镜：${bad.join('；')}`);
        // The shot introducing each product shows that product.
        for (const p of products) {
          const intro = shots.find((s) => productMentions(s.caption, products).some((m) => m.product === p));
          if (intro && intro.skuNo !== p.skuNo) failures.push(`${p.model} 的镜头显示了 ${intro.model}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

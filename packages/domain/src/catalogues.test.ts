/**
 * Every refusal catalogue the domain exports, walked through its barrel: one condition is owned once (issue 55 §1).
 * No fixed-words entry is shared by two catalogues or two keys, so the words a user reads name one reason; and the
 * catalogues hold refusals only — success words live apart in plain word objects (`COUPON_WORDS`, `CART_WORDS`…).
 */
import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';
import { areaOf, isCatalogue, messages } from './core/refusals.ts';

/** The reasons (`AREA.key`) that share one fixed-words entry, per words: empty when each condition is owned once. */
function sharedWords(exports: Record<string, unknown>): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  const seen = new Set<unknown>();
  for (const value of Object.values(exports)) {
    if (!isCatalogue(value) || seen.has(value)) continue;
    seen.add(value);
    for (const [key, words] of Object.entries(value)) {
      if (typeof words !== 'string') continue;
      owners.set(words, [...(owners.get(words) ?? []), `${areaOf(value)}.${key}`]);
    }
  }
  return new Map([...owners].filter(([, reasons]) => reasons.length > 1));
}

const catalogues = Object.entries(domain as Record<string, unknown>).filter(([, v]) => isCatalogue(v));

describe('refusal catalogues', () => {
  it('are found through the barrel, each under its own area', () => {
    expect(catalogues.length).toBeGreaterThan(70);
    const areas = catalogues.map(([, c]) => areaOf(c as Parameters<typeof areaOf>[0]));
    expect(new Set(areas).size).toBe(areas.length);
    expect(isCatalogue(domain.COUPON_WORDS)).toBe(false);
    expect(isCatalogue(domain.COUPON_MESSAGES)).toBe(true);
  });

  it('share no words: each fixed-words entry belongs to one catalogue and one key', () => {
    expect(Object.fromEntries(sharedWords(domain as Record<string, unknown>))).toEqual({});
  });

  it('the check catches words shared across catalogues and within one', () => {
    const A = messages('TEST_A', { gone: '商品已售罄', own: '仅此一处' });
    const B = messages('TEST_B', { soldOut: '商品已售罄', twice: '重复', again: '重复', built: (n: number) => `${n}` });
    expect(Object.fromEntries(sharedWords({ A, B, alsoA: A, plain: { gone: '商品已售罄' } }))).toEqual({
      商品已售罄: ['TEST_A.gone', 'TEST_B.soldOut'],
      重复: ['TEST_B.twice', 'TEST_B.again'],
    });
  });

  it('hold no success words (those are shown on success, from the area’s *_WORDS)', () => {
    const success = catalogues.flatMap(([name, c]) =>
      Object.entries(c as object)
        .filter(([, w]) => typeof w === 'string' && /(?<!未)成功/.test(w))
        .map(([k, w]) => `${name}.${k}: ${w as string}`),
    );
    expect(success).toEqual([]);
  });
});

import { CART_MAX_LINES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  BASKET_MESSAGES,
  basketFromSearch,
  directOrderUrl,
  formatDirectItems,
  parseDirectItems,
} from './direct-items.ts';

describe('direct basket in the submit page address', () => {
  it('reads skuNo:qty pairs', () => {
    expect(parseDirectItems('SKU1:2,SKU2:1')).toEqual({
      ok: true,
      value: [
        { skuNo: 'SKU1', quantity: 2 },
        { skuNo: 'SKU2', quantity: 1 },
      ],
    });
  });

  it('round-trips through the URL, sku numbers with : and , included', () => {
    const items = [
      { skuNo: 'A:1,B', quantity: 3 },
      { skuNo: '海康-2T', quantity: 9999 },
    ];
    const url = new URL(directOrderUrl(items), 'http://x');
    expect(url.pathname).toBe('/memberStore/submitOrder');
    expect(basketFromSearch(url.searchParams)).toEqual({ ok: true, value: { source: 'direct', items } });
    expect(formatDirectItems(items)).toBe('A%3A1%2CB:3,%E6%B5%B7%E5%BA%B7-2T:9999');
  });

  it('merges the same model named twice', () => {
    expect(parseDirectItems('S:2,S:3')).toEqual({ ok: true, value: [{ skuNo: 'S', quantity: 5 }] });
  });

  it('refuses empty, malformed, zero, fractional and too large quantities', () => {
    expect(parseDirectItems('')).toEqual({ ok: false, message: BASKET_MESSAGES.empty });
    expect(parseDirectItems(null)).toEqual({ ok: false, message: BASKET_MESSAGES.empty });
    expect(parseDirectItems('S')).toEqual({ ok: false, message: BASKET_MESSAGES.bad });
    expect(parseDirectItems(':2')).toEqual({ ok: false, message: BASKET_MESSAGES.bad });
    expect(parseDirectItems('S:1.5')).toEqual({ ok: false, message: BASKET_MESSAGES.bad });
    expect(parseDirectItems('S:-1')).toEqual({ ok: false, message: BASKET_MESSAGES.bad });
    expect(parseDirectItems('S:0')).toEqual({ ok: false, message: BASKET_MESSAGES.quantity });
    expect(parseDirectItems('S:10000')).toEqual({ ok: false, message: BASKET_MESSAGES.bad });
    expect(parseDirectItems('S:9999,S:1')).toEqual({ ok: false, message: BASKET_MESSAGES.quantity });
    expect(parseDirectItems('%E0%A4%A:1')).toEqual({ ok: false, message: BASKET_MESSAGES.bad });
    expect(parseDirectItems(`${'x'.repeat(65)}:1`)).toEqual({ ok: false, message: BASKET_MESSAGES.bad });
  });

  it('refuses more models than one settlement takes', () => {
    const many = Array.from({ length: CART_MAX_LINES + 1 }, (_, i) => `S${i}:1`).join(',');
    expect(parseDirectItems(many)).toEqual({ ok: false, message: BASKET_MESSAGES.tooMany });
  });

  it('source=cart (or none) settles the checked cart lines; an unknown source is refused', () => {
    expect(basketFromSearch(new URLSearchParams('source=cart'))).toEqual({ ok: true, value: { source: 'cart' } });
    expect(basketFromSearch(new URLSearchParams(''))).toEqual({ ok: true, value: { source: 'cart' } });
    expect(basketFromSearch(new URLSearchParams('source=x')).ok).toBe(false);
    expect(basketFromSearch(new URLSearchParams('source=direct')).ok).toBe(false);
  });
});

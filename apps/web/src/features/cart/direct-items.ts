/**
 * The direct basket in the address of the submit page (buy now, the design list):
 * `/memberStore/submitOrder?source=direct&items=skuNo:qty,skuNo:qty`. Sku numbers are URI-encoded so a ':' or
 * ',' inside one cannot break the list; the same model named twice is merged.
 */
import { BUY_QUANTITY_MAX, BUY_QUANTITY_MIN, CART_MAX_LINES } from '@portal/domain';

export interface DirectItem {
  skuNo: string;
  quantity: number;
}

export type Basket = { source: 'cart' } | { source: 'direct'; items: DirectItem[] };

export const BASKET_MESSAGES = {
  empty: '请选择商品',
  bad: '商品信息有误，请返回重新选择',
  tooMany: `一次最多结算${CART_MAX_LINES}种商品`,
  quantity: `购买数量须为${BUY_QUANTITY_MIN}-${BUY_QUANTITY_MAX}的整数`,
} as const;

export function formatDirectItems(items: readonly DirectItem[]): string {
  return items.map((i) => `${encodeURIComponent(i.skuNo)}:${i.quantity}`).join(',');
}

/** The submit page address for buying these models now. */
export function directOrderUrl(items: readonly DirectItem[]): string {
  const q = new URLSearchParams({ source: 'direct', items: formatDirectItems(items) });
  return `/memberStore/submitOrder?${q.toString()}`;
}

export const CART_ORDER_URL = '/memberStore/submitOrder?source=cart';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export function parseDirectItems(raw: string | null | undefined): Parsed<DirectItem[]> {
  const text = (raw ?? '').trim();
  if (!text) return { ok: false, message: BASKET_MESSAGES.empty };
  const merged = new Map<string, number>();
  for (const part of text.split(',')) {
    const at = part.lastIndexOf(':');
    if (at <= 0) return { ok: false, message: BASKET_MESSAGES.bad };
    let skuNo: string;
    try {
      skuNo = decodeURIComponent(part.slice(0, at)).trim();
    } catch {
      return { ok: false, message: BASKET_MESSAGES.bad };
    }
    const qtyText = part.slice(at + 1).trim();
    if (!skuNo || skuNo.length > 64 || !/^\d{1,4}$/.test(qtyText)) return { ok: false, message: BASKET_MESSAGES.bad };
    const quantity = (merged.get(skuNo) ?? 0) + Number(qtyText);
    if (quantity < BUY_QUANTITY_MIN || quantity > BUY_QUANTITY_MAX) {
      return { ok: false, message: BASKET_MESSAGES.quantity };
    }
    merged.set(skuNo, quantity);
  }
  if (merged.size > CART_MAX_LINES) return { ok: false, message: BASKET_MESSAGES.tooMany };
  return { ok: true, value: [...merged].map(([skuNo, quantity]) => ({ skuNo, quantity })) };
}

/** The basket the submit page settles, read from its query string. */
export function basketFromSearch(params: URLSearchParams): Parsed<Basket> {
  const source = params.get('source') ?? 'cart';
  if (source === 'cart') return { ok: true, value: { source: 'cart' } };
  if (source !== 'direct') return { ok: false, message: BASKET_MESSAGES.bad };
  const items = parseDirectItems(params.get('items'));
  return items.ok ? { ok: true, value: { source: 'direct', items: items.value } } : items;
}

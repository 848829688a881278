/**
 * The suite form's values ↔ the save body: the package price typed in yuan becomes fen (product-fields.ts,
 * half-up), the items go by model number in the order shown, each once with a quantity of at least 1.
 */
import {
  CATALOGUE_ADMIN_MESSAGES as M,
  SUIT_ITEMS_MAX,
  SUIT_QUANTITY_MAX,
  parsePriceYuan,
  type AdminSuitDetail,
  type SuitSave,
  type SuitSku,
} from '@portal/domain';
import { yuanOf } from './sku-form.ts';

export interface SuitFormValues {
  suitNo: string;
  name: string;
  suitDesc?: string | undefined;
  price: string;
  picUrl?: string | null | undefined;
  categoryId?: number | null | undefined;
  status: 0 | 1;
}

/** An item as the form lists it: the model (as the picker showed it) and how many. */
export type SuitFormItem = SuitSku & { quantity: number };

export function suitFormValues(d: AdminSuitDetail | null): SuitFormValues {
  return {
    suitNo: d?.suitNo ?? '',
    name: d?.name ?? '',
    suitDesc: d?.suitDesc ?? '',
    price: yuanOf(d?.priceFen),
    picUrl: d?.picUrl ?? null,
    categoryId: d?.categoryId ?? null,
    status: d?.status === 1 ? 1 : 0,
  };
}

/** A model picked into the items: added once with quantity 1, or its quantity raised by one when already there. */
export function addItem(items: readonly SuitFormItem[], sku: SuitSku): SuitFormItem[] {
  if (items.some((i) => i.skuNo === sku.skuNo))
    return items.map((i) =>
      i.skuNo === sku.skuNo ? { ...i, quantity: Math.min(i.quantity + 1, SUIT_QUANTITY_MAX) } : i,
    );
  return [...items, { ...sku, quantity: 1 }];
}

/** What is wrong with the items before a save (the server says the same), or null. */
export function itemsProblem(items: readonly SuitFormItem[]): string | null {
  if (!items.length) return M.suitItemsRequired;
  if (items.length > SUIT_ITEMS_MAX) return M.suitItemsTooMany;
  if (items.some((i) => !Number.isInteger(i.quantity) || i.quantity < 1 || i.quantity > SUIT_QUANTITY_MAX))
    return M.suitQuantityRule;
  return null;
}

/** The save body of the form's values (its rules passed) and its items. */
export function suitSaveBody(v: SuitFormValues, id: number | null, items: readonly SuitFormItem[]): SuitSave {
  const price = parsePriceYuan(v.price);
  return {
    id: id ?? undefined,
    suitNo: v.suitNo,
    name: v.name,
    suitDesc: v.suitDesc?.trim() || null,
    priceFen: price.ok ? price.value : Number.NaN,
    picUrl: v.picUrl ?? null,
    categoryId: v.categoryId ?? null,
    status: v.status,
    items: items.map((i) => ({ skuNo: i.skuNo, quantity: i.quantity })),
  };
}

/** The items' retail total (fen), null when one has no price: what the package price is compared with. */
export function itemsRetailFen(items: readonly SuitFormItem[]): number | null {
  let total = 0;
  for (const i of items) {
    if (i.priceFen === null) return null;
    total += i.priceFen * i.quantity;
  }
  return total;
}

/** Rows of suites in maintenance (suit-admin-queries.ts) → the staff's API shapes (domain suit-admin-contract.ts). */
import type { AdminSuitListItem, SuitSku } from '@portal/domain';
import type { SuitRow } from './suit-admin-queries.ts';

const num = (v: number | string | bigint | null): number | null => (v === null ? null : Number(v));

export function presentSuitItem(t: SuitRow, itemCount: number): AdminSuitListItem {
  return {
    id: Number(t.id),
    suitNo: t.suit_no,
    name: t.name,
    priceFen: num(t.price_fen),
    status: Number(t.status),
    picUrl: t.pic_url,
    categoryId: num(t.category_id),
    categoryName: t.category_name,
    itemCount,
    updatedAt: new Date(t.updated_at).toISOString(),
  };
}

interface SkuRowish {
  sku_id: number | string | bigint;
  sku_no: string;
  sku_name: string;
  model: string;
  price_fen: number | string | bigint | null;
  status: number | string;
  spu_name: string;
}

export function presentSuitSku(k: SkuRowish): SuitSku {
  return {
    skuId: Number(k.sku_id),
    skuNo: k.sku_no,
    skuName: k.sku_name,
    model: k.model,
    spuName: k.spu_name,
    priceFen: num(k.price_fen),
    status: Number(k.status),
  };
}

/** What the audit log keeps of a suite: its fields and its items by model number. */
export function suitSnapshot(t: SuitRow | undefined, items: readonly { sku_no: string; quantity: number | string }[]) {
  if (!t) return null;
  return {
    suitNo: t.suit_no,
    name: t.name,
    suitDesc: t.suit_desc,
    priceFen: num(t.price_fen),
    status: Number(t.status),
    picUrl: t.pic_url,
    categoryId: num(t.category_id),
    items: items.map((i) => ({ skuNo: i.sku_no, quantity: Number(i.quantity) })),
  };
}

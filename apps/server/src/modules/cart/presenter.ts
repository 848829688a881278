import { cartLineReason, maxBuyQuantity, type CartItem, type CartView } from '@portal/domain';
import type { PurchaseSku } from '../catalogue/index.ts';

export interface CartRow {
  sku_no: string;
  spu_no: string;
  quantity: number;
  checked: boolean;
}

/** A cart line with this viewer's price now; a model that is gone keeps its numbers and says why. */
export function toCartItem(r: CartRow, sku: PurchaseSku | null): CartItem {
  const why = cartLineReason(sku, r.quantity);
  const priceFen = sku?.priceFen ?? null;
  return {
    skuNo: r.sku_no,
    spuNo: r.spu_no,
    skuName: sku?.skuName ?? r.sku_no,
    spuName: sku?.spuName ?? '',
    model: sku?.model ?? '',
    picUrl: sku?.picUrl ?? null,
    priceFen,
    quantity: r.quantity,
    stock: sku?.stock ?? 0,
    maxQuantity: maxBuyQuantity(sku?.stock ?? 0),
    checked: r.checked,
    buyable: why === null,
    // the line's words, shown beside it (the wire's `reason` of a line is what the buyer reads)
    reason: why?.msg ?? null,
    amountFen: priceFen === null ? 0 : priceFen * r.quantity,
  };
}

/** The totals count checked lines that can be bought. */
export function toCartView(items: CartItem[]): CartView {
  const settled = items.filter((i) => i.checked && i.buyable);
  return {
    items,
    checkedLines: settled.length,
    checkedQuantity: settled.reduce((s, i) => s + i.quantity, 0),
    checkedAmountFen: settled.reduce((s, i) => s + i.amountFen, 0),
  };
}

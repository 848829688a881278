/**
 * Stock per model in the private range (part 2 §4 selectProductRange 0, §6): the custom tab loads the stock of
 * the models it shows through one call (getGoodsStockTotalApi: sids → stock total). Products from the inventory
 * system (source 1) carry stock; self-defined products (source 0) are not stocked.
 */

export const STOCK_API = '/api-cloud-merchant-service/v1/design/stock/total';

/** At most one page of models (page size 50 × a few models) per call. */
export const STOCK_SIDS_MAX = 200;

/** 1 from the inventory system, 0 self-defined (the source filter's values). */
export const PrivateSource = { own: 0, inventory: 1 } as const;

/** The stock cell: '-' for a self-defined product or when unknown, '无货' at 0, else the count. */
export function stockLabel(source: number, stock: number | undefined): string {
  if (source !== PrivateSource.inventory || stock === undefined) return '-';
  return stock > 0 ? String(stock) : '无货';
}

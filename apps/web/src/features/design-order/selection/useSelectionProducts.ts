/** The products of the current tab and filters, their stock (private range), and the tabs' counts. */
import type { ProductTab } from '@portal/domain';
import { useDesignPermissions, useProducts, useStockTotals, useTabCount } from '../queries.ts';
import { isFiltered, productQuery, type SelectionFilters } from './selection-query.ts';

export function useSelectionProducts(tab: ProductTab, filters: SelectionFilters, page: number, size: number) {
  const perms = useDesignPermissions();
  const filtered = isFiltered(filters);
  const products = useProducts(productQuery(tab, filters, page, size));
  // The private range shows stock per model (part 2 §4, §6).
  const showStock = tab === 'custom' && perms.privateStock;
  const stock = useStockTotals(
    (products.data?.list ?? []).flatMap((s) => s.skus.map((k) => k.skuNo)),
    showStock,
  ).data;
  const keyword = filters.keyword || undefined;
  const counts: Record<ProductTab, number | undefined> = {
    common: useTabCount('common', keyword, filtered),
    hik: useTabCount('hik', keyword, filtered),
    custom: useTabCount('custom', keyword, filtered),
    software: useTabCount('software', keyword, filtered),
  };
  return { perms, products, filtered, showStock, stock, counts };
}

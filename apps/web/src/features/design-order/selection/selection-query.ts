/** The selection page's pure derivations: the filters as a product query, the model shown per product, labels. */
import {
  formatAttributesStr,
  priceLabel,
  stockStatusParam,
  type DesignLine,
  type ProductTab,
  type SortState,
  type SpuWithSkus,
} from '@portal/domain';
import type { ProductQuery } from '../queries.ts';

/** What the buyer narrowed the list by (the tab, page and page size aside). */
export interface SelectionFilters {
  keyword: string;
  sort: SortState;
  labels: number;
  stockOnly: boolean;
  source: number | '';
  categoryPath: number[];
  attrValues: Record<string, string[]>;
}

export const EMPTY_FILTERS: SelectionFilters = {
  keyword: '',
  sort: { sort: undefined, order: undefined },
  labels: -1,
  stockOnly: false,
  source: '',
  categoryPath: [],
  attrValues: {},
};

/** The deepest category chosen in the cascader, as the query's `categoryIds` ('' for none). */
export function categoryIdsOf(path: readonly number[]): string {
  return path.length ? String(path[path.length - 1]) : '';
}

/** The attribute filters as the query's `attributesStr` (undefined for none). */
export function attributesStrOf(values: Record<string, string[]>): string | undefined {
  return formatAttributesStr(Object.entries(values).map(([attr, vs]) => ({ attr, values: vs }))) || undefined;
}

/** Whether anything narrows the list (the tabs then show their counts). */
export function isFiltered(f: SelectionFilters): boolean {
  return (
    !!f.keyword ||
    f.labels !== -1 ||
    f.stockOnly ||
    f.source !== '' ||
    !!categoryIdsOf(f.categoryPath) ||
    !!attributesStrOf(f.attrValues)
  );
}

/** The product page asked for: the common list takes neither sort nor category nor attributes. */
export function productQuery(tab: ProductTab, f: SelectionFilters, page: number, size: number): ProductQuery {
  const common = tab === 'common';
  return {
    tab,
    keyword: f.keyword || undefined,
    sort: common ? undefined : f.sort.sort,
    order: common ? undefined : f.sort.order,
    labels: f.labels,
    b2bStockStatus: stockStatusParam(f.stockOnly),
    customSpuSource: f.source,
    categoryIds: common ? undefined : categoryIdsOf(f.categoryPath) || undefined,
    attributesStr: common ? undefined : attributesStrOf(f.attrValues),
    page,
    size,
  };
}

/** The model a product row shows: the one picked in its model select, else its first. */
export function chosenSkuNo(spu: SpuWithSkus, picked: Record<string, string>): string | undefined {
  return picked[spu.spuNo] ?? spu.skus[0]?.skuNo;
}

/** The 原价 cell: ¥ before an amount, none before 免费 or the no-price text. */
export function priceCellText(priceFen: number | null | undefined, skuType: number | null): string {
  const label = priceLabel(priceFen ?? null, skuType);
  return priceFen === null || label === '免费' ? label : `¥${label}`;
}

/** The last column's title: software shows its functions and specifications. */
export function paramsTitle(tab: ProductTab): string {
  return tab === 'software' ? '功能描述 / 技术规格' : '参数';
}

/** The list's lines as the software rule (one per category, one free product) reads them. */
export function softwareRuleLines(lines: readonly DesignLine[]) {
  return lines.map((l) => ({
    skuNo: l.skuNo,
    spuNo: l.spuNo,
    skuType: l.skuType,
    priceFen: l.price,
    categoryId: l.categoryId,
  }));
}

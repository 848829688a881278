/** Rank bar rules (part 1 §4): sort toggling and the filter values it sends. */
import type { SortOrder, SpuSortField } from './catalogue-rules.ts';

export interface SortState {
  sort: SpuSortField | undefined;
  order: SortOrder | undefined;
}

/** The same field flips desc/asc; a new field starts desc. */
export function toggleSort(current: SortState, field: SpuSortField): SortState {
  if (current.sort === field) return { sort: field, order: current.order === 'desc' ? 'asc' : 'desc' };
  return { sort: field, order: 'desc' };
}

/** Stock-only sets stock status 0, else blank. */
export const stockStatusParam = (stockOnly: boolean): '0' | '' => (stockOnly ? '0' : '');

/** The condition filter shows an 'expand' control above 8 items. */
export const FILTER_COLLAPSE_AT = 8;
export const needsExpand = (items: number): boolean => items > FILTER_COLLAPSE_AT;

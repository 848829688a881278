/** Paging of part 2 §9: sizes 10/20/50 (default 10), at most 500 pages. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE = 500;

/** The total a pager may show: never more rows than 500 pages hold. */
export const pagerTotal = (total: number, size: number): number => Math.min(Math.max(total, 0), MAX_PAGE * size);

/**
 * The pager's words for `total` rows: the real count, and past 500 pages of this size that only those are reachable
 * (a catalogue of 15,000 families said 「共 10000 条」 when the count was capped with the pages).
 */
export const pagerTotalText = (total: number, size: number): string =>
  total > MAX_PAGE * size
    ? `共 ${total} 条（可翻前 ${MAX_PAGE} 页，请用筛选或搜索缩小范围）`
    : `共 ${Math.max(total, 0)} 条`;

/** A change of page size starts again at page 1. */
export const nextPage = (page: number, size: number, prevSize: number): number => (size !== prevSize ? 1 : page);

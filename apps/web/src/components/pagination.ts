import { nextPage, PAGE_SIZE_OPTIONS, pagerTotal, pagerTotalText } from '@portal/domain';
import type { TablePaginationConfig } from 'antd';

/** The pager every list uses: sizes 10/20/50, at most 500 pages, '共 N 条', size change back to page 1. */
export function pager(
  page: number,
  size: number,
  total: number,
  onChange: (page: number, size: number) => void,
  extra: TablePaginationConfig = {},
): TablePaginationConfig {
  return {
    current: page,
    pageSize: size,
    total: pagerTotal(total, size),
    pageSizeOptions: [...PAGE_SIZE_OPTIONS],
    showSizeChanger: true,
    showTotal: () => pagerTotalText(total, size),
    onChange: (p, s) => onChange(nextPage(p, s, size), s),
    ...extra,
  };
}

/** The selection filters, the search box's text, the page and page size; narrowing goes back to page 1. */
import { useState } from 'react';
import { EMPTY_FILTERS, type SelectionFilters } from './selection-query.ts';

export function useSelectionFilters(initialKeyword: string) {
  const [filters, setFilters] = useState<SelectionFilters>({ ...EMPTY_FILTERS, keyword: initialKeyword });
  const [typed, setTyped] = useState(initialKeyword);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);

  /** Set some filters; `toFirstPage` false keeps the page (the source select does). */
  const change = (patch: Partial<SelectionFilters>, toFirstPage = true) => {
    setFilters((f) => ({ ...f, ...patch }));
    if (toFirstPage) setPage(1);
  };

  /** One attribute's chosen values (none removes the attribute). */
  const setAttr = (attrKey: string, values: string[]) => {
    setFilters((f) => {
      const next = { ...f.attrValues };
      if (values.length) next[attrKey] = values;
      else delete next[attrKey];
      return { ...f, attrValues: next };
    });
    setPage(1);
  };

  const reset = () => {
    setFilters(EMPTY_FILTERS);
    setTyped('');
    setPage(1);
  };

  const paginate = (p: number, s: number) => {
    setPage(p);
    setSize(s);
  };

  return { filters, typed, setTyped, page, setPage, size, paginate, change, setAttr, reset };
}

export type SelectionFiltersState = ReturnType<typeof useSelectionFilters>;

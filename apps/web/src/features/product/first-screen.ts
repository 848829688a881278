/**
 * The catalogue's first-screen data, asked for as the router matches /product or /product/detail — while the page's
 * code is still loading (app/first-screen.ts) — with the same keys the pages then read: the list of the address's
 * filters and the category tree, or the product's detail.
 */
import type { QueryClient } from '@tanstack/react-query';
import { toQuery, readList } from './list-params.ts';
import { categoryTreeQuery, spuDetailQuery, spuPageQuery } from './queries.ts';

export function firstScreen(qc: QueryClient, url: URL): void {
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '/product') {
    void qc.prefetchQuery(categoryTreeQuery());
    void qc.prefetchQuery(spuPageQuery(toQuery(readList(url.searchParams))));
  } else if (path === '/product/detail') {
    const spuNo = url.searchParams.get('id');
    if (spuNo) void qc.prefetchQuery(spuDetailQuery(spuNo));
  }
}

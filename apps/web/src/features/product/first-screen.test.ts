import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { firstScreen } from './first-screen.ts';
import { readList, toQuery } from './list-params.ts';
import { catalogueKeys } from './queries.ts';

/** A query client that records what it was asked to fetch. */
function recorder() {
  const keys: unknown[] = [];
  const qc = { prefetchQuery: (o: { queryKey: unknown }) => (keys.push(o.queryKey), Promise.resolve()) };
  return { qc: qc as unknown as QueryClient, keys };
}

describe("the catalogue's first-screen data", () => {
  it('asks for the list of the address with the key the list page reads, and the category tree', () => {
    const { qc, keys } = recorder();
    const url = new URL('http://portal.test/product?cat1=3&keyword=%E7%BD%91%E7%BB%9C&sort=sumNo&order=desc&page=2');
    firstScreen(qc, url);
    expect(keys).toEqual([catalogueKeys.tree(), catalogueKeys.page(toQuery(readList(url.searchParams)))]);
    expect(toQuery(readList(url.searchParams))).toMatchObject({ keyword: '网络', page: 2 });
  });

  it("asks for a product's detail on its page, and nothing on the catalogue's other pages", () => {
    const { qc, keys } = recorder();
    firstScreen(qc, new URL('http://portal.test/product/detail?id=SPU101337'));
    expect(keys).toEqual([catalogueKeys.detail('SPU101337')]);
    firstScreen(qc, new URL('http://portal.test/product/compare'));
    firstScreen(qc, new URL('http://portal.test/product/detail'));
    expect(keys).toHaveLength(1);
  });
});

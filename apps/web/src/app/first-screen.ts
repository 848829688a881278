/**
 * A landing page's data asked for before its code has run (issue 22): a route's loader starts the page's first-screen
 * queries as the router matches the address — at the start, and on each navigation to it — in parallel with loading
 * the page's files, and answers at once (it never holds the page back). The page then reads the same queries from
 * TanStack Query's cache (same keys, same staleness: nothing is fetched twice while fresh).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from './query-client.ts';

export interface FirstScreenModule {
  firstScreen(qc: QueryClient, url: URL): void;
}

/** The loader that starts `load`'s first-screen queries for the matched address. */
export function firstScreenLoader(load: () => Promise<FirstScreenModule>) {
  return ({ request }: LoaderFunctionArgs) => {
    void load().then(
      (m) => m.firstScreen(queryClient, new URL(request.url)),
      () => undefined, // a page whose data module failed to load asks for its data itself, as it renders
    );
    return null;
  };
}

const preloaded = new Set<string>();

/** Fetches a picture the first screen will show, as soon as its address is known (once per address and page view). */
export function preloadImage(src: string): void {
  if (!src || preloaded.has(src)) return;
  preloaded.add(src);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

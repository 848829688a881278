/** Search box rules (part 1 §2, §4, §5): max 50 characters, trimmed; empty submits the placeholder word. */
import { SEARCH_MAX_LENGTH, type HotWord } from '@portal/domain';

export const SEARCH_MAX = SEARCH_MAX_LENGTH;

export function searchKeyword(raw: string, placeholder: string): string {
  return raw.trim().slice(0, SEARCH_MAX) || placeholder.trim();
}

/** Global search is hidden under /tool and /test. */
export function showsGlobalSearch(pathname: string): boolean {
  return !/^\/(tool|test)(\/|$)/.test(pathname);
}

export function searchPath(keyword: string): string {
  return `/search?keyword=${encodeURIComponent(keyword)}`;
}

/**
 * Where a hot word leads: linkType 1 opens its link (a page of the portal in place, another site in a new
 * window); otherwise, or without a link, the word is searched.
 */
export type HotWordTarget = { kind: 'search'; keyword: string } | { kind: 'route' | 'external'; url: string };

export function hotWordTarget(w: Pick<HotWord, 'word' | 'linkType' | 'linkUrl'>): HotWordTarget {
  const url = w.linkUrl?.trim();
  if (w.linkType !== 1 || !url) return { kind: 'search', keyword: w.word };
  return /^https?:\/\//i.test(url) ? { kind: 'external', url } : { kind: 'route', url };
}

/** Where a category suggestion leads: the product list of that category (a second-level one under its parent). */
export function categoryPath(c: { id: number; parentId: number | null }): string {
  return c.parentId === null ? `/product?cat1=${c.id}` : `/product?cat1=${c.parentId}&cat2=${c.id}`;
}

/** The words of the category suggestion, the first of the search box's suggestions. */
export const categorySuggestion = (name: string): string => `在「${name}」分类中查看`;

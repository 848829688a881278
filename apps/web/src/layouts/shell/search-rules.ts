/** Search box rules (part 1 §2, §5): max 50 characters, trimmed; empty submits the placeholder word. */
export const SEARCH_MAX = 50;

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

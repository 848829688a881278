import type { RouteHandle } from './route-handle.ts';

export interface Crumb {
  title: string;
  path: string;
}

/** The trail from 首页 through every titled route match, without repeats. */
export function crumbsFrom(
  matches: { pathname: string; handle?: unknown; params?: Record<string, string | undefined> }[],
): Crumb[] {
  const out: Crumb[] = [{ title: '首页', path: '/home' }];
  for (const m of matches) {
    const h = m.handle as RouteHandle | undefined;
    if (!h?.title || h.title === '首页') continue;
    const title = h.paramTitle?.(m.params ?? {}) ?? h.title;
    const path = m.pathname.replace(/\/+$/, '') || '/';
    const last = out[out.length - 1]!;
    if (last.path === path) last.title = title;
    else out.push({ title, path });
  }
  return out;
}

/** The deepest route title (for the document title and placeholders). */
export function pageTitle(
  matches: { handle?: unknown; params?: Record<string, string | undefined> }[],
): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i]!;
    const h = m.handle as RouteHandle | undefined;
    if (h?.title) return h.paramTitle?.(m.params ?? {}) ?? h.title;
  }
  return undefined;
}

import type { RouteHandle } from '../app/routes.tsx';

export interface Crumb {
  title: string;
  path: string;
}

/** The trail from 首页 through every titled route match, without repeats. */
export function crumbsFrom(matches: { pathname: string; handle?: unknown }[]): Crumb[] {
  const out: Crumb[] = [{ title: '首页', path: '/home' }];
  for (const m of matches) {
    const h = m.handle as RouteHandle | undefined;
    if (!h?.title || h.title === '首页') continue;
    const path = m.pathname.replace(/\/+$/, '') || '/';
    const last = out[out.length - 1]!;
    if (last.path === path) last.title = h.title;
    else out.push({ title: h.title, path });
  }
  return out;
}


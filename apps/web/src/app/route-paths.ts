/**
 * The addresses the route table serves, as patterns ('/product/detail', '/tool/calculator/:type'): written to
 * apps/web/public/route-paths.json (route-paths.test.ts keeps the file equal to the table), which the build copies into
 * dist; the server answers any other address with the not-found page and status 404 (apps/server/src/http/web.ts).
 */
import type { RouteObject } from 'react-router';

export function routePaths(routes: RouteObject[], base = ''): string[] {
  const out = new Set<string>();
  for (const r of routes) {
    if (r.path === '*') continue; // the not-found page itself
    const here = r.path === undefined ? base : r.path.startsWith('/') ? r.path : `${base.replace(/\/$/, '')}/${r.path}`;
    if (r.path !== undefined || r.index) out.add(here || '/');
    if (r.children) for (const p of routePaths(r.children, here)) out.add(p);
  }
  return [...out].sort();
}

import { describe, expect, it } from 'vitest';
import type { Route } from '../core/index.ts';
import { ENDPOINTS } from './endpoints/index.ts';
import * as ROUTES from './routes/index.ts';

/** Every route entry of routes/*.ts (the `*_ROUTES` objects), by id. */
function routesById(): Map<string, Route> {
  const out = new Map<string, Route>();
  for (const [name, table] of Object.entries(ROUTES)) {
    if (!name.endsWith('_ROUTES')) continue;
    for (const r of Object.values(table as Record<string, Route>)) out.set(r.id, r);
  }
  return out;
}

const shape = (r: Route) => ({
  id: r.id,
  method: r.method,
  path: r.path,
  auth: r.auth,
  policy: r.policy,
  paged: r.paged,
  refusals: r.refusals ? [...r.refusals].sort() : undefined,
});

describe('routes and endpoints: one entry, written once', () => {
  const routes = routesById();
  const endpoints = Object.values(ENDPOINTS).flatMap((t) => Object.values(t as Record<string, Route>));

  it('every endpoint is a route the web can call, with the same method, path, auth, policy and refusals', () => {
    const strays = endpoints.filter((e) => !routes.has(e.id)).map((e) => e.id);
    expect(strays).toEqual([]);
    for (const e of endpoints) expect(shape(e), e.id).toEqual(shape(routes.get(e.id)!));
  });

  it('every route has its endpoint (the server serves every entry the web may call), ids unique', () => {
    const served = new Set(endpoints.map((e) => e.id));
    expect([...routes.keys()].filter((id) => !served.has(id))).toEqual([]);
    expect(served.size).toBe(endpoints.length);
    expect(routes.size).toBeGreaterThan(250);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { STAFF_HOME_PATH, STAFF_PAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';
import { routePaths } from './route-paths.ts';

const FILE = path.resolve(import.meta.dirname, '../../public/route-paths.json');

describe('route-paths.json', () => {
  it("lists exactly the route table's addresses (UPDATE_ROUTE_PATHS=1 rewrites it)", () => {
    const paths = routePaths(routes);
    expect(paths).toContain('/product/detail');
    expect(paths).toContain('/tool/calculator/:type');
    expect(paths).not.toContain('*');
    if (process.env.UPDATE_ROUTE_PATHS === '1') fs.writeFileSync(FILE, `${JSON.stringify(paths, null, 1)}\n`);
    expect(JSON.parse(fs.readFileSync(FILE, 'utf8'))).toEqual(paths);
  });
});

describe('the staff home', () => {
  it('lists only pages the route table serves', () => {
    const paths = routePaths(routes);
    for (const p of [STAFF_HOME_PATH, ...STAFF_PAGES.map((s) => s.path)]) expect(paths, p).toContain(p);
  });
});

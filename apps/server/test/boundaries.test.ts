/**
 * The house rules of the server modules (docs/architecture.md, "Modules and their tables"):
 * - every table of the migrated database is owned by exactly one module (its tables.ts), and the table map in
 *   architecture.md says the same;
 * - no module's code names another module's table, in the query builder or in raw SQL;
 * - SQL lives in query files: routes, services and presenters hold none;
 * - the lint rule portal/module-boundaries refuses an import of another module's insides, a domain area's import
 *   upward, sideways or past a lower area's door, a web feature's insides imported from outside it (but by the
 *   app's routes), and a server or web part's import of one on its own layer or above.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { createTestDatabase } from './support/test-db.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const modulesDir = path.join(root, 'apps/server/src/modules');
const modules = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

async function ownership(): Promise<Map<string, readonly string[]>> {
  const owned = new Map<string, readonly string[]>();
  for (const m of modules) {
    const { TABLES } = (await import(path.join(modulesDir, m, 'tables.ts'))) as { TABLES: readonly string[] };
    owned.set(m, TABLES);
  }
  return owned;
}

/** Production source files of a module (tests left out; test helpers live in test/support/), recursively. */
function sourcesOf(m: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name)) out.push(p);
    }
  };
  walk(path.join(modulesDir, m));
  return out;
}

const BUILDER =
  /\b(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"`]([a-z_]+)/g;
const RAW = /\b(?:from|join|update|into|table)\s+([a-z_]+)\b/gi;

/** The tables a source text names: builder calls, and table positions inside template literals (raw SQL). */
export function tablesNamedIn(text: string, known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(BUILDER)) if (known.has(m[1]!)) found.add(m[1]!);
  for (const t of text.matchAll(/`[^`]*`/gs)) {
    for (const m of t[0].matchAll(RAW)) if (known.has(m[1]!.toLowerCase())) found.add(m[1]!.toLowerCase());
  }
  return found;
}

describe('modules and their tables', () => {
  let database: Database;
  let tables: string[];
  let owned: Map<string, readonly string[]>;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const rows = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
      order by table_name`.execute(database.db);
    tables = rows.rows.map((r) => r.table_name);
    owned = await ownership();
  });
  afterAll(() => database?.close());

  it('every table of the migrated database has exactly one owner, and no owner lists a table that is not there', () => {
    const owners = new Map<string, string[]>();
    for (const [m, ts] of owned) for (const t of ts) owners.set(t, [...(owners.get(t) ?? []), m]);
    expect(tables.filter((t) => (owners.get(t) ?? []).length !== 1)).toEqual([]);
    expect([...owners.keys()].filter((t) => !tables.includes(t))).toEqual([]);
  });

  it('docs/architecture.md carries the same table map', () => {
    const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Modules and their tables'));
    const inDoc = new Map<string, string[]>();
    let current: string | null = null;
    for (const line of section.split('\n')) {
      // a module's row, or a row continuing its tables (first two cells empty: lines stay within 160 characters)
      const m = line.match(/^\|\s*`([a-z-]+)`\s*\|[^|]*\|([^|]*)\|/);
      const more = line.match(/^\|\s*\|\s*\|([^|]*)\|/);
      if (m) current = m[1]!;
      const cell = m?.[2] ?? (current ? more?.[1] : undefined);
      if (cell !== undefined && current)
        inDoc.set(
          current,
          [...(inDoc.get(current) ?? []), ...[...cell.matchAll(/`([a-z_]+)`/g)].map((x) => x[1]!)].sort(),
        );
    }
    const inCode = new Map([...owned].map(([m, ts]) => [m, [...ts].sort()]));
    expect(Object.fromEntries(inDoc)).toEqual(Object.fromEntries(inCode));
  });

  it("no module's code names another module's table", () => {
    const known = new Set(tables);
    const foreign: string[] = [];
    for (const m of modules) {
      const mine = new Set(owned.get(m));
      for (const file of sourcesOf(m)) {
        for (const t of tablesNamedIn(fs.readFileSync(file, 'utf8'), known)) {
          if (!mine.has(t)) foreign.push(`${path.relative(root, file)}: ${t}`);
        }
      }
    }
    expect(foreign).toEqual([]);
  });

  it('SQL lives in the query files only (…queries.ts, and the data-access files named here), never in routes or use cases', () => {
    // Files that are data access under another name: what they hold is SQL and its row mapping, nothing else.
    const dataAccess = new Set([
      'account/merchants.ts',
      'account/tokens.ts',
      'catalogue/design-extra.ts',
      'catalogue/design-lookup.ts',
      'catalogue/private-products.ts',
      'catalogue/purchase-lookup.ts',
      'catalogue/spu-columns.ts',
      'catalogue/viewer-price.ts',
      'order/external-order.ts',
      'order/write-in-turn.ts',
      'sms/provider.ts',
    ]);
    const withSql: string[] = [];
    for (const m of modules) {
      for (const file of sourcesOf(m)) {
        const rel = path.relative(modulesDir, file).split(path.sep).join('/');
        if (/queries\.ts$/.test(rel) || dataAccess.has(rel)) continue;
        const text = fs.readFileSync(file, 'utf8');
        if (/\.(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto)\(|\bsql`/.test(text)) withSql.push(rel);
      }
    }
    expect(withSql).toEqual([]);
  });

  it('production code imports nothing of the tests (test/, vitest): test helpers live in apps/server/test/', () => {
    const srcDir = path.join(root, 'apps/server/src');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name)) {
          const text = fs.readFileSync(p, 'utf8');
          if (/from '(?:vitest|[./]*\/test\/[^']*)'/.test(text)) offenders.push(path.relative(root, p));
        }
      }
    };
    walk(srcDir);
    expect(offenders).toEqual([]);
  });

  it('finds a table named in the builder and in raw SQL (the scan itself)', () => {
    const known = new Set(['account', 'cart_item']);
    expect(tablesNamedIn("db.selectFrom('account as a')", known)).toEqual(new Set(['account']));
    expect(tablesNamedIn('sql`update cart_item set x = 1`', known)).toEqual(new Set(['cart_item']));
    expect(tablesNamedIn('const account_id = 1; // from account', known)).toEqual(new Set());
  });
});

describe('the lint rule portal/module-boundaries', () => {
  const eslint = new ESLint({ cwd: root });
  const lint = async (file: string, code: string) =>
    (await eslint.lintText(code, { filePath: path.join(root, file) }))[0]!.messages.filter(
      (m) => m.ruleId === 'portal/module-boundaries',
    );

  it("refuses an import of another module's queries, service or tables from a module's code", async () => {
    for (const target of ['../order/queries.ts', '../account/service.ts', '../catalogue/tables.ts']) {
      const msgs = await lint(
        'apps/server/src/modules/cart/service.ts',
        `import { x } from '${target}';\nexport const y = x;\n`,
      );
      expect(msgs).toHaveLength(1);
      expect(msgs[0]!.message).toContain('index.ts');
    }
  });

  it('refuses it from outside the modules too (app.ts, the seed)', async () => {
    const msgs = await lint(
      'apps/server/src/seed/x.ts',
      "import { x } from '../modules/coupon/service.ts';\nexport { x };\n",
    );
    expect(msgs).toHaveLength(1);
  });

  it('refuses it from a helper in src/ named like a test helper (test helpers live in apps/server/test/)', async () => {
    const msgs = await lint(
      'apps/server/src/modules/cart/test-buyers.ts',
      "import { x } from '../order/queries.ts';\nexport { x };\n",
    );
    expect(msgs).toHaveLength(1);
  });

  it("lets a module use another's index.ts, its own files, and tests reach inside", async () => {
    expect(
      await lint('apps/server/src/modules/cart/service.ts', "import { x } from '../order/index.ts';\nexport { x };\n"),
    ).toEqual([]);
    expect(
      await lint('apps/server/src/modules/cart/service.ts', "import { x } from './queries.ts';\nexport { x };\n"),
    ).toEqual([]);
    expect(
      await lint(
        'apps/server/src/modules/cart/cart.test.ts',
        "import { x } from '../order/queries.ts';\nexport { x };\n",
      ),
    ).toEqual([]);
  });
  it("refuses a domain area importing upward or sideways, or past a lower area's door", async () => {
    // upward: buying (layer 7) may not import design-order (layer 8), even through its door
    const up = await lint(
      'packages/domain/src/buying/coupon.ts',
      "import { x } from '../design-order/index.ts';\nexport const y = x;\n",
    );
    expect(up).toHaveLength(1);
    expect(up[0]!.message).toContain('lower layer');
    // sideways: promotion and payment stand on one layer
    const side = await lint(
      'packages/domain/src/promotion/promotion.ts',
      "import { x } from '../payment/index.ts';\nexport const y = x;\n",
    );
    expect(side).toHaveLength(1);
    // core imports nothing else of the domain
    expect(
      await lint('packages/domain/src/core/money.ts', "import { x } from '../ui/index.ts';\nexport const y = x;\n"),
    ).toHaveLength(1);
    // downward, but inside the area instead of through its door
    const inside = await lint(
      'packages/domain/src/design-order/pricing.ts',
      "import { x } from '../buying/contract.ts';\nexport const y = x;\n",
    );
    expect(inside).toHaveLength(1);
    expect(inside[0]!.message).toContain('buying/index.ts');
    // a folder without a layer is named
    const unlayered = await lint(
      'packages/domain/src/newarea/x.ts',
      "import { x } from '../core/index.ts';\nexport const y = x;\n",
    );
    expect(unlayered[0]!.message).toContain('DOMAIN_LAYERS');
  });

  it('lets a domain area import a lower area through its door, and the barrel every door', async () => {
    expect(
      await lint(
        'packages/domain/src/design-order/pricing.ts',
        "import { x } from '../buying/index.ts';\nimport { z } from '../core/index.ts';\nexport const y = [x, z];\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'packages/domain/src/api/endpoints/cart.ts',
        "import { x } from '../../buying/index.ts';\nexport { x };\n",
      ),
    ).toEqual([]);
    expect(await lint('packages/domain/src/index.ts', "export * from './api/index.ts';\n")).toEqual([]);
    // the table's halves are entered through its door too
    const inside = await lint('packages/domain/src/index.ts', "export * from './api/routes/index.ts';\n");
    expect(inside).toHaveLength(1);
    expect(inside[0]!.message).toContain("import 'api/index.ts' instead");
  });

  it("refuses a web feature importing another feature's insides, statically or lazily", async () => {
    const msgs = await lint(
      'apps/web/src/features/home/HomePage.tsx',
      "import { x } from '../product/ProductCard.tsx';\nexport const y = x;\nexport const z = () => import('../cart/CartDrawer.tsx');\n",
    );
    expect(msgs).toHaveLength(2);
    expect(msgs[0]!.message).toContain('product/index.ts');
  });

  it("lets a feature use another's index.ts and its own files, and the app's routes load any page", async () => {
    expect(
      await lint(
        'apps/web/src/features/home/HomePage.tsx',
        "import { x } from '../product/index.ts';\nimport { z } from './HomeSections.tsx';\nexport const y = [x, z];\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'apps/web/src/app/routes.tsx',
        "export const page = () => import('../features/product/ProductListPage.tsx');\n",
      ),
    ).toEqual([]);
  });
  it('refuses a server part importing one on its own layer or above (SERVER_LAYERS)', async () => {
    // the module kit stands under the modules: it may not import one
    const up = await lint(
      'apps/server/src/portal-module.ts',
      "import { x } from './modules/cart/index.ts';\nexport const y = x;\n",
    );
    expect(up).toHaveLength(1);
    expect(up[0]!.message).toContain('SERVER_LAYERS');
    // the database knows nothing of HTTP
    expect(
      await lint('apps/server/src/db/database.ts', "import { x } from '../http/errors.ts';\nexport const y = x;\n"),
    ).toHaveLength(1);
    // a module uses the kit, the database and HTTP below it
    expect(
      await lint(
        'apps/server/src/modules/cart/index.ts',
        "import { x } from '../../portal-module.ts';\nimport { z } from '../../http/errors.ts';\nexport const y = [x, z];\n",
      ),
    ).toEqual([]);
    // a new top-level folder is named
    const unlayered = await lint(
      'apps/server/src/newpart/x.ts',
      "import { x } from '../db/index.ts';\nexport const y = x;\n",
    );
    expect(unlayered[0]!.message).toContain('SERVER_LAYERS');
  });

  it("refuses a web part importing one on its own layer or above (WEB_LAYERS), and the shell a feature's insides", async () => {
    // a shared component may not reach the app (routes) above it
    const up = await lint(
      'apps/web/src/components/Breadcrumbs.tsx',
      "import { x } from '../app/route-builders.ts';\nexport const y = x;\n",
    );
    expect(up).toHaveLength(1);
    expect(up[0]!.message).toContain('WEB_LAYERS');
    // a feature may not import the shell
    expect(
      await lint(
        'apps/web/src/features/cart/CartDrawer.tsx',
        "import { x } from '../../layouts/DefaultLayout.tsx';\nexport const y = x;\n",
      ),
    ).toHaveLength(1);
    // the shell uses a feature through its door only, statically or lazily
    const inside = await lint(
      'apps/web/src/layouts/shell/TopBar.tsx',
      "import { x } from '../../features/cart/queries.ts';\nexport const y = x;\nexport const z = () => import('../../features/cart/CartDrawer.tsx');\n",
    );
    expect(inside).toHaveLength(2);
    expect(inside[0]!.message).toContain('cart/index.ts');
    expect(
      await lint(
        'apps/web/src/layouts/shell/TopBar.tsx',
        "import { x } from '../../features/cart/index.ts';\nimport { z } from '../../config.ts';\nexport const y = [x, z];\n",
      ),
    ).toEqual([]);
  });

  it('the web features import each other without a loop', () => {
    const featuresDir = path.join(root, 'apps/web/src/features');
    const uses = new Map<string, Set<string>>();
    const walk = (feature: string, dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(feature, p);
        else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) {
          for (const m of fs.readFileSync(p, 'utf8').matchAll(/from '(\.[^']+)'|import\('(\.[^']+)'\)/g)) {
            const target = path.relative(featuresDir, path.resolve(dir, (m[1] ?? m[2])!)).split(path.sep)[0]!;
            if (target !== feature && !target.startsWith('..'))
              uses.set(feature, (uses.get(feature) ?? new Set()).add(target));
          }
        }
      }
    };
    for (const d of fs.readdirSync(featuresDir, { withFileTypes: true }))
      if (d.isDirectory()) walk(d.name, path.join(featuresDir, d.name));
    const loops: string[] = [];
    const visit = (f: string, trail: string[]) => {
      if (trail.includes(f)) return void loops.push([...trail.slice(trail.indexOf(f)), f].join(' → '));
      for (const g of uses.get(f) ?? []) visit(g, [...trail, f]);
    };
    for (const f of uses.keys()) visit(f, []);
    expect(uses.size).toBeGreaterThan(10);
    expect(loops).toEqual([]);
  });
  it('no web file imports a feature module for its effect alone (the build treats feature modules as effect-free)', () => {
    const web = path.join(root, 'apps/web/src');
    const bare: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name)) {
          for (const m of fs.readFileSync(p, 'utf8').matchAll(/^import '(\.[^']+\.tsx?)';/gm)) {
            if (path.resolve(dir, m[1]!).includes(`${path.sep}features${path.sep}`)) bare.push(path.relative(web, p));
          }
        }
      }
    };
    walk(web);
    expect(bare).toEqual([]);
  });
});

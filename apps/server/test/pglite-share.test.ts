/**
 * With TEST_DATABASE_URL (CI) a suite runs on PostgreSQL, and on PGlite too only when it is its area's own suite
 * (test/support/test-db.ts, pgliteShare): every area whose suites run on both databases keeps exactly one on PGlite,
 * so the embedded default still runs every module's SQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pgliteShare } from './support/test-db.ts';

const server = path.resolve(import.meta.dirname, '..');
const onBoth = (file: string) => fs.readFileSync(file, 'utf8').includes('describe.each(testDrivers');

function suitesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f));
}

describe('the PGlite share of the suites', () => {
  it("is each area's suite named after it, else its first by name", () => {
    const catalogue = path.join(server, 'src/modules/catalogue');
    expect(pgliteShare(path.join(catalogue, 'catalogue.test.ts'))).toBe(true);
    expect(pgliteShare(path.join(catalogue, 'browse.test.ts'))).toBe(false);
    expect(pgliteShare(path.join(server, 'src/modules/invoice/invoice.test.ts'))).toBe(true);
    expect(pgliteShare(path.join(server, 'src/modules/invoice/titles.test.ts'))).toBe(false);
  });

  it('holds exactly one suite of every area with suites on both databases', () => {
    const areas = [
      ...fs.readdirSync(path.join(server, 'src/modules')).map((m) => path.join(server, 'src/modules', m)),
      ...fs
        .readdirSync(path.join(server, 'src'), { withFileTypes: true })
        .filter((e) => e.isDirectory() && e.name !== 'modules')
        .map((e) => path.join(server, 'src', e.name)),
      path.join(server, 'test'),
    ];
    const shares = areas.flatMap((area) => {
      const both = suitesUnder(area).filter(onBoth);
      return both.length ? [[path.relative(server, area), both.filter(pgliteShare).length] as const] : [];
    });
    expect(shares.length).toBeGreaterThan(30);
    expect(shares.filter(([, n]) => n !== 1)).toEqual([]);
  });
});

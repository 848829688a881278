/**
 * No deprecated dependency left in the install (issue 61 §9g): exceljs 4.4's archiver@5 brought archiver-utils@2 →
 * glob@7 → inflight (npm deprecates both: inflight leaks memory, glob < 9 is unsupported). The root package.json's
 * overrides give exceljs archiver 7 (the one apps/server uses), and src/exceljs.ts mends exceljs's writer for it; the
 * import and export tests prove exceljs still writes and reads its workbooks with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const lock = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};
const root = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  overrides: Record<string, unknown>;
};

/** Every installed copy of `name` in the lock: its place and version. */
const copies = (name: string) =>
  Object.entries(lock.packages)
    .filter(([where]) => where === `node_modules/${name}` || where.endsWith(`/node_modules/${name}`))
    .map(([where, p]) => ({ where, version: p.version ?? '' }));
const major = (version: string) => Number(version.split('.')[0]);

/** The server's files (sources, tests, bench) with a value import of exceljs itself, not through src/exceljs.ts. */
function bareExceljsImports(): string[] {
  const server = path.join(repoRoot, 'apps/server');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (p.endsWith('.ts') && /^import (?!type )[^;]*from 'exceljs';/m.test(fs.readFileSync(p, 'utf8')))
        found.push(path.relative(server, p));
    }
  };
  for (const d of ['src', 'test', 'bench']) walk(path.join(server, d));
  return found;
}

describe('package-lock.json', () => {
  it('has no inflight and no glob before 9 (exceljs takes archiver 7 through the overrides)', () => {
    expect(copies('inflight')).toEqual([]);
    expect(copies('glob').length).toBeGreaterThan(0);
    expect(copies('glob').filter((g) => major(g.version) < 9)).toEqual([]);
    expect(root.overrides.exceljs).toMatchObject({ archiver: '^7.0.1' });
    expect(copies('archiver').map((a) => major(a.version))).toEqual([7]);
  });

  it("the server's streaming workbooks take exceljs through src/exceljs.ts (its writer mended for archiver 7)", async () => {
    const writers = bareExceljsImports().filter(
      (f) =>
        f !== 'src/exceljs.ts' &&
        fs.readFileSync(path.join(repoRoot, 'apps/server', f), 'utf8').includes('WorkbookWriter'),
    );
    expect(writers).toEqual([]);
    expect(bareExceljsImports().filter((f) => f.startsWith('src/') && !f.includes('.test.'))).toEqual([
      'src/exceljs.ts',
    ]);
    const { default: ExcelJS } = await import('../src/exceljs.ts');
    const { PassThrough } = await import('node:stream');
    const chunks: Buffer[] = [];
    const out = new PassThrough().on('data', (c: Buffer) => chunks.push(c));
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
    wb.addWorksheet('表').addRow(['型号', 'DS-2CD']).commit();
    await wb.commit();
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(back.getWorksheet('表')?.getRow(1).values).toEqual([undefined, '型号', 'DS-2CD']);
  });
});

/**
 * Files small enough to read in one sitting (the house rules, docs/architecture.md): no source file of the project
 * is over 400 lines, tests included. Left out: the demo seed's data (apps/server/src/seed/). The generated schema
 * (db/generated/) is held to it too: its generator splits the files to fit.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|mjs|js|cjs|css)$/;
const LEFT_OUT = [/^apps\/server\/src\/seed\//];

function sourceFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root });
  return out
    .toString()
    .split('\n')
    .filter((f) => SOURCE.test(f) && !LEFT_OUT.some((re) => re.test(f)) && fs.existsSync(path.join(root, f)));
}

describe('file size', () => {
  it(`no source file is over ${MAX_LINES} lines`, () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((f) => ({ f, lines: fs.readFileSync(path.join(root, f), 'utf8').split('\n').length - 1 }))
      .filter((x) => x.lines > MAX_LINES)
      .map((x) => `${x.f}: ${x.lines}`);
    expect(long).toEqual([]);
  });
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_MIN, unsupportedNode } from './node-version.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('the supported Node.js', () => {
  it('is Node 22 LTS from 22.12, as package.json engines says; older ones are refused naming both versions', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe(`>=${NODE_MIN.split('.').slice(0, 2).join('.')}`);
    expect(unsupportedNode('22.12.0')).toBeNull();
    expect(unsupportedNode('24.1.0')).toBeNull();
    expect(unsupportedNode('22.11.0')).toContain('需要 Node.js ≥ 22.12.0');
    expect(unsupportedNode('20.20.2')).toContain('当前为 v20.20.2');
  });

  it('the launcher refuses an older Node.js before starting anything (when this machine has one)', () => {
    const old = ['/usr/bin/node', '/usr/local/bin/node'].find(
      (p) =>
        fs.existsSync(p) && unsupportedNode(spawnSync(p, ['-p', 'process.versions.node']).stdout.toString().trim()),
    );
    if (!old) return; // only Node ≥ 22 here: nothing older to try
    const run = spawnSync(old, [path.join(repoRoot, 'apps/server/launch.mjs'), 'src/boot.ts'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('[portal] 启动失败：需要 Node.js ≥ 22.12');
  });
});

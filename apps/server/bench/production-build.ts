/**
 * The server's production build (dist/main.js, `npm run build -w apps/server`, two seconds), built once per bench run:
 * what a provider's servers run (docs/deploy.md). The scale, imports and export parts measure it — the sources
 * through tsx hold every module's text with its inline source map (≈ 37 MB of a 10× server's heap, 2026-11-30),
 * which production does not. Answers the entry for launch.mjs (relative to apps/server).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
let built: string | null = null;

export function productionServer(): string {
  if (built) return built;
  const r = spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`the server's production build failed (exit ${r.status})`);
  return (built = 'dist/main.js');
}

// `npm run dev`: the API server on :3000 and Vite with hot reload on :5173 (it proxies the API).
import { spawn } from 'node:child_process';
import { ensureFfmpeg } from './ensure-ffmpeg.mjs';
import { ensureDependencies, ensureNode, root } from './lib.mjs';

ensureDependencies();
await ensureNode();
ensureFfmpeg();
const children = [
  // the demo data on an empty database unless SEED_DEMO says otherwise (only SEED_DEMO=1 loads it)
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, SEED_DEMO: process.env.SEED_DEMO ?? '1' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@portal/web'], { stdio: 'inherit', cwd: root }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', () => {
    stop();
    process.exit(0);
  }),
);

import { ensureBrowser } from './ensure-browser.mjs';
import { ensureFfmpeg } from './ensure-ffmpeg.mjs';
import { ensureDependencies, ensureNode, ensureWebBuild, run } from './lib.mjs';

ensureDependencies();
await ensureNode();
ensureBrowser();
// the server's demo videos and the AI video suite
ensureFfmpeg();
ensureWebBuild();
run('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)]);

import { ensureBrowser } from './ensure-browser.mjs';
import { ensureDependencies, ensureNode, ensureWebBuild, run } from './lib.mjs';

ensureDependencies();
await ensureNode();
ensureBrowser();
ensureWebBuild();
run('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)]);

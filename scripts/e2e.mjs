import { ensureBrowser } from './ensure-browser.mjs';
import { ensureDependencies, ensureWebBuild, run } from './lib.mjs';

ensureDependencies();
ensureBrowser();
ensureWebBuild();
run('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)]);

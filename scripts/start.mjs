// `npm start`: install what is missing, build the web app if needed, and serve API + web on one port.
import fs from 'node:fs';
import { ensureDependencies, ensureWebBuild, runForwarding } from './lib.mjs';

// The server's V8 flags (apps/server/node-flags.json): a 32 MB young generation, so the many short-lived objects of
// each request die in fewer scavenges (flash-sale crowd +30 %, docs/benchmarks.md).
const nodeFlags = JSON.parse(fs.readFileSync(new URL('../apps/server/node-flags.json', import.meta.url), 'utf8'));

ensureDependencies();
ensureWebBuild();
runForwarding(process.execPath, [...nodeFlags, '--import', 'tsx', 'apps/server/src/main.ts'], {
  NODE_ENV: process.env.NODE_ENV || 'production',
});

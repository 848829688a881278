// `npm start`: install what is missing, build the web app if needed, and serve API + web on one port.
import { runInForeground } from '../apps/server/launch.mjs';
import { ensureDependencies, ensureWebBuild, root } from './lib.mjs';

ensureDependencies();
ensureWebBuild();
// The launcher gives the server its V8 flags (apps/server/node-flags.json) and the listening socket's copies.
await runInForeground({ cwd: root, env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' } });

// `npm start`: install what is missing, build the web app if needed, and serve API + web on one port.
import { ensureDependencies, ensureWebBuild, runForwarding } from './lib.mjs';

ensureDependencies();
ensureWebBuild();
runForwarding(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  NODE_ENV: process.env.NODE_ENV || 'production',
});

// `npm test`: types and lint, then domain + web unit tests, server tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then end-to-end tests in Chromium against the real server.
import { ensureBrowser } from './ensure-browser.mjs';
import { ensureFfmpeg } from './ensure-ffmpeg.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { ensureDependencies, ensureNode, ensureWebBuild, run, say } from './lib.mjs';

ensureDependencies();
await ensureNode();
say('类型检查与代码规范…');
run('npm', ['run', 'check']);
say('领域规则与前端单元测试…');
run('npx', ['vitest', 'run', '--project', 'domain', '--project', 'web']);
ensureNginx();
// the seed's demo videos and the AI video render (server tests and e2e); their captions and the survey's PDF export
// draw Chinese with fonts-noto-cjk, which the browser step installs with Chromium
ensureFfmpeg();
ensureBrowser();
say(`服务端测试（数据库：PGlite${process.env.TEST_DATABASE_URL ? ' + PostgreSQL' : ''}）…`);
run('npx', ['vitest', 'run', '--project', 'server']);
ensureWebBuild();
say('端到端测试（Chromium）…');
run('npx', ['vitest', 'run', '--project', 'e2e']);

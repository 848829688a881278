// `npm test`: types and lint, domain + web unit tests and the web build (side by side, two at a time: each is mostly
// one core), then server tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then end-to-end tests in
// Chromium against the real server.
import fs from 'node:fs';
import path from 'node:path';
import { ensureBrowser } from './ensure-browser.mjs';
import { ensureFfmpeg } from './ensure-ffmpeg.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import {
  WEB_BUILD,
  ensureDependencies,
  ensureNode,
  root,
  run,
  runKept,
  runShown,
  runTogether,
  say,
  webBuildStale,
} from './lib.mjs';

const CLUSTER_TEST = 'apps/server/test/cluster.test.ts';

ensureDependencies();
await ensureNode();
ensureNginx();
// the seed's demo videos and the AI video render (server tests and e2e); their captions and the survey's PDF export
// draw Chinese with fonts-noto-cjk, which the browser step installs with Chromium
ensureFfmpeg();
ensureBrowser();
say('类型检查、代码规范、领域规则与前端单元测试、前端构建（两项同时进行）…');
// package.json's typecheck, one job per program (`tsc -p <dir> --noEmit && …`): the server's is the longest
const typecheck = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  .scripts.typecheck.split('&&')
  .map((command) => command.trim().split(/\s+/))
  .map(([cmd, ...args]) => ({ name: `类型检查（${args[1]}）`, cmd: 'npx', args: [cmd, ...args] }))
  .sort((a, b) => Number(b.name.includes('server')) - Number(a.name.includes('server')));
await runTogether([
  ...typecheck.slice(0, 1),
  {
    name: '领域规则与前端单元测试',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'domain', '--project', 'web'],
  },
  ...typecheck.slice(1),
  { name: '代码规范（npm run lint）', cmd: 'npm', args: ['run', 'lint'] },
  ...(webBuildStale() ? [{ name: '前端构建', ...WEB_BUILD }] : []),
]);
say(`服务端测试（数据库：PGlite${process.env.TEST_DATABASE_URL ? ' + PostgreSQL' : ''}）…`);
// The cluster test (two built instances behind nginx) spends most of its time waiting: its socket's 3 idle minutes.
// It runs in a vitest of its own beside the others' two workers instead of holding one of them that long.
const cluster = runKept({
  name: `集群测试（${CLUSTER_TEST}）`,
  cmd: 'npx',
  args: ['vitest', 'run', '--project', 'server', CLUSTER_TEST],
});
const serverCode = await runShown('npx', ['vitest', 'run', '--project', 'server', '--exclude', CLUSTER_TEST]);
const clusterCode = await cluster;
if (serverCode !== 0 || clusterCode !== 0) {
  say(`命令失败：${serverCode !== 0 ? '服务端测试 ' : ''}${clusterCode !== 0 ? '集群测试' : ''}`);
  process.exit(1);
}
say('端到端测试（Chromium）…');
run('npx', ['vitest', 'run', '--project', 'e2e']);

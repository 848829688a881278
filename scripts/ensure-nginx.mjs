// The cluster test (apps/server/test/cluster.test.ts) puts Debian's nginx in front of two server instances.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { say } from './lib.mjs';

const hasNginx = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => fs.existsSync(p));

/** Installs nginx-light with apt-get when missing and we are root; otherwise says the cluster test will be skipped. */
export function ensureNginx() {
  if (!process.env.TEST_DATABASE_URL || hasNginx()) return;
  if (process.getuid?.() !== 0) {
    say('集群测试需要 Debian 软件包 nginx-light（未安装，将跳过该测试）：sudo apt-get install -y nginx-light');
    return;
  }
  say('缺少 nginx，正在用 apt-get 安装 nginx-light（集群测试用）…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'nginx-light'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      say('apt-get 安装 nginx-light 失败：集群测试将被跳过');
      return;
    }
  }
}

// End-to-end tests drive Debian's Chromium and need a CJK font (else every Chinese character is a box).
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { say } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function hasCjkFont() {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

export function ensureBrowser() {
  const missing = [];
  if (!fs.existsSync(CHROMIUM)) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-noto-cjk');
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    say(
      `端到端测试需要 Debian 软件包：${missing.join(' 和 ')}。请执行：sudo apt-get install -y chromium fonts-noto-cjk`,
    );
    process.exit(1);
  }
  say(`缺少 ${missing.join('、')}，正在用 apt-get 安装 chromium 和 fonts-noto-cjk…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      say('apt-get 安装失败：请手动安装 chromium 和 fonts-noto-cjk');
      process.exit(1);
    }
  }
}

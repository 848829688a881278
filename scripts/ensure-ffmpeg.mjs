// The demo data's videos (the seed) and the AI videos are made by Debian's ffmpeg (apps/server/ffmpeg.mjs finds it:
// FFMPEG_PATH, else `ffmpeg` on PATH). `npm start`, `npm run dev`, `npm test` and check:prod-build call this first.
import { spawnSync } from 'node:child_process';
import { FFMPEG_INSTALL, ffmpegMissing, findFfmpeg } from '../apps/server/ffmpeg.mjs';
import { say } from './lib.mjs';

/** Installs Debian's ffmpeg with apt-get when it is missing and we are root; otherwise says how and exits 1. */
export function ensureFfmpeg() {
  const missing = ffmpegMissing();
  if (!missing) return;
  // A FFMPEG_PATH that names nothing is the operator's to fix, not apt's.
  if (process.env.FFMPEG_PATH || process.getuid?.() !== 0) {
    say(missing);
    process.exit(1);
  }
  say('缺少 ffmpeg，正在用 apt-get 安装 Debian 的 ffmpeg（演示视频与 AI 视频生成用）…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'ffmpeg'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      say(`apt-get 安装 ffmpeg 失败：请手动安装（${FFMPEG_INSTALL}）`);
      process.exit(1);
    }
  }
  if (!findFfmpeg()) {
    say(ffmpegMissing() ?? '');
    process.exit(1);
  }
}

// Where ffmpeg is: the one lookup of the project (the server's video render and demo media, the test helpers, and
// scripts/ensure-ffmpeg.mjs, which installs it before `npm start`, `npm run dev`, `npm test` and check:prod-build).
// ffmpeg is Debian's maintained package (`apt-get install --no-install-recommends ffmpeg`; the image installs it
// too): FFMPEG_PATH when set, else `ffmpeg` on PATH. Node built-ins only: the scripts run it before `npm install`.
import fs from 'node:fs';
import path from 'node:path';

/** The command that installs it (said in every message about it). */
export const FFMPEG_INSTALL = 'sudo apt-get install -y --no-install-recommends ffmpeg';

const executable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The ffmpeg binary to run (FFMPEG_PATH, else the first `ffmpeg` on PATH), or null when there is none. */
export function findFfmpeg(env = process.env) {
  if (env.FFMPEG_PATH) return executable(env.FFMPEG_PATH) ? env.FFMPEG_PATH : null;
  const names = process.platform === 'win32' ? ['ffmpeg.exe'] : ['ffmpeg'];
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    for (const name of names) if (executable(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

/** Why there is none, in Chinese, with what to do (null when there is one). */
export function ffmpegMissing(env = process.env) {
  if (findFfmpeg(env)) return null;
  if (env.FFMPEG_PATH)
    return `FFMPEG_PATH=${env.FFMPEG_PATH} 不是可执行的 ffmpeg（演示视频与 AI 视频生成需要它）：请改正该路径，或去掉 FFMPEG_PATH 以使用 PATH 中的 ffmpeg`;
  return `未找到 ffmpeg（演示视频与 AI 视频生成需要它）：请安装 Debian 的 ffmpeg（${FFMPEG_INSTALL}），或用 FFMPEG_PATH 指定其路径`;
}

/** The ffmpeg binary; throws an Error with ffmpegMissing's words when there is none. */
export function requireFfmpeg(env = process.env) {
  const bin = findFfmpeg(env);
  if (!bin) throw new Error(ffmpegMissing(env) ?? 'ffmpeg');
  return bin;
}

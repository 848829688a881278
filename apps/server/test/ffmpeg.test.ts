/**
 * Where ffmpeg is (apps/server/ffmpeg.mjs, the one lookup of the server, the seed, the tests and the scripts):
 * FFMPEG_PATH when set, else the first executable `ffmpeg` on PATH; none is said in Chinese with what to do. The
 * seed's media without one stops with those words.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FFMPEG_INSTALL, ffmpegMissing, findFfmpeg, requireFfmpeg } from '../ffmpeg.mjs';
import { makeVideo } from '../src/seed/content-media.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffmpeg-lookup-'));
const [plain, bin] = [path.join(dir, 'plain'), path.join(dir, 'bin')];
fs.mkdirSync(plain);
fs.mkdirSync(bin);
fs.writeFileSync(path.join(plain, 'ffmpeg'), ''); // not executable
fs.writeFileSync(path.join(bin, 'ffmpeg'), '#!/bin/sh\n', { mode: 0o755 });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('finding ffmpeg', () => {
  it('takes FFMPEG_PATH when set, else the first executable ffmpeg on PATH', () => {
    expect(findFfmpeg({ PATH: [plain, bin].join(path.delimiter) })).toBe(path.join(bin, 'ffmpeg'));
    expect(findFfmpeg({ PATH: bin, FFMPEG_PATH: path.join(bin, 'ffmpeg') })).toBe(path.join(bin, 'ffmpeg'));
    // a FFMPEG_PATH that names nothing runnable is not replaced by PATH's: the operator named it
    expect(findFfmpeg({ PATH: bin, FFMPEG_PATH: path.join(plain, 'ffmpeg') })).toBeNull();
    expect(findFfmpeg({ PATH: plain })).toBeNull();
    expect(ffmpegMissing({ PATH: bin })).toBeNull();
  });

  it('says in Chinese what to do when there is none', () => {
    expect(ffmpegMissing({ PATH: plain })).toBe(
      `未找到 ffmpeg（演示视频与 AI 视频生成需要它）：请安装 Debian 的 ffmpeg（${FFMPEG_INSTALL}），或用 FFMPEG_PATH 指定其路径`,
    );
    expect(ffmpegMissing({ FFMPEG_PATH: '/nonexistent/ffmpeg' })).toMatch(/^FFMPEG_PATH=\/nonexistent\/ffmpeg 不是可执行的 ffmpeg/);
    expect(() => requireFfmpeg({ PATH: plain })).toThrow(/^未找到 ffmpeg/);
  });

  it('the seed’s media stop with those words without one', async () => {
    const before = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
    try {
      await expect(makeVideo(0, 1)).rejects.toThrow(/FFMPEG_PATH=\/nonexistent\/ffmpeg 不是可执行的 ffmpeg/);
    } finally {
      if (before === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = before;
    }
  });
});

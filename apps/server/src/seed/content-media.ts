/**
 * The demo media of the content centre, made here at seed time (never downloaded): short real MP4 videos (H.264,
 * AAC, faststart so a browser plays before the end has arrived) and their JPEG posters, drawn by Debian's ffmpeg
 * (apps/server/ffmpeg.mjs: FFMPEG_PATH or PATH; without it the seed stops with a message saying how to install it)
 * with its built-in test sources.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { requireFfmpeg } from '../../ffmpeg.mjs';

const run = promisify(execFile);

export interface MadeVideo {
  video: Buffer;
  poster: Buffer;
  seconds: number;
}

/** A `seconds`-long 480×270 clip of a test pattern tinted by `hue` (degrees), with a tone, and its poster frame. */
export async function makeVideo(hue: number, seconds = 4, source = 'testsrc2'): Promise<MadeVideo> {
  const bin = requireFfmpeg();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-media-'));
  try {
    const mp4 = path.join(dir, 'v.mp4');
    const jpg = path.join(dir, 'p.jpg');
    // One ffmpeg run writes both (each run costs a start of Debian's dynamically linked ffmpeg): the clip, and its
    // first frame as the poster.
    await run(bin, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `${source}=size=480x270:rate=25:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${330 + hue}:duration=${seconds}`,
      '-filter_complex',
      `[0:v]hue=h=${hue}:s=1.2,format=yuv420p,split=2[v][p]`,
      '-map',
      '[v]',
      '-map',
      '1:a',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '30',
      '-profile:v',
      'baseline',
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      '-shortest',
      '-movflags',
      '+faststart',
      mp4,
      '-map',
      '[p]',
      '-frames:v',
      '1',
      '-q:v',
      '4',
      jpg,
    ]);
    return { video: await fs.readFile(mp4), poster: await fs.readFile(jpg), seconds };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * One video from a storyboard, by ffmpeg (Debian's, found by apps/server/ffmpeg.mjs: FFMPEG_PATH or PATH): each
 * shot's product picture (SVG/PNG/JPEG from the file store, drawn onto the frame by resvg) with a slow zoom (Ken
 * Burns), the captions burnt in by libass with a CJK font, and the Mandarin voice (voice.ts) or a soft music bed.
 * Everything is written in a temporary directory; the caller stores the finished file (no half file is ever served).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { requireFfmpeg } from '../../../ffmpeg.mjs';
import { type Pcm, speak, writeWav } from './voice.ts';
import { cjkFont, fontEnv } from './font.ts';

export interface RenderShot {
  caption: string;
  seconds: number;
  /** The picture's bytes and type, or null for a plain card. */
  picture: { data: Buffer; type: string } | null;
}

export interface RenderResult {
  file: Buffer;
  durationMs: number;
  voice: boolean;
  captions: boolean;
}

export interface RenderOptions {
  width: number;
  height: number;
  /** 0..100 as it goes. */
  onProgress?: (pct: number) => void;
  signal?: AbortSignal;
  /** Skip the voice (tests, or a caller that wants the music bed). */
  voice?: boolean;
}

const FPS = 25;

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The frame of a shot: a dark gradient and the product picture fitted in its middle. */
function frameOf(shot: RenderShot, width: number, height: number): Buffer {
  const pw = Math.round(width * 0.62);
  const ph = Math.round(height * 0.62);
  const pic = shot.picture
    ? `<image x="${(width - pw) / 2}" y="${Math.round(height * 0.1)}" width="${pw}" height="${ph}" preserveAspectRatio="xMidYMid meet" href="data:${esc(shot.picture.type)};base64,${shot.picture.data.toString('base64')}"/>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d2633"/><stop offset="1" stop-color="#34506e"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<rect x="${(width - pw) / 2 - 16}" y="${Math.round(height * 0.1) - 16}" width="${pw + 32}" height="${ph + 32}" rx="24" fill="#f4f6f8" opacity="0.95"/>
${pic}</svg>`;
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng());
}

/** An ASS subtitle time (h:mm:ss.cc). */
const assTime = (s: number) => {
  const cs = Math.round(s * 100);
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const sec = Math.floor((cs % 6000) / 100);
  return `${h}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
};
/** ASS text: no override blocks or line breaks from the caption (braces and backslashes are written literally). */
const assText = (s: string) =>
  s.replace(/[{}\\]/g, (c) => (c === '\\' ? '＼' : c === '{' ? '｛' : '｝')).replace(/\s+/g, ' ');

function assOf(
  lines: { caption: string; start: number; end: number }[],
  width: number,
  height: number,
  family: string,
): string {
  const size = Math.round(height / 16);
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${width}`,
    `PlayResY: ${height}`,
    'WrapStyle: 0',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    `Style: Default,${family},${size},&H00FFFFFF,&H00FFFFFF,&H00202020,&H80000000,1,0,0,0,100,100,0,0,1,${Math.max(2, Math.round(size / 12))},1,2,${Math.round(width * 0.06)},${Math.round(width * 0.06)},${Math.round(height * 0.06)},1`,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...lines.map((l) => `Dialogue: 0,${assTime(l.start)},${assTime(l.end)},Default,,0,0,0,,${assText(l.caption)}`),
    '',
  ].join('\n');
}

/** Runs ffmpeg in `cwd` (the subtitles filter reads c.ass by a relative name), reporting the encoded time (seconds) from `-progress`; rejects with its last words on failure. */
function runFfmpeg(
  bin: string,
  cwd: string,
  args: string[],
  onTime: (s: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(bin, ['-nostdin', ...args], { cwd, env: fontEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    const kill = () => p.kill('SIGKILL');
    signal?.addEventListener('abort', kill, { once: true });
    p.stdout.setEncoding('utf8').on('data', (d: string) => {
      for (const m of d.matchAll(/out_time_ms=(\d+)/g)) onTime(Number(m[1]) / 1e6);
    });
    p.stderr.setEncoding('utf8').on('data', (d: string) => (err = (err + d).slice(-2000)));
    p.on('error', reject);
    p.on('close', (code) => {
      signal?.removeEventListener('abort', kill);
      if (signal?.aborted) reject(signal.reason instanceof Error ? signal.reason : new Error('render aborted'));
      else if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited ${code}: ${err.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

/** Silence of `seconds` at `rate`. */
const silence = (rate: number, seconds: number) => Buffer.alloc(Math.max(0, Math.round(rate * seconds)) * 2);

export async function renderVideo(shots: RenderShot[], o: RenderOptions): Promise<RenderResult> {
  const { width, height } = o;
  // No ffmpeg: a clear refusal before any work (the worker does not claim videos then: worker.ts).
  const bin = requireFfmpeg();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-aigc-'));
  try {
    // 1. The voice of each caption decides how long its shot lasts (at least the storyboard's seconds).
    const voices: (Pcm | null)[] = [];
    for (const [i, s] of shots.entries()) {
      o.signal?.throwIfAborted();
      voices.push(o.voice === false ? null : await speak(s.caption));
      o.onProgress?.(Math.round(((i + 1) / shots.length) * 10));
    }
    const voice = voices.some((v) => v !== null);
    const durations = shots.map((s, i) =>
      Math.max(s.seconds, voices[i] ? voices[i]!.data.length / 2 / voices[i]!.rate + 0.5 : 0),
    );
    const total = durations.reduce((a, b) => a + b, 0);
    // 2. Frames, captions, audio track.
    const args = ['-hide_banner', '-loglevel', 'error', '-y', '-progress', 'pipe:1', '-nostats'];
    for (const [i, s] of shots.entries()) {
      await fs.writeFile(path.join(dir, `f${i}.png`), frameOf(s, width, height));
      args.push(
        '-loop',
        '1',
        '-framerate',
        String(FPS),
        '-t',
        durations[i]!.toFixed(2),
        '-i',
        path.join(dir, `f${i}.png`),
      );
    }
    if (voice) {
      const rate = voices.find((v) => v)!.rate;
      const parts = voices.map((v, i) => {
        const body = v && v.rate === rate ? v.data : Buffer.alloc(0);
        return Buffer.concat([body, silence(rate, durations[i]! - body.length / 2 / rate)]);
      });
      await fs.writeFile(path.join(dir, 'voice.wav'), writeWav({ rate, data: Buffer.concat(parts) }));
      args.push('-i', path.join(dir, 'voice.wav'));
    } else {
      // A soft music bed: a slow major chord with a gentle swell.
      const expr = `0.05*(sin(2*PI*261.6*t)+sin(2*PI*329.6*t)+sin(2*PI*392*t))*(0.6+0.4*sin(2*PI*t/4))`;
      args.push('-f', 'lavfi', '-t', total.toFixed(2), '-i', `aevalsrc=${expr}:s=44100`);
    }
    const font = cjkFont();
    let captions = false;
    let t = 0;
    const lines = shots.map((s, i) => {
      const l = { caption: s.caption, start: t, end: t + durations[i]! };
      t += durations[i]!;
      return l;
    });
    if (font && lines.some((l) => l.caption)) {
      await fs.writeFile(path.join(dir, 'c.ass'), assOf(lines, width, height, font.family));
      captions = true;
    }
    const chains = shots.map((_, i) => {
      const frames = Math.max(1, Math.round(durations[i]! * FPS));
      const zin = i % 2 === 0;
      const z = zin ? `1+0.10*on/${frames}` : `1.10-0.10*on/${frames}`;
      return `[${i}:v]zoompan=z='${z}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=${width}x${height}:fps=${FPS}[v${i}]`;
    });
    const concat = `${shots.map((_, i) => `[v${i}]`).join('')}concat=n=${shots.length}:v=1:a=0[cat]`;
    const sub = captions
      ? `[cat]subtitles=filename=c.ass:fontsdir=${font!.dir.replace(/[\\':,]/g, '\\$&')},format=yuv420p[out]`
      : '[cat]format=yuv420p[out]';
    args.push(
      '-filter_complex',
      [...chains, concat, sub].join(';'),
      '-map',
      '[out]',
      '-map',
      `${shots.length}:a`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '26',
      '-r',
      String(FPS),
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-ar',
      '44100',
      '-t',
      total.toFixed(2),
      '-movflags',
      '+faststart',
      path.join(dir, 'out.mp4'),
    );
    await runFfmpeg(bin, dir, args, (s) => o.onProgress?.(10 + Math.min(89, Math.floor((s / total) * 89))), o.signal);
    const file = await fs.readFile(path.join(dir, 'out.mp4'));
    return { file, durationMs: Math.round(total * 1000), voice, captions };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

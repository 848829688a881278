/**
 * The CJK font of the captions: Noto Sans CJK SC from Debian's `fonts-noto-cjk` (installed by `npm test`'s browser
 * step, scripts/ensure-browser.mjs; on a server `apt-get install fonts-noto-cjk`). No font file is kept in the
 * repository. Without one the video is made without captions, and the row says so.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CANDIDATES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Medium.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
];

let found: { file: string; dir: string; family: string } | null | undefined;

/** The font's file, its folder (libass's fontsdir) and the family the subtitles name. */
export function cjkFont(): { file: string; dir: string; family: string } | null {
  if (found !== undefined) return found;
  let file = CANDIDATES.find((f) => fs.existsSync(f)) ?? null;
  if (!file) {
    try {
      const f = execFileSync('fc-match', ['-f', '%{file}', 'Noto Sans CJK SC:lang=zh-cn'], { encoding: 'utf8' }).trim();
      if (/cjk|sc|hans/i.test(path.basename(f)) && fs.existsSync(f)) file = f;
    } catch {
      file = null;
    }
  }
  found = file ? { file, dir: fontDirOf(file), family: 'Noto Sans CJK SC' } : null;
  return found;
}

/**
 * A folder holding only the one font (a link to it) and a fontconfig file naming only that folder, with a cache kept
 * between renders: libass then reads one face instead of scanning every font of the system at each render.
 */
function fontDirOf(file: string): string {
  const dir = path.join(os.tmpdir(), 'portal-aigc-font');
  try {
    fs.mkdirSync(dir, { recursive: true });
    const link = path.join(dir, path.basename(file));
    if (!fs.existsSync(link)) fs.symlinkSync(file, link);
    fs.writeFileSync(
      path.join(dir, 'fonts.conf'),
      `<?xml version="1.0"?>\n<fontconfig><dir>${dir}</dir><cachedir>${path.join(dir, 'cache')}</cachedir></fontconfig>\n`,
    );
    return dir;
  } catch {
    return path.dirname(file);
  }
}

/** The environment of an ffmpeg run with that fontconfig file (when it was written). */
export function fontEnv(): NodeJS.ProcessEnv {
  const f = cjkFont();
  const conf = f ? path.join(f.dir, 'fonts.conf') : null;
  return conf && fs.existsSync(conf) ? { ...process.env, FONTCONFIG_FILE: conf } : process.env;
}

/**
 * The Chinese font embedded (subset) in the survey's PDF drawings: the CJK font the portal finds on the machine
 * (aigc's cjkFont: Debian's fonts-noto-cjk, `apt-get install fonts-noto-cjk`; no font file is kept in the
 * repository). A .ttc holds several faces: the Simplified Chinese one is named. Null when the machine has none.
 */
import path from 'node:path';
import { cjkFont } from '../aigc/index.ts';

/** Faces of the font collections Debian ships, by file name (the SC face of Noto's Pan-CJK collections). */
const TTC_FACES: Record<string, string> = {
  'NotoSansCJK-Regular.ttc': 'NotoSansCJKsc-Regular',
  'NotoSansCJK-Medium.ttc': 'NotoSansCJKsc-Medium',
  'NotoSerifCJK-Regular.ttc': 'NotoSerifCJKsc-Regular',
  'wqy-zenhei.ttc': 'WenQuanYiZenHei',
  'wqy-microhei.ttc': 'WenQuanYiMicroHei',
};

export function pdfCjkFont(): { file: string; face?: string } | null {
  const f = cjkFont();
  if (!f) return null;
  const name = path.basename(f.file);
  if (!name.toLowerCase().endsWith('.ttc')) return { file: f.file };
  const face = TTC_FACES[name];
  return face ? { file: f.file, face } : null;
}

/**
 * Pictures and brochures arriving as a zip (issue 42 §4), matched on the model number (型号编码) in each file's name:
 *   HY-IPC-T12.jpg          the model's first (main) picture
 *   HY-IPC-T12_3.png        its third picture (1 to SKU_PICTURES_MAX)
 *   HY-IPC-T12.pdf          a brochure of the model's product family, titled by the file's name
 *   HY-IPC-T12_彩页.pdf      a brochure titled 彩页
 * Folders in the zip are ignored (only the file's own name counts); a model's pictures in the zip replace the ones it
 * had, a brochure of the same title replaces the family's earlier one. Model numbers may hold '_': a name is matched
 * against the longest model number it starts with (`mediaNameCandidates`).
 */
import { CATALOGUE_BROCHURE_MAX_BYTES, CATALOGUE_PICTURE_MAX_BYTES, SKU_PICTURES_MAX } from '../catalogue/index.ts';

export const MEDIA_LIMITS = {
  /** The zip as uploaded. */
  maxBytes: 200 * 1024 * 1024,
  /** Files in it. */
  maxEntries: 5000,
  /** What its files unpack to together (checked from its directory before anything is unpacked). */
  maxUnpackedBytes: 1024 * 1024 * 1024,
  /** One picture (the staff's picture upload's limit). */
  maxPictureBytes: CATALOGUE_PICTURE_MAX_BYTES,
  /** One brochure (the staff's brochure upload's limit). */
  maxBrochureBytes: CATALOGUE_BROCHURE_MAX_BYTES,
} as const;

/** The report's "sheet" for the zip's files (a problem's row is the file's place in the zip, its column the name). */
export const MEDIA_SHEET = '压缩包';
export const MEDIA_SUMMARY = { pictures: '型号图片', brochures: '产品资料' } as const;

export type MediaFileKind = 'picture' | 'brochure';

/** What a file name says, before its model number is looked up; null: not a file of the import (skipped). */
export function mediaFileOf(path: string): { name: string; stem: string; kind: MediaFileKind | 'unsupported' } | null {
  const parts = path.split(/[\\/]/);
  const name = parts.at(-1) ?? '';
  if (!name || name.startsWith('.') || parts.includes('__MACOSX') || /^(thumbs\.db|desktop\.ini)$/i.test(name))
    return null;
  const m = /^(.+)\.([A-Za-z0-9]+)$/.exec(name);
  const ext = m?.[2]?.toLowerCase() ?? '';
  const stem = m?.[1] ?? name;
  const kind = ['jpg', 'jpeg', 'png'].includes(ext) ? 'picture' : ext === 'pdf' ? 'brochure' : 'unsupported';
  return { name, stem, kind };
}

/** The ways a stem splits into a model number and a suffix (after a '_'), the whole stem first, then longest first. */
export function mediaNameCandidates(stem: string): { skuNo: string; suffix: string | null }[] {
  const out: { skuNo: string; suffix: string | null }[] = [{ skuNo: stem, suffix: null }];
  for (let i = stem.length - 1; i > 0; i--)
    if (stem[i] === '_' && i < stem.length - 1) out.push({ skuNo: stem.slice(0, i), suffix: stem.slice(i + 1) });
  return out;
}

/** A picture's place from its suffix (none: the first); null when the suffix is not 1 to SKU_PICTURES_MAX. */
export function pictureIndex(suffix: string | null): number | null {
  if (suffix === null) return 1;
  if (!/^\d{1,2}$/.test(suffix)) return null;
  const n = Number(suffix);
  return n >= 1 && n <= SKU_PICTURES_MAX ? n : null;
}

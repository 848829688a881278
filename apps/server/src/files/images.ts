/**
 * Pictures cleaned on the way in (sharp): the size read from the header first and refused above the domain's limit
 * before anything is decoded (a small compressed file may claim a huge canvas), then decoded whole (a broken body
 * is refused), turned upright by its EXIF orientation and written again without any metadata (no GPS position, no
 * camera), with a thumbnail for lists.
 */
import {
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  IMAGE_THUMB_SIDE,
  UPLOAD_MESSAGES,
  refusal,
  type Refusal,
} from '@portal/domain';
import sharp, { type Sharp } from 'sharp';
import { badRequest } from '../http/errors.ts';

// Nothing kept between uploads: a server's memory is for requests, not for libvips' operation cache.
sharp.cache(false);

type ImageType = 'image/jpeg' | 'image/png';

export interface CleanImage {
  data: Buffer;
  type: ImageType;
  ext: 'jpg' | 'png';
  width: number;
  height: number;
  thumbnail: Buffer;
}

const FORMATS = { jpeg: { type: 'image/jpeg', ext: 'jpg' }, png: { type: 'image/png', ext: 'png' } } as const;

/** Whether a header's size is within the limits (pixels and longest side). */
function withinImageLimits(width: number, height: number): boolean {
  return (
    width > 0 && height > 0 && width <= IMAGE_MAX_SIDE && height <= IMAGE_MAX_SIDE && width * height <= IMAGE_MAX_PIXELS
  );
}

/** The caller's `listedBy(...)` of the entries it serves, each listing UPLOAD.unreadable and UPLOAD.tooManyPixels. */
export type ImageNo = (why: Refusal<'UPLOAD.unreadable' | 'UPLOAD.tooManyPixels'>) => Refusal;

/**
 * The picture decoded, upright and without metadata, with its thumbnail (same format). Refuses (400) a picture
 * larger than the limits from its header alone, and one that is not a whole JPEG or PNG.
 */
export async function cleanImage(input: Buffer, no: ImageNo): Promise<CleanImage> {
  const unreadable = () => badRequest(no(refusal(UPLOAD_MESSAGES, 'unreadable')));
  // The header only (no limit here: sharp's own default would refuse a huge one as unreadable, not as too large).
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  const format = meta.format === 'jpeg' || meta.format === 'png' ? FORMATS[meta.format] : null;
  if (!format) throw unreadable();
  if (!withinImageLimits(meta.width ?? 0, meta.height ?? 0))
    throw badRequest(no(refusal(UPLOAD_MESSAGES, 'tooManyPixels')));
  // limitInputPixels again (the header was read above; this guards the decoder itself), failOn: a truncated or
  // corrupt body is an error, not a warning.
  const source = () => sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'warning' }).rotate();
  const encode = (s: Sharp) => (format.ext === 'jpg' ? s.jpeg({ quality: 90, mozjpeg: true }) : s.png());
  try {
    const { data, info } = await encode(source()).toBuffer({ resolveWithObject: true });
    const thumbnail = await encode(
      sharp(data).resize(IMAGE_THUMB_SIDE, IMAGE_THUMB_SIDE, { fit: 'inside', withoutEnlargement: true }),
    ).toBuffer();
    return { data, type: format.type, ext: format.ext, width: info.width, height: info.height, thumbnail };
  } catch {
    throw unreadable();
  }
}

/**
 * Why `cleanImage` would refuse this picture (its size from the header, then the whole body decoded), or null —
 * without encoding it again: an import's check names a broken picture before anything is stored.
 */
export async function imageRefusal(input: Buffer): Promise<Refusal | null> {
  const unreadable = refusal(UPLOAD_MESSAGES, 'unreadable');
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (meta.format !== 'jpeg' && meta.format !== 'png') return unreadable;
    if (!withinImageLimits(meta.width ?? 0, meta.height ?? 0)) return refusal(UPLOAD_MESSAGES, 'tooManyPixels');
    await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'warning' }).stats();
    return null;
  } catch {
    return unreadable;
  }
}

/** The thumbnail's key of a picture's key: `…/3f…9a.jpg` → `…/3f…9a_t.jpg` (domain thumbnailUrl agrees). */
export function thumbnailKey(key: string): string {
  return key.replace(/\.(jpg|png)$/, '_t.$1');
}

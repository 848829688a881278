/**
 * A plan image as a small grey raster for wall recognition: PNG or JPEG decoded by sharp, turned to grey and
 * shrunk by a whole factor so its longer side is at most WORK_SIDE — a 40-megapixel scan is worked
 * on at about 2000 px, and the walls found are scaled back to the plan's own pixels.
 */
import { IMAGE_MAX_PIXELS } from '@portal/domain';
import sharp from 'sharp';
import { type FileStore, isValidKey } from '../../files/index.ts';
import { planImageInfo } from '../survey/index.ts';

/** The bytes of a plan image by its file-store address (/static/… or /files/…), or null when there are none. */
export async function planImageBytes(store: FileStore, url: string | null): Promise<Buffer | null> {
  const key = url?.replace(/^\/(static|files)\//, '') ?? '';
  if (!url || key === url || !isValidKey(key)) return null;
  return (await store.get(key))?.body ?? null;
}

/** The longer side of the working raster, pixels. */
const WORK_SIDE = 2000;

export interface GreyRaster {
  width: number;
  height: number;
  /** One byte a pixel, 0 black … 255 white, row by row. */
  data: Uint8Array;
  /** Plan pixels per working pixel (a whole number ≥ 1). */
  factor: number;
  /** The plan image's own size. */
  source: { width: number; height: number };
}

/**
 * The working grey raster of a plan image (transparent pixels count as white paper), or null if unreadable. Decoded
 * and shrunk by sharp (libvips) on its worker threads, never on the event loop: a 24-megapixel scan took 1.4 s of
 * blocking JavaScript with pngjs/jpeg-js, about 0.1 s here. EXIF orientation is not applied (the plan is drawn on the
 * image as stored, like the browser's canvas of the editor).
 */
export async function greyRaster(bytes: Buffer, workSide = WORK_SIDE): Promise<GreyRaster | null> {
  if (!planImageInfo(bytes)) return null;
  try {
    const meta = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
    const { width, height } = meta;
    if (!width || !height) return null;
    const factor = Math.max(1, Math.ceil(Math.max(width, height) / workSide));
    const w = Math.ceil(width / factor);
    const h = Math.ceil(height / factor);
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(w, h, { fit: 'fill', kernel: factor > 1 ? 'linear' : 'nearest' })
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.width !== w || info.height !== h || info.channels !== 1) return null;
    return {
      width: w,
      height: h,
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
      factor,
      source: { width, height },
    };
  } catch {
    return null;
  }
}

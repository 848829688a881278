/**
 * A plan image as a small grey raster for wall recognition: PNG (pngjs) or JPEG (jpeg-js) decoded, turned to grey and
 * shrunk by a whole factor (block average) so its longer side is at most WORK_SIDE — a 40-megapixel scan is worked
 * on at about 2000 px, and the walls found are scaled back to the plan's own pixels.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { type FileStore, isValidKey } from '../../files/index.ts';
import { planImageInfo } from '../survey/index.ts';

/** The bytes of a plan image by its file-store address (/static/… or /files/…), or null when there are none. */
export async function planImageBytes(store: FileStore, url: string | null): Promise<Buffer | null> {
  const key = url?.replace(/^\/(static|files)\//, '') ?? '';
  if (!url || key === url || !isValidKey(key)) return null;
  return (await store.get(key))?.body ?? null;
}

/** The longer side of the working raster, pixels. */
export const WORK_SIDE = 2000;

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

/** Decoded RGBA of a PNG or JPEG, or null when the bytes are neither or cannot be read. */
function decode(bytes: Buffer): { width: number; height: number; rgba: Uint8Array } | null {
  const info = planImageInfo(bytes);
  if (!info) return null;
  try {
    if (info.type === 'image/png') {
      const p = PNG.sync.read(bytes);
      return { width: p.width, height: p.height, rgba: p.data };
    }
    const j = jpeg.decode(bytes, { useTArray: true, maxResolutionInMP: 120, maxMemoryUsageInMB: 1024 });
    return { width: j.width, height: j.height, rgba: j.data };
  } catch {
    return null;
  }
}

/** The working grey raster of a plan image (transparent pixels count as white paper), or null if unreadable. */
export function greyRaster(bytes: Buffer, workSide = WORK_SIDE): GreyRaster | null {
  const img = decode(bytes);
  if (!img) return null;
  const { width, height, rgba } = img;
  const factor = Math.max(1, Math.ceil(Math.max(width, height) / workSide));
  const w = Math.ceil(width / factor);
  const h = Math.ceil(height / factor);
  const sum = new Float64Array(w * h);
  const count = new Uint32Array(w * h);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / factor) * w;
    let i = y * width * 4;
    for (let x = 0; x < width; x++, i += 4) {
      const a = rgba[i + 3]! / 255;
      const g = 0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!;
      const o = row + Math.floor(x / factor);
      sum[o]! += g * a + 255 * (1 - a);
      count[o]!++;
    }
  }
  const data = new Uint8Array(w * h);
  for (let i = 0; i < data.length; i++) data[i] = Math.round(sum[i]! / count[i]!);
  return { width: w, height: h, data, factor, source: { width, height } };
}

/**
 * The pictures a document embeds (the quotation, the survey's bill of materials), read from the file store (never fetched from outside): each line's product
 * picture (its thumbnail when there is one) and the letterhead's logo, turned into small PNGs by sharp (whatever the
 * stored type: the PDF and xlsx writers take PNG), at most 8 read at a time. A picture that cannot be read is left
 * out (the line keeps its text).
 */
import { thumbnailUrl } from '@portal/domain';
import sharp from 'sharp';
import { type FileStore, keyOfUrl } from './store.ts';

const PIC_SIDE = 160;
const LOGO_SIDE = 320;
const PARALLEL = 8;

async function bytesOf(store: FileStore, url: string): Promise<Buffer | null> {
  for (const u of [thumbnailUrl(url), url]) {
    const key = keyOfUrl(u);
    const f = key ? await store.get(key) : null;
    if (f) return f.body;
  }
  return null;
}

async function png(store: FileStore, url: string, side: number): Promise<Buffer | null> {
  const data = await bytesOf(store, url);
  if (!data) return null;
  try {
    return await sharp(data, { limitInputPixels: 40_000_000 })
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** Pictures by address (as small PNGs). */
export async function documentPictures(
  store: FileStore,
  urls: readonly (string | null)[],
): Promise<Map<string, Buffer>> {
  const todo = [...new Set(urls.filter((u): u is string => !!u))];
  const out = new Map<string, Buffer>();
  for (let i = 0; i < todo.length; i += PARALLEL) {
    const batch = todo.slice(i, i + PARALLEL);
    const got = await Promise.all(batch.map((u) => png(store, u, PIC_SIDE)));
    batch.forEach((u, j) => got[j] && out.set(u, got[j]));
  }
  return out;
}

export const logoPng = (store: FileStore, url: string | null) => (url ? png(store, url, LOGO_SIDE) : Promise.resolve(null)); // prettier-ignore

/**
 * Uploaded pictures: the limits checked from a picture's header before it is decoded (a small compressed file may
 * claim a huge canvas: a decompression bomb), the thumbnail lists load, and the refusals of uploads and file links
 * every area shares (an area's own words — which types it takes, how large a file — stay in its catalogue).
 */
import { messages } from './refusals.ts';

/** The most pixels (width × height) an uploaded picture may have: 40 megapixels. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The longest side an uploaded picture (and so a survey plan) may have, pixels. */
export const IMAGE_MAX_SIDE = 20_000;
/** A thumbnail's longer side, pixels (lists and plan previews). */
export const IMAGE_THUMB_SIDE = 400;
/** How long a signed link to a private file lives at most, seconds (15 minutes). */
export const FILE_LINK_MAX_SECONDS = 15 * 60;

export const UPLOAD_MESSAGES = messages('UPLOAD', {
  tooManyPixels: '图片尺寸过大：不能超过4000万像素，单边不超过20000像素，请缩小后再上传',
  unreadable: '图片无法读取：文件已损坏或不是有效的JPG、PNG图片',
  linkInvalid: '文件链接无效或已过期，请刷新页面后重试',
});

/** The query of a signed link to a private file (the server's files/links.ts makes and checks it). */
export const SIGNED_LINK_QUERY = String.raw`(?:\?e=\d{1,12}&s=[A-Za-z0-9_-]{1,64})?`;

/** Whether a stored file's address (signed or not) names a PDF. */
export function isPdfUrl(url: string): boolean {
  return /\.pdf(?:\?|$)/i.test(url);
}

/**
 * The thumbnail of a stored picture by the picture's address (a signed link stays signed: the signature covers the
 * picture and its thumbnail): `/files/uploads/service/3f…9a.jpg?e=…` → `/files/uploads/service/3f…9a_t.jpg?e=…`.
 * Addresses of other pictures are answered as they are.
 */
export function thumbnailUrl(url: string): string {
  return url.replace(/^(\/(?:static|files)\/[a-z0-9/_-]+\/[0-9a-f]{32})\.(jpg|png)(?=\?|$)/, '$1_t.$2');
}

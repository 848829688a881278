/**
 * Uploads of the content editors: the real type from the first bytes (a .exe renamed .mp4 is refused), 10 MB for
 * pictures and files, 100 MB for videos, a generated name under uploads/content in the file store.
 */
import { CONTENT_MESSAGES, refusal } from '@portal/domain';
import { cleanImage, contentTypeOf, type FileStore, keyFor, storeCleanImage } from '../../files/index.ts';
import { badRequest } from '../../http/errors.ts';
import { noEntry } from '../../http/no-entry.ts';

export type UploadKind = 'image' | 'video' | 'file';

/** The extension of what the bytes really are, or null. */
function sniffExt(b: Buffer): string | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (b.length >= 12 && b.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (b.length >= 5 && b.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04) return 'zip';
  return null;
}

const OFFICE = ['docx', 'xlsx', 'pptx'];

/** Stores an upload of this kind; `name` is the user's file name (it only picks docx/xlsx/pptx/txt apart). */
export async function storeContentUpload(
  store: FileStore,
  kind: UploadKind,
  name: string,
  data: Buffer,
): Promise<string> {
  const ext = sniffExt(data);
  const declared = (name.split('.').pop() ?? '').toLowerCase();
  let out: string | null = null;
  if (kind === 'image') {
    if (ext !== 'jpg' && ext !== 'png') throw badRequest(noEntry(refusal(CONTENT_MESSAGES, 'uploadImageType')));
    out = ext;
  } else if (kind === 'video') {
    if (ext !== 'mp4') throw badRequest(noEntry(refusal(CONTENT_MESSAGES, 'uploadVideoType')));
    out = ext;
  } else if (ext === 'zip') {
    if (!OFFICE.includes(declared)) throw badRequest(noEntry(refusal(CONTENT_MESSAGES, 'uploadFileType')));
    out = declared;
  } else if (ext) {
    out = ext;
  } else if (declared === 'txt' && !data.includes(0) && Buffer.from(data.toString('utf8'), 'utf8').equals(data)) {
    out = 'txt';
  }
  if (!out) throw badRequest(noEntry(refusal(CONTENT_MESSAGES, 'uploadFileType')));
  // Pictures are cleaned (no EXIF, upright, checked whole) and stored with their thumbnail.
  if (out === 'jpg' || out === 'png')
    return (await storeCleanImage(store, 'content', await cleanImage(data, noEntry))).url;
  const key = keyFor('content', out);
  return store.put(key, data, contentTypeOf(key));
}

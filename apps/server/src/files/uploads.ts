/**
 * Storing an upload whose real type (sniffed from its first bytes) is one the caller allows: licences, avatars,
 * photos. Pictures are cleaned first (images.ts: limits from the header, decoded whole, no metadata) and stored with
 * their thumbnail; a PDF is kept as it came.
 */
import type { LICENCE_TYPES, Refusal } from '@portal/domain';
import { badRequest } from '../http/errors.ts';
import { noEntry } from '../http/no-entry.ts';
import { cleanImage, thumbnailKey, type CleanImage } from './images.ts';
import { FILE_KINDS, type FileKind } from './kinds.ts';
import { newKey, type FileStore } from './store.ts';

type UploadType = (typeof LICENCE_TYPES)[number];

/** The file's real type from its first bytes (the declared type is the client's word). */
export function sniffType(head: Buffer): UploadType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (head.length >= 5 && head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

/** A new unguessable key for a kind of file (kinds.ts): `uploads/licence/3f…9a.pdf`. */
export function keyFor(kind: FileKind, ext: string): string {
  return newKey(FILE_KINDS[kind].folder, ext);
}

/** A cleaned picture and its thumbnail stored as a kind; answers its key and URL (and the cleaned picture). */
export async function storeCleanImage(
  store: FileStore,
  kind: FileKind,
  image: CleanImage,
): Promise<{ key: string; url: string }> {
  const key = keyFor(kind, image.ext);
  await store.put(thumbnailKey(key), image.thumbnail, image.type);
  return { key, url: await store.put(key, image.data, image.type) };
}

/**
 * Store an uploaded file whose sniffed type is one of `allowed` as a kind (its folder and class: kinds.ts); a
 * picture is cleaned first (and refused when it is too large or broken). Answers the URL rows keep.
 */
export async function storeUpload(
  store: FileStore,
  kind: FileKind,
  data: Buffer,
  allowed: readonly UploadType[],
  wrongType: Refusal,
): Promise<string> {
  const type = sniffType(data);
  // eslint-disable-next-line refusalsChecked/checked-refusals -- made by the caller's checker (its parameter)
  if (!type || !allowed.includes(type)) throw badRequest(wrongType);
  if (type === 'application/pdf') return store.put(keyFor(kind, 'pdf'), data, type);
  // Unchecked: the uploads of ten routes, most of them plain ones (not entries), come through here.
  return (await storeCleanImage(store, kind, await cleanImage(data, noEntry))).url;
}

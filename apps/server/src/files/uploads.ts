/** Storing an upload whose real type (sniffed from its first bytes) is one the caller allows: licences, avatars. */
import type { LICENCE_TYPES, Refusal } from '@portal/domain';
import { badRequest } from '../http/errors.ts';
import { newKey, type FileStore } from './store.ts';

type UploadType = (typeof LICENCE_TYPES)[number];

const EXT: Record<UploadType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** The file's real type from its first bytes (the declared type is the client's word). */
export function sniffType(head: Buffer): UploadType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (head.length >= 5 && head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

/**
 * Store an uploaded file whose sniffed type is one of `allowed` under uploads/<folder> in the file store (the
 * local store keeps the URLs it always had: /static/uploads/<folder>/<name>).
 */
export async function storeUpload(
  store: FileStore,
  folder: string,
  data: Buffer,
  allowed: readonly UploadType[],
  wrongType: Refusal,
): Promise<string> {
  const type = sniffType(data);
  if (!type || !allowed.includes(type)) throw badRequest(wrongType);
  return store.put(newKey(`uploads/${folder}`, EXT[type]), data, type);
}

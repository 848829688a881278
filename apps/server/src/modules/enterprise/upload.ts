import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ENTERPRISE_MESSAGES, LICENCE_TYPES } from '@portal/domain';
import { badRequest } from '../../http/errors.ts';

const EXT: Record<(typeof LICENCE_TYPES)[number], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** The file's real type from its first bytes (the declared type is the client's word). */
export function sniffType(head: Buffer): (typeof LICENCE_TYPES)[number] | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (head.length >= 5 && head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

/** Store a licence file under staticDir/uploads/licence with an unguessable name; answers its /static URL. */
export function storeLicence(staticDir: string, data: Buffer): Promise<string> {
  return storeUpload(staticDir, 'licence', data, LICENCE_TYPES, ENTERPRISE_MESSAGES.uploadType);
}

/** Store an uploaded file whose sniffed type is one of `allowed` under staticDir/uploads/<folder>. */
export async function storeUpload(
  staticDir: string,
  folder: string,
  data: Buffer,
  allowed: readonly (typeof LICENCE_TYPES)[number][],
  typeMessage: string,
): Promise<string> {
  const type = sniffType(data);
  if (!type || !allowed.includes(type)) throw badRequest(typeMessage);
  const dir = path.join(staticDir, 'uploads', folder);
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${EXT[type]}`;
  await fs.writeFile(path.join(dir, name), data);
  return `/static/uploads/${folder}/${name}`;
}

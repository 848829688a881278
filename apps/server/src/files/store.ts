/**
 * The file store (design guide §2): pictures, licences, avatars and other uploads go through this one interface.
 * A local directory by default (served under /static/, as files always were); an S3-compatible bucket when
 * configured (served by the portal itself under /files/, so browsers never load from an outside address).
 */
import { randomBytes } from 'node:crypto';

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Saves the bytes under key and answers the URL the browser uses for them. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** The bytes under key, or null when there are none. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** The URL of a key (without checking it exists). */
  urlOf(key: string): string;
}

/** Keys are relative paths of lowercase letters, digits, '-', '_' and '.', in folders; never '..' or absolute. */
const KEY_RE = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/;

export function isValidKey(key: string): boolean {
  return key.length <= 200 && KEY_RE.test(key) && !key.split('/').some((p) => p === '..' || p === '.');
}

export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid file key: ${key}`);
}

/** A new unguessable key in a folder: `uploads/licence/3f…9a.pdf`. */
export function newKey(folder: string, ext: string): string {
  const key = `${folder}/${randomBytes(16).toString('hex')}.${ext}`;
  assertKey(key);
  return key;
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  mp4: 'video/mp4',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
};

/** The content type of a key by its extension (application/octet-stream when unknown). */
export function contentTypeOf(key: string): string {
  return TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/**
 * The file store (design guide §2): pictures, licences, avatars and other uploads go through this one interface.
 * A local directory by default (public files served under /static/, as files always were); an S3-compatible bucket
 * when configured (served by the portal itself under /files/, so browsers never load from an outside address).
 * Private kinds (kinds.ts) are kept apart in either and served only under /files/ through a signed link (links.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { isPrivateKey } from './kinds.ts';

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

/** A range that lies outside the file: answered 416 with the file's size. */
export interface Unsatisfiable {
  unsatisfiable: true;
  size: number;
}

/** A byte range asked for (`bytes=500-`, `bytes=-500`, `bytes=0-99`): null start = the last `end` bytes. */
export interface RangeSpec {
  start: number | null;
  end: number | null;
}

/** A file opened for sending: only the bytes asked for are read (`range`, inclusive, or the whole file). */
export interface OpenedFile {
  body: Readable;
  contentType: string;
  size: number;
  range: { start: number; end: number } | null;
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Saves the bytes under key and answers the URL the browser uses for them. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** The bytes under key, or null when there are none. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** The URL of a key (without checking it exists): a private key's is the bare /files/ address (links.ts signs it). */
  urlOf(key: string): string;
  /** The file (or the range of it) as a stream; its size alone when the range lies outside it; null when absent. */
  open(key: string, range: RangeSpec | null): Promise<OpenedFile | Unsatisfiable | null>;
  /**
   * Moves the files of private kinds stored where public files are (before files had classes) to the private
   * place; answers how many moved. Safe to run again and on two instances at once.
   */
  relocatePrivate(): Promise<number>;
}

/** A range resolved against a file's size (inclusive), or null when it lies outside the file. */
export function resolveRange(r: RangeSpec, size: number): { start: number; end: number } | null {
  if (r.start === null) {
    if (r.end === null || r.end === 0 || size === 0) return null;
    return { start: Math.max(0, size - r.end), end: size - 1 };
  }
  const end = r.end === null ? size - 1 : Math.min(r.end, size - 1);
  return r.start < size && r.start <= end ? { start: r.start, end } : null;
}

/** The URL of a key: public keys under the public base, private ones under /files/ (signed when handed out). */
export function urlOfKey(key: string, publicBase: string): string {
  assertKey(key);
  return isPrivateKey(key) ? `/files/${key}` : `${publicBase}/${key}`;
}

/** The key of a store URL (`/static/…` or `/files/…`, any query left off), or null when it is not one. */
export function keyOfUrl(url: string | null | undefined): string | null {
  const m = /^\/(?:static|files)\/([^?#]+)/.exec(url ?? '');
  return m && isValidKey(m[1]!) ? m[1]! : null;
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
  // an e-invoice in GB/T 33190 (a zip with OFD.xml at its root)
  ofd: 'application/ofd',
};

/** The content type of a key by its extension (application/octet-stream when unknown). */
export function contentTypeOf(key: string): string {
  return TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

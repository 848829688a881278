/**
 * Signed links to private files: `/files/<key>?e=<expiry, unix seconds>&s=<HMAC-SHA256 of key and expiry>`, valid
 * 10–15 minutes (the expiry is rounded up to 5 minutes, so a page that reloads a list keeps the same addresses for a
 * while). Rows keep the bare address (`/files/uploads/licence/…`, or `/static/…` from before files had classes);
 * every JSON answer is signed on its way out (signAll): an answer that carries a private file's address was built
 * for someone allowed to see its row. The key is the same on every instance (config.fileSigningSecret, or derived).
 * An address sent back in a form (a licence, feedback pictures, service photos) must carry a signature made in the
 * last day (claim): nobody can attach a file of someone else's by guessing or finding its bare address.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FILE_LINK_MAX_SECONDS } from '@portal/domain';
import { refusal, UPLOAD_MESSAGES, type Refusal } from '@portal/domain';
import type { Config } from '../config.ts';
import { badRequest } from '../http/errors.ts';
import { isPrivateKey, privateFolders } from './kinds.ts';
import { keyOfUrl } from './store.ts';

const ROUND_SECONDS = 5 * 60;
/** A signed address may be sent back in a form for this long after it was given out. */
const CLAIM_SECONDS = 24 * 60 * 60;

export interface FileLinks {
  /** A private file's address signed for the next 10–15 minutes; other addresses as they are. */
  sign(url: string, nowMs?: number): string;
  /** Every bare private-file address in a JSON text, signed. */
  signAll(json: string, nowMs?: number): string;
  /** Whether a request for a private key carries a valid, unexpired signature. */
  verify(key: string, e: unknown, s: unknown, nowMs?: number): boolean;
  /**
   * A file address sent back by a client, as a row keeps it: a private file's must carry a signature made in the
   * last day (else null); other addresses are answered as they are.
   */
  claim(url: string, nowMs?: number): string | null;
}

/** The signature covers the picture and its thumbnail (`…_t.jpg`) alike. */
const baseKey = (key: string) => key.replace(/_t\.(jpg|png)$/, '.$1');

function keyFile(config: Config): Buffer {
  const file = path.join(config.dataDir, 'file-signing.key');
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
}

/**
 * The signing key: FILE_SIGNING_SECRET; else, with a bucket, derived from its secret (every instance has it);
 * else a random key kept in DATA_DIR (the local store serves one instance).
 */
function secretOf(config: Config): Buffer {
  if (config.fileSigningSecret) return Buffer.from(config.fileSigningSecret, 'utf8');
  if (config.fileStore.kind === 's3')
    return createHmac('sha256', config.fileStore.secretAccessKey).update('portal/file-links/v1').digest();
  return keyFile(config);
}

function createFileLinks(secret: Buffer): FileLinks {
  const mac = (key: string, e: number) =>
    createHmac('sha256', secret)
      .update(`${baseKey(key)}\n${e}`)
      .digest('base64url')
      .slice(0, 32);
  const sign = (url: string, nowMs = Date.now()) => {
    const key = keyOfUrl(url);
    if (!key || !isPrivateKey(key)) return url;
    const now = Math.floor(nowMs / 1000);
    const e = Math.floor((now + FILE_LINK_MAX_SECONDS) / ROUND_SECONDS) * ROUND_SECONDS;
    return `/files/${key}?e=${e}&s=${mac(key, e)}`;
  };
  const check = (key: string, e: unknown, s: unknown, notBefore: number, now: number) => {
    if (typeof e !== 'string' || typeof s !== 'string' || !/^\d{1,12}$/.test(e)) return false;
    const exp = Number(e);
    // Expired (for claim: longer ago than a day), or further ahead than any link is made.
    if (exp < notBefore || exp > now + FILE_LINK_MAX_SECONDS) return false;
    const want = Buffer.from(mac(key, exp));
    const given = Buffer.from(s);
    return want.length === given.length && timingSafeEqual(want, given);
  };
  const folders = privateFolders()
    .map((f) => f.replace(/\//g, '\\/'))
    .join('|');
  const bare = new RegExp(`\\/(?:static|files)\\/(?:${folders})\\/[a-z0-9][a-z0-9_./-]*(?=")`, 'g');
  return {
    sign,
    signAll: (json, nowMs = Date.now()) => json.replace(bare, (url) => sign(url, nowMs)),
    verify(key, e, s, nowMs = Date.now()) {
      const now = Math.floor(nowMs / 1000);
      return isPrivateKey(key) && check(key, e, s, now, now);
    },
    claim(url, nowMs = Date.now()) {
      const key = keyOfUrl(url);
      if (!key || !isPrivateKey(key)) return url;
      const q = new URLSearchParams(url.split('?')[1] ?? '');
      const now = Math.floor(nowMs / 1000);
      return check(key, q.get('e') ?? undefined, q.get('s') ?? undefined, now - CLAIM_SECONDS, now)
        ? `/files/${key}`
        : null;
    },
  };
}

const links = new WeakMap<Config, FileLinks>();

/** The signed links of this configuration (made once). */
export function fileLinksFor(config: Config): FileLinks {
  let l = links.get(config);
  if (!l) {
    l = createFileLinks(secretOf(config));
    links.set(config, l);
  }
  return l;
}

/**
 * Addresses sent back by a client, as rows keep them (FileLinks.claim); an unsigned private one is refused (400).
 * `no`: the caller's `listedBy(...)` of the entries it serves, each listing UPLOAD.linkInvalid.
 */
export function claimFiles(
  config: Config,
  urls: readonly string[],
  no: (why: Refusal<'UPLOAD.linkInvalid'>) => Refusal,
): string[] {
  const links = fileLinksFor(config);
  return urls.map((u) => {
    const kept = links.claim(u);
    if (kept === null) throw badRequest(no(refusal(UPLOAD_MESSAGES, 'linkInvalid')));
    return kept;
  });
}

/** The configured file store, one per configuration (the local directory unless S3 is configured). */
import path from 'node:path';
import type { Config } from '../config.ts';
import { LocalFileStore } from './local.ts';
import { S3FileStore } from './s3.ts';
import type { FileStore } from './store.ts';

export { contentTypeOf, isValidKey, keyOfUrl, newKey, type FileStore } from './store.ts';
export { keyFor, sniffType, storeCleanImage, storeUpload } from './uploads.ts';
export { cleanImage, imageRefusal } from './images.ts';
export { FILE_KINDS, isPrivateKey, type FileKind } from './kinds.ts';
export { claimFiles, fileLinksFor } from './links.ts';
export { documentPictures, logoPng } from './document-pictures.ts';

const stores = new WeakMap<Config, FileStore>();

export function createFileStore(config: Config): FileStore {
  const s3 = config.fileStore.kind === 's3' ? config.fileStore : null;
  return s3 ? new S3FileStore(s3) : new LocalFileStore(config.staticDir, path.join(config.dataDir, 'private'));
}

/** The store of this configuration (made once and shared by every module). */
export function fileStoreFor(config: Config): FileStore {
  let s = stores.get(config);
  if (!s) {
    s = createFileStore(config);
    stores.set(config, s);
  }
  return s;
}

/** The configured file store, one per configuration (the local directory unless S3 is configured). */
import type { Config } from '../config.ts';
import { LocalFileStore } from './local.ts';
import { S3FileStore } from './s3.ts';
import type { FileStore } from './store.ts';

export { contentTypeOf, isValidKey, newKey, type FileStore, type StoredFile } from './store.ts';
export { sniffType, storeUpload } from './uploads.ts';

const stores = new WeakMap<Config, FileStore>();

export function createFileStore(config: Config): FileStore {
  const s3 = config.fileStore.kind === 's3' ? config.fileStore : null;
  return s3 ? new S3FileStore(s3) : new LocalFileStore(config.staticDir);
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

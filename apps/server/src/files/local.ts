/** The default file store: a directory (DATA_DIR/static), its files served by the web plugin under /static/. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey, contentTypeOf, type FileStore, type StoredFile } from './store.ts';

export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;

  constructor(
    private readonly root: string,
    private readonly urlBase = '/static',
  ) {}

  private pathOf(key: string): string {
    assertKey(key);
    const p = path.resolve(this.root, key);
    if (!p.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`invalid file key: ${key}`);
    return p;
  }

  /** The type follows the key's extension when read back (contentTypeOf), so it is not stored. */
  async put(key: string, data: Buffer, _contentType?: string): Promise<string> {
    const p = this.pathOf(key);
    await fs.mkdir(path.dirname(p), { recursive: true });
    // Written to a temporary name and renamed: a reader never sees half a file.
    const tmp = `${p}.${process.pid}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, p);
    return this.urlOf(key);
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      return { body: await fs.readFile(this.pathOf(key)), contentType: contentTypeOf(key) };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  urlOf(key: string): string {
    assertKey(key);
    return `${this.urlBase}/${key}`;
  }
}

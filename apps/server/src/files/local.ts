/**
 * The default file store: a directory for public files (DATA_DIR/static, served by the web plugin under /static/)
 * and one beside it for private files (DATA_DIR/private: no static route reaches it; served under /files/ only
 * through a signed link).
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isPrivateKey, privateFolders } from './kinds.ts';
import {
  assertKey,
  contentTypeOf,
  resolveRange,
  urlOfKey,
  type FileStore,
  type OpenedFile,
  type RangeSpec,
  type StoredFile,
  type Unsatisfiable,
} from './store.ts';

const missing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;

  constructor(
    private readonly root: string,
    private readonly privateRoot = path.join(path.dirname(root), 'private'),
    private readonly urlBase = '/static',
  ) {}

  private pathIn(root: string, key: string): string {
    assertKey(key);
    const p = path.resolve(root, key);
    if (!p.startsWith(path.resolve(root) + path.sep)) throw new Error(`invalid file key: ${key}`);
    return p;
  }

  private pathOf(key: string): string {
    return this.pathIn(isPrivateKey(key) ? this.privateRoot : this.root, key);
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

  /** Where the file is: its class's place, or (a private one not moved yet: relocatePrivate) the public directory. */
  private async find(key: string): Promise<{ p: string; size: number } | null> {
    for (const p of isPrivateKey(key) ? [this.pathOf(key), this.pathIn(this.root, key)] : [this.pathOf(key)]) {
      const stat = await fs.stat(p).catch((e: unknown) => {
        if (missing(e)) return null;
        throw e;
      });
      if (stat?.isFile()) return { p, size: stat.size };
    }
    return null;
  }

  async get(key: string): Promise<StoredFile | null> {
    const found = await this.find(key);
    if (!found) return null;
    try {
      return { body: await fs.readFile(found.p), contentType: contentTypeOf(key) };
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  }

  async open(key: string, range: RangeSpec | null): Promise<OpenedFile | Unsatisfiable | null> {
    const found = await this.find(key);
    if (!found) return null;
    const { p, size } = found;
    const r = range ? resolveRange(range, size) : null;
    if (range && !r) return { unsatisfiable: true, size };
    const body = createReadStream(p, r ? { start: r.start, end: r.end } : {});
    return { body, contentType: contentTypeOf(key), size, range: r };
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  urlOf(key: string): string {
    return urlOfKey(key, this.urlBase);
  }

  async relocatePrivate(): Promise<number> {
    let moved = 0;
    for (const folder of privateFolders()) {
      const from = path.join(this.root, folder);
      const entries = await fs.readdir(from, { recursive: true, withFileTypes: true }).catch((e: unknown) => {
        if (missing(e)) return [];
        throw e;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const source = path.join(entry.parentPath, entry.name);
        const target = path.join(this.privateRoot, path.relative(this.root, source));
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.rename(source, target).then(
          () => moved++,
          (e: unknown) => {
            if (!missing(e)) throw e;
          },
        );
      }
    }
    return moved;
  }
}

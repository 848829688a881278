/**
 * The start's data step for file classes: files of private kinds stored before files had classes (in the public
 * directory, or the bucket without the `private/` prefix) move to the private place, once, under a lock. Rows keep
 * their addresses (`/static/uploads/licence/…`): the key is the same, the store finds it in its new place and the
 * answers sign it (links.ts), so the owner's old links keep working and nobody else's do.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import { LOCKS, withAdvisoryLock } from '../db/advisory-lock.ts';
import type { DB } from '../db/schema.ts';
import { fileStoreFor } from './index.ts';

/** Moves them; answers how many moved (0 on every start after the first). */
export function relocatePrivateFiles(db: Kysely<DB>, config: Config): Promise<number> {
  return withAdvisoryLock(db, LOCKS.files, () => fileStoreFor(config).relocatePrivate());
}

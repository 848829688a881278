import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import { LOCKS, withAdvisoryLock } from '../db/advisory-lock.ts';
import type { DB } from '../db/schema.ts';
import { fileStoreFor } from '../files/index.ts';

/**
 * On first start the database is empty: load the demo data (idempotent). Under a lock, so that two instances started
 * together on an empty database seed it once: the second waits, then finds the demo data there.
 */
export async function seedIfEmpty(db: Kysely<DB>, config: Config, log: (m: string) => void): Promise<void> {
  await withAdvisoryLock(db, LOCKS.seed, (conn) => seedOn(conn, config, log));
}

async function seedOn(db: Kysely<DB>, config: Config, log: (m: string) => void): Promise<void> {
  const { seedDemo } = await import('./index.ts');
  const started = Date.now();
  const { seeded } = await seedDemo(db, {
    brandName: config.brandName,
    imagesDir: path.join(config.staticDir, 'products'),
    fileStore: fileStoreFor(config),
    log,
  });
  if (seeded) log(`演示数据已载入（${((Date.now() - started) / 1000).toFixed(1)} 秒）`);
}

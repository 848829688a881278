/**
 * Load the demo data into the database the server uses:
 *   node --import tsx apps/server/src/seed/cli.ts [--reset]      (npm run seed -- --reset)
 * Opens PGlite at DATA_DIR (or PostgreSQL at DATABASE_URL), migrates, seeds, closes.
 * Without --reset an existing demo data set is left alone.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { fileStoreFor } from '../files/index.ts';
import path from 'node:path';
import { seedDemo } from './index.ts';

async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir, poolMax: 2 });
  const log = (msg: string) => console.log(`[seed] ${msg}`);
  try {
    log(`数据库：${database.describe}`);
    const applied = await migrateToLatest(database.db);
    if (applied.length) log(`已执行迁移：${applied.join(', ')}`);
    const { seeded } = await seedDemo(database.db, {
      brandName: config.brandName,
      reset,
      log,
      // The server serves config.staticDir at /static/ (http/web.ts), so pictures are /static/products/*.
      imagesDir: path.join(config.staticDir, 'products'),
      // the same store the server uses (startup.ts): public pictures under /static/, private files apart
      fileStore: fileStoreFor(config),
    });
    if (!seeded) log('未做改动（如需重新载入请加 --reset）');
  } finally {
    await database.close();
  }
}

main().catch((e: unknown) => {
  console.error(`[seed] 失败：${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
});

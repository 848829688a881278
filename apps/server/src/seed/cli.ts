/**
 * Load the demo data into the database the server uses:
 *   node --import tsx apps/server/src/seed/cli.ts [--reset] [--scale N]      (npm run seed -- --reset --scale 10)
 * Opens PGlite at DATA_DIR (or PostgreSQL at DATABASE_URL), migrates, seeds, closes.
 * Without --reset an existing demo data set is left alone. --scale N then grows the catalogue N times over (scale.ts),
 * the dealer network N times over (scale-network.ts) and gives the grown dealers a year of orders (scale-orders.ts).
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { fileStoreFor } from '../files/index.ts';
import path from 'node:path';
import { seedDemo } from './index.ts';
import { scaleNetwork } from './scale-network.ts';
import { scaleOrders } from './scale-orders.ts';
import { scaleCatalogue } from './scale.ts';

function scaleArg(): number {
  const at = process.argv.indexOf('--scale');
  if (at < 0) return 1;
  const n = Number(process.argv[at + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 50) throw new Error('--scale 须为 1 到 50 之间的整数');
  return n;
}

async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const scale = scaleArg();
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
    if (!seeded && scale === 1) log('未做改动（如需重新载入请加 --reset）');
    if (scale > 1) {
      const started = Date.now();
      await scaleCatalogue(database.db, scale, log);
      await scaleNetwork(database.db, scale, log);
      await scaleOrders(database.db, log);
      log(`规模数据 ${scale} 倍完成，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
    }
  } finally {
    await database.close();
  }
}

main().catch((e: unknown) => {
  console.error(`[seed] 失败：${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
});

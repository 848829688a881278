/**
 * `node apps/server/dist/migrate.js` (built from here; `node --import tsx apps/server/src/db/migrate-cli.ts` in a
 * full install): migrate DATABASE_URL's database (under the lock) and exit. It reads only where the database is
 * (DATABASE_URL, else DATA_DIR's embedded one): no payment or SMS setting is needed to migrate.
 */
import { requireSupportedNode } from '../node-version.ts';

requireSupportedNode();
const { databaseSettings } = await import('../config.ts');
const { openDatabase } = await import('./database.ts');
const { migrateToLatest } = await import('./migrate.ts');

const config = databaseSettings();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
try {
  const applied = await migrateToLatest(database.db);
  console.log(
    `[portal] ${applied.length ? `数据库迁移完成：${applied.join(', ')}` : '数据库已是最新'}（${database.describe}）`,
  );
} catch (e) {
  console.error(`[portal] ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}

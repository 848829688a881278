/** `node --import tsx apps/server/src/db/migrate-cli.ts`: migrate DATABASE_URL's database (under the lock) and exit. */
import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const config = loadConfig();
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

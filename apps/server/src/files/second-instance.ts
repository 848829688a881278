/**
 * An instance whose file store differs from this one's, seen on the same database after this one started (one that
 * raced it at start, or an older build that does not check at start: files/store-identity.ts refuses the start
 * otherwise): said in the log, checked every 30 s, said once. Nothing on the embedded database.
 */
import type { Database } from '../db/database.ts';
import { otherInstanceStores } from './store-identity.ts';

const EVERY_MS = 30_000;

/** Starts the watch; answers its stop. */
export function watchOtherStores(database: Database, storeId: string, warn: (msg: string) => void): () => void {
  if (database.driver !== 'postgres') return () => {};
  let said = false;
  const check = async () => {
    if (said) return;
    const others = await otherInstanceStores(database, storeId).catch(() => []);
    if (others.length) {
      said = true;
      warn(
        `同一数据库上有门户实例使用另一个文件存储（${others.join('、')}；本实例 ${storeId}）：` +
          '各实例看不到彼此上传的文件。多实例必须共享同一文件存储（同一 DATA_DIR 或同一 S3_BUCKET），见 docs/deploy.md',
      );
    }
  };
  void check();
  const timer = setInterval(() => void check(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

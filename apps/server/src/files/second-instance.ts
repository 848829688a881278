/**
 * Uploads in the local directory (no S3_BUCKET) are right for one instance only: a file uploaded through one
 * instance is not on the others' disks. This watch says so in the log when it sees another instance on the same
 * PostgreSQL database: every portal process names its connections `portal/<host>/<pid>` (db/database.ts), and
 * pg_stat_activity shows the other names. Checked at start and every 30 s; said once.
 */
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';

const EVERY_MS = 30_000;

export async function countInstances(database: Database): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(distinct application_name)::int as n from pg_stat_activity
     where datname = current_database() and application_name like 'portal/%'`.execute(database.db);
  return rows[0]?.n ?? 1;
}

/** Starts the watch (nothing with S3 or the embedded database); answers its stop. */
export function watchSecondInstance(database: Database, config: Config, warn: (msg: string) => void): () => void {
  if (config.fileStore.kind !== 'local' || database.driver !== 'postgres') return () => {};
  let said = false;
  const check = async () => {
    if (said) return;
    const n = await countInstances(database).catch(() => 1);
    if (n > 1) {
      said = true;
      warn(
        `同一数据库上有 ${n} 个门户实例在运行，而上传文件保存在本机目录 ${config.staticDir}：` +
          '其他实例看不到这里上传的文件。多实例部署请配置 S3_BUCKET（S3 兼容的对象存储），见 docs/deploy.md',
      );
    }
  };
  void check();
  const timer = setInterval(() => void check(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

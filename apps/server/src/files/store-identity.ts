/**
 * Instances on one PostgreSQL database must share one file store: a file uploaded through one instance is served,
 * imported and signed by any other. Each store has an identity — a local directory the id kept in its DATA_DIR
 * (`file-store.id`, made once; instances sharing the directory share it), a bucket the hash of its endpoint, bucket
 * and prefix — which the server puts in its connections' name (`portal/fs-<id>/<host>/<pid>`, db/database.ts). At start
 * an instance whose store differs from that of an instance already running on the database refuses to start
 * (`storeConflict`), so two instances with their own directories (or buckets) never serve half the files each.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';

const ID = /^[0-9a-f]{8}$/;

/** This configuration's file store identity (8 hex digits). */
export function fileStoreId(config: Config): string {
  const s3 = config.fileStore.kind === 's3' ? config.fileStore : null;
  if (s3)
    return createHash('sha256')
      .update(`${s3.endpoint ?? 'aws'}\n${s3.bucket}\n${s3.prefix}`)
      .digest('hex')
      .slice(0, 8);
  const file = path.join(config.dataDir, 'file-store.id');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(4).toString('hex'), { flag: 'wx' }); // the first instance on this directory
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  const id = fs.readFileSync(file, 'utf8').trim();
  if (!ID.test(id)) throw new Error(`${file} 已损坏（应为 8 位十六进制），请与其他实例的同名文件保持一致`);
  return id;
}

/** The connection name of a server instance with this store (what other instances read in pg_stat_activity). */
export const instanceTag = (storeId: string): string => `fs-${storeId}`;

/** The stores of the other server instances now connected to this database (PostgreSQL; none on PGlite). */
export async function otherInstanceStores(database: Database, ownId: string): Promise<string[]> {
  if (database.driver !== 'postgres') return [];
  const { rows } = await sql<{ id: string }>`
    select distinct substring(application_name from '^portal/fs-([0-9a-f]{8})/') as id from pg_stat_activity
     where datname = current_database() and application_name like 'portal/fs-%'`.execute(database.db);
  return rows.map((r) => r.id).filter((id) => id && id !== ownId);
}

/** Why this instance must not start next to the running ones, or null. */
export async function storeConflict(database: Database, config: Config, ownId: string): Promise<string | null> {
  const others = await otherInstanceStores(database, ownId);
  if (!others.length) return null;
  const mine = config.fileStore.kind === 's3' ? `存储桶 ${config.fileStore.bucket}` : `本机目录 ${config.dataDir}`;
  return (
    `同一数据库上已有门户实例使用另一个文件存储（${others.join('、')}），本实例的文件存储是${mine}（${ownId}）：` +
    '多个实例必须共享同一文件存储——同一台主机上的实例使用同一个 DATA_DIR，多台主机配置同一个 S3_BUCKET（见 docs/deploy.md）'
  );
}

import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { LOCKS, withAdvisoryLock } from './advisory-lock.ts';
import { migrations } from './migrations/index.ts';

const provider: MigrationProvider = { getMigrations: async () => migrations };

// Migrations run before the typed schema exists, so they take the database untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Instances started together: one runs the migrations under the lock, the others wait and then find none to run.
  return withAdvisoryLock(db, LOCKS.migrate, (conn) => migrateOn(conn));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function migrateOn(db: Kysely<any>): Promise<string[]> {
  // Migrations are independent and forward-only; a data directory that ran a later one first keeps working.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(
      `数据库迁移失败${failed ? `（${failed.migrationName}）` : ''}: ${String((error as Error).message ?? error)}`,
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { DB } from './db/schema.ts';

/** What every module receives: the database and the configuration. */
export interface AppDeps {
  db: Kysely<DB>;
  database: Database;
  config: Config;
}

import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.ts';

/**
 * The database as one module's queries see it: only the tables it owns (its `tables.ts`). A query of another module's
 * table does not type-check; a module that needs that data asks the owner's index.ts. Both a plain handle and a
 * transaction of the whole database are accepted.
 */
export type Scoped<T extends keyof DB> = Kysely<Pick<DB, T>> | Transaction<Pick<DB, T>>;

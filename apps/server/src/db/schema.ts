/**
 * The database's tables as Kysely types (`DB`, each table's interface, the column helpers): the door every import
 * uses. Written by hand and never changed: what it re-exports is generated from the migrations into ./generated/ by
 * `npm run db:schema` (schema-gen.ts, schema-files.ts; schema.test.ts fails when they differ) and not edited.
 */
export type * from './generated/schema.ts';

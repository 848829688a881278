/**
 * The tables of the rate-limit module (modules/rate-limit/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */

export interface RateLimitTable {
  key: string;
  hits: number;
  expires_at: Date;
}

/**
 * The tables of the favorite module (modules/favorite/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

export interface FavoriteSpuTable {
  id: Id;
  account_id: number;
  spu_id: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

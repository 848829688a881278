/**
 * The tables of the compare module (modules/compare/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

export interface CompareItemTable {
  id: Id;
  account_id: number;
  spu_no: string;
  sku_no: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

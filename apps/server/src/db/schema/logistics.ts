/**
 * The tables of the logistics module (modules/logistics/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

export interface LogisticsTemplateTable {
  id: Id;
  merchant_no: string | null;
  name: string;
  base_fen: number;
  extra_fen: Generated<number>;
  free_over_fen: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface LogisticsTemplateRegionTable {
  id: Id;
  template_id: number;
  province_code: string;
  base_fen: number;
  extra_fen: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/**
 * The tables of the material module (modules/material/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

export interface MaterialCategoryTable {
  id: Id;
  parent_id: number | null;
  name: string;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MaterialFileTable {
  id: Id;
  category_id: number;
  name: string;
  file_type: string;
  file_key: string;
  size_bytes: Generated<number>;
  download_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

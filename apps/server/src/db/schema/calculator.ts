/**
 * The tables of the calculator module (modules/calculator/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

export interface CalculatorUsageTable {
  id: Id;
  type: string;
  count: number;
  account_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/**
 * The tables of the cart module (modules/cart/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

export interface CartItemTable {
  id: Id;
  account_id: number;
  sku_no: string;
  spu_no: string;
  quantity: number;
  checked: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/**
 * The tables of the dealer module (modules/dealer/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

export interface DealerBindingTable {
  id: Id;
  account_id: number;
  buyer_merchant_no: string | null;
  first_merchant_no: string;
  choosing: Generated<boolean>;
  default_status: Generated<boolean>;
  province_code: string | null;
  province_name: string | null;
  city_code: string | null;
  city_name: string | null;
  area_code: string | null;
  area_name: string | null;
  street_code: string | null;
  street_name: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/**
 * The tables of the quotation module (modules/quotation/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns.ts';

export interface QuotationProfileTable {
  account_id: number;
  company_name: string;
  contact_name: Generated<string>;
  phone: Generated<string>;
  address: Generated<string>;
  logo_url: string | null;
  tax_rate: number;
  validity_days: number;
  terms: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

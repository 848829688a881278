/**
 * The tables of the enterprise module (modules/enterprise/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

export interface EnterpriseCertTable {
  id: Id;
  enterprise_no: string;
  account_id: number;
  company_name: string;
  credit_code: string;
  enterprise_type: number;
  licence_url: string;
  contact_name: string;
  contact_phone: string;
  province_code: string;
  province_name: string;
  city_code: string;
  city_name: string;
  area_code: string;
  area_name: string;
  address: string;
  status: Generated<number>;
  reject_reason: string | null;
  reviewer_account_id: number | null;
  reviewed_at: Date | null;
  merchant_no: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  licence_valid_until: string | null;
}

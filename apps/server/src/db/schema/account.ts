/**
 * The tables of the account module (modules/account/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

export interface AccountTable {
  id: Id;
  account_no: string;
  phone: string;
  password_hash: string | null;
  nickname: string | null;
  avatar_url: string | null;
  is_sales: Generated<boolean>;
  person_auth_status: Generated<number>;
  engineer: Generated<boolean>;
  engineer_status: Generated<number>;
  survey_permission: Generated<boolean>;
  current_merchant_no: string | null;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MerchantTable {
  id: Id;
  merchant_no: string;
  enterprise_no: string | null;
  enterprise_type: number;
  company_name: string;
  credit_code: string | null;
  auth_status: Generated<number>;
  audit_status: Generated<number>;
  member_level: Generated<number>;
  province_code: string | null;
  province_name: string | null;
  city_code: string | null;
  city_name: string | null;
  area_code: string | null;
  area_name: string | null;
  address: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  latitude: number | null;
  longitude: number | null;
  business_scope: string | null;
  status: Generated<number>;
  smb: Generated<boolean>;
  is_bd: Generated<boolean>;
  has_store: Generated<boolean>;
  store_type: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  street_code: string | null;
  street_name: string | null;
  valid_until: string | null;
}

export interface MerchantMemberTable {
  id: Id;
  account_id: number;
  merchant_no: string;
  employee: Generated<boolean>;
  employee_type: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MerchantGroupBindTable {
  id: Id;
  merchant_no: string;
  title: string;
  tag_name: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AuthTokenTable {
  id: Id;
  token_hash: string;
  account_id: number;
  expires_at: Date;
  revoked_at: Date | null;
  user_agent: string | null;
  ip: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface LoginFailureTable {
  id: Id;
  login: string;
  ip: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  account_id: number | null;
  cleared: Generated<boolean>;
}

export interface QrLoginTable {
  id: Id;
  code_hash: string;
  status: Generated<'waiting' | 'confirmed' | 'consumed'>;
  account_id: number | null;
  expires_at: Date;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

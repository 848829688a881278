import type { ColumnType, Generated } from 'kysely';

/** Timestamps the database fills in. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<number>;

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
  verification_status: Generated<number>;
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
  will_freeze: Generated<boolean>;
  smb: Generated<boolean>;
  is_bd: Generated<boolean>;
  has_store: Generated<boolean>;
  store_type: number | null;
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

export interface MerchantMemberTable {
  id: Id;
  account_id: number;
  merchant_no: string;
  employee: Generated<boolean>;
  employee_type: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

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

export interface SolutionIndustryTable {
  id: number;
  name: string;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DB {
  account: AccountTable;
  merchant: MerchantTable;
  merchant_group_bind: MerchantGroupBindTable;
  merchant_member: MerchantMemberTable;
  dealer_binding: DealerBindingTable;
  auth_token: AuthTokenTable;
  solution_industry: SolutionIndustryTable;
}

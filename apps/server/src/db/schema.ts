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

/** jsonb: read as parsed JSON, written as a JSON string (both drivers cast text to jsonb). */
export type JsonObject = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
type Jsonb<T = JsonObject> = ColumnType<T, string | undefined, string>;

export interface BrandTable {
  id: Id;
  name: string;
  model_prefix: string | null;
  is_own: Generated<boolean>;
  logo_url: string | null;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CategoryTable {
  id: Id;
  parent_id: number | null;
  name: string;
  sort: Generated<number>;
  data_id: string | null;
  separate_category: Generated<boolean>;
  icon_url: string | null;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CategoryAttrTable {
  id: Id;
  category_id: number;
  /** The key of the value in sku.attrs. */
  attr_key: string;
  attr_name: string;
  unit: string | null;
  value_type: Generated<'text' | 'number'>;
  filterable: Generated<boolean>;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SpuTable {
  id: Id;
  spu_no: string;
  spu_name: string;
  brand_id: number | null;
  brand_name: string | null;
  first_category_id: number | null;
  second_category_id: number | null;
  /** 0 normal (own catalogue), 1 self-defined, 2 software. */
  sku_type: Generated<number>;
  sku_sale_type: Generated<'经销' | '非经' | '自定义'>;
  /** 0 ACTIVE, 1 DEACTIVE. */
  status: Generated<number>;
  /** Bit flags: 1 new, 2 hot, 4 recommended. */
  labels: Generated<number>;
  spu_desc: string | null;
  model_remark: string | null;
  pic_url: string | null;
  min_price_fen: number | null;
  listed_at: Date | null;
  times_used: Generated<number>;
  search_text: Generated<string>;
  /** Characters and bigrams of search_text (generated; migration 0003). */
  search_grams: ColumnType<string[], never, never>;
  private_tenant: string | null;
  owner_account_id: number | null;
  /** 1 inventory system, 0 private. */
  source: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SkuTable {
  id: Id;
  sku_no: string;
  spu_id: number;
  sku_name: string;
  model: string;
  sku_desc: string | null;
  unit: Generated<string>;
  /** null = no price. */
  price_fen: number | null;
  wholesale_price_fen: number | null;
  market_price_fen: number | null;
  stock: Generated<number>;
  status: Generated<number>;
  pic_url: string | null;
  main_pics: ColumnType<string[], string[] | undefined, string[]>;
  attrs: Jsonb;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SkuAttrTable {
  sku_id: number;
  attr_id: number;
  value_text: string;
  value_num: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SpuAttachmentTable {
  id: Id;
  spu_id: number;
  /** 7 = colour brochure. */
  file_type: number;
  file_title: string;
  file_url: string;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SkuAccessoryTable {
  id: Id;
  sku_id: number;
  accessory_sku_id: number;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SuitTable {
  id: Id;
  suit_no: string;
  name: string;
  suit_desc: string | null;
  price_fen: number | null;
  status: Generated<number>;
  pic_url: string | null;
  category_id: number | null;
  times_used: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SuitItemTable {
  id: Id;
  suit_id: number;
  sku_id: number;
  quantity: number;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CalculatorUsageTable {
  id: Id;
  type: string;
  count: number;
  account_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SearchHotWordTable {
  id: Id;
  location: Generated<number>;
  word: string;
  status: Generated<number>;
  link_type: Generated<number>;
  link_url: string | null;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SearchKeywordTable {
  id: Id;
  location: Generated<number>;
  keyword: string;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CompareItemTable {
  id: Id;
  account_id: number;
  spu_no: string;
  sku_no: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface FavoriteSpuTable {
  id: Id;
  account_id: number;
  spu_id: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MatchListItemTable {
  id: Id;
  account_id: number;
  spu_no: string;
  sku_no: string;
  price_fen: number | null;
  quantity: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface BehaviourEventTable {
  id: Id;
  account_id: number | null;
  terminal_type: number;
  event_id: string;
  content_id: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DesignListItemTable {
  id: Id;
  account_id: number;
  spu_no: string;
  sku_no: string;
  sku_type: Generated<number>;
  price_fen: number | null;
  rate_bp: Generated<number>;
  rate_price_fen: Generated<number>;
  quantity: number;
  amount_fen: Generated<number>;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DesignOrderTable {
  id: Id;
  order_no: string;
  account_id: number;
  name: string;
  remark: Generated<string>;
  scene_id: number | null;
  scene_name: string | null;
  order_type: number | null;
  group_id: number | null;
  group_name: string | null;
  member_account_no: string | null;
  member_account_name: string | null;
  member_account_phone: string | null;
  member_account_remark: string | null;
  amount_fen: Generated<number>;
  original_fen: Generated<number>;
  preferential_fen: Generated<number>;
  status: Generated<number>;
  exported_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DesignOrderLineTable {
  id: Id;
  order_id: number;
  sort: Generated<number>;
  spu_no: string;
  sku_no: string;
  spu_name: string;
  sku_name: string;
  model: string;
  category_name: string | null;
  brand_name: string | null;
  pic_url: string | null;
  sku_type: Generated<number>;
  price_fen: number | null;
  rate_bp: number;
  rate_price_fen: number;
  quantity: number;
  amount_fen: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SmsCodeTable {
  id: Id;
  phone: string;
  purpose: 'login' | 'register' | 'reset' | 'changePhone';
  code_hash: string;
  expires_at: Date;
  attempts: Generated<number>;
  used_at: Date | null;
  ip: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SmsOutboxTable {
  id: Id;
  phone: string;
  content: string;
  provider: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface LoginFailureTable {
  id: Id;
  login: string;
  ip: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

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
  /** 0 pending, 1 approved, 2 rejected. */
  status: Generated<number>;
  reject_reason: string | null;
  reviewer_account_id: number | null;
  reviewed_at: Date | null;
  merchant_no: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DesignRequirementTable {
  id: Id;
  account_id: number | null;
  identity: number;
  contact: string;
  phone: string;
  company_name: Generated<string>;
  budget_range_code: string;
  budget_name: string;
  scene_id: number;
  scene_name: string;
  category_ids: number[];
  category_names: string;
  province_code: string;
  province_name: string;
  city_code: string;
  city_name: string;
  area_code: string;
  area_name: string;
  remark: string;
  client_source: Generated<number>;
  entrance_type: Generated<number>;
  requirement_type_id: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProtocolTable {
  id: Id;
  code: number;
  version: number;
  protocol_name: string;
  protocol_url: string;
  kind: Generated<'sign' | 'safety'>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProtocolSignTable {
  id: Id;
  account_id: number;
  protocol_id: number;
  /** 1 disagree, 2 later, 3 agree. */
  action: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AccountNoticeTable {
  id: Id;
  account_id: number;
  kind: 'repeatName' | 'waitingShare' | 'priceChange';
  payload: string;
  done_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
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

export interface DB {
  account: AccountTable;
  merchant: MerchantTable;
  merchant_group_bind: MerchantGroupBindTable;
  merchant_member: MerchantMemberTable;
  dealer_binding: DealerBindingTable;
  auth_token: AuthTokenTable;
  sms_code: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  login_failure: LoginFailureTable;
  enterprise_cert: EnterpriseCertTable;
  protocol: ProtocolTable;
  protocol_sign: ProtocolSignTable;
  account_notice: AccountNoticeTable;
  qr_login: QrLoginTable;
  solution_industry: SolutionIndustryTable;
  brand: BrandTable;
  category: CategoryTable;
  category_attr: CategoryAttrTable;
  spu: SpuTable;
  sku: SkuTable;
  sku_attr: SkuAttrTable;
  spu_attachment: SpuAttachmentTable;
  sku_accessory: SkuAccessoryTable;
  suit: SuitTable;
  suit_item: SuitItemTable;
  calculator_usage: CalculatorUsageTable;
  search_hot_word: SearchHotWordTable;
  search_keyword: SearchKeywordTable;
  compare_item: CompareItemTable;
  favorite_spu: FavoriteSpuTable;
  match_list_item: MatchListItemTable;
  behaviour_event: BehaviourEventTable;
  design_list_item: DesignListItemTable;
  design_order: DesignOrderTable;
  design_order_line: DesignOrderLineTable;
  design_requirement: DesignRequirementTable;
}

/**
 * The database's tables as Kysely types. Generated from the migrations by `npm run db:schema`
 * (src/db/schema-gen.ts); do not edit: add a migration and run it again (schema.test.ts checks the two agree).
 */
import type { ColumnType, Generated } from 'kysely';

/** Timestamps the database fills in. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<number>;

/** jsonb: read as parsed JSON, written as a JSON string (both drivers cast text to jsonb). */
export type JsonObject = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
type Jsonb<T = JsonObject> = ColumnType<T, string | undefined, string>;

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

export interface AccountNoticeTable {
  id: Id;
  account_id: number;
  kind: 'repeatName' | 'priceChange';
  payload: string;
  done_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AddressTable {
  id: Id;
  account_id: number;
  province_code: string;
  province_name: string;
  city_code: string;
  city_name: string;
  area_code: string;
  area_name: string;
  street_code: string | null;
  street_name: string | null;
  detail_address: string;
  contact_name: string;
  contact_phone: string;
  is_default: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AfterSaleTable {
  id: Id;
  after_sale_no: string;
  order_no: string;
  line_no: number;
  account_id: number;
  shop_merchant_no: string;
  shop_name: string;
  kind: 'return' | 'exchange' | 'repair';
  state: Generated<
    'applied' | 'accepted' | 'refused' | 'cancelled' | 'shippedBack' | 'received' | 'refunded' | 'resent' | 'closed'
  >;
  reason_code: string;
  reason_text: Generated<string>;
  quantity: number;
  sku_no: string;
  sku_name: string;
  spu_name: string;
  model: string;
  pic_url: string | null;
  pictures: Jsonb;
  refuse_reason: string | null;
  back_carrier: string | null;
  back_tracking_no: string | null;
  out_carrier: string | null;
  out_tracking_no: string | null;
  refund_fen: number | null;
  refund_no: string | null;
  refund_claimed_until: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AfterSaleLineTable {
  order_no: string;
  line_no: number;
  quantity: number;
  held: Generated<number>;
  refunded_units: Generated<number>;
}

export interface AfterSaleStepTable {
  id: Id;
  after_sale_id: number;
  event: string;
  state: string;
  by_side: 'buyer' | 'seller';
  note: Generated<string>;
  created_at: CreatedAt;
}

export interface AigcFeedbackTable {
  id: Id;
  session_id: number;
  account_id: number;
  rating: number;
  text: Generated<string>;
  created_at: CreatedAt;
}

export interface AigcRendererTable {
  instance: string;
  seen_at: Generated<Date>;
}

export interface AigcScriptTable {
  id: Id;
  account_id: number;
  session_id: number | null;
  title: string;
  content: string;
  sku_nos: ColumnType<string[], string[] | undefined, string[]>;
  scene: Generated<string>;
  style: Generated<string>;
  length_seconds: Generated<number>;
  provider: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AigcSessionTable {
  id: Id;
  account_id: number;
  sku_nos: string[];
  scene: string;
  style: string;
  length_seconds: number;
  show_price: Generated<boolean>;
  note: Generated<string>;
  provider: string | null;
  content: string | null;
  created_at: CreatedAt;
}

export interface AigcVideoTable {
  id: Id;
  account_id: number;
  script_id: number | null;
  title: string;
  shots: Jsonb;
  status: Generated<number>;
  progress: Generated<number>;
  attempts: Generated<number>;
  lease_until: Date | null;
  file_key: string | null;
  bytes: Generated<number>;
  duration_ms: Generated<number>;
  width: Generated<number>;
  height: Generated<number>;
  voice: Generated<boolean>;
  captions: Generated<boolean>;
  error: string | null;
  created_at: CreatedAt;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface AuditLogTable {
  id: Id;
  actor_account_id: number | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before: Jsonb | null;
  after: Jsonb | null;
  ip: string | null;
  created_at: CreatedAt;
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

export interface BehaviourEventTable {
  id: Id;
  account_id: number | null;
  terminal_type: number;
  event_id: string;
  content_id: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

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

export interface CalculatorUsageTable {
  id: Id;
  type: string;
  count: number;
  account_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

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

export interface CatalogueVersionTable {
  id: number;
  version: Generated<number>;
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
  attr_key: string;
  attr_name: string;
  unit: string | null;
  value_type: Generated<'text' | 'number'>;
  filterable: Generated<boolean>;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ClueTable {
  id: Id;
  account_id: number | null;
  name: string;
  phone: string;
  company: Generated<string>;
  demand: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CommentLikeTable {
  account_id: number;
  comment_id: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CommentReportTable {
  id: Id;
  comment_id: number;
  account_id: number;
  reason: string;
  status: Generated<number>;
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

export interface ContentTable {
  id: Id;
  type: number;
  category_id: number | null;
  industry_id: number | null;
  title: string;
  summary: Generated<string>;
  cover_url: string | null;
  body_html: Generated<string>;
  video_url: string | null;
  poster_url: string | null;
  duration_seconds: number | null;
  status: Generated<number>;
  hot: Generated<boolean>;
  sort: Generated<number>;
  view_count: Generated<number>;
  like_count: Generated<number>;
  favorite_count: Generated<number>;
  comment_count: Generated<number>;
  author_account_id: number | null;
  published_at: Date | null;
  search_grams: ColumnType<string[] | null, never, never>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ContentAttachmentTable {
  id: Id;
  content_id: number;
  name: string;
  url: string;
  file_type: string;
  size_bytes: Generated<number>;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ContentCategoryTable {
  id: Id;
  type: number;
  code: string;
  name: string;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ContentCommentTable {
  id: Id;
  content_id: number;
  account_id: number;
  body: string;
  status: Generated<number>;
  like_count: Generated<number>;
  report_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ContentFavoriteTable {
  account_id: number;
  content_id: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ContentLikeTable {
  account_id: number;
  content_id: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CouponTable {
  id: Id;
  coupon_no: string;
  name: string;
  kind: number;
  amount_off_fen: number | null;
  rate: number | null;
  max_off_fen: number | null;
  threshold_fen: Generated<number>;
  scope_type: Generated<number>;
  scope_ids: ColumnType<string[], string[] | undefined, string[]>;
  valid_from: Date;
  valid_to: Date;
  per_user_limit: Generated<number>;
  total_quantity: number;
  claimed_count: Generated<number>;
  merchant_no: string | null;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CreditAccountTable {
  id: Id;
  account_id: number;
  balance: Generated<number>;
  earned_total: Generated<number>;
  spent_total: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CreditExchangeTable {
  id: Id;
  exchange_no: string;
  account_id: number;
  spu_id: number;
  spu_no: string;
  name: string;
  pic_url: string;
  quantity: number;
  unit_credits: number;
  unit_cash_fen: number;
  credits: number;
  cash_fen: number;
  status: number;
  address: Jsonb;
  remark: Generated<string>;
  idempotency_key: string;
  request_hash: string;
  expires_at: Date | null;
  paid_at: Date | null;
  pay_channel: string | null;
  payment_no: string | null;
  shipped_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CreditLedgerTable {
  id: Id;
  account_id: number;
  delta: number;
  ref_type: 'order' | 'exchange' | 'refund' | 'opening' | 'afterSale';
  ref_no: string;
  remark: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CreditSpuTable {
  id: Id;
  spu_no: string;
  name: string;
  description: Generated<string>;
  pic_url: string;
  credits: number;
  cash_fen: Generated<number>;
  total_stock: number;
  exchanged: Generated<number>;
  status: Generated<number>;
  sort: Generated<number>;
  created_by: number | null;
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

export interface DealerSkuPriceTable {
  id: Id;
  first_merchant_no: string;
  sku_no: string;
  price_fen: number;
  gold_price_fen: number | null;
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
  plan_quantity: Generated<number>;
  origin: 'wiring' | 'topology' | 'mount' | null;
  derived_quantity: Generated<number>;
}

export interface DesignPointTable {
  id: Id;
  order_id: number;
  scene_id: number | null;
  sku_no: string;
  label: Generated<string>;
  x_px: number | null;
  y_px: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  survey_scene_id: number | null;
  azimuth_deg: Generated<number>;
  mount_height_mm: Generated<number>;
  tilt_deg: Generated<number>;
  lens_mm: number | null;
  mount_sku_no: string | null;
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

export interface FavoriteSpuTable {
  id: Id;
  account_id: number;
  spu_id: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface FeedbackTable {
  id: Id;
  account_id: number;
  type: number;
  body: string;
  pictures: ColumnType<string[], string[] | undefined, string[]>;
  contact: Generated<string>;
  terminal: Generated<number>;
  status: Generated<number>;
  answer: string | null;
  answered_by: number | null;
  answered_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ImportJobTable {
  id: Id;
  kind: string;
  status: Generated<'queued' | 'checking' | 'checked' | 'applyQueued' | 'applying' | 'applied' | 'failed'>;
  file_key: string | null;
  file_name: string | null;
  source: Generated<'upload' | 'api'>;
  integration_key_id: number | null;
  created_by: number | null;
  ip: string | null;
  row_total: Generated<number>;
  row_done: Generated<number>;
  problem_count: Generated<number>;
  report: Jsonb | null;
  summary: Jsonb | null;
  error: string | null;
  claimed_at: Date | null;
  finished_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface IntegrationKeyTable {
  id: Id;
  name: string;
  key_prefix: string;
  key_hash: string;
  created_by: number | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface InvitationTable {
  id: Id;
  account_id: number;
  phone: string;
  kind: 'staff' | 'dealerOwner';
  code_hash: string;
  attempts: Generated<number>;
  status: Generated<'pending' | 'accepted' | 'revoked'>;
  invited_by: number | null;
  expires_at: Date;
  accepted_at: Date | null;
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

export interface MallOrderTable {
  id: Id;
  order_no: string;
  account_id: number;
  buyer_merchant_no: string | null;
  shop_merchant_no: string;
  shop_name: string;
  status: Generated<number>;
  goods_fen: number;
  freight_fen: Generated<number>;
  discount_fen: Generated<number>;
  pay_fen: number;
  user_coupon_no: string | null;
  address: Jsonb;
  remark: Generated<string>;
  idempotency_key: string;
  request_hash: string;
  order_type: Generated<number>;
  expires_at: Date;
  paid_at: Date | null;
  pay_channel: string | null;
  payment_no: string | null;
  shipped_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MallOrderLineTable {
  id: Id;
  order_id: number;
  line_no: number;
  sku_no: string;
  spu_no: string;
  sku_name: string;
  spu_name: string;
  model: string;
  pic_url: string | null;
  price_fen: number;
  quantity: number;
  amount_fen: number;
  discount_fen: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MallOrderParcelTable {
  id: Id;
  order_id: number;
  seq: number;
  carrier: string;
  tracking_no: string;
  shipped_at: Date;
  created_at: CreatedAt;
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

export interface MessageTable {
  id: Id;
  account_id: number;
  kind: string;
  category: 'order' | 'notice' | 'service';
  title: string;
  body: string;
  link: Generated<string>;
  dedupe_key: string;
  read_at: Date | null;
  created_at: CreatedAt;
}

export interface PaymentTable {
  id: Id;
  payment_no: string;
  payable_kind: string;
  payable_no: string;
  account_id: number;
  channel: 'wechat' | 'alipay' | 'wallet';
  amount_fen: number;
  subject: string;
  status: Generated<number>;
  expires_at: Date;
  code_url: string | null;
  channel_trade_no: string | null;
  paid_at: Date | null;
  refund_reason: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  refunded_fen: Generated<number>;
}

export interface PaymentNotificationTable {
  id: Id;
  channel: string;
  notify_id: string;
  payment_no: string;
  channel_trade_no: string | null;
  amount_fen: number;
  trade_state: string;
  outcome: 'paid' | 'to_refund' | 'settled';
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PaymentNotifyRejectionTable {
  id: Id;
  channel: string;
  reason: string;
  payment_no: string | null;
  notify_id: string | null;
  remote_addr: string | null;
  detail: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PaymentRefundTable {
  id: Id;
  refund_no: string;
  payment_no: string;
  channel: string;
  amount_fen: number;
  reason: string;
  status: Generated<number>;
  channel_refund_id: string | null;
  requested_by: number | null;
  failure: string | null;
  succeeded_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PaymentRefundNotificationTable {
  id: Id;
  channel: string;
  notify_id: string;
  refund_no: string;
  refund_status: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PlacementTable {
  id: Id;
  location: number;
  title: string;
  pic_url: string;
  link_url: string;
  sort: Generated<number>;
  start_at: Date;
  end_at: Date;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PricingGroupTable {
  id: Id;
  merchant_no: string;
  group_name: string;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PricingGroupMemberTable {
  id: Id;
  group_id: number;
  merchant_no: string;
  account_id: number;
  name: string;
  phone: Generated<string>;
  remark: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PromotionActivityTable {
  id: Id;
  activity_no: string;
  title: string;
  kind: number;
  start_at: Date;
  end_at: Date;
  abandoned: Generated<boolean>;
  per_user_limit: number;
  total_limit: number;
  used: Generated<number>;
  coupon_stackable: Generated<boolean>;
  threshold_fen: number | null;
  off_fen: number | null;
  gift_sku_no: string | null;
  gift_name: string | null;
  gift_price_fen: number | null;
  gift_buy_quantity: number | null;
  gift_quantity: number | null;
  gift_stock: Generated<number>;
  gift_given: Generated<number>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PromotionBuyerTable {
  activity_id: number;
  account_id: number;
  bought: number;
  updated_at: UpdatedAt;
}

export interface PromotionItemTable {
  activity_id: number;
  sku_no: string;
  promo_fen: number | null;
  sort: Generated<number>;
}

export interface PromotionShopTable {
  activity_id: number;
  merchant_no: string;
}

export interface PromotionUseTable {
  id: Id;
  order_no: string;
  activity_id: number;
  account_id: number;
  sku_no: string;
  quantity: number;
  saved_fen: number;
  text: string;
  gift_quantity: Generated<number>;
  released_at: Date | null;
  created_at: CreatedAt;
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
  action: number;
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

export interface RateLimitTable {
  key: string;
  hits: number;
  expires_at: Date;
}

export interface SandboxKeyTable {
  name: string;
  keys: Jsonb;
  created_at: CreatedAt;
}

export interface SandboxRefundTable {
  id: Id;
  channel: 'wechat' | 'alipay';
  merchant_id: string;
  out_trade_no: string;
  out_refund_no: string;
  amount_fen: number;
  refund_id: string;
  notify_url: string | null;
  notify_due_at: Date | null;
  notify_done_at: Date | null;
  notify_attempts: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SandboxTradeTable {
  id: Id;
  channel: 'wechat' | 'alipay';
  merchant_id: string;
  app_id: string;
  out_trade_no: string;
  amount_fen: number;
  subject: string;
  notify_url: string;
  request_digest: string;
  scan_token: string;
  code_url: string;
  status: Generated<number>;
  transaction_id: string | null;
  time_expire: Date;
  paid_at: Date | null;
  notify_attempts: Generated<number>;
  notify_due_at: Date | null;
  notify_done_at: Date | null;
  notify_last_error: string | null;
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

export interface SearchSynonymTable {
  id: Id;
  words: string[];
  excludes: ColumnType<string[], string[] | undefined, string[]>;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SeckillActivityTable {
  id: Id;
  activity_no: string;
  p_type: number;
  kind: number;
  sku_no: string | null;
  suit_no: string | null;
  spu_no: string;
  title: string;
  pic_url: string | null;
  items: Jsonb<unknown[]>;
  origin_price_fen: number;
  seckill_price_fen: number;
  stock: number;
  remaining: number;
  per_user_limit: number;
  start_at: Date;
  end_at: Date;
  abandoned_at: Date | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SeckillActivityShopTable {
  activity_id: number;
  merchant_no: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SeckillBuyerTable {
  activity_id: number;
  account_id: number;
  bought: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SeckillFollowTable {
  activity_id: number;
  account_id: number;
  created_at: CreatedAt;
  notified_at: Date | null;
}

export interface SeckillOrderTable {
  id: Id;
  order_no: string;
  activity_id: number;
  account_id: number;
  quantity: number;
  released_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ServiceDeviceTable {
  serial: string;
  product_line: string;
  model: string;
  warranty_months: number | null;
  shipped_at: Date;
  account_id: number | null;
  source: 'order' | 'import' | 'seed';
  source_no: string | null;
  created_at: CreatedAt;
}

export interface ServiceEngineerTable {
  id: Id;
  outlet_id: number;
  name: string;
  phone: string;
  active: Generated<boolean>;
}

export interface ServiceOrderTable {
  id: Id;
  order_no: string;
  account_id: number;
  service_type: string;
  status: number;
  serial: string | null;
  model: string | null;
  under_warranty: Generated<boolean>;
  fault_type: string | null;
  fields: Jsonb;
  remark: Generated<string>;
  address: Jsonb;
  province_code: string;
  slot_date: string;
  slot: string;
  price_fen: number;
  paid_fen: Generated<number>;
  payment_no: string | null;
  pay_channel: string | null;
  paid_at: Date | null;
  outlet_id: number | null;
  engineer_id: number | null;
  parts: Jsonb;
  final_fen: number | null;
  refund_fen: Generated<number>;
  supplement_fen: Generated<number>;
  supplement_payment_no: string | null;
  supplement_paid_at: Date | null;
  photos: Jsonb;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  pay_until: Date | null;
  expired: Generated<boolean>;
  allocation_type: Generated<number>;
}

export interface ServiceOrderStepTable {
  id: Id;
  order_no: string;
  status: number;
  note: Generated<string>;
  at: Generated<Date>;
}

export interface ServiceOutletTable {
  id: Id;
  name: string;
  province_code: string;
  province_name: string;
  city_name: string;
  address: string;
  phone: string;
  longitude: number;
  latitude: number;
  active: Generated<boolean>;
}

export interface ServicePriceRuleTable {
  id: Id;
  service_type: string;
  province_code: string | null;
  price_fen: number;
}

export interface ServiceRefundTable {
  id: Id;
  order_no: string;
  purpose: 'cancel' | 'settle';
  amount_fen: number;
  reason: string;
  refund_no: string;
  state: Generated<'pending' | 'done' | 'manual'>;
  attempts: Generated<number>;
  next_at: Generated<Date>;
  last_error: string | null;
  done_at: Date | null;
  created_at: CreatedAt;
}

export interface ServiceShareLinkTable {
  secret_hash: string;
  order_no: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface SkuTable {
  id: Id;
  sku_no: string;
  spu_id: number;
  sku_name: string;
  model: string;
  sku_desc: string | null;
  unit: Generated<string>;
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

export interface SkuAccessoryTable {
  id: Id;
  sku_id: number;
  accessory_sku_id: number;
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

export interface SmsBudgetTable {
  hour: Date;
  used: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SmsChallengeTable {
  id: string;
  answer_x: number;
  ip: string | null;
  expires_at: Date;
  used_at: Date | null;
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
  delivered: Generated<boolean>;
}

export interface SmsOutboxTable {
  id: Id;
  phone: string;
  content: string;
  provider: string;
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

export interface SolutionProductTable {
  content_id: number;
  sku_no: string;
  quantity: number;
  sort: Generated<number>;
  created_at: CreatedAt;
}

export interface SpuTable {
  id: Id;
  spu_no: string;
  spu_name: string;
  brand_id: number | null;
  brand_name: string | null;
  first_category_id: number | null;
  second_category_id: number | null;
  sku_type: Generated<number>;
  sku_sale_type: Generated<'经销' | '非经' | '自定义'>;
  status: Generated<number>;
  labels: Generated<number>;
  spu_desc: string | null;
  model_remark: string | null;
  pic_url: string | null;
  min_price_fen: number | null;
  listed_at: Date | null;
  times_used: Generated<number>;
  search_text: Generated<string>;
  private_tenant: string | null;
  owner_account_id: number | null;
  source: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  search_grams: ColumnType<string[], never, never>;
  min_wholesale_price_fen: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SpuAttachmentTable {
  id: Id;
  spu_id: number;
  file_type: number;
  file_title: string;
  file_url: string;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SpuDealerMinPriceTable {
  first_merchant_no: ColumnType<string, never, never>;
  spu_id: ColumnType<number, never, never>;
  min_price_fen: ColumnType<number | null, never, never>;
  min_gold_price_fen: ColumnType<number | null, never, never>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, never>;
}

export interface StaticPageTable {
  code: string;
  title: string;
  body_html: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface StockMovementTable {
  id: Id;
  sku_no: string;
  order_no: string;
  delta: number;
  reason: 'order' | 'cancel' | 'expire';
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

export interface SurveyCableRunTable {
  id: Id;
  scene_id: number;
  order_id: number;
  run_id: string;
  device_id: string;
  from_label: string;
  well_id: string;
  to_label: string;
  horizontal_m: number;
  vertical_m: number;
  installed_m: number;
  purchased_m: number;
  over_90m: boolean;
  path: Jsonb;
  created_at: CreatedAt;
}

export interface SurveyGuideTable {
  account_id: number;
  guide: string;
  seen_at: Generated<Date>;
}

export interface SurveyHiddenProductTable {
  order_id: number;
  sku_no: string;
  created_at: CreatedAt;
}

export interface SurveyJobTable {
  id: Id;
  account_id: number;
  order_id: number;
  scene_id: number | null;
  kind: 'pdf' | 'xlsx' | 'dxf' | 'walls';
  status: Generated<'pending' | 'running' | 'done' | 'failed' | 'ended'>;
  progress: Generated<number>;
  attempts: Generated<number>;
  leased_until: Date | null;
  file_url: string | null;
  result: Jsonb | null;
  error: string | null;
  score: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SurveySceneTable {
  id: Id;
  order_id: number;
  account_id: number;
  name: string;
  sort: Generated<number>;
  plan_url: string | null;
  plan_width: number | null;
  plan_height: number | null;
  plan: Jsonb | null;
  revision: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SurveyServicerTable {
  order_id: number;
  account_id: number;
  role: 'survey' | 'install' | 'both';
  company: Generated<string>;
  contact_name: string;
  phone: string;
  planned_date: string | null;
  note: Generated<string>;
  updated_at: UpdatedAt;
}

export interface SurveyTopologyTable {
  id: Id;
  order_id: number;
  account_id: number;
  name: string;
  recording_days: number;
  topology: Jsonb;
  layout: Jsonb;
  created_at: CreatedAt;
}

export interface SurveyTopologyStateTable {
  order_id: number;
  recording_days: number;
  stale: string | null;
  updated_at: UpdatedAt;
}

export interface SurveyWiringTable {
  scene_id: number;
  order_id: number;
  slack_percent: number;
  allowance_m: number;
  stale: string | null;
  updated_at: UpdatedAt;
}

export interface UserCouponTable {
  id: Id;
  user_coupon_no: string;
  coupon_id: number;
  account_id: number;
  claim_seq: number;
  status: Generated<number>;
  used_order_no: string | null;
  used_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface WalletAccountTable {
  account_id: number;
  balance_fen: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface WalletLedgerTable {
  id: Id;
  account_id: number;
  kind: 'topup' | 'pay' | 'refund';
  delta_fen: number;
  balance_after_fen: number;
  payment_no: string | null;
  remark: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  refund_no: string | null;
}

export interface DB {
  account: AccountTable;
  account_notice: AccountNoticeTable;
  address: AddressTable;
  after_sale: AfterSaleTable;
  after_sale_line: AfterSaleLineTable;
  after_sale_step: AfterSaleStepTable;
  aigc_feedback: AigcFeedbackTable;
  aigc_renderer: AigcRendererTable;
  aigc_script: AigcScriptTable;
  aigc_session: AigcSessionTable;
  aigc_video: AigcVideoTable;
  audit_log: AuditLogTable;
  auth_token: AuthTokenTable;
  behaviour_event: BehaviourEventTable;
  brand: BrandTable;
  calculator_usage: CalculatorUsageTable;
  cart_item: CartItemTable;
  catalogue_version: CatalogueVersionTable;
  category: CategoryTable;
  category_attr: CategoryAttrTable;
  clue: ClueTable;
  comment_like: CommentLikeTable;
  comment_report: CommentReportTable;
  compare_item: CompareItemTable;
  content: ContentTable;
  content_attachment: ContentAttachmentTable;
  content_category: ContentCategoryTable;
  content_comment: ContentCommentTable;
  content_favorite: ContentFavoriteTable;
  content_like: ContentLikeTable;
  coupon: CouponTable;
  credit_account: CreditAccountTable;
  credit_exchange: CreditExchangeTable;
  credit_ledger: CreditLedgerTable;
  credit_spu: CreditSpuTable;
  dealer_binding: DealerBindingTable;
  dealer_sku_price: DealerSkuPriceTable;
  design_list_item: DesignListItemTable;
  design_order: DesignOrderTable;
  design_order_line: DesignOrderLineTable;
  design_point: DesignPointTable;
  design_requirement: DesignRequirementTable;
  enterprise_cert: EnterpriseCertTable;
  favorite_spu: FavoriteSpuTable;
  feedback: FeedbackTable;
  import_job: ImportJobTable;
  integration_key: IntegrationKeyTable;
  invitation: InvitationTable;
  login_failure: LoginFailureTable;
  logistics_template: LogisticsTemplateTable;
  logistics_template_region: LogisticsTemplateRegionTable;
  mall_order: MallOrderTable;
  mall_order_line: MallOrderLineTable;
  mall_order_parcel: MallOrderParcelTable;
  match_list_item: MatchListItemTable;
  material_category: MaterialCategoryTable;
  material_file: MaterialFileTable;
  merchant: MerchantTable;
  merchant_group_bind: MerchantGroupBindTable;
  merchant_member: MerchantMemberTable;
  message: MessageTable;
  payment: PaymentTable;
  payment_notification: PaymentNotificationTable;
  payment_notify_rejection: PaymentNotifyRejectionTable;
  payment_refund: PaymentRefundTable;
  payment_refund_notification: PaymentRefundNotificationTable;
  placement: PlacementTable;
  pricing_group: PricingGroupTable;
  pricing_group_member: PricingGroupMemberTable;
  promotion_activity: PromotionActivityTable;
  promotion_buyer: PromotionBuyerTable;
  promotion_item: PromotionItemTable;
  promotion_shop: PromotionShopTable;
  promotion_use: PromotionUseTable;
  protocol: ProtocolTable;
  protocol_sign: ProtocolSignTable;
  qr_login: QrLoginTable;
  quotation_profile: QuotationProfileTable;
  rate_limit: RateLimitTable;
  sandbox_key: SandboxKeyTable;
  sandbox_refund: SandboxRefundTable;
  sandbox_trade: SandboxTradeTable;
  search_hot_word: SearchHotWordTable;
  search_keyword: SearchKeywordTable;
  search_synonym: SearchSynonymTable;
  seckill_activity: SeckillActivityTable;
  seckill_activity_shop: SeckillActivityShopTable;
  seckill_buyer: SeckillBuyerTable;
  seckill_follow: SeckillFollowTable;
  seckill_order: SeckillOrderTable;
  service_device: ServiceDeviceTable;
  service_engineer: ServiceEngineerTable;
  service_order: ServiceOrderTable;
  service_order_step: ServiceOrderStepTable;
  service_outlet: ServiceOutletTable;
  service_price_rule: ServicePriceRuleTable;
  service_refund: ServiceRefundTable;
  service_share_link: ServiceShareLinkTable;
  sku: SkuTable;
  sku_accessory: SkuAccessoryTable;
  sku_attr: SkuAttrTable;
  sms_budget: SmsBudgetTable;
  sms_challenge: SmsChallengeTable;
  sms_code: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  solution_industry: SolutionIndustryTable;
  solution_product: SolutionProductTable;
  spu: SpuTable;
  spu_attachment: SpuAttachmentTable;
  spu_dealer_min_price: SpuDealerMinPriceTable;
  static_page: StaticPageTable;
  stock_movement: StockMovementTable;
  suit: SuitTable;
  suit_item: SuitItemTable;
  survey_cable_run: SurveyCableRunTable;
  survey_guide: SurveyGuideTable;
  survey_hidden_product: SurveyHiddenProductTable;
  survey_job: SurveyJobTable;
  survey_scene: SurveySceneTable;
  survey_servicer: SurveyServicerTable;
  survey_topology: SurveyTopologyTable;
  survey_topology_state: SurveyTopologyStateTable;
  survey_wiring: SurveyWiringTable;
  user_coupon: UserCouponTable;
  wallet_account: WalletAccountTable;
  wallet_ledger: WalletLedgerTable;
}

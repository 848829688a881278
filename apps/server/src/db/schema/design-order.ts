/**
 * The tables of the design-order module (modules/design-order/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

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

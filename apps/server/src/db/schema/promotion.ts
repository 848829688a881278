/**
 * The tables of the promotion module (modules/promotion/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

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

export interface PromotionBuyerTable {
  activity_id: number;
  account_id: number;
  bought: number;
  updated_at: UpdatedAt;
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

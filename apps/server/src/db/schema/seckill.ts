/**
 * The tables of the seckill module (modules/seckill/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { CreatedAt, Id, Jsonb, UpdatedAt } from './columns.ts';

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

export interface SeckillFollowTable {
  activity_id: number;
  account_id: number;
  created_at: CreatedAt;
  notified_at: Date | null;
}

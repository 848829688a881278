/**
 * The tables of the order module (modules/order/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, Jsonb, UpdatedAt } from './columns.ts';

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

export interface StockMovementTable {
  id: Id;
  sku_no: string;
  order_no: string;
  delta: number;
  reason: 'order' | 'cancel' | 'expire';
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

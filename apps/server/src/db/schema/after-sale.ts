/**
 * The tables of the after-sale module (modules/after-sale/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, Jsonb, UpdatedAt } from './columns.ts';

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

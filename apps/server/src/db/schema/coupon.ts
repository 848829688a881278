/**
 * The tables of the coupon module (modules/coupon/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

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

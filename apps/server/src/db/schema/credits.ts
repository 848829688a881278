/**
 * The tables of the credits module (modules/credits/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, Jsonb, UpdatedAt } from './columns.ts';

export interface CreditAccountTable {
  id: Id;
  account_id: number;
  balance: Generated<number>;
  earned_total: Generated<number>;
  spent_total: Generated<number>;
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

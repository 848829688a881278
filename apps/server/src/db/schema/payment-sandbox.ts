/**
 * The tables of the payment-sandbox module (modules/payment-sandbox/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, Jsonb, UpdatedAt } from './columns.ts';

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

export interface SandboxKeyTable {
  name: string;
  keys: Jsonb;
  created_at: CreatedAt;
}

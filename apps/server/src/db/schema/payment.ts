/**
 * The tables of the payment module (modules/payment/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

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

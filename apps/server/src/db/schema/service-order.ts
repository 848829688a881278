/**
 * The tables of the service-order module (modules/service-order/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, Jsonb, UpdatedAt } from './columns.ts';

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

export interface ServiceEngineerTable {
  id: Id;
  outlet_id: number;
  name: string;
  phone: string;
  active: Generated<boolean>;
}

export interface ServicePriceRuleTable {
  id: Id;
  service_type: string;
  province_code: string | null;
  price_fen: number;
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

export interface ServiceShareLinkTable {
  secret_hash: string;
  order_no: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
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

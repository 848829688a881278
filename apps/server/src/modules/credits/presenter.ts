/** Rows of the credits tables as the API answers them. */
import {
  addressSnapshotOf,
  CREDIT_REF_LABEL,
  creditsAvailable,
  maskPhone,
  type CreditExchange,
  type CreditLedgerEntry,
  type CreditRefType,
  type CreditSpu,
  type ManageCreditExchange,
  type ManageCreditSpu,
} from '@portal/domain';
import type { ExchangeRow, SpuRow } from './queries.ts';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

export function toSpu(r: SpuRow): CreditSpu {
  return {
    spuNo: r.spu_no,
    name: r.name,
    description: r.description,
    picUrl: r.pic_url,
    credits: r.credits,
    cashFen: r.cash_fen,
    stock: creditsAvailable({ stock: r.total_stock, exchanged: r.exchanged }),
    exchanged: r.exchanged,
    onShelf: r.status === 0,
  };
}

export function toManageSpu(r: SpuRow): ManageCreditSpu {
  return { ...toSpu(r), totalStock: r.total_stock, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at) };
}

export function toExchange(r: ExchangeRow): CreditExchange {
  return {
    exchangeNo: r.exchange_no,
    spuNo: r.spu_no,
    name: r.name,
    picUrl: r.pic_url,
    quantity: r.quantity,
    unitCredits: r.unit_credits,
    unitCashFen: r.unit_cash_fen,
    credits: r.credits,
    cashFen: r.cash_fen,
    status: r.status,
    address: addressSnapshotOf(r.address),
    remark: r.remark,
    createdAt: iso(r.created_at),
    expiresAt: isoOrNull(r.expires_at),
    paidAt: isoOrNull(r.paid_at),
    payChannel: r.pay_channel,
    shippedAt: isoOrNull(r.shipped_at),
    cancelledAt: isoOrNull(r.cancelled_at),
    cancelReason: r.cancel_reason,
  };
}

export function toManageExchange(r: ExchangeRow & { buyer_phone: string }): ManageCreditExchange {
  return { ...toExchange(r), buyerPhone: maskPhone(r.buyer_phone) };
}

export function toLedger(r: {
  id: number;
  delta: number;
  ref_type: CreditRefType;
  ref_no: string;
  remark: string;
  created_at: Date;
}): CreditLedgerEntry {
  return {
    id: Number(r.id),
    delta: r.delta,
    refType: r.ref_type,
    refLabel: CREDIT_REF_LABEL[r.ref_type] ?? r.ref_type,
    refNo: r.ref_no,
    remark: r.remark,
    createdAt: iso(r.created_at),
  };
}

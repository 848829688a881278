/** Service orders as the API answers them. */
import {
  SERVICE_REFUND_PURPOSE_LABEL,
  SERVICE_REFUND_STATE_LABEL,
  SERVICE_SLOTS,
  SERVICE_STATUS_LABEL,
  allocationOf,
  USER_CANCELLABLE,
  addressText,
  serviceTypeOf,
  type AddressSnapshot,
  type ServiceOrderView,
  type ServicePart,
  type ServiceStatus,
} from '@portal/domain';
import type * as q from './queries.ts';

type Step = Awaited<ReturnType<typeof q.stepsOf>>[number];
type Refund = Awaited<ReturnType<typeof q.refundsOf>>[number];
export interface Names {
  outlets: Map<number, string>;
  engineers: Map<number, { name: string; phone: string }>;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A date column as the drivers give it: text, or a Date at local midnight. */
const day = (d: Date | string) =>
  typeof d === 'string' ? d.slice(0, 10) : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export function toView(
  o: q.OrderRow,
  steps: readonly Step[],
  refunds: readonly Refund[],
  names: Names,
): ServiceOrderView {
  const status = o.status as ServiceStatus;
  const a = o.address as unknown as AddressSnapshot;
  const eng = o.engineer_id !== null ? names.engineers.get(Number(o.engineer_id)) : undefined;
  const due = status === 1 ? o.price_fen - o.paid_fen : 0;
  return {
    orderNo: o.order_no,
    serviceType: o.service_type,
    typeLabel: serviceTypeOf(o.service_type)?.label ?? o.service_type,
    status,
    statusText: SERVICE_STATUS_LABEL[status],
    serial: o.serial,
    model: o.model,
    underWarranty: o.under_warranty,
    faultType: o.fault_type,
    fields: o.fields as unknown as Record<string, string>,
    remark: o.remark,
    addressText: addressText(a),
    contactName: a.contactName,
    contactPhone: a.contactPhone,
    provinceCode: o.province_code,
    slotDate: day(o.slot_date as unknown as Date | string),
    slotLabel: SERVICE_SLOTS.find((s) => s.key === o.slot)?.label ?? o.slot,
    priceFen: o.price_fen,
    paidFen: o.paid_fen,
    dueFen: Math.max(0, due),
    payChannel: o.pay_channel,
    outletName: o.outlet_id !== null ? (names.outlets.get(Number(o.outlet_id)) ?? null) : null,
    engineerName: eng?.name ?? null,
    engineerPhone: eng?.phone ?? null,
    parts: o.parts as unknown as ServicePart[],
    finalFen: o.final_fen,
    refundFen: o.refund_fen,
    supplementFen: o.supplement_fen,
    supplementPaid: o.supplement_paid_at !== null,
    photos: o.photos as unknown as string[],
    steps: steps
      .filter((s) => s.order_no === o.order_no)
      .map((s) => ({
        status: s.status,
        label: SERVICE_STATUS_LABEL[s.status as ServiceStatus] ?? String(s.status),
        note: s.note,
        at: new Date(s.at).toISOString(),
      })),
    cancellable: USER_CANCELLABLE.includes(status),
    payUntil: due > 0 && o.pay_until ? new Date(o.pay_until).toISOString() : null,
    expired: o.expired,
    allocationType: o.allocation_type,
    allocationLabel: allocationOf(o.allocation_type)?.label ?? String(o.allocation_type),
    refunds: refunds
      .filter((r) => r.order_no === o.order_no)
      .map((r) => ({
        purpose: r.purpose,
        purposeText: SERVICE_REFUND_PURPOSE_LABEL[r.purpose],
        amountFen: r.amount_fen,
        state: r.state,
        stateText: SERVICE_REFUND_STATE_LABEL[r.state],
      })),
    createdAt: new Date(o.created_at).toISOString(),
  };
}

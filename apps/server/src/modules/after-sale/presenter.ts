/** After-sale rows → the API's shape, for the buyer or the selling dealer (its moves for that side). */
import {
  AFTER_SALE_EVENT_LABEL,
  AFTER_SALE_KIND_LABEL,
  AFTER_SALE_STATE_LABEL,
  afterSaleActions,
  afterSaleReasonLabel,
  carrierOf,
  type AfterSaleEvent,
  type AfterSaleSide,
  type AfterSaleView,
} from '@portal/domain';
import type { AfterSaleRow, StepRow } from './queries.ts';

const parcel = (carrier: string | null, trackingNo: string | null) =>
  carrier && trackingNo ? { carrier, carrierName: carrierOf(carrier)?.name ?? carrier, trackingNo } : null;

export function toView(r: AfterSaleRow, steps: readonly StepRow[], side: AfterSaleSide | null): AfterSaleView {
  const pictures = Array.isArray(r.pictures) ? (r.pictures as unknown[]).map(String) : [];
  return {
    afterSaleNo: r.after_sale_no,
    orderNo: r.order_no,
    lineNo: r.line_no,
    kind: r.kind,
    kindText: AFTER_SALE_KIND_LABEL[r.kind],
    state: r.state,
    stateText: AFTER_SALE_STATE_LABEL[r.state],
    reasonCode: r.reason_code,
    reasonText: r.reason_text,
    reasonLabel: afterSaleReasonLabel(r.reason_code),
    quantity: r.quantity,
    skuName: r.sku_name,
    spuName: r.spu_name,
    model: r.model,
    picUrl: r.pic_url,
    pictures,
    shopName: r.shop_name,
    refundFen: r.refund_fen,
    refundNo: r.refund_no,
    backParcel: parcel(r.back_carrier, r.back_tracking_no),
    outParcel: parcel(r.out_carrier, r.out_tracking_no),
    refuseReason: r.refuse_reason,
    refundFailure: r.state === 'refundFailed' ? r.refund_failure : null,
    refundAttempts: r.refund_attempts,
    refundRetryAt: r.state === 'refundFailed' && r.refund_retry_at ? new Date(r.refund_retry_at).toISOString() : null,
    actions: side ? afterSaleActions(r.state, r.kind, side) : [],
    steps: steps
      .filter((s) => s.after_sale_id === Number(r.id))
      .map((s) => ({
        event: s.event,
        label: AFTER_SALE_EVENT_LABEL[s.event as AfterSaleEvent | 'apply'] ?? s.event,
        state: s.state as AfterSaleView['state'],
        by: s.by_side,
        note: s.note,
        at: new Date(s.created_at).toISOString(),
      })),
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** One coupon as a ticket: the face ('减50元' / '8.5折') and condition on the left, name, scope and window beside. */
import { couponConditionText, couponFaceText, COUPON_SCOPE_LABEL, type CouponScope } from '@portal/domain';
import type { ReactNode } from 'react';
import { dateText } from '../../components/order-time.ts';
import '../../styles/buying.css';
import '../../styles/buying-phone.css';

export interface TicketFace {
  couponNo: string;
  name: string;
  kind: number;
  amountOffFen: number | null;
  rate: number | null;
  maxOffFen: number | null;
  thresholdFen: number;
  scopeType: number;
  scopeText: string;
  validFrom: string;
  validTo: string;
}

export function CouponTicket({ face, off, action }: { face: TicketFace; off?: boolean; action?: ReactNode }) {
  const scope = COUPON_SCOPE_LABEL[face.scopeType as CouponScope] ?? '';
  return (
    <div className={`coupon-ticket${off ? ' off' : ''}`} data-testid="coupon-ticket" data-coupon-no={face.couponNo}>
      <div className="coupon-ticket-value">
        <b>{couponFaceText(face)}</b>
        <span>{couponConditionText(face)}</span>
      </div>
      <div className="coupon-ticket-body">
        <div className="coupon-ticket-name">{face.name}</div>
        <div className="buy-muted" title={face.scopeText || scope}>
          {face.scopeText && face.scopeText !== scope ? `${scope}：${face.scopeText}` : scope}
        </div>
        <div className="coupon-ticket-foot">
          <span>
            {dateText(face.validFrom)} 至 {dateText(face.validTo)}
          </span>
          {action}
        </div>
      </div>
    </div>
  );
}

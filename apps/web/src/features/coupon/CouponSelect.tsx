/**
 * The coupon choice of the settlement: usable coupons first (best first, as the server sorts them) with what
 * they take off, then the unusable ones greyed with the reason; '不使用优惠券' clears the choice.
 */
import { couponConditionText, couponFaceText, formatPriceFen, type CouponOption } from '@portal/domain';
import { Select } from 'antd';
import { usableFirst } from './coupon-order.ts';
import '../../styles/buying.css';
import '../../styles/buying-phone.css';

const NONE = '__none__';

export function CouponSelect(props: {
  coupons: readonly CouponOption[];
  value: string | null;
  loading?: boolean;
  onChange(userCouponNo: string | null): void;
}) {
  const list = usableFirst(props.coupons);
  const usable = list.filter((c) => c.usable).length;
  return (
    <div>
      <div className="buy-muted" style={{ marginBottom: 8 }}>
        {list.length ? `可用 ${usable} 张，不可用 ${list.length - usable} 张` : '暂无可用优惠券'}
      </div>
      <Select<string>
        style={{ width: 520, maxWidth: '100%' }}
        aria-label="选择优惠券"
        data-testid="coupon-select"
        value={props.value ?? NONE}
        loading={props.loading}
        onChange={(v) => props.onChange(v === NONE ? null : v)}
        options={[
          { value: NONE, label: '不使用优惠券' },
          ...list.map((c) => ({
            value: c.userCouponNo,
            disabled: !c.usable,
            label: (
              <span className="coupon-option">
                <span>
                  {c.name}（{couponFaceText(c)}，{couponConditionText(c)}）
                  {c.usable ? null : <span className="reason"> {c.reason}</span>}
                </span>
                {c.usable ? <span className="buy-price">-{formatPriceFen(c.discountFen)}</span> : null}
              </span>
            ),
          })),
        ]}
      />
    </div>
  );
}

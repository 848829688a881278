/** An order's lines and amounts, as the buyer's and the shop's order details both show them. */
import { ORDER_STATUS, formatPriceFen, type OrderPromotion } from '@portal/domain';
import { LineItemsTable, type LineItem } from './LineItemsTable.tsx';

interface OrderLine extends LineItem {
  discountFen: number;
  amountFen: number;
}

export interface OrderAmounts {
  status: number;
  lines: OrderLine[];
  goodsFen: number;
  freightFen: number;
  discountFen: number;
  payFen: number;
  /** The promotions the order's lines got (and their gifts). */
  promotions?: OrderPromotion[] | undefined;
}

export function OrderLinesSection({ order: o }: { order: OrderAmounts }) {
  const due = o.status === ORDER_STATUS.UNPAID || o.status === ORDER_STATUS.CANCELLED;
  const byLine = new Map((o.promotions ?? []).map((p) => [p.skuNo, p]));
  const lines = o.lines.map((l) => ({ ...l, promotion: byLine.get(l.skuNo) ?? null }));
  return (
    <section className="settle-section">
      <LineItemsTable
        lines={lines}
        widths={{ price: 120, quantity: 80, subtotal: 130 }}
        discountOf={(l) => l.discountFen}
        subtotal={(l) => formatPriceFen(l.amountFen)}
      />
      {o.promotions?.length ? (
        <div className="order-promotions" data-testid="order-promotions" style={{ marginTop: 12 }}>
          {o.promotions.map((p) => (
            <div key={p.skuNo}>
              促销活动：{p.title}（{p.text}），{p.quantity}件，优惠 {formatPriceFen(p.savedFen)}
              {p.giftName ? `，赠送 ${p.giftName} × ${p.giftQuantity}` : ''}
            </div>
          ))}
        </div>
      ) : null}
      <div className="settle-totals" style={{ marginTop: 16 }} data-testid="order-amounts">
        <span>商品金额：</span>
        <span>{formatPriceFen(o.goodsFen)}</span>
        <span>运费：</span>
        <span>{formatPriceFen(o.freightFen)}</span>
        <span>优惠抵扣：</span>
        <span>-{formatPriceFen(o.discountFen)}</span>
        <span>{due ? '应付金额：' : '实付金额：'}</span>
        <span className="buy-price pay">{formatPriceFen(o.payFen)}</span>
      </div>
    </section>
  );
}

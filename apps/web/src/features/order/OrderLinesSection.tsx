/** An order's lines and amounts, as the buyer's and the shop's order details both show them. */
import { ORDER_STATUS, formatPriceFen } from '@portal/domain';
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
}

export function OrderLinesSection({ order: o }: { order: OrderAmounts }) {
  const due = o.status === ORDER_STATUS.UNPAID || o.status === ORDER_STATUS.CANCELLED;
  return (
    <section className="settle-section">
      <LineItemsTable
        lines={o.lines}
        widths={{ price: 120, quantity: 80, subtotal: 130 }}
        discountOf={(l) => l.discountFen}
        subtotal={(l) => formatPriceFen(l.amountFen)}
      />
      <div className="settle-totals" style={{ marginTop: 16 }} data-testid="order-amounts">
        <span>商品金额：</span>
        <span>{formatPriceFen(o.goodsFen)}</span>
        <span>运费：</span>
        <span>{formatPriceFen(o.freightFen)}</span>
        <span>优惠券抵扣：</span>
        <span>-{formatPriceFen(o.discountFen)}</span>
        <span>{due ? '应付金额：' : '实付金额：'}</span>
        <span className="buy-price pay">{formatPriceFen(o.payFen)}</span>
      </div>
    </section>
  );
}

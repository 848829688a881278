/** An order's lines and amounts, as the buyer's and the shop's order details both show them. */
import { ORDER_STATUS, formatPriceFen } from '@portal/domain';
import { Table } from 'antd';
import { Thumb } from '../cart/Thumb.tsx';

interface OrderLine {
  skuNo: string;
  skuName: string;
  model: string;
  picUrl: string | null;
  priceFen: number;
  quantity: number;
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
      <Table
        rowKey="skuNo"
        size="middle"
        pagination={false}
        dataSource={o.lines}
        columns={[
          {
            title: '商品',
            render: (_, l) => (
              <span className="line-name">
                <Thumb src={l.picUrl} alt={l.skuName} size={56} />
                <span className="line-name-text">
                  <div title={l.skuName}>{l.skuName}</div>
                  <div className="buy-muted">型号：{l.model}</div>
                </span>
              </span>
            ),
          },
          { title: '单价', width: 120, align: 'right', render: (_, l) => formatPriceFen(l.priceFen) },
          { title: '数量', width: 80, align: 'right', dataIndex: 'quantity' },
          {
            title: '优惠',
            width: 120,
            align: 'right',
            render: (_, l) => (l.discountFen ? `-${formatPriceFen(l.discountFen)}` : '-'),
          },
          { title: '小计', width: 130, align: 'right', render: (_, l) => formatPriceFen(l.amountFen) },
        ]}
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

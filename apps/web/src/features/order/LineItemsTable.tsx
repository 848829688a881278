/**
 * A table of bought lines — picture, name and model; unit price; quantity; optionally the discount and a subtotal —
 * as the order details, the pre-settlement and the flash sale (its suite list and its confirmation) show them.
 */
import { formatPriceFen } from '@portal/domain';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { usePhone } from '../../components/usePhone.ts';
import { Thumb } from '../cart/index.ts';

export interface LineItem {
  skuNo: string;
  skuName: string;
  model: string;
  picUrl: string | null;
  priceFen: number;
  quantity: number;
  /** The promotion the line got (pre-settlement), shown under its model. */
  promotion?: { title: string; text: string } | null | undefined;
  /** Why units are at the normal price when a promotion's limit is reached and the line got none. */
  limitNote?: string | null | undefined;
}

export interface LineItemsTableProps<L extends LineItem> {
  lines: L[];
  size?: 'small' | 'middle';
  /** The picture's side in pixels. */
  thumb?: number;
  /** The class of the model line under the name. */
  mutedClass?: string;
  widths?: { price?: number; quantity?: number; subtotal?: number };
  quantityTitle?: string;
  /** Shows the 优惠 column: a line's discount in fen ('-' for none). */
  discountOf?: (line: L) => number;
  /** Shows the 小计 column. */
  subtotal?: (line: L) => ReactNode;
  summary?: TableProps<L>['summary'];
}

export function LineItemsTable<L extends LineItem>({
  lines,
  size = 'middle',
  thumb = 56,
  mutedClass = 'buy-muted',
  widths = {},
  quantityTitle = '数量',
  discountOf,
  subtotal,
  summary,
}: LineItemsTableProps<L>) {
  // A phone: the price and quantity under the name, the subtotal beside it (two columns fit 390 px).
  const phone = usePhone();
  const columns: TableColumnsType<L> = [
    {
      title: '商品',
      render: (_, l) => (
        <span className="line-name">
          <Thumb src={l.picUrl} alt={l.skuName} size={thumb} />
          <span className="line-name-text">
            <div title={l.skuName}>{l.skuName}</div>
            <div className={mutedClass}>型号：{l.model}</div>
            {l.promotion ? (
              <div className="line-promotion" data-testid="line-promotion">
                促销：{l.promotion.title} · {l.promotion.text}
              </div>
            ) : l.limitNote ? (
              <div className="line-promotion" data-testid="line-limit-note">
                {l.limitNote}
              </div>
            ) : null}
            {phone ? (
              <div className={mutedClass} data-testid="line-price-quantity">
                {formatPriceFen(l.priceFen)} × {l.quantity}
                {discountOf?.(l) ? `，优惠 -${formatPriceFen(discountOf(l))}` : ''}
              </div>
            ) : null}
          </span>
        </span>
      ),
    },
  ];
  if (!phone) {
    columns.push(
      { title: '单价', width: widths.price ?? 130, align: 'right', render: (_, l) => formatPriceFen(l.priceFen) },
      { title: quantityTitle, width: widths.quantity ?? 90, align: 'right', dataIndex: 'quantity' },
    );
  }
  if (discountOf && !phone) {
    columns.push({
      title: '优惠',
      width: 120,
      align: 'right',
      render: (_, l) => (discountOf(l) ? `-${formatPriceFen(discountOf(l))}` : '-'),
    });
  }
  if (subtotal) {
    columns.push({
      title: '小计',
      width: phone ? 96 : (widths.subtotal ?? 140),
      align: 'right',
      render: (_, l) => subtotal(l),
    });
  }
  return (
    <Table<L>
      rowKey="skuNo"
      size={phone ? 'small' : size}
      pagination={false}
      dataSource={lines}
      columns={columns}
      {...(summary ? { summary } : {})}
    />
  );
}

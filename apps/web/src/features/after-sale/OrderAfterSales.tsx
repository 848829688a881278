/**
 * 售后 on both order pages: for the buyer, each delivered line with 申请售后 (units still free, kinds still in
 * window); for both sides, the order's requests with their timelines and the moves the viewer may make.
 */
import { type AfterSaleLine } from '@portal/domain';
import { Button, List } from 'antd';
import { useState } from 'react';
import { AfterSaleCard } from './AfterSaleCard.tsx';
import { ApplyDialog } from './ApplyDialog.tsx';
import { useOrderAfterSales } from './queries.ts';

export function OrderAfterSales({ orderNo, delivered }: { orderNo: string; delivered: boolean }) {
  const data = useOrderAfterSales(orderNo, delivered).data;
  const [applying, setApplying] = useState<AfterSaleLine | null>(null);
  if (!delivered || !data) return null;
  const lines = data.lines.filter((l) => l.available > 0 && l.kinds.length > 0);
  if (!lines.length && !data.list.length) return null;
  return (
    <section className="settle-section" data-testid="order-after-sales">
      <h3>售后</h3>
      {lines.length ? (
        <List
          size="small"
          dataSource={lines}
          style={{ marginBottom: 12 }}
          renderItem={(l) => (
            <List.Item
              data-testid="after-sale-line"
              actions={[
                <Button key="apply" onClick={() => setApplying(l)} data-testid="after-sale-apply">
                  申请售后
                </Button>,
              ]}
            >
              {l.skuName}（{l.model}），已购 {l.quantity} 件，可申请 {l.available} 件
            </List.Item>
          )}
        />
      ) : null}
      {data.list.map((a) => (
        <AfterSaleCard key={a.afterSaleNo} item={a} />
      ))}
      {applying ? <ApplyDialog orderNo={orderNo} line={applying} onClose={() => setApplying(null)} /> : null}
    </section>
  );
}

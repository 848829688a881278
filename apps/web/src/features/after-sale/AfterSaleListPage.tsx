/** /memberStore/afterSale: the buyer's requests, newest first, each with its timeline and the buyer's moves. */
import { DEFAULT_PAGE_SIZE } from '@portal/domain';
import { Empty, Pagination, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { pager } from '../../components/pagination.ts';
import { AfterSaleCard } from './AfterSaleCard.tsx';
import { useMyAfterSales } from './queries.ts';
import '../../styles/buying.css';
import '../../styles/buying-phone.css';

export const orderDetailPath = (orderNo: string) =>
  `/memberStore/purchaseOrders/detail?orderNo=${encodeURIComponent(orderNo)}`;

export default function AfterSaleListPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page')) || 1;
  const size = Number(params.get('size')) || DEFAULT_PAGE_SIZE;
  const mine = useMyAfterSales(page, size);
  const p = pager(page, size, mine.data?.total ?? 0, (pg, sz) => setParams({ page: String(pg), size: String(sz) }));
  return (
    <div className="order-detail" data-testid="after-sale-list">
      <section className="settle-section">
        <h2>我的售后</h2>
        {mine.isLoading ? (
          <Skeleton active />
        ) : mine.data?.list.length ? (
          mine.data.list.map((a) => (
            <AfterSaleCard key={a.afterSaleNo} item={a} orderLink={orderDetailPath(a.orderNo)} />
          ))
        ) : (
          <Empty description="暂无售后单，可在已发货订单的详情中申请售后" />
        )}
        {mine.data?.list.length ? <Pagination {...p} /> : null}
      </section>
    </div>
  );
}

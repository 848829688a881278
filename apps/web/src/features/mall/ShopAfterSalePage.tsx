/**
 * /merchantCenter/afterSale (售后处理): the after-sale requests of the shop's customers, newest first, each with its
 * timeline and the dealer's moves (同意 / 拒绝 / 确认收货 / 重新退款 / 寄出商品).
 */
import { DEFAULT_PAGE_SIZE } from '@portal/domain';
import { Button, Empty, Pagination, Result, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { pager } from '../../components/pagination.ts';
import { AfterSaleCard, useShopAfterSales } from '../after-sale/index.ts';
import { merchantOrderPath } from './MerchantCenterPage.tsx';
import { MerchantGate } from './MerchantGate.tsx';
import '../../styles/buying.css';
import '../../styles/buying-phone.css';
import './mall.css';

export default function ShopAfterSalePage() {
  return (
    <MerchantGate>
      <ShopAfterSales />
    </MerchantGate>
  );
}

function ShopAfterSales() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page')) || 1;
  const size = Number(params.get('size')) || DEFAULT_PAGE_SIZE;
  const list = useShopAfterSales(page, size);
  const p = pager(page, size, list.data?.total ?? 0, (pg, sz) => setParams({ page: String(pg), size: String(sz) }));
  if (list.isError && !list.data)
    return (
      <Result
        status="warning"
        title={isApiError(list.error) ? list.error.message : '售后单加载失败，请稍后重试'}
        extra={<Button onClick={() => void list.refetch()}>重新加载</Button>}
      />
    );
  return (
    <div className="merchant-centre" data-testid="shop-after-sales">
      <div className="merchant-head">
        <div>
          <h2>售后处理</h2>
          <div className="buy-muted">客户对本店发货订单的退货、换货与保修申请；退货确认收货后按原支付渠道退款</div>
        </div>
      </div>
      {list.isLoading ? (
        <Skeleton active />
      ) : list.data?.list.length ? (
        list.data.list.map((a) => (
          <AfterSaleCard key={a.afterSaleNo} item={a} orderLink={merchantOrderPath(a.orderNo)} />
        ))
      ) : (
        <Empty description="暂无售后申请" style={{ padding: '48px 0' }} />
      )}
      {list.data?.list.length ? <Pagination {...p} /> : null}
    </div>
  );
}

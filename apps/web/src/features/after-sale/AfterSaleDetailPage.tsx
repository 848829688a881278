/** /memberStore/afterSale/detail?afterSaleNo=: one request with its timeline and the buyer's moves. */
import { Button, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { AfterSaleCard } from './AfterSaleCard.tsx';
import { orderDetailPath } from './AfterSaleListPage.tsx';
import { useAfterSaleDetail } from './queries.ts';
import '../../styles/buying.css';
import '../../styles/buying-phone.css';

export default function AfterSaleDetailPage() {
  const [params] = useSearchParams();
  const detail = useAfterSaleDetail(params.get('afterSaleNo') ?? '');
  if (detail.isLoading) return <Skeleton active />;
  if (!detail.data)
    return (
      <Result
        status="404"
        title={isApiError(detail.error) ? detail.error.message : '售后单不存在'}
        extra={
          <Link to="/memberStore/afterSale">
            <Button type="primary">返回我的售后</Button>
          </Link>
        }
      />
    );
  return (
    <div className="order-detail" data-testid="after-sale-detail">
      <AfterSaleCard item={detail.data} orderLink={orderDetailPath(detail.data.orderNo)} />
    </div>
  );
}

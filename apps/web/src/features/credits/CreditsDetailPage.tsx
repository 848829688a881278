/**
 * /memberStore/creditsExchange/detail?spuNo=: one credits item, my balance, the quantity (bounded by what is left,
 * the per-exchange maximum and my balance) and 立即兑换, which checks stock and credits on the server and goes to
 * the submit page.
 */
import { CREDITS_ROUTES, CREDITS_EXCHANGE_QUANTITY_MAX, formatCreditsCost } from '@portal/domain';
import { Alert, Button, InputNumber, Result, Skeleton } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';
import { CreditsCost, CreditsPicture } from './components.tsx';
import { useCreditSpu } from './queries.ts';
import './credits.css';

export default function CreditsDetailPage() {
  const [params] = useSearchParams();
  const spuNo = params.get('spuNo');
  const navigate = useNavigate();
  const { message } = useApp();
  const detail = useCreditSpu(spuNo);
  const [quantity, setQuantity] = useState(1);
  const [checking, setChecking] = useState(false);
  const d = detail.data;

  if (!spuNo || detail.isError) {
    return (
      <Result
        status="404"
        title={isApiError(detail.error) ? detail.error.message : '兑换商品不存在'}
        extra={
          <Link to="/memberStore/creditsExchange">
            <Button type="primary">返回积分商城</Button>
          </Link>
        }
      />
    );
  }
  if (detail.isLoading || !d) return <Skeleton active paragraph={{ rows: 10 }} />;

  const max = Math.max(d.maxQuantity, 1);
  const exchange = async () => {
    setChecking(true);
    try {
      const check = await api.call(CREDITS_ROUTES.stockCheck, { body: { spuNo, quantity }, silent: true });
      if (!check.ok) {
        void message.warning(check.reason ?? '暂时无法兑换');
        void detail.refetch();
        return;
      }
      navigate(`/memberStore/creditsExchange/submitOrder?spuNo=${encodeURIComponent(d.spuNo)}&quantity=${quantity}`);
    } catch (e) {
      void message.error(isApiError(e) ? e.message : '校验失败，请稍后重试');
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="credits-detail" data-testid="credits-detail">
      <div className="credits-detail-pic">
        <CreditsPicture src={d.picUrl} alt={d.name} />
      </div>
      <div className="credits-detail-info">
        <h1>{d.name}</h1>
        <div className="credits-muted">{d.description}</div>
        <div className="credits-price-box">
          <div className="credits-row">
            <span className="credits-row-label">兑换价</span>
            <CreditsCost credits={d.credits} cashFen={d.cashFen} large />
          </div>
          {d.cashFen > 0 ? (
            <div className="credits-muted" style={{ marginTop: 6 }}>
              积分 + 现金商品：提交后先扣积分，现金部分需在订单有效期内完成支付，超时未支付将自动取消并退回积分。
            </div>
          ) : null}
        </div>
        <div className="credits-row">
          <span className="credits-row-label">库存</span>
          <span>
            剩余 {d.stock} 件 <span className="credits-muted">（已兑换 {d.exchanged} 件）</span>
          </span>
        </div>
        <div className="credits-row">
          <span className="credits-row-label">我的积分</span>
          <b data-testid="detail-balance">{d.balance.toLocaleString('en-US')}</b>
        </div>
        <div className="credits-row">
          <span className="credits-row-label">数量</span>
          <InputNumber
            min={1}
            max={Math.min(max, CREDITS_EXCHANGE_QUANTITY_MAX)}
            precision={0}
            value={quantity}
            disabled={!!d.refusal}
            onChange={(v) => setQuantity(Math.max(1, Math.min(Number(v) || 1, max)))}
            aria-label="兑换数量"
          />
          <span className="credits-muted">合计 {formatCreditsCost(d.credits * quantity, d.cashFen * quantity)}</span>
        </div>
        {d.refusal ? <Alert type="warning" showIcon title={d.refusal} /> : null}
        <div className="credits-row">
          <Button type="primary" size="large" disabled={!!d.refusal} loading={checking} onClick={() => void exchange()}>
            立即兑换
          </Button>
          <Link to="/memberStore/creditsExchange">
            <Button size="large">返回积分商城</Button>
          </Link>
        </div>
      </div>
    </div>
  );
}

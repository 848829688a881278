/** /pay-page/wallet?paymentNo=...: the wallet payment page the wallet URL opens — confirm to pay from the balance. */
import { PAYMENT_MESSAGES, PAYMENT_WORDS, PAYMENT_STATUS, formatPriceFen } from '@portal/domain';
import { Button, Descriptions, Result, Skeleton } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useWalletDetail, useWalletPay } from './queries.ts';
import './payment.css';

export default function WalletPayPage() {
  const [params] = useSearchParams();
  const paymentNo = params.get('paymentNo') ?? '';
  const navigate = useNavigate();
  const { message } = useApp();
  const detail = useWalletDetail(paymentNo);
  const pay = useWalletPay();
  const d = detail.data;

  if (!paymentNo) return <Result status="404" title={PAYMENT_MESSAGES.paymentNotFound} />;
  if (detail.isPending) return <Skeleton active className="pay-page" />;
  if (detail.isError || !d)
    return <Result status="error" title={detail.error?.message ?? PAYMENT_MESSAGES.paymentNotFound} />;
  const back = `/pay-page?orderNo=${encodeURIComponent(d.orderNo)}&kind=${encodeURIComponent(d.kind)}`;
  if (d.status !== PAYMENT_STATUS.UNPAID) {
    return (
      <Result
        status="success"
        title={PAYMENT_MESSAGES.alreadyPaid}
        extra={
          <Link to={d.returnPath}>
            <Button type="primary">查看订单</Button>
          </Link>
        }
      />
    );
  }
  const short = d.balanceFen < d.amountFen;
  return (
    <div className="pay-page pay-wallet-page">
      <h2>钱包支付</h2>
      <Descriptions
        column={1}
        bordered
        size="middle"
        items={[
          { key: 'no', label: '订单号', children: d.orderNo },
          { key: 'subject', label: '商品', children: d.subject },
          {
            key: 'amount',
            label: '支付金额',
            children: <strong className="pay-price">{formatPriceFen(d.amountFen)}</strong>,
          },
          { key: 'balance', label: '钱包余额', children: formatPriceFen(d.balanceFen) },
        ]}
      />
      {short ? <p className="pay-warn">{PAYMENT_MESSAGES.walletShort}</p> : null}
      <div className="pay-wallet-actions">
        <Button
          type="primary"
          size="large"
          disabled={short}
          loading={pay.isPending}
          onClick={() =>
            pay.mutate(d.paymentNo, {
              onSuccess: (r) => {
                void message.success(PAYMENT_WORDS.paid);
                navigate(r.returnPath, { replace: true });
              },
            })
          }
        >
          确认支付
        </Button>
        <Link to={back}>选择其他支付方式</Link>
      </div>
    </div>
  );
}

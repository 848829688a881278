/**
 * /memberStore/creditsExchange/submitOrder?spuNo=&quantity= (also /memberStore/submitOrder/creditPaid): the
 * exchange's confirmation — delivery address (the address book, shared with mall orders), the item, a remark, the
 * credits and cash due and the balance after. 确认兑换 sends it under one Idempotency-Key per visit with the totals
 * shown; credits-only exchanges are done at once, one with a cash part goes to the pay page (kind credits_order).
 */
import {
  ADDRESS_MESSAGES,
  CREDITS_MESSAGES,
  CREDITS_WORDS,
  addressText,
  formatCreditsCost,
  formatPriceFen,
} from '@portal/domain';
import { Alert, Button, Input, Result, Skeleton } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { AddressChooser, useAddresses } from '../address/index.ts';
import { useVisitIdempotencyKey } from '../order/index.ts';
import { CreditsCost, CreditsPicture } from './components.tsx';
import { useCreditSpu, usePurchase, useStockCheck } from './queries.ts';
import '../../styles/buying.css';
import '../../styles/buying-phone.css';
import './credits.css';

export default function CreditsSubmitPage() {
  const [params] = useSearchParams();
  const spuNo = params.get('spuNo');
  const quantity = Number(params.get('quantity') ?? '1');
  if (!spuNo || !Number.isInteger(quantity) || quantity < 1) {
    return (
      <Result
        status="warning"
        title={spuNo ? CREDITS_MESSAGES.quantity : '请先选择要兑换的积分商品'}
        extra={
          <Link to="/memberStore/creditsExchange">
            <Button type="primary">去积分商城</Button>
          </Link>
        }
      />
    );
  }
  return <Confirm spuNo={spuNo} quantity={quantity} />;
}

function Confirm({ spuNo, quantity }: { spuNo: string; quantity: number }) {
  const navigate = useNavigate();
  const { message } = useApp();
  const key = useVisitIdempotencyKey();
  const check = useStockCheck(spuNo, quantity);
  const addresses = useAddresses();
  const purchase = usePurchase(key);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const list = addresses.data ?? [];
  const address = list.find((a) => a.id === addressId) ?? list.find((a) => a.isDefault) ?? list[0] ?? null;
  const c = check.data;
  const spu = useCreditSpu(spuNo).data;

  if (check.isLoading || addresses.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!c) {
    return (
      <Result
        status="warning"
        title={isApiError(check.error) ? check.error.message : '兑换信息加载失败，请稍后重试'}
        extra={
          <Link to="/memberStore/creditsExchange">
            <Button type="primary">返回积分商城</Button>
          </Link>
        }
      />
    );
  }

  const submit = () => {
    if (!address) {
      void message.warning(ADDRESS_MESSAGES.required);
      return;
    }
    const { id: _id, isDefault: _d, ...snapshot } = address;
    purchase.mutate(
      { spuNo, quantity, address: snapshot, remark, expectedCredits: c.credits, expectedCashFen: c.cashFen },
      {
        onSuccess: (r) => {
          if (r.cashFen > 0 && r.expiresAt) {
            navigate(`/pay-page?orderNo=${encodeURIComponent(r.exchangeNo)}&kind=credits_order`, { replace: true });
          } else {
            void message.success(CREDITS_WORDS.exchanged);
            navigate(`/memberStore/creditsExchange/record?exchangeNo=${encodeURIComponent(r.exchangeNo)}`, {
              replace: true,
            });
          }
        },
        onError: (e) => {
          void message.error(e.message);
          void check.refetch();
        },
      },
    );
  };

  return (
    <div className="settle-page" data-testid="credits-submit">
      <section className="settle-section">
        <AddressChooser selectedId={address?.id ?? null} onChoose={(a) => setAddressId(a.id)} />
      </section>

      <section className="settle-section">
        <h3 className="settle-section-title">
          <span>兑换商品</span>
        </h3>
        <div className="credits-item-line">
          <CreditsPicture src={spu?.picUrl} alt={spu?.name ?? spuNo} size={72} />
          <div style={{ flex: 1 }}>
            <div>{spu?.name ?? spuNo}</div>
            <div className="credits-muted">
              单价 {spu ? formatCreditsCost(spu.credits, spu.cashFen) : '--'} × {quantity}
            </div>
          </div>
          <CreditsCost credits={c.credits} cashFen={c.cashFen} />
        </div>
        {!c.ok ? <Alert type="warning" showIcon title={c.reason} style={{ marginTop: 12 }} /> : null}
      </section>

      <section className="settle-section">
        <h3 className="settle-section-title">
          <span>兑换备注</span>
        </h3>
        <Input.TextArea
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          maxLength={200}
          showCount
          rows={3}
          placeholder="选填，可填写送货时间等要求"
          aria-label="兑换备注"
        />
      </section>

      <section className="settle-section">
        <div className="settle-totals" data-testid="credits-totals">
          <span>所需积分：</span>
          <span>{c.credits.toLocaleString('en-US')}</span>
          <span>现金部分：</span>
          <span>{formatPriceFen(c.cashFen)}</span>
          <span>当前积分：</span>
          <span>{c.balance.toLocaleString('en-US')}</span>
          <span>兑换后剩余：</span>
          <span data-testid="credits-after">{Math.max(c.balance - c.credits, 0).toLocaleString('en-US')}</span>
        </div>
      </section>

      <div className="settle-bar">
        <span className="settle-bar-address" title={address ? addressText(address) : undefined}>
          {address
            ? `寄送至：${addressText(address)}  收货人：${address.contactName} ${address.contactPhone}`
            : '请选择收货地址'}
        </span>
        <span>
          应付：
          <CreditsCost credits={c.credits} cashFen={c.cashFen} large />
        </span>
        <Button
          type="primary"
          size="large"
          loading={purchase.isPending}
          disabled={!c.ok || check.isFetching}
          onClick={submit}
        >
          {c.cashFen > 0 ? '确认兑换并支付' : '确认兑换'}
        </Button>
      </div>
    </div>
  );
}

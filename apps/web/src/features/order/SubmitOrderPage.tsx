/**
 * /memberStore/submitOrder?source=cart | source=direct&items=skuNo:qty,...: the pre-settlement (address, the
 * shop that fulfils the lines, lines, freight, coupons, remark, totals) and '提交订单', which places the order
 * under one Idempotency-Key per visit with the amount the buyer saw, then goes to the pay page.
 */
import {
  ADDRESS_MESSAGES,
  addressText,
  formatPriceFen,
  ORDER_REMARK_MAX_LENGTH,
  type PreSettlementBody,
} from '@portal/domain';
import { Alert, Button, Input, Result, Skeleton, Tag } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { AddressChooser } from '../address/index.ts';
import { CouponSelect } from '../coupon/index.ts';
import { CheckoutInvoice, useCheckoutInvoice } from '../invoice/index.ts';
import { LineItemsTable } from './LineItemsTable.tsx';
import { basketFromSearch, type Basket } from '../cart/index.ts';
import { useVisitIdempotencyKey } from './idempotency.ts';
import { isAmountChanged } from './order-messages.ts';
import { usePlaceOrder, usePreSettlement } from './queries.ts';
import '../../styles/buying.css';
import '../../styles/buying-phone.css';

export default function SubmitOrderPage() {
  const [params] = useSearchParams();
  const basket = useMemo(() => basketFromSearch(params), [params]);
  // ?creditPaid=1 / ?cashPaid=1: a credits-mall exchange (credits only, or credits plus cash) is confirmed on the
  // credits mall's own submit page, with the rest of the address (spuNo, quantity).
  if (params.has('creditPaid') || params.has('cashPaid')) {
    const rest = new URLSearchParams(params);
    rest.delete('creditPaid');
    rest.delete('cashPaid');
    return <Navigate to={`/memberStore/creditsExchange/submitOrder?${rest.toString()}`} replace />;
  }
  if (!basket.ok) {
    return (
      <Result
        status="warning"
        title={basket.message}
        extra={
          <Link to="/product">
            <Button type="primary">去选购</Button>
          </Link>
        }
      />
    );
  }
  // Another basket in the address is another visit: a new Idempotency-Key and fresh choices.
  return <Settlement key={params.toString()} basket={basket.value} />;
}

function Settlement({ basket }: { basket: Basket }) {
  const navigate = useNavigate();
  const { message } = useApp();
  const idempotencyKey = useVisitIdempotencyKey();
  const [addressId, setAddressId] = useState<number | undefined>(undefined);
  /** undefined: the server's best usable coupon; null: none; a number: that held coupon. */
  const [couponNo, setCouponNo] = useState<string | null | undefined>(undefined);
  const [remark, setRemark] = useState('');
  const body: PreSettlementBody = { ...basket, addressId, userCouponNo: couponNo };
  const settle = usePreSettlement(body);
  const place = usePlaceOrder(idempotencyKey);
  const invoice = useCheckoutInvoice();
  const s = settle.data;

  if (settle.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!s) {
    const msg = isApiError(settle.error) ? settle.error.message : '结算信息加载失败，请稍后重试';
    return (
      <Result
        status="warning"
        title={msg}
        extra={[
          <Button key="retry" onClick={() => void settle.refetch()}>
            重新加载
          </Button>,
          <Link key="go" to="/product">
            <Button type="primary">继续选购</Button>
          </Link>,
        ]}
      />
    );
  }
  const shopClosed = s.shop.status !== 1;

  const submit = async () => {
    if (!s.address) {
      void message.warning(ADDRESS_MESSAGES.required);
      return;
    }
    // an invoice wanted: its fields checked before the order is placed (a wrong one is shown on the field)
    const ask = await invoice.read().catch(() => undefined);
    if (ask === undefined) return;
    place.mutate(
      {
        ...basket,
        addressId: s.address.id,
        userCouponNo: s.selectedCouponNo,
        remark,
        expectedPayFen: s.payFen,
      },
      {
        onSuccess: async (o) => {
          if (ask) await invoice.keep(o.orderNo, ask).catch((e: unknown) => void message.warning(notKept(e)));
          navigate(`/pay-page?orderNo=${encodeURIComponent(o.orderNo)}`, { replace: true });
        },
        onError: (e) => {
          void message.error(e.message);
          if (isAmountChanged(e)) void settle.refetch();
        },
      },
    );
  };

  return (
    <div className="settle-page" data-testid="settle-page">
      <section className="settle-section">
        <AddressChooser
          selectedId={s.address?.id ?? null}
          onChoose={(a) => setAddressId(a.id)}
          onSaved={() => void settle.refetch()}
        />
      </section>

      <section className="settle-section">
        <h3 className="settle-section-title">
          <span className="shop-line">
            配送店铺：<span data-testid="settle-shop">{s.shop.name}</span>
            {shopClosed ? <Tag color="default">暂停营业</Tag> : <Tag color="green">营业中</Tag>}
          </span>
        </h3>
        {shopClosed ? (
          <Alert
            type="warning"
            showIcon
            title={s.shop.msg ?? '该店铺暂停营业，暂时无法下单'}
            style={{ marginBottom: 12 }}
          />
        ) : null}
        <LineItemsTable
          lines={s.lines}
          subtotal={(l) => <span className="buy-price">{formatPriceFen(l.amountFen)}</span>}
        />
      </section>

      <section className="settle-section">
        <h3 className="settle-section-title">
          <span>优惠券</span>
        </h3>
        <CouponSelect
          coupons={s.coupons}
          value={s.selectedCouponNo}
          loading={settle.isFetching}
          onChange={(no) => setCouponNo(no)}
        />
      </section>

      <CheckoutInvoice state={invoice} />

      <section className="settle-section">
        <h3 className="settle-section-title">
          <span>订单备注</span>
        </h3>
        <Input.TextArea
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          maxLength={ORDER_REMARK_MAX_LENGTH}
          showCount
          rows={3}
          placeholder="选填，可告诉店铺您的特殊要求"
          aria-label="订单备注"
        />
      </section>

      <section className="settle-section settle-summary">
        <SettleTotals settlement={s} />
        <div className="settle-bar">
          <ShipTo address={s.address} />
          <span>
            应付总额：
            <span className="buy-price pay" data-testid="settle-pay">
              {formatPriceFen(s.payFen)}
            </span>
          </span>
          <Button
            type="primary"
            size="large"
            loading={place.isPending}
            disabled={shopClosed || settle.isFetching || s.lines.length === 0}
            onClick={() => void submit()}
          >
            提交订单
          </Button>
        </div>
      </section>
    </div>
  );
}

/** The order was placed but the invoice wanted at checkout was not kept with it: the buyer may ask on the order. */
const notKept = (e: unknown) =>
  `订单已提交，开票信息未保存（${isApiError(e) ? e.message : '网络异常'}），可在订单详情中申请开票`;

type SettlementOf = NonNullable<ReturnType<typeof usePreSettlement>['data']>;

/** Goods, freight, promotion (when any), the discount and the gifts of the settlement. */
function SettleTotals({ settlement: s }: { settlement: SettlementOf }) {
  return (
    <div className="settle-totals" data-testid="settle-totals">
      <span>商品金额：</span>
      <span>{formatPriceFen(s.goodsFen)}</span>
      <span>运费：</span>
      <span data-testid="settle-freight">{formatPriceFen(s.freightFen)}</span>
      {s.promotionFen ? (
        <>
          <span>促销优惠：</span>
          <span data-testid="settle-promotion">-{formatPriceFen(s.promotionFen)}</span>
        </>
      ) : null}
      <span>{s.promotionFen ? '优惠合计：' : '优惠券抵扣：'}</span>
      <span data-testid="settle-discount">-{formatPriceFen(s.discountFen)}</span>
      {s.gifts?.length ? (
        <>
          <span>赠品：</span>
          <span data-testid="settle-gifts">{s.gifts.map((g) => `${g.name} × ${g.quantity}`).join('，')}</span>
        </>
      ) : null}
    </div>
  );
}

/** Where the order goes and to whom, or a prompt to choose the address. */
function ShipTo({ address }: { address: SettlementOf['address'] }) {
  return (
    <span className="settle-bar-address" title={address ? addressText(address) : undefined}>
      {address ? (
        <>
          寄送至：{addressText(address)}
          <span style={{ marginLeft: 16 }}>
            收货人：{address.contactName} {address.contactPhone}
          </span>
        </>
      ) : (
        '请选择收货地址'
      )}
    </span>
  );
}

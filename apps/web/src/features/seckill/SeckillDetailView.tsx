/**
 * The flash-sale detail (/memberStore/seckill/detail and, for a suite, /memberStore/seckill/suitDetail): the price
 * against the original, the countdown from the server's clock (the page turns to 抢购中 by itself at the start), the
 * pool's progress, the per-user limit and what this buyer already holds, the buyer's shops for the activity
 * (promotionShop: those not taking part are disabled with the reason), the quantity within the limit, and 立即抢购,
 * which opens the confirmation (address, lines, freight, total) and places the order, then goes to /pay-page.
 */
import {
  ADDRESS_MESSAGES,
  SECKILL_KIND,
  SECKILL_P_TYPE_LABEL,
  SECKILL_STATUS,
  formatPriceFen,
  seckillBuyCheck,
  seckillMaxQuantity,
  type SeckillActivity,
  type SeckillPType,
  type SeckillStatus,
  type Shop,
} from '@portal/domain';
import { Alert, Button, InputNumber, Modal, Radio, Result, Skeleton, Table, Tag, Tooltip } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { AddressChooser, useAddresses } from '../address/index.ts';
import { useBuyGuard } from '../cart/index.ts';
import { useVisitIdempotencyKey, LineItemsTable } from '../order/index.ts';
import {
  SeckillCountdown,
  SeckillPicture,
  SeckillPrice,
  SeckillProgress,
  SeckillStatusTag,
  detailPath,
  windowText,
} from './components.tsx';
import { RemindButton } from './RemindButton.tsx';
import { usePromotionShops, useSeckillBuy, useSeckillDetail, useSeckillSettle } from './queries.ts';
import { liveStatus, useServerNow } from './seckill-clock.ts';
import './seckill.css';

export function SeckillDetailView({ suite }: { suite: boolean }) {
  const [params] = useSearchParams();
  const activityNo = params.get('activityNo');
  const navigate = useNavigate();
  const detail = useSeckillDetail(activityNo);
  const d = detail.data;
  const shops = usePromotionShops(activityNo, d?.activity.spuNo);
  const now = useServerNow(d?.serverTime, detail.dataUpdatedAt);
  const [quantity, setQuantity] = useState(1);
  const [shopNo, setShopNo] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const guard = useBuyGuard();

  // The start or the end passing on the page: read the activity again (its pool and the buyer's count).
  const status = d ? liveStatus(d.activity, now) : null;
  const { refetch } = detail;
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (last.current !== null && status !== null && last.current !== status) void refetch();
    last.current = status;
  }, [status, refetch]);

  // A model activity opened on the suite page (or the other way round) goes to its own page.
  useEffect(() => {
    if (d && (d.activity.kind === SECKILL_KIND.SUIT) !== suite) navigate(detailPath(d.activity), { replace: true });
  }, [d, suite, navigate]);

  if (!activityNo || detail.isError) {
    return (
      <Result
        status="404"
        title={isApiError(detail.error) ? detail.error.message : '秒杀活动不存在'}
        extra={
          <Link to="/memberStore/seckill?pType=1">
            <Button type="primary">返回秒杀专区</Button>
          </Link>
        }
      />
    );
  }
  if (!d || status === null) return <Skeleton active paragraph={{ rows: 10 }} />;

  const a = d.activity;
  const w = {
    startAt: new Date(a.startAt),
    endAt: new Date(a.endAt),
    abandoned: status === SECKILL_STATUS.ABANDON,
    remaining: a.remaining,
    perUserLimit: a.perUserLimit,
  };
  const at = new Date(now);
  const max = seckillMaxQuantity(w, at, d.bought);
  const refusal = seckillBuyCheck(w, at, d.bought, Math.max(1, Math.min(quantity, Math.max(max, 1))));
  const shopList = shops.data ?? [];
  const current =
    shopList.find((s) => s.parentMerchantNo === shopNo) ?? shopList.find((s) => s.choosing === 1) ?? shopList[0];
  const shopProblem = current && current.status !== 1 ? (current.msg ?? '该店铺暂不能下单') : null;
  const q = Math.max(1, Math.min(quantity, Math.max(max, 1)));

  return (
    <>
      <div className="seckill-detail" data-testid="seckill-detail">
        <div className="seckill-detail-pic">
          <SeckillPicture src={a.picUrl} alt={a.title} />
        </div>
        <div className="seckill-detail-info">
          <SeckillTitle activity={a} status={status} />
          <div className="seckill-price-box">
            <div className="seckill-price-box-head">
              <span className="seckill-row">
                <span className="seckill-row-label">秒杀价</span>
                <SeckillPrice activity={a} large />
              </span>
              <SeckillCountdown activity={a} status={status} nowMs={now} large />
            </div>
            <SeckillProgress activity={a} />
          </div>
          <div className="seckill-row">
            <span className="seckill-row-label">活动时间</span>
            <span>{windowText(a)}</span>
          </div>
          <div className="seckill-row">
            <span className="seckill-row-label">限购</span>
            <span>
              每人限购 {a.perUserLimit} 件
              {d.bought > 0 ? <span className="seckill-muted">（您已抢购 {d.bought} 件）</span> : null}
            </span>
          </div>
          <div className="seckill-row" style={{ alignItems: 'flex-start' }}>
            <span className="seckill-row-label">下单店铺</span>
            <ShopChoice
              loading={shops.isLoading}
              shops={shopList}
              current={current?.parentMerchantNo}
              onPick={setShopNo}
            />
          </div>
          <div className="seckill-row">
            <span className="seckill-row-label">数量</span>
            <InputNumber
              min={1}
              max={Math.max(max, 1)}
              precision={0}
              value={q}
              disabled={max < 1}
              onChange={(v) => setQuantity(Math.max(1, Math.min(Number(v) || 1, Math.max(max, 1))))}
              aria-label="抢购数量"
            />
            <span className="seckill-muted">
              {max > 0 ? `最多可抢 ${max} 件，合计 ${formatPriceFen(a.seckillPriceFen * q)}` : ''}
            </span>
          </div>
          {refusal || shopProblem ? (
            <Alert type="warning" showIcon title={refusal?.msg ?? shopProblem} data-testid="seckill-refusal" />
          ) : null}
          <div className="seckill-row">
            <Button
              type="primary"
              danger
              size="large"
              disabled={!!refusal || !!shopProblem}
              onClick={() => guard(() => setConfirming(true))}
              data-testid="seckill-buy"
            >
              {status === SECKILL_STATUS.NOT_START ? '即将开始' : '立即抢购'}
            </Button>
            {status === SECKILL_STATUS.NOT_START ? <RemindButton activityNo={a.activityNo} /> : null}
            <Link to={`/memberStore/seckill?pType=${a.pType}`}>
              <Button size="large">返回秒杀专区</Button>
            </Link>
          </div>
        </div>
      </div>
      {a.kind === SECKILL_KIND.SUIT ? <SuiteItems activity={a} /> : null}
      {confirming ? (
        <ConfirmDialog
          activity={a}
          quantity={q}
          shopMerchantNo={current?.parentMerchantNo}
          onClose={() => {
            setConfirming(false);
            void refetch();
          }}
        />
      ) : null}
    </>
  );
}

function SuiteItems({ activity: a }: { activity: SeckillActivity }) {
  return (
    <div className="seckill-items" data-testid="seckill-suite-items">
      <h3>套装清单</h3>
      <LineItemsTable
        lines={a.items}
        thumb={48}
        mutedClass="seckill-muted"
        widths={{ price: 130, quantity: 100 }}
        quantityTitle="每套数量"
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>单买合计</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right" colSpan={2}>
              {formatPriceFen(a.items.reduce((s, i) => s + i.priceFen * i.quantity, 0))}
              <span className="seckill-muted">（套装价 {formatPriceFen(a.originPriceFen)}）</span>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </div>
  );
}

/** The confirmation: address (pick or add), the lines at the seckill price, freight and total; 提交订单 buys. */
function ConfirmDialog({
  activity: a,
  quantity,
  shopMerchantNo,
  onClose,
}: {
  activity: SeckillActivity;
  quantity: number;
  shopMerchantNo: string | undefined;
  onClose(): void;
}) {
  const navigate = useNavigate();
  const { message } = useApp();
  const key = useVisitIdempotencyKey();
  const addresses = useAddresses();
  const [addressId, setAddressId] = useState<number | undefined>(undefined);
  const settle = useSeckillSettle(
    { activityNo: a.activityNo, quantity, addressId, shopMerchantNo },
    !addresses.isLoading,
  );
  const buy = useSeckillBuy(key);
  const s = settle.data;

  const submit = () => {
    if (!s) return;
    if (!s.address) {
      void message.warning(ADDRESS_MESSAGES.required);
      return;
    }
    buy.mutate(
      {
        activityNo: a.activityNo,
        quantity,
        addressId: s.address.id,
        shopMerchantNo,
        expectedPayFen: s.payFen,
      },
      {
        onSuccess: (o) => navigate(`/pay-page?orderNo=${encodeURIComponent(o.orderNo)}`, { replace: true }),
        onError: (e) => {
          void message.error(e.message);
          void settle.refetch();
        },
      },
    );
  };

  return (
    <Modal
      open
      title="确认秒杀订单"
      width={760}
      okText="提交订单"
      okButtonProps={{ danger: true, disabled: !s?.address, 'data-testid': 'seckill-submit' } as never}
      confirmLoading={buy.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <div data-testid="seckill-confirm">
        <AddressChooser
          compact
          selectedId={s?.address?.id ?? null}
          onChoose={(x) => setAddressId(x.id)}
          onSaved={() => void settle.refetch()}
        />
        {settle.isError ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 12 }}
            title={isApiError(settle.error) ? settle.error.message : '结算信息加载失败，请稍后重试'}
          />
        ) : null}
        {s ? (
          <>
            <div className="seckill-muted" style={{ margin: '12px 0 8px' }}>
              配送店铺：{s.shop.name}
            </div>
            <LineItemsTable
              lines={s.lines}
              size="small"
              thumb={40}
              mutedClass="seckill-muted"
              widths={{ price: 110, quantity: 70, subtotal: 120 }}
              subtotal={(l) => formatPriceFen(l.amountFen - l.discountFen)}
            />
            <div className="seckill-confirm-total">
              <span>商品金额 {formatPriceFen(s.goodsFen)}</span>
              {s.discountFen > 0 ? <span>套装秒杀优惠 -{formatPriceFen(s.discountFen)}</span> : null}
              <span>运费 {formatPriceFen(s.freightFen)}</span>
              <span>
                应付{' '}
                <span className="seckill-price" data-testid="seckill-pay">
                  {formatPriceFen(s.payFen)}
                </span>
              </span>
            </div>
          </>
        ) : settle.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : null}
      </div>
    </Modal>
  );
}

/** The status, kind and suite tags, the title, and a model activity's product and model. */
function SeckillTitle({ activity: a, status }: { activity: SeckillActivity; status: SeckillStatus }) {
  return (
    <>
      <div className="seckill-row" style={{ gap: 8 }}>
        <SeckillStatusTag status={status} />
        <Tag>{SECKILL_P_TYPE_LABEL[a.pType as SeckillPType] ?? '秒杀'}</Tag>
        {a.kind === SECKILL_KIND.SUIT ? <Tag color="blue">套装</Tag> : null}
      </div>
      <h1>{a.title}</h1>
      {a.kind === SECKILL_KIND.SKU && a.items[0] ? (
        <div className="seckill-muted">
          {a.items[0].spuName} · 型号 {a.items[0].model}
        </div>
      ) : null}
    </>
  );
}

/** The buyer's shops for the activity: those not taking part are disabled, their reason on hover. */
function ShopChoice({
  loading,
  shops,
  current,
  onPick,
}: {
  loading: boolean;
  shops: Shop[];
  current: string | undefined;
  onPick: (parentMerchantNo: string) => void;
}) {
  return loading ? (
    <span className="seckill-muted">加载中…</span>
  ) : shops.length === 0 ? (
    <span className="seckill-muted">未绑定一级经销商</span>
  ) : (
    <Radio.Group className="seckill-shop-options" value={current} onChange={(e) => onPick(e.target.value as string)}>
      {shops.map((s: Shop) => (
        <Tooltip key={s.parentMerchantNo} title={s.status === 1 ? undefined : s.msg}>
          <Radio.Button value={s.parentMerchantNo} disabled={s.status !== 1} data-testid="seckill-shop">
            {s.parentMerchantName}
          </Radio.Button>
        </Tooltip>
      ))}
    </Radio.Group>
  );
}

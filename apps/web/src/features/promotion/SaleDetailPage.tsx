/**
 * /product/sale/detail?activityNo=…: one promotion — its rule, window, limits and models with their discount — and
 * 立即购买 per model, which goes through the normal order flow (the submit page's pre-settlement applies the
 * promotion and the server re-checks it at placeorder).
 */
import { PROMOTION_STATUS, formatPriceFen } from '@portal/domain';
import { Alert, Button, Descriptions, InputNumber, Result, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useBuyGuard, directOrderUrl } from '../cart/index.ts';
import { useSaleDetail } from './queries.ts';
import './promotion.css';

const time = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

export default function SaleDetailPage() {
  const [params] = useSearchParams();
  const activityNo = params.get('activityNo') ?? '';
  const q = useSaleDetail(activityNo);
  const navigate = useNavigate();
  const buyGuard = useBuyGuard();
  const [qty, setQty] = useState<Record<string, number>>({});
  if (q.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  const a = q.data;
  if (!a)
    return (
      <Result
        status="404"
        title="促销活动不存在"
        extra={
          <Link to="/product/sale">
            <Button type="primary">查看全部促销</Button>
          </Link>
        }
      />
    );
  const running = a.status === PROMOTION_STATUS.RUNNING;
  const buy = (skuNo: string) => buyGuard(() => navigate(directOrderUrl([{ skuNo, quantity: qty[skuNo] ?? 1 }])));
  return (
    <div className="sale-detail">
      <h2>
        <Tag color="red">{a.kindLabel}</Tag> {a.title}
      </h2>
      {!running ? <Alert type="warning" showIcon title={`活动${a.statusLabel}`} style={{ marginBottom: 12 }} /> : null}
      <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="活动规则">{a.ruleText}</Descriptions.Item>
        <Descriptions.Item label="活动状态">{a.statusLabel}</Descriptions.Item>
        <Descriptions.Item label="活动时间">
          {time(a.startAt)} 至 {time(a.endAt)}
        </Descriptions.Item>
        <Descriptions.Item label="限购">
          每人限购 {a.perUserLimit} 件，活动共 {a.totalLimit} 件，已售 {a.used} 件
        </Descriptions.Item>
        <Descriptions.Item label="优惠券">
          {a.couponStackable ? '可与优惠券同时使用' : '不可与优惠券同时使用'}
        </Descriptions.Item>
        {a.gift ? (
          <Descriptions.Item label="赠品">
            {a.gift.name}（买{a.gift.buyQuantity}赠{a.gift.giftQuantity}，剩余 {a.gift.left} 件）
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Table
        rowKey="skuNo"
        pagination={false}
        dataSource={a.items}
        columns={[
          {
            title: '商品',
            render: (_, i) => (
              <Link to={`/product/detail?id=${encodeURIComponent(i.spuNo)}`}>
                {i.spuName} <span className="buy-muted">{i.model}</span>
              </Link>
            ),
          },
          {
            title: '原价',
            width: 130,
            align: 'right',
            render: (_, i) => (i.originFen === null ? '暂无价格' : formatPriceFen(i.originFen)),
          },
          {
            title: '促销价',
            width: 130,
            align: 'right',
            render: (_, i) =>
              i.promoFen === null ? '-' : <span className="buy-price">{formatPriceFen(i.promoFen)}</span>,
          },
          { title: '折扣', width: 90, render: (_, i) => <Tag color="volcano">{i.discountText}</Tag> },
          {
            title: '数量',
            width: 120,
            render: (_, i) => (
              <InputNumber
                min={1}
                max={a.perUserLimit}
                value={qty[i.skuNo] ?? 1}
                onChange={(v) => setQty((m) => ({ ...m, [i.skuNo]: Number(v ?? 1) }))}
                aria-label={`${i.model}数量`}
              />
            ),
          },
          {
            title: '操作',
            width: 120,
            render: (_, i) => (
              <Button type="primary" danger disabled={!running || i.originFen === null} onClick={() => buy(i.skuNo)}>
                立即购买
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}

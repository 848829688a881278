/**
 * /product/sale: every running promotion — price discounts by model, spend-and-save, gifts — with each model's
 * discount shown as the spec says (ratio × 10 to one decimal in 折, 赠品 when a price is missing). A card opens
 * sale/detail, where the models are bought through the normal order flow at the promoted price.
 */
import { GiftOutlined, SettingOutlined } from '@ant-design/icons';
import {
  PROMOTION_ROUTES,
  PROMOTION_KIND_LABEL,
  formatPriceFen,
  mayCall,
  type PromotionActivity,
} from '@portal/domain';
import { Button, Card, Empty, Pagination, Segmented, Skeleton, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../session/store.ts';
import { useSalePage } from './queries.ts';
import './promotion.css';

const KINDS = [
  { label: '全部', value: 0 },
  { label: PROMOTION_KIND_LABEL[1], value: 1 },
  { label: PROMOTION_KIND_LABEL[2], value: 2 },
  { label: PROMOTION_KIND_LABEL[3], value: 3 },
];

export const saleDetailPath = (activityNo: string) =>
  `/product/sale/detail?activityNo=${encodeURIComponent(activityNo)}`;

const endText = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

function SaleCard({ a }: { a: PromotionActivity }) {
  const first = a.items[0];
  return (
    <Card className="sale-card" hoverable data-testid="sale-card">
      <Link to={saleDetailPath(a.activityNo)} className="sale-card-link">
        <div className="sale-card-head">
          <Tag color="red">{a.kindLabel}</Tag>
          <span className="sale-card-title">{a.title}</span>
        </div>
        <div className="sale-card-rule">{a.ruleText}</div>
        <div className="sale-card-items">
          {a.items.slice(0, 3).map((i) => (
            <div key={i.skuNo} className="sale-item">
              <span className="sale-item-pic">
                {i.picUrl ? <img src={i.picUrl} alt={i.model} loading="lazy" /> : <GiftOutlined />}
              </span>
              <span className="sale-item-name" title={`${i.spuName} ${i.model}`}>
                {i.model}
              </span>
              <span className="sale-item-zhe" data-testid="sale-discount">
                {i.discountText}
              </span>
            </div>
          ))}
        </div>
        {first && a.kind === 1 && first.promoFen !== null ? (
          <div className="sale-card-price">
            <span className="buy-price">{formatPriceFen(first.promoFen)}</span>
            {first.originFen !== null ? <del>{formatPriceFen(first.originFen)}</del> : null}
          </div>
        ) : null}
        {a.gift ? (
          <div className="sale-card-gift">
            赠品：{a.gift.name}（剩余 {a.gift.left} 件）
          </div>
        ) : null}
        <div className="sale-card-foot">截止 {endText(a.endAt)}</div>
      </Link>
    </Card>
  );
}

export default function SalePage() {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const kind = Number(params.get('kind') ?? '0') || 0;
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const q = useSalePage(kind || undefined, page);
  return (
    <div className="sale-page">
      <div className="sale-bar">
        <h2>促销活动</h2>
        <Segmented
          options={KINDS}
          value={kind}
          onChange={(v) => setParams(v ? { kind: String(v) } : {})}
          aria-label="促销类型"
        />
        {mayCall(PROMOTION_ROUTES.managePage, user) ? (
          <Link to="/product/sale/manage">
            <Button icon={<SettingOutlined />}>促销与投放管理</Button>
          </Link>
        ) : null}
      </div>
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !q.data?.list.length ? (
        <Empty description="当前没有进行中的促销活动" />
      ) : (
        <>
          <div className="sale-grid">
            {q.data.list.map((a) => (
              <SaleCard key={a.activityNo} a={a} />
            ))}
          </div>
          <Pagination
            style={{ marginTop: 16, textAlign: 'right' }}
            current={page}
            pageSize={12}
            total={q.data.total}
            hideOnSinglePage
            onChange={(p) => setParams({ ...(kind ? { kind: String(kind) } : {}), page: String(p) })}
          />
        </>
      )}
    </div>
  );
}

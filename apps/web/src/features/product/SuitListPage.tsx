/**
 * /product/suit: the suites (套装) on shelf, each at this viewer's price (its models' prices × quantities) with
 * whether it can be bought now; by category and keyword; the recommended families beside them.
 */
import { formatPriceFen, SEARCH_MAX_LENGTH, SUIT_MESSAGES, type SuitListItem } from '@portal/domain';
import { Card, Empty, Pagination, Select, Skeleton, Space, Tag } from 'antd';
import Search from 'antd/es/input/Search';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pager } from '../../components/pagination.ts';
import { ProductImage, useCategoryTree, useRecommend, useSuitPage } from '../catalogue/index.ts';
import '../../styles/product.css';
import './suit.css';

const SIZE = 12;

export default function SuitListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const keyword = params.get('keyword') ?? '';
  const categoryId = Number(params.get('cat')) || undefined;
  const [kw, setKw] = useState(keyword);
  const tree = useCategoryTree();
  const suits = useSuitPage({ page, size: SIZE, keyword: keyword || undefined, categoryId });
  const set = (patch: Record<string, string | undefined>) => {
    const next: Record<string, string> = {};
    for (const [k, v] of Object.entries({ keyword, cat: categoryId ? String(categoryId) : undefined, ...patch }))
      if (v) next[k] = v;
    setParams(next);
  };

  return (
    <div className="suit-page">
      <div className="suit-main">
        <Space style={{ marginBottom: 16 }} wrap>
          <Select
            aria-label="套装分类"
            style={{ width: 180 }}
            value={categoryId ?? 0}
            onChange={(v) => set({ cat: v ? String(v) : undefined, page: undefined })}
            options={[
              { value: 0, label: '全部分类' },
              ...(tree.data ?? []).map((c) => ({ value: c.id, label: c.catagoryName })),
            ]}
          />
          <Search
            value={kw}
            maxLength={SEARCH_MAX_LENGTH}
            aria-label="搜索套装"
            placeholder="套装名称或编号"
            style={{ width: 280 }}
            onChange={(e) => setKw(e.target.value)}
            onSearch={(v) => set({ keyword: v.trim() || undefined, page: undefined })}
          />
          <span className="muted">共 {suits.data?.total ?? 0} 个套装</span>
        </Space>
        {suits.isLoading ? (
          <Skeleton active />
        ) : suits.data?.list.length ? (
          <div className="suit-grid" data-testid="suit-grid">
            {suits.data.list.map((s) => (
              <SuitCard key={s.suitNo} s={s} />
            ))}
          </div>
        ) : (
          <Empty description="暂无套装" style={{ padding: 48 }} />
        )}
        <div className="pager">
          <Pagination
            {...pager(page, SIZE, suits.data?.total ?? 0, (p) => set({ page: p > 1 ? String(p) : undefined }), {
              showSizeChanger: false,
              hideOnSinglePage: true,
            })}
          />
        </div>
      </div>
      <Recommended />
    </div>
  );
}

function SuitCard({ s }: { s: SuitListItem }) {
  return (
    <Link to={`/product/suitDetail?id=${encodeURIComponent(s.suitNo)}`} className="suit-card" data-testid="suit-card">
      <ProductImage src={s.picUrl} alt={s.name} size={200} />
      <div className="suit-card-name" title={s.name}>
        {s.name}
      </div>
      <div className="suit-card-desc">{s.suitDesc}</div>
      <div className="suit-card-foot">
        <span>
          {s.price !== null ? (
            <span className="price" data-testid="suit-card-price">
              {formatPriceFen(s.price)}
            </span>
          ) : (
            <span className="muted">暂不能购买</span>
          )}{' '}
          {s.referPrice !== null && s.price !== null && s.referPrice > s.price ? (
            <span className="muted strike">{formatPriceFen(s.referPrice)}</span>
          ) : null}
        </span>
        <span className="muted">{s.itemCount} 种型号</span>
      </div>
      {s.unavailable ? (
        <Tag color="default" style={{ whiteSpace: 'normal' }}>
          {SUIT_MESSAGES[s.unavailable]}
        </Tag>
      ) : (
        <Tag color="green">可购买</Tag>
      )}
    </Link>
  );
}

/** The families staff mark recommended, at this viewer's prices. */
function Recommended() {
  const rec = useRecommend('recommended');
  if (!rec.data?.length) return null;
  return (
    <Card size="small" title="推荐产品" className="suit-side" data-testid="recommended">
      {rec.data.map((p) => (
        <Link key={p.spuNo} to={`/product/detail?id=${encodeURIComponent(p.spuNo)}`} className="suit-side-item">
          <ProductImage src={p.picUrl} alt={p.spuName} size={48} />
          <span title={p.spuName}>
            {p.spuName}
            <br />
            <span className="price">{formatPriceFen(p.minPrice)}</span>
          </span>
        </Link>
      ))}
    </Card>
  );
}

/**
 * /product/suitDetail?id=suitNo: a suite's models at this viewer's prices, quantities and stock; its price (the
 * models' prices × quantities); 全部加入购物车 and 立即购买 for 1..maxSuits suites, both guarded by login and a bound
 * first-level dealer. A suite with a model off shelf, without price or short of stock says why and cannot be bought;
 * the cart and the order re-check every model on the server.
 */
import { ShoppingCartOutlined } from '@ant-design/icons';
import { formatPriceFen, SUIT_MESSAGES, suitLines } from '@portal/domain';
import { Alert, Button, Card, InputNumber, Result, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../components/feedback/useApp.ts';
import { directOrderUrl, useAddToCart, useBuyGuard, useHasCart } from '../cart/index.ts';
import { ProductImage, useSuitDetail } from '../catalogue/index.ts';
import '../../styles/product.css';
import './suit.css';

const PROBLEM: Record<string, string> = { offShelf: '已下架', noPrice: '暂无价格', noStock: '库存不足' };

export default function SuitDetailPage() {
  const [params] = useSearchParams();
  const q = useSuitDetail(params.get('id') ?? '');
  const hasCart = useHasCart();
  const guard = useBuyGuard();
  const add = useAddToCart();
  const navigate = useNavigate();
  const { message } = useApp();
  const [count, setCount] = useState(1);
  if (q.isLoading) return <Skeleton active />;
  const s = q.data;
  if (!s)
    return (
      <Result
        status="404"
        title="套装不存在"
        extra={
          <Link to="/product/suit">
            <Button type="primary">浏览全部套装</Button>
          </Link>
        }
      />
    );
  const cannot = s.unavailable !== null;
  const n = Math.max(1, Math.min(count, s.maxSuits));
  const lines = suitLines(s.items, n);
  return (
    <Card
      title={s.name}
      extra={
        <span>
          套装价{' '}
          <span className="price big" data-testid="suit-price">
            {s.price !== null ? formatPriceFen(s.price) : '暂不能购买'}
          </span>
        </span>
      }
    >
      <div style={{ display: 'flex', gap: 16, marginBottom: 12 }}>
        <ProductImage src={s.picUrl} alt={s.name} size={120} />
        <div>
          <p className="muted">{s.suitDesc}</p>
          {s.referPrice !== null ? (
            <p className="muted">套装参考价 {formatPriceFen(s.referPrice)}</p>
          ) : null}
        </div>
      </div>
      {s.unavailable ? (
        <Alert type="warning" showIcon message={SUIT_MESSAGES[s.unavailable]} style={{ marginBottom: 12 }} />
      ) : null}
      <Table
        rowKey="skuNo"
        pagination={false}
        dataSource={s.items}
        columns={[
          {
            title: '产品',
            render: (_, i) => (
              <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <ProductImage src={i.picUrl} alt={i.skuName} size={48} />
                <Link to={`/product/detail?id=${encodeURIComponent(i.spuNo)}&sku=${encodeURIComponent(i.skuNo)}`}>
                  {i.skuName}
                </Link>
              </span>
            ),
          },
          { title: '型号', dataIndex: 'model' },
          { title: '单价', render: (_, i) => formatPriceFen(i.price) },
          { title: '数量', dataIndex: 'quantity' },
          {
            title: '小计',
            render: (_, i) => (i.price === null ? formatPriceFen(null) : formatPriceFen(i.price * i.quantity)),
          },
          {
            title: '状态',
            render: (_, i) =>
              i.problem ? <Tag color="red">{PROBLEM[i.problem]}</Tag> : <Tag color="green">库存 {i.stock}</Tag>,
          },
        ]}
      />
      {hasCart ? (
        <div className="suit-buy">
          <span>套数</span>
          <InputNumber
            mode="spinner"
            min={1}
            max={Math.max(1, s.maxSuits)}
            precision={0}
            value={n}
            disabled={cannot}
            aria-label="套数"
            onChange={(v) => setCount(v ?? 1)}
            style={{ width: 120 }}
          />
          <span>
            合计{' '}
            <span className="price big">{s.price === null ? formatPriceFen(null) : formatPriceFen(s.price * n)}</span>
          </span>
          <Button
            size="large"
            icon={<ShoppingCartOutlined />}
            disabled={cannot}
            loading={add.isPending}
            onClick={() =>
              guard(() =>
                add.mutate(lines, {
                  onSuccess: (r) => void (r.adjusted.length ? message.warning(r.msg) : message.success(r.msg)),
                }),
              )
            }
          >
            全部加入购物车
          </Button>
          <Button
            size="large"
            type="primary"
            disabled={cannot}
            onClick={() =>
              guard(() => navigate(directOrderUrl(lines.map(({ skuNo, quantity }) => ({ skuNo, quantity })))))
            }
          >
            立即购买
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

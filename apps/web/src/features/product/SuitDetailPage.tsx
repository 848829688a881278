import { formatPriceFen } from '@portal/domain';
import { Button, Card, Result, Skeleton, Table } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ProductImage, useSuitDetail } from '../catalogue/index.ts';
import '../../styles/product.css';

/** /product/suitDetail?id=suitNo: a suite with its items. */
export default function SuitDetailPage() {
  const [params] = useSearchParams();
  const q = useSuitDetail(params.get('id') ?? '');
  if (q.isLoading) return <Skeleton active />;
  const s = q.data;
  if (!s)
    return (
      <Result
        status="404"
        title="套装不存在"
        extra={
          <Link to="/product">
            <Button type="primary">浏览全部产品</Button>
          </Link>
        }
      />
    );
  return (
    <Card title={s.name} extra={<span className="price big">{formatPriceFen(s.price)}</span>}>
      <p className="muted">{s.suitDesc}</p>
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
        ]}
      />
      <p style={{ textAlign: 'right', marginTop: 12 }}>
        单品合计 <span className="muted strike">{formatPriceFen(s.itemsTotal)}</span> 套装价{' '}
        <span className="price big">{formatPriceFen(s.price)}</span>
      </p>
    </Card>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Button, Card, Spin } from 'antd';
import { Link } from 'react-router';
import { CompareTable } from './CompareTable.tsx';
import { directCompare, useCompare } from './useCompare.ts';
import './compare.css';

/** /product/compare: the comparison of everything in the compare bar. */
export default function ComparePage() {
  const { items, remove } = useCompare();
  const keys = items.map((i) => ({ spuNo: i.spuNo, skuNo: i.skuNo }));
  const q = useQuery({
    queryKey: ['compare', 'direct', keys],
    queryFn: () => directCompare(keys),
    enabled: keys.length >= 2,
  });
  return (
    <Card
      title="产品对比"
      extra={
        <Link to="/product/compare/addSkus">
          <Button>添加对比产品</Button>
        </Link>
      }
    >
      {q.isLoading ? (
        <Spin />
      ) : (
        <CompareTable
          result={keys.length >= 2 ? q.data : undefined}
          onRemove={(skuNo, spuNo) => void remove({ skuNo, spuNo })}
        />
      )}
    </Card>
  );
}

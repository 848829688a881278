import { Button, Result } from 'antd';
import { Link, useMatches } from 'react-router';

/** /product/empty and /product/invalid. */
export default function ProductStatusPage() {
  const invalid = useMatches().some((m) => m.pathname.endsWith('/invalid'));
  return (
    <Result
      status="404"
      title={invalid ? '商品已失效' : '商品不存在'}
      subTitle={invalid ? '该商品已下架或失效，去看看其他商品吧' : '您访问的商品不存在，去看看其他商品吧'}
      extra={
        <Link to="/product">
          <Button type="primary">浏览全部产品</Button>
        </Link>
      }
    />
  );
}

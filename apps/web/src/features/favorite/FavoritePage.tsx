import { FAVORITE_ROUTES as FAVORITE, formatPriceFen } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, List, Result } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { useLoginPrompt } from '../../components/LoginPrompt.tsx';
import { useSession } from '../../session/store.ts';
import { ProductImage } from '../catalogue/index.ts';
import { favoriteKeys, useFavorites } from './queries.ts';

/** /collect and /member/myFavorite/shopFavorite: favourite products (login required). */
export default function FavoritePage() {
  const { login } = useSession();
  const prompt = useLoginPrompt();
  const { message } = useApp();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const q = useFavorites(page, 10, login);
  if (!login) {
    return (
      <Result
        status="403"
        title="请先登录"
        subTitle="登录后可查看收藏的商品"
        extra={
          <Button type="primary" onClick={prompt}>
            去登录
          </Button>
        }
      />
    );
  }
  return (
    <Card title="商品收藏">
      <List
        loading={q.isLoading}
        dataSource={q.data?.list ?? []}
        locale={{ emptyText: <Empty description={<Link to="/product">暂无收藏，去逛逛</Link>} /> }}
        pagination={{
          current: page,
          pageSize: 10,
          total: q.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        renderItem={(f) => (
          <List.Item
            data-testid="favorite-item"
            actions={[
              <Button
                key="del"
                type="link"
                onClick={async () => {
                  await api.call(FAVORITE.del, { body: { spuNo: f.spuNo } });
                  message.success('已取消收藏');
                  await qc.invalidateQueries({ queryKey: favoriteKeys.all });
                }}
              >
                取消收藏
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={<ProductImage src={f.picUrl} alt={f.spuName} size={64} />}
              title={<Link to={`/product/detail?id=${encodeURIComponent(f.spuNo)}`}>{f.spuName}</Link>}
              description={`${f.firstCatagoryName ?? ''} > ${f.secondCatagoryName ?? ''}`}
            />
            <span className="price" style={{ color: '#d7000f', fontWeight: 600 }}>
              {formatPriceFen(f.minPrice)}
            </span>
          </List.Item>
        )}
      />
    </Card>
  );
}

import { Empty, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ContentGrid } from './ContentCard.tsx';
import { useFavoriteContent } from './queries.ts';

/** /member/myFavorite/projectFavorite (solutions and cases) and /videosFavorite. */
export default function FavoriteContentPage() {
  const tab = useLocation().pathname.endsWith('videosFavorite') ? 'video' : 'project';
  const [page, setPage] = useState(1);
  const q = useFavoriteContent(tab, page);
  if (q.isLoading) return <Skeleton active />;
  if (!q.data?.list.length)
    return <Empty description={tab === 'video' ? '还没有收藏视频，去资讯中心看看吧' : '还没有收藏方案或案例'} />;
  return (
    <div data-testid={`favorite-${tab}`}>
      <ContentGrid list={q.data.list} />
      {q.data.total > 12 ? (
        <Pagination current={page} total={q.data.total} pageSize={12} onChange={setPage} style={{ marginTop: 12 }} />
      ) : null}
    </div>
  );
}

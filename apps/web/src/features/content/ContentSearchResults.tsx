import { CONTENT_TYPE_LABEL } from '@portal/domain';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { detailPath } from './ContentCard.tsx';
import { useContentPage } from './queries.ts';

/** The global search's content results: articles, videos, cases and solutions matching the keyword (beside products). */
export function ContentSearchResults({ keyword }: { keyword: string }) {
  const q = useContentPage({ keyword, page: 1, size: 8 }, !!keyword.trim());
  if (!keyword.trim() || !q.data?.list.length) return null;
  return (
    <div className="filter-panel" style={{ padding: '8px 12px' }} data-testid="content-results">
      <b>相关资讯（{q.data.total}）：</b>
      {q.data.list.map((c) => (
        <span key={c.contentId} style={{ marginRight: 16, display: 'inline-block' }}>
          <Tag>{CONTENT_TYPE_LABEL[c.type as 0]}</Tag>
          <Link to={detailPath(c)}>{c.title}</Link>
        </span>
      ))}
    </div>
  );
}

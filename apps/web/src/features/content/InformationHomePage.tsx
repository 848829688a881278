import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { ContentGrid, detailPath } from './ContentCard.tsx';
import { day, useContentPage } from './queries.ts';

/** /information: the latest news and videos, hot ones first. */
export default function InformationHomePage() {
  const news = useContentPage({ type: 0, page: 1, size: 8 });
  const videos = useContentPage({ type: 1, page: 1, size: 8 });
  return (
    <div>
      <div className="content-section">
        <h3 className="section-head">
          新闻资讯{' '}
          <Link to="/information/newsArticles" style={{ float: 'right', fontSize: 13 }}>
            更多
          </Link>
        </h3>
        {news.isLoading ? (
          <Skeleton active />
        ) : news.data?.list.length ? (
          <ul style={{ margin: 0, paddingLeft: 18, lineHeight: 2.2 }}>
            {news.data.list.map((a) => (
              <li key={a.contentId}>
                <Link to={detailPath(a)}>{a.title}</Link>
                <span style={{ float: 'right', color: '#8f959e' }}>{day(a.publishedAt)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <Empty description="暂无资讯" />
        )}
      </div>
      <div className="content-section">
        <h3 className="section-head">
          视频课程{' '}
          <Link to="/information/allVideo" style={{ float: 'right', fontSize: 13 }}>
            更多
          </Link>
        </h3>
        {videos.data?.list.length ? <ContentGrid list={videos.data.list} /> : <Empty description="暂无视频" />}
      </div>
    </div>
  );
}

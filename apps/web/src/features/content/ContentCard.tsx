import { EyeOutlined, LikeOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { CONTENT_TYPE, type ContentBrief } from '@portal/domain';
import { Link } from 'react-router';
import { day, mmss } from './queries.ts';
import './content.css';

/** Where a content item's detail lives (part 1 §2: solutions from=5, cases under /cases). */
export function detailPath(c: Pick<ContentBrief, 'contentId' | 'type'>): string {
  if (c.type === CONTENT_TYPE.solution) return `/solution/detail?contentId=${c.contentId}&from=5`;
  if (c.type === CONTENT_TYPE.case) return `/cases/detail?contentId=${c.contentId}`;
  return `/information/detail?contentId=${c.contentId}${c.type === CONTENT_TYPE.article ? '&type=article' : ''}`;
}

function ContentCard({ c }: { c: ContentBrief }) {
  const video = c.type === CONTENT_TYPE.video;
  return (
    <Link to={detailPath(c)} className="content-card" data-testid="content-card">
      <div className="content-cover">
        {c.coverUrl ? <img src={c.coverUrl} alt={c.title} loading="lazy" /> : <div className="content-cover-empty" />}
        {video ? (
          <span className="content-play">
            <PlayCircleOutlined /> {mmss(c.durationSeconds)}
          </span>
        ) : null}
      </div>
      <div className="content-card-body">
        <b className="content-title">{c.title}</b>
        <span className="content-summary">{c.summary}</span>
        <span className="content-meta">
          {c.categoryName ?? c.industryName ?? ''} {day(c.publishedAt)}
          <span style={{ float: 'right' }}>
            <EyeOutlined /> {c.viewCount} <LikeOutlined /> {c.likeCount}
          </span>
        </span>
      </div>
    </Link>
  );
}

export function ContentGrid({ list }: { list: ContentBrief[] }) {
  return (
    <div className="content-grid">
      {list.map((c) => (
        <ContentCard key={c.contentId} c={c} />
      ))}
    </div>
  );
}

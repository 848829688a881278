import {
  LikeFilled,
  LikeOutlined,
  PaperClipOutlined,
  ShareAltOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import { CONTENT_TYPE, CONTENT_TYPE_LABEL, type ContentBrief, FILE_TYPE_LABEL } from '@portal/domain';
import { Button, Result, Skeleton, Space } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { useLoginPrompt } from '../../components/LoginPrompt.tsx';
import { useSession } from '../../session/store.ts';
import { Comments } from './Comments.tsx';
import { detailPath } from './ContentCard.tsx';
import { INFORMATION_CALLS as I, contentKeys, day, useContentDetail } from './queries.ts';

function BriefLinks({ list }: { list: ContentBrief[] }) {
  return list.map((r) => (
    <div key={r.contentId} style={{ marginBottom: 12 }}>
      <Link to={detailPath(r)}>
        {r.coverUrl || r.posterUrl ? (
          <img src={(r.coverUrl || r.posterUrl)!} alt="" style={{ width: '100%', borderRadius: 4 }} />
        ) : null}
        <div>{r.title}</div>
      </Link>
    </div>
  ));
}

/** /information/detail, /cases/detail, /solution/detail: an article or a video with attachments, actions and comments. */
export default function ContentDetailPage() {
  const [params] = useSearchParams();
  const contentId = Number(params.get('contentId') ?? '') || 0;
  const { user } = useSession();
  const { message } = useApp();
  const loginPrompt = useLoginPrompt();
  const qc = useQueryClient();
  const q = useContentDetail(contentId);

  // The view counter: reported once, after the page has stayed for 1 s (part 1 §7 tracking, debounced 1 s).
  useEffect(() => {
    if (!contentId) return;
    const t = setTimeout(() => void api.call(I.view, { body: { contentId }, silent: true }).catch(() => {}), 1000);
    return () => clearTimeout(t);
  }, [contentId]);

  if (q.isLoading) return <Skeleton active />;
  const c = q.data;
  if (!c) return <Result status="404" title="内容不存在或已下架" extra={<Link to="/information">返回资讯中心</Link>} />;

  const toggle = async (kind: 'like' | 'favorite') => {
    if (!user) return loginPrompt();
    const on = kind === 'like' ? !c.liked : !c.favorited;
    await api.call(kind === 'like' ? I.like : I.favorite, { body: { contentId, on } });
    message.success(kind === 'like' ? (on ? '点赞成功' : '已取消点赞') : on ? '收藏成功' : '已取消收藏');
    await qc.invalidateQueries({ queryKey: contentKeys.all });
  };
  const share = async () => {
    const url = window.location.href;
    await navigator.clipboard?.writeText(url).catch(() => {});
    message.success('链接已复制，快去分享吧');
  };

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 300px', gap: 16 }}>
      <div>
        <div className="content-section">
          <h1 style={{ fontSize: 24, margin: '4px 0 8px' }}>{c.title}</h1>
          <div style={{ color: '#8f959e', marginBottom: 16 }}>
            {CONTENT_TYPE_LABEL[c.type as 0 | 1 | 2 | 3]} · {c.categoryName ?? c.industryName ?? ''} ·{' '}
            {day(c.publishedAt)} · 浏览 {c.viewCount}
          </div>
          {c.empowermentType === 1 && c.videoUrl ? (
            <video
              data-testid="content-video"
              src={c.videoUrl}
              poster={c.posterUrl ?? undefined}
              controls
              preload="metadata"
              style={{ width: '100%', background: '#000', borderRadius: 6 }}
            />
          ) : null}
          {c.summary ? <p style={{ color: '#646a73' }}>{c.summary}</p> : null}
          <div className="content-body" data-testid="content-body" dangerouslySetInnerHTML={{ __html: c.bodyHtml }} />
          {c.attachments.length ? (
            <div style={{ marginTop: 16 }}>
              <b>附件</b>
              {c.attachments.map((a) => (
                <div key={a.id}>
                  <PaperClipOutlined />{' '}
                  <a href={a.url} download={a.name}>
                    {a.name}
                  </a>{' '}
                  <span style={{ color: '#8f959e' }}>{FILE_TYPE_LABEL[a.fileType]}</span>
                </div>
              ))}
            </div>
          ) : null}
          <Space style={{ marginTop: 20 }}>
            <Button icon={c.liked ? <LikeFilled /> : <LikeOutlined />} onClick={() => void toggle('like')}>
              {c.liked ? '已赞' : '点赞'} {c.likeCount}
            </Button>
            <Button icon={c.favorited ? <StarFilled /> : <StarOutlined />} onClick={() => void toggle('favorite')}>
              {c.favorited ? '已收藏' : '收藏'} {c.favoriteCount}
            </Button>
            <Button icon={<ShareAltOutlined />} onClick={() => void share()}>
              分享
            </Button>
            {c.type === CONTENT_TYPE.solution ? (
              <Link to={`/solution/solutionPurchase?contentId=${c.contentId}`}>
                <Button type="primary">方案采购</Button>
              </Link>
            ) : null}
          </Space>
        </div>
        <Comments contentId={contentId} />
      </div>
      <div className="content-section" style={{ alignSelf: 'start' }}>
        {c.empowermentType === 1 ? (
          <div data-testid="course-info" style={{ marginBottom: 16 }}>
            <h3 className="section-head">课程信息</h3>
            <div>分类：{c.categoryName ?? '视频'}</div>
            {c.durationSeconds ? (
              <div>
                时长：{Math.floor(c.durationSeconds / 60)}分{String(c.durationSeconds % 60).padStart(2, '0')}秒
              </div>
            ) : null}
            <div>发布：{day(c.publishedAt)}</div>
            <div>
              浏览 {c.viewCount} · 点赞 {c.likeCount} · 收藏 {c.favoriteCount}
            </div>
          </div>
        ) : null}
        {c.solutions.length ? (
          <div data-testid="related-solutions">
            <h3 className="section-head">相关方案</h3>
            <BriefLinks list={c.solutions} />
          </div>
        ) : null}
        <h3 className="section-head">{c.empowermentType === 1 ? '更多视频' : '相关推荐'}</h3>
        <BriefLinks list={c.related} />
      </div>
    </div>
  );
}

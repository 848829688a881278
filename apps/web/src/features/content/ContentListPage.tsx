import { Empty, Input, Pagination, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useIndustries } from '../solution/index.ts';
import { ContentGrid } from './ContentCard.tsx';
import { useContentPage, type ContentQuery } from './queries.ts';

/** What each list route shows (part 1 §2: Information, Cases, Solution). */
const LISTS: Record<string, { title: string; query: ContentQuery; industries?: boolean }> = {
  '/information/newsArticles': { title: '新闻资讯', query: { type: 0 } },
  '/information/allVideo': { title: '全部视频', query: { type: 1 } },
  '/information/applicationVideo': { title: '应用视频', query: { type: 1, categoryCode: 'application' } },
  '/information/industryVideo': { title: '行业视频', query: { type: 1, categoryCode: 'industry' } },
  '/information/videoType/sceneVideo': { title: '场景视频', query: { type: 1, categoryCode: 'scene' } },
  '/information/videoType/skuVideo': { title: '产品视频', query: { type: 1, categoryCode: 'sku' } },
  '/cases': { title: '客户案例', query: { type: 2 }, industries: true },
  '/solution': { title: '行业解决方案', query: { type: 3 }, industries: true },
};

export default function ContentListPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const list = LISTS[pathname.replace(/\/$/, '')] ?? LISTS['/information/newsArticles']!;
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const industryId = Number(params.get('oneIndustryId') ?? '') || undefined;
  const industries = useIndustries().filter((i) => i.id !== -1);
  const q = useContentPage({
    ...list.query,
    page,
    size: 12,
    ...(keyword ? { keyword } : {}),
    ...(list.industries && industryId ? { industryId } : {}),
  });
  return (
    <div>
      <div className="content-section" style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <h2 style={{ margin: 0 }}>{list.title}</h2>
        {list.industries ? (
          <Segmented
            value={industryId ?? 0}
            options={[{ label: '全部', value: 0 }, ...industries.map((i) => ({ label: i.name, value: i.id }))]}
            onChange={(v) => {
              setPage(1);
              setParams(v ? { oneIndustryId: String(v) } : {});
            }}
          />
        ) : null}
        <Input.Search
          allowClear
          maxLength={50}
          placeholder="搜索标题"
          style={{ width: 240, marginLeft: 'auto' }}
          onSearch={(v) => {
            setPage(1);
            setKeyword(v.trim());
          }}
        />
      </div>
      {q.isLoading ? (
        <Skeleton active />
      ) : q.data?.list.length ? (
        <>
          <ContentGrid list={q.data.list} />
          <Pagination
            style={{ marginTop: 16, textAlign: 'right' }}
            current={page}
            pageSize={12}
            total={q.data.total}
            onChange={setPage}
            showSizeChanger={false}
          />
        </>
      ) : (
        <Empty description={keyword ? '没有找到相关内容' : '暂无内容'} />
      )}
    </div>
  );
}

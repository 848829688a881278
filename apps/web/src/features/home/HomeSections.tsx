import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { Empty, Skeleton } from 'antd';
import { ProductCard } from '../product/index.ts';
import { useSpuPage } from '../catalogue/index.ts';
import '../../styles/product.css';
import { useContentPage } from '../content/index.ts';

const COLORS = ['#1f5fbf', '#138a63', '#6d3fc0', '#c25b00'];

const ENTRIES = [
  { title: '在线配单', text: '快速生成报价清单', to: '/tool' },
  { title: '安防计算器', text: '十类专业计算', to: '/tool/calculator/aVideoCapacity' },
  { title: '服务中心', text: '安装 · 维修 · 移机', to: '/service-center' },
  { title: '资讯中心', text: '行业动态与视频课程', to: '/information' },
];

function Title({ title, sub, more }: { title: string; sub: string; more: string }) {
  return (
    <div className="section-title">
      <div>
        <h2 style={{ display: 'inline' }}>{title}</h2>
        <span className="sub">{sub}</span>
      </div>
      <Link className="link-more" to={more}>
        查看更多 <RightOutlined />
      </Link>
    </div>
  );
}

export function QuickEntries() {
  return (
    <div className="container quick-entries">
      {ENTRIES.map((e, i) => (
        <Link key={e.title} to={e.to} className="quick-entry">
          <span className="quick-entry-no">0{i + 1}</span>
          <b>{e.title}</b>
          <em>{e.text}</em>
        </Link>
      ))}
    </div>
  );
}

/** The catalogue's hot products (label 热销), most used first: live data from goods/spu/page. */
export function ProductTeasers() {
  const { data, isLoading, isError } = useSpuPage({ labels: 2, sort: 'sumNo', order: 'desc', page: 1, size: 8 });
  return (
    <section className="container">
      <Title title="热门产品" sub="精选畅销安防设备" more="/product?labels=2" />
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : isError || !data?.list.length ? (
        <Empty description="暂无热门产品" />
      ) : (
        <div className="spu-grid home-spu-grid" data-testid="home-hot-products">
          {data.list.map((spu) => (
            <ProductCard key={spu.spuNo} spu={spu} />
          ))}
        </div>
      )}
    </section>
  );
}

/** The home page's solution teasers: the hot published solutions. */
export function SolutionTeasers() {
  const q = useContentPage({ type: 3, hot: '1', page: 1, size: 4 });
  const list = q.data?.list ?? [];
  if (!q.isLoading && list.length === 0) return null;
  return (
    <section className="container">
      <Title title="行业解决方案" sub="覆盖多个行业的成熟方案" more="/solution" />
      <div className="solution-grid">
        {list.map((s, i) => (
          <Link
            key={s.contentId}
            to={`/solution/detail?contentId=${s.contentId}&from=5`}
            className="solution-card"
            style={{ background: `linear-gradient(150deg, ${COLORS[i % COLORS.length]}, #111 140%)` }}
          >
            <svg className="solution-deco" viewBox="0 0 120 120" aria-hidden="true">
              <circle cx="60" cy="60" r="56" fill="none" stroke="rgba(255,255,255,.25)" strokeWidth="2" />
              <circle cx="60" cy="60" r="36" fill="none" stroke="rgba(255,255,255,.2)" strokeWidth="2" />
              <circle cx="60" cy="60" r="10" fill="rgba(255,255,255,.5)" />
            </svg>
            <b>{s.industryName ?? s.title}</b>
            <span>{s.summary}</span>
            <em>了解方案 →</em>
          </Link>
        ))}
      </div>
    </section>
  );
}

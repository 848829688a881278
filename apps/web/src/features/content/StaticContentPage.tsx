import { type STATIC_TABS } from '@portal/domain';
import { Empty, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useStaticPage } from './queries.ts';

const TABS = [
  { key: 'userGuide', label: '使用指南' },
  { key: 'userAgreement', label: '用户协议' },
  { key: 'privacyPolicy', label: '隐私政策' },
  { key: 'aboutUs', label: '关于我们' },
] as const;
type Tab = (typeof STATIC_TABS)[number];

/** A static page's body (the content module's `static_page`): also the help centre's article (promotion/HelpPage). */
export function PageBody({ tab }: { tab: Tab }) {
  const q = useStaticPage(tab);
  if (q.isLoading) return <Skeleton active />;
  if (q.data === null) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无内容" />;
  if (q.isError) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="内容加载失败，请稍后重试" />;
  return <div className="content-body" dangerouslySetInnerHTML={{ __html: q.data?.bodyHtml ?? '' }} />;
}

/** /aboutUs/staticContent?tab=userGuide|userAgreement|privacyPolicy|aboutUs */
export default function StaticContentPage() {
  const [params, setParams] = useSearchParams();
  const tab = (TABS.find((t) => t.key === params.get('tab'))?.key ?? 'aboutUs') as Tab;
  return (
    <div className="content-section">
      <Tabs
        activeKey={tab}
        items={TABS.map((t) => ({ key: t.key, label: t.label }))}
        onChange={(k) => setParams({ tab: k })}
      />
      <PageBody tab={tab} />
    </div>
  );
}

/** /help: the help centre, for logged-in users (guests get the login dialog of part 1 §2 from the top bar). */

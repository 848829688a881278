import { type STATIC_TABS } from '@portal/domain';
import { Result, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/store.ts';
import { useStaticPage } from './queries.ts';

const TABS = [
  { key: 'userGuide', label: '使用指南' },
  { key: 'userAgreement', label: '用户协议' },
  { key: 'privacyPolicy', label: '隐私政策' },
  { key: 'aboutUs', label: '关于我们' },
] as const;
type Tab = (typeof STATIC_TABS)[number];

function PageBody({ tab }: { tab: Tab }) {
  const q = useStaticPage(tab);
  if (q.isLoading) return <Skeleton active />;
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
export function HelpPage() {
  const { user } = useSession();
  if (!user) return <Result status="403" title="请先登录后查看帮助中心" />;
  return (
    <div className="content-section">
      <h2>帮助中心</h2>
      <PageBody tab="help" />
    </div>
  );
}

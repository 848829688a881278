import { Tabs } from 'antd';
import { INFORMATION_ROUTES, MATERIAL_ROUTES, mayCall } from '@portal/domain';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../session/store.ts';

const TABS = [
  { key: '/information', label: '资讯首页' },
  { key: '/information/newsArticles', label: '新闻资讯' },
  { key: '/information/allVideo', label: '全部视频' },
  { key: '/information/applicationVideo', label: '应用视频' },
  { key: '/information/industryVideo', label: '行业视频' },
  { key: '/information/videoType/sceneVideo', label: '场景视频' },
  { key: '/information/videoType/skuVideo', label: '产品视频' },
  { key: '/information/materials', label: '营销物料', calls: MATERIAL_ROUTES.tree },
  { key: '/contentManage', label: '内容管理', calls: INFORMATION_ROUTES.managePage },
];

/**
 * Information area: a tab strip over the page; the materials tab (certified enterprises) and the management tab
 * (staff) only for whom their endpoints' policies let in.
 */
export default function InformationLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabs = TABS.filter((t) => !t.calls || mayCall(t.calls, user));
  const active = [...tabs].reverse().find((t) => pathname.startsWith(t.key))?.key ?? '/information';
  return (
    <>
      <div className="panel" style={{ padding: '0 24px', marginBottom: 16 }}>
        <Tabs activeKey={active} items={tabs.map(({ key, label }) => ({ key, label }))} onChange={(k) => navigate(k)} />
      </div>
      <Outlet />
    </>
  );
}

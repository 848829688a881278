import { Tabs } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAccountPath } from '../../session/useAccountPath.ts';

/** The favourite kinds under /member/myFavorite (part 1 §2), one child route each. */
const TABS = [
  { key: 'projectFavorite', label: '方案收藏' },
  { key: 'shopFavorite', label: '商品收藏' },
  { key: 'videosFavorite', label: '视频收藏' },
] as const;

/** /member/myFavorite: tabs for the three kinds above the open one. */
export default function MyFavoriteLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const to = useAccountPath();
  const active = TABS.find((t) => pathname.endsWith(`/${t.key}`))?.key ?? 'shopFavorite';
  return (
    <div className="my-favorite">
      <Tabs
        activeKey={active}
        items={TABS.map((t) => ({ key: t.key, label: t.label }))}
        onChange={(key) => navigate(to(`/member/myFavorite/${key}`))}
      />
      <Outlet />
    </div>
  );
}

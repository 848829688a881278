/**
 * /merchantCenter (客户运营中心), the certified dealer's workbench: a left menu of the shop's customer orders
 * (first-level dealers) and the account pages (account info, addresses, coupons, private products, favourites,
 * messages, service orders, settings) with the member centre's own components. Guests are asked to log in;
 * accounts that use the member centre are sent to the same page there.
 */
import { activeWorkbenchItem, memberPathOf, usesWorkbench, workbenchMenu } from '@portal/domain';
import { Button, Menu, Result } from 'antd';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ssoLoginUrl } from '../../config.ts';
import { useSession } from '../../session/store.ts';
import { MessageBadge } from '../message/index.ts';
import '../../styles/member.css';

export default function WorkbenchLayout() {
  const { user, login } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  if (!login || !user) {
    return (
      <Result
        status="info"
        title="请先登录"
        subTitle="客户运营中心供企业客户处理订单与账户事务，登录后使用"
        extra={
          <Button type="primary" href={ssoLoginUrl(window.location.href)}>
            去登录
          </Button>
        }
      />
    );
  }
  const memberPage = memberPathOf(pathname);
  if (memberPage && !usesWorkbench(user)) return <Navigate to={`${memberPage}${search}`} replace />;
  const items = workbenchMenu(user.userType);
  const active = activeWorkbenchItem(user.userType, pathname);
  return (
    <div className="member-layout" data-testid="workbench">
      <aside className="member-side">
        <div className="member-side-title">客户运营中心</div>
        <Menu
          mode="inline"
          selectedKeys={active ? [active] : []}
          items={items.map((m) => ({
            key: m.key,
            label: m.key === 'messageCenter' ? <MessageBadge offset={[10, 0]}>{m.label}</MessageBadge> : m.label,
          }))}
          onClick={({ key }) => navigate(items.find((m) => m.key === key)!.path)}
        />
      </aside>
      <section className="member-main">
        <Outlet />
      </section>
    </div>
  );
}

import { accountPath, ACCOUNT_ROUTES } from '@portal/domain';
import { Menu } from 'antd';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { callEnvelope } from '../../api/client.ts';
import { sessionStore } from '../../session/store.ts';
import { MessageBadge } from '../message/index.ts';
import { activeMemberMenu, MEMBER_MENU, memberCentreRedirect } from './member-menu.ts';
import '../../styles/member.css';

/**
 * Member centre: left menu (ids 0-4) beside the page; certified, first-level and multi-identity accounts are sent to
 * the same page in their workbench, /merchantCenter (part 1 §4; the original sent them to an external workbench).
 */
export default function MemberLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = activeMemberMenu(pathname);

  useEffect(() => {
    let live = true;
    callEnvelope(ACCOUNT_ROUTES.sessionInfo, { silent: true })
      .then((env) => {
        if (!live) return;
        if (env.data) sessionStore.setUser(env.data);
        if (memberCentreRedirect(env)) {
          const { pathname: here, search } = window.location;
          navigate(accountPath(`${here}${search}`, true), { replace: true });
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [navigate]);

  return (
    <div className="member-layout">
      <aside className="member-side">
        <div className="member-side-title">会员中心</div>
        <Menu
          mode="inline"
          selectedKeys={active === null ? [] : [String(active)]}
          items={MEMBER_MENU.map((m) => ({
            key: String(m.id),
            label:
              m.path === '/member/messageCenter' ? <MessageBadge offset={[10, 0]}>{m.label}</MessageBadge> : m.label,
          }))}
          onClick={({ key }) => navigate(MEMBER_MENU[Number(key)]!.path)}
        />
      </aside>
      <section className="member-main">
        <Outlet />
      </section>
    </div>
  );
}

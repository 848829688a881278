import { Menu } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import '../styles/member.css';

const MENU = [
  { key: '/service-center', label: '服务网点地图' },
  { key: '/service-center/install-service', label: '安装服务' },
  { key: '/service-center/repair-application', label: '维修申请' },
  { key: '/service-center/repair-schedule', label: '维修进度查询' },
  { key: '/service-center/repair-address', label: '维修网点' },
  { key: '/service-center/move-machine', label: '移机服务' },
  { key: '/service-center/video-surveillance', label: '视频监控服务' },
  { key: '/service-center/smart-lock', label: '智能锁服务' },
  { key: '/service-center/survey-service', label: '勘测服务' },
  { key: '/service-center/project-construction', label: '工程施工' },
  { key: '/service-center/up-hold', label: '维保服务' },
  { key: '/service-center/recovery-password', label: '密码找回' },
];

/** Service centre: left menu of the service requests beside the page. */
export default function ServiceCenterLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = [...MENU].reverse().find((m) => pathname === m.key || pathname.startsWith(`${m.key}/`))?.key;
  return (
    <div className="side-layout">
      <aside className="side-nav">
        <div className="side-nav-title">服务中心</div>
        <Menu mode="inline" selectedKeys={active ? [active] : []} items={MENU} onClick={({ key }) => navigate(key)} />
      </aside>
      <section className="side-main">
        <Outlet />
      </section>
    </div>
  );
}

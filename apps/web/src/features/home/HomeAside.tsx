import { UserOutlined } from '@ant-design/icons';
import { USER_TYPE_LABEL } from '@portal/domain';
import { Avatar, Button } from 'antd';
import { Link } from 'react-router';
import { ssoLoginUrl } from '../../app/config.ts';
import { useSession } from '../../session/store.ts';

function greeting(hour: number): string {
  if (hour < 6) return '夜深了';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

const NOTICES = [
  '平台全新升级，配单工具上线',
  '夏季安防采购节火热进行中',
  '关于春节期间发货安排的通知',
  '新品：4K 全彩智能球机发布',
];

/** Right of the banner: the user card and platform notices. */
export function HomeAside() {
  const { user, login } = useSession();
  return (
    <aside className="home-aside">
      <div className="home-user">
        <Avatar size={52} icon={<UserOutlined />} src={user?.avatarUrl ?? undefined} />
        <div className="home-user-hello">
          {greeting(new Date().getHours())}，{login && user ? user.nickname || user.phone : '欢迎来到平台'}
        </div>
        {login && user ? (
          <>
            <div className="home-user-type">{USER_TYPE_LABEL[user.userType]}</div>
            <div className="home-user-actions">
              <Link to="/tool/designOrder">
                <Button type="primary" size="small">
                  我的设计单
                </Button>
              </Link>
              <Link to="/member/accountInfo">
                <Button size="small">账户信息</Button>
              </Link>
            </div>
          </>
        ) : (
          <div className="home-user-actions">
            <Button type="primary" size="small" href={ssoLoginUrl(window.location.href)}>
              登录
            </Button>
            <Link to="/register">
              <Button size="small">免费注册</Button>
            </Link>
          </div>
        )}
      </div>
      <div className="home-notice">
        <div className="home-notice-title">
          平台公告<Link to="/information/newsArticles">更多</Link>
        </div>
        <ul>
          {NOTICES.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

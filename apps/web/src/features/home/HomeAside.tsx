import { UserOutlined } from '@ant-design/icons';
import { USER_TYPE_LABEL } from '@portal/domain';
import { Avatar, Button } from 'antd';
import { Link } from 'react-router';
import { ssoLoginUrl } from '../../config.ts';
import { useSession } from '../../session/store.ts';
import { detailPath, useContentPage } from '../content/index.ts';
import { useAccountPath } from '../../session/useAccountPath.ts';

function greeting(hour: number): string {
  if (hour < 6) return '夜深了';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/** Right of the banner: the user card and platform notices. */
export function HomeAside() {
  const news = useContentPage({ type: 0, page: 1, size: 4 });
  const { user, login } = useSession();
  const to = useAccountPath();
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
              <Link to={to('/member/accountInfo')}>
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
          {(news.data?.list ?? []).map((n) => (
            <li key={n.contentId}>
              <Link to={detailPath(n)}>{n.title}</Link>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

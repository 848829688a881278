import { DownOutlined } from '@ant-design/icons';
import { mainNavItems, mallPrompt, navColumns, UserType, type NavItem } from '@portal/domain';
import { useApp } from '../../components/feedback/useApp.ts';
import { useLocation, useNavigate } from 'react-router';
import { useIndustries } from '../../features/solution/index.ts';
import { useSession } from '../../session/store.ts';

function isActive(item: NavItem, pathname: string): boolean {
  const base = item.path?.split('?')[0];
  if (item.key === 'home') return pathname === '/' || pathname === '/home';
  if (base && base !== '/' && pathname.startsWith(base)) return true;
  return !!item.children?.some((c) => isActive(c, pathname));
}

/** The main navigation of the user's type (part 1 §2); sub-menus wrap into columns of 6. */
export function MainNav() {
  const { user } = useSession();
  const userType = user?.userType ?? UserType.tourist;
  const industries = useIndustries();
  const items = mainNavItems(userType, { surveyPermission: user?.surveyPermission, industries });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { modal } = useApp();

  const open = (item: NavItem) => (e: React.MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (item.noNavigate || !item.path) return;
    const prompt = item.requiresDealer ? mallPrompt(userType, user?.hasBindFirstDistributor) : null;
    if (prompt) {
      modal.confirm({
        title: '提示',
        content: prompt,
        centered: true,
        okText: userType === UserType.person ? '去选择' : '去绑定',
        cancelText: '取消',
        onOk: () => navigate('/bindFirst'),
      });
      return;
    }
    navigate(item.path);
  };

  const link = (item: NavItem, className: string) => (
    <a
      href={item.noNavigate ? undefined : item.path}
      className={`${className}${item.noNavigate ? ' no-nav' : ''}`}
      onClick={open(item)}
    >
      {item.label}
    </a>
  );

  return (
    <nav className="main-nav" aria-label="主导航">
      <ul className="container main-nav-list">
        {items.map((item) => (
          <li key={item.key} className={`main-nav-item${isActive(item, pathname) ? ' active' : ''}`}>
            <a href={item.path} onClick={open(item)} className="main-nav-link">
              {item.label}
              {item.children ? <DownOutlined className="main-nav-caret" /> : null}
            </a>
            {item.children ? (
              <div className="main-nav-panel">
                {navColumns(item.children).map((col, i) => (
                  <ul key={i} className="main-nav-col">
                    {col.map((child) => (
                      <li key={child.key}>
                        {link(child, 'main-nav-sub')}
                        {child.children ? (
                          <ul className="main-nav-subsub">
                            {child.children.map((g) => (
                              <li key={g.key}>{link(g, 'main-nav-sub')}</li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

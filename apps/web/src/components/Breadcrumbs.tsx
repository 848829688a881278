import { Breadcrumb } from 'antd';
import { Link, useMatches } from 'react-router';
import type { RouteHandle } from '../app/route-handle.ts';
import { crumbsFrom } from './crumbs.ts';

/** '您当前的位置：' 首页 > … ; every item but the last links. */
export function Breadcrumbs() {
  const matches = useMatches();
  if (matches.some((m) => (m.handle as RouteHandle | undefined)?.noCrumb)) return null;
  const crumbs = crumbsFrom(matches);
  const items = crumbs.map((c, i) => ({
    key: c.path,
    title: i < crumbs.length - 1 ? <Link to={c.path}>{c.title}</Link> : c.title,
  }));
  return (
    <nav className="crumbs" aria-label="面包屑">
      <span style={{ color: 'var(--portal-muted)', float: 'left', marginRight: 4 }}>您当前的位置：</span>
      <Breadcrumb items={items} separator=">" />
    </nav>
  );
}

import { Fragment } from 'react';
import { Link, useMatches } from 'react-router';
import type { RouteHandle } from './route-handle.ts';
import { crumbsFrom } from './crumbs.ts';

/**
 * '您当前的位置：' 首页 > … ; every item but the last links. A plain list styled as antd's Breadcrumb was
 * (global.css `.crumbs`): antd's brought its Dropdown and Menu, ≈ 12 KB gzipped, into the start (issue 22).
 */
export function Breadcrumbs() {
  const matches = useMatches();
  if (matches.some((m) => (m.handle as RouteHandle | undefined)?.noCrumb)) return null;
  const crumbs = crumbsFrom(matches);
  return (
    <nav className="crumbs" aria-label="面包屑">
      <span className="crumbs-lead">您当前的位置：</span>
      <ol>
        {crumbs.map((c, i) => (
          <Fragment key={c.path}>
            {i > 0 && (
              <li className="crumbs-sep" aria-hidden="true">
                &gt;
              </li>
            )}
            <li aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
              {i < crumbs.length - 1 ? <Link to={c.path}>{c.title}</Link> : c.title}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

/**
 * How the web app is cut into files (issue 22): Rolldown's code-splitting groups, highest priority first.
 * - `react`: React, React DOM, the router and TanStack Query — the framework, changes only with an upgrade;
 * - `vendor`: the other packages the entry needs at start (antd's core — ConfigProvider, theme, App, cssinjs — and
 *   the antd components and icons of the default layout: top bar, header, nav, footer, toolbar);
 * - `shell`: the app's own modules the entry needs at start (session, API client, route table, the default layout);
 * - everything else (pages, and what only some pages share) keeps Rolldown's automatic chunking, so a page loads
 *   only what it uses of antd, icons, echarts and the map, and nothing of other pages.
 * Packages and app code are never in one file: a deploy that changes only the app leaves `react` and `vendor`
 * cached. `$initial` is Rolldown's tag for what the entry imports statically (after tree-shaking).
 */
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/;
const initial = ['$initial' as const];

export const CHUNK_GROUPS = [
  { name: 'react', test: FRAMEWORK, priority: 50 },
  { name: 'vendor', test: NODE_MODULES, tags: initial, priority: 40 },
  { name: 'shell', test: (id: string) => !NODE_MODULES.test(id), tags: initial, priority: 30 },
];

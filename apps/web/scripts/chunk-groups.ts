/**
 * How the web app is cut into files (issue 22): Rolldown's code-splitting groups, highest priority first.
 * - `react`: React, React DOM, the router and TanStack Query — the framework, changes only with an upgrade;
 * - `vendor`: the other packages the entry needs at start (antd's core — ConfigProvider, theme, App, cssinjs — and
 *   the antd components and icons of the default layout: top bar, header, nav, footer, toolbar);
 * - `shell`: the app's own modules the entry needs at start (session, API client, route table, the default layout);
 * - `antd-lists`: antd's Select, Checkbox and Pagination with their shared internals (the catalogue's and most
 *   lists' filters and pager) and the small pieces only they use (the pager's jump icons, Select's empty view),
 *   which automatic chunking cut into a dozen small files on /product;
 * - everything else (pages, and what only some pages share) keeps Rolldown's automatic chunking, so a page loads
 *   only what it uses of antd, icons, echarts and the map, and nothing of other pages.
 * Packages and app code are never in one file: a deploy that changes only the app leaves `react` and `vendor`
 * cached. `$initial` is Rolldown's tag for what the entry imports statically (after tree-shaking).
 */
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/;
const LISTS =
  /[\\/]node_modules[\\/](antd[\\/]es[\\/](select|checkbox|pagination|_util[\\/]hooks[\\/](?!index)|_util[\\/]motion)|@rc-component[\\/](select|checkbox|pagination|virtual-list))[\\/]/;
/** What only the list controls use: the pager's jump icons, Select's empty view, the icon helper of both. */
const LIST_PARTS =
  /[\\/]node_modules[\\/](antd[\\/]es[\\/](config-provider[\\/]defaultRenderEmpty|_util[\\/]normalizeIcon)|@ant-design[\\/]icons(-svg)?[\\/]es[\\/](asn|icons)[\\/]Double(Left|Right)Outlined)\.js$/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
/**
 * What the lists use besides the list controls, outside the start: antd's Space and the sort icons. Not the rest of
 * antd's Input family (the header's Search is in the start; TextArea, Password, OTP and Group only in forms, ≈ 6 KB
 * compressed the catalogue never used) nor InputNumber: they keep automatic chunking.
 */
const LIST_EXTRAS =
  /[\\/]node_modules[\\/](antd[\\/]es[\\/]space[\\/]|@ant-design[\\/]icons(-svg)?[\\/]es[\\/](asn|icons)[\\/](ArrowUp|ArrowDown|Up)Outlined\.js$)/;
/**
 * Small antd pieces the home page and the lists share outside the start (Tag, the grid's breakpoints, small hooks,
 * motion and overflow helpers, the product and content cards' icons): one file, not a dozen. Not antd's Modal: its
 * index imports the dialog, confirm and useModal (≈ 9 KB compressed), which a page gets only if it shows a dialog.
 */
const SHARED_PARTS =
  /[\\/]node_modules[\\/](antd[\\/]es[\\/](tag[\\/]|grid[\\/]hooks[\\/]|_util[\\/](PurePanel|responsiveObserver)\.js|style[\\/]motion[\\/])|@rc-component[\\/](overflow|util[\\/]es[\\/]KeyCode)|@ant-design[\\/]icons(-svg)?[\\/]es[\\/](asn|icons)[\\/](Eye|Picture|Check|Right|Left|Ellipsis)Outlined\.js$)/;
/**
 * Pieces of under a kilobyte that automatic chunking gave a file (and a request) each, shared by /home, the lists,
 * the detail and the design tool: antd's small helpers (useClosable and its mergeProps among them), Babel's `extends`,
 * the plus icon. In antd-parts, which those pages load anyway (about 1.5 KB more than the pieces a page used, four
 * to ten requests fewer). Not antd's
 * useForceUpdate and useSyncState hooks: moved here, a Select's list stayed open after a choice (service.e2e's dispatch
 * dialog; cause not found) — they keep their own small files.
 */
const TINY_PARTS =
  /[\\/]node_modules[\\/](@babel[\\/]runtime[\\/]helpers[\\/]esm[\\/]extends|antd[\\/]es[\\/]_util[\\/](capitalize|gapSize|hooks[\\/]useClosable)|@rc-component[\\/]util[\\/]es[\\/]mergeProps|@ant-design[\\/]icons(-svg)?[\\/]es[\\/](asn|icons)[\\/]PlusOutlined)\.js$/;
/** The app's list helpers (the pager's settings, the sort toggle and filter rules): tiny, used by every list page. */
const LIST_HELPERS =
  /([\\/]apps[\\/]web[\\/]src[\\/]components[\\/]pagination|[\\/]packages[\\/]domain[\\/]src[\\/](ui[\\/]pagination|catalogue[\\/]rank))\.ts$/;
/**
 * The design tool's small lazy wrappers, the private products' keys and their paths and rules (the selection page,
 * the orders and the custom products page each load them): one file, not five.
 */
const LAZY_PARTS = new RegExp(
  [
    /[\\/]apps[\\/]web[\\/]src[\\/]components[\\/]lazy\.tsx$/,
    /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/](private-product[\\/](keys\.ts|lazy-dialogs\.tsx)|design-order[\\/]lazy-parts\.tsx)$/,
    /[\\/]packages[\\/]domain[\\/]src[\\/](design-order|api[\\/]routes)[\\/]private-product\.ts$/,
  ]
    .map((r) => r.source)
    .join('|'),
);
const initial = ['$initial' as const];

export const CHUNK_GROUPS = [
  { name: 'react', test: FRAMEWORK, priority: 50 },
  // zod: only the pages that validate a form or parse an answer use it, but the domain modules of the start import it
  // (their schemas are left out, their import is not), which tagged all of it `$initial`: a file of its own, loaded
  // with the first page that needs it.
  { name: 'zod', test: ZOD, priority: 45 },
  { name: 'vendor', test: NODE_MODULES, tags: initial, priority: 40 },
  { name: 'shell', test: (id: string) => !NODE_MODULES.test(id), tags: initial, priority: 30 },
  // antd's list controls (Select, Checkbox, Pagination) and the internals they share: one file for the pages with
  // filtered, paged lists instead of a dozen small ones.
  {
    name: 'antd-lists',
    test: (id: string) => LISTS.test(id) || LIST_PARTS.test(id) || LIST_EXTRAS.test(id),
    priority: 20,
  },
  { name: 'antd-parts', test: (id: string) => SHARED_PARTS.test(id) || TINY_PARTS.test(id), priority: 15 },
  // App code apart from packages (a deploy that changes it leaves antd-lists cached): one file, not three.
  { name: 'list-helpers', test: LIST_HELPERS, priority: 10 },
  { name: 'lazy-parts', test: LAZY_PARTS, priority: 10 },
];

/**
 * Modules that have no side effects but do not say so (`"sideEffects": false`): antd's rc-component internals and
 * the app's feature modules. Marked, a module nothing uses is left out (antd's Input imported the whole of rc-form,
 * ≈ 13 KB on the start, for a form context the header's search box never reads). Other packages keep their own
 * declaration.
 */
export const SIDE_EFFECT_FREE = [
  { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
  // The app's features, reached through their doors (features/<f>/index.ts): a door re-exports a feature's pages and
  // parts, and a page that uses one part must not load the others (with their stylesheets). No feature module is
  // imported for its effect alone (apps/server/test/boundaries.test.ts checks it).
  { test: /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/].*\.tsx?$/, sideEffects: false },
];

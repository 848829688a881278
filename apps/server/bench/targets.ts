/** What `npm run bench` measures. Later features add their routes here. */
export interface BenchTarget {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  connections?: number;
  /** A demo account (password Demo@2026) to log in as first; its bearer token is sent with every request. */
  loginAs?: string;
  /** Paths asked in turn instead of `path` alone (`path` names the row), for traffic that varies as the real one does. */
  paths?: string[];
}

/** What dealers type into the search box, a keystroke at a time: initials, pinyin, Chinese, English trade words. */
const TYPED = [
  ...['q', 'qj', 'qi', 'qiu', 'qiuj', 'qiang', 'qiangj', 'b', 'bq', 'ban', 'banq', 'l', 'lx', 'lxj', 'lu', 'luxiang'],
  ...['s', 'sx', 'sxt', 'she', 'shex', 'j', 'jh', 'jhj', 'jiao', 'jiaohuan', 'y', 'yp', 'ying', 'yingpan', 'm', 'mj'],
  ...['n', 'nv', 'nvr', 'd', 'dv', 'dvr', 'sw', 'swi', 'switch', 'p', 'po', 'poe', 'pt', 'ptz', 'h', 'hd', 'hdd'],
  ...[
    '摄',
    '摄像',
    '摄像头',
    '录',
    '录像',
    '录像机',
    '球',
    '球机',
    '交换',
    '硬盘',
    '门禁',
    '半球',
    '枪',
    '网络',
    '红外',
  ],
];

/** What a browser sends with every list request: the list is answered gzipped, as it is to people. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** A board asked as its viewers ask it: a day, a week or a month, this one or one of the eleven before (36 questions). */
const boardPaths = (base: string): string[] =>
  ['day', 'week', 'month'].flatMap((unit) =>
    Array.from({ length: 12 }, (_, i) => {
      const at = new Date(Date.now() - i * 30 * 86_400_000).toISOString().slice(0, 10);
      return `${base}?unit=${unit}&at=${at}`;
    }),
  );

export const CEILING: BenchTarget = { name: 'hello (ceiling)', path: '/hello' };

export const TARGETS: BenchTarget[] = [
  { name: 'GET /healthz', path: '/healthz' },
  { name: 'industry list', path: '/api-cloud-merchant-service/open/v1/solution/industryList' },
  // Catalogue (issue 4): category + two attribute filters + sort by price, 20 rows; and a Chinese keyword search.
  {
    name: 'spu page: category + 2 attrs + price sort',
    path: `/api-cloud-merchant-service/open/v1/goods/spu/page?categoryIds=101&attributesStr=${encodeURIComponent('resolutionMP:400万像素;lightType:红外')}&sort=price&order=asc&page=1&size=20`,
    headers: BROWSER,
  },
  // The same list for dealers (issue 4 pricing): prices and the price sort follow the viewer. 13800000004 (gold
  // second-level, bound to M10001) sees M10001's gold prices and shares cached pages with viewers of that plan;
  // 13800000002 (first-level) sees wholesale prices and, having private products, always reads fresh.
  {
    name: 'spu page as gold dealer: category + 2 attrs + price sort',
    path: `/api-cloud-merchant-service/open/v1/goods/spu/page?categoryIds=101&attributesStr=${encodeURIComponent('resolutionMP:400万像素;lightType:红外')}&sort=price&order=asc&page=1&size=20`,
    headers: BROWSER,
    loginAs: '13800000004',
  },
  {
    name: 'spu page as first-level (fresh): category + 2 attrs + price sort',
    path: `/api-cloud-merchant-service/open/v1/goods/spu/page?categoryIds=101&attributesStr=${encodeURIComponent('resolutionMP:400万像素;lightType:红外')}&sort=price&order=asc&page=1&size=20`,
    headers: BROWSER,
    loginAs: '13800000002',
  },
  {
    name: 'spu page as first-level (fresh): all products, price sort',
    path: '/api-cloud-merchant-service/open/v1/goods/spu/page?sort=price&order=asc&page=1&size=20',
    headers: BROWSER,
    loginAs: '13800000002',
  },
  // Issue 47 §1: a list page of 20 families without compression (an integration, a client that asks no gzip): bound
  // by the bytes it moves, so by the lean answer's size. One query (a guest's kept page); the mix below is the varied one.
  {
    name: 'spu page uncompressed: 20 families',
    path: '/api-cloud-merchant-service/open/v1/goods/spu/page?page=1&size=20',
  },
  {
    name: 'spu search: 网络摄像机',
    path: `/api-cloud-merchant-service/open/v1/goods/spu/page?keyword=${encodeURIComponent('网络摄像机')}&page=1&size=20`,
    headers: BROWSER,
  },
  {
    name: 'spu search: model fragment',
    path: '/api-cloud-merchant-service/open/v1/goods/spu/page?keyword=ipc-3b04&page=1&size=20',
    headers: BROWSER,
  },
  // Issue 57: the search box's suggestions as one types initials (p99 ≤ 50 ms), and a typo answered by its correction.
  {
    name: 'search suggest: 64 typed prefixes',
    path: '/api-cloud-merchant-service/open/v1/search/suggest?keyword=qj',
    paths: TYPED.map((t) => `/api-cloud-merchant-service/open/v1/search/suggest?keyword=${encodeURIComponent(t)}`),
    headers: BROWSER,
  },
  {
    name: 'spu search: 摄象头 (forgiven)',
    path: `/api-cloud-merchant-service/open/v1/goods/spu/page?keyword=${encodeURIComponent('摄象头')}&page=1&size=20`,
    headers: BROWSER,
  },
  // Issue 60: boards from the rollups (every figure of the page in one answer), as staff and as a first-level dealer
  // (its own customers only), over 36 periods in turn.
  {
    name: 'board: staff, 36 periods',
    path: `/api-cloud-merchant-service/v1/board/staff?unit=month&at=${new Date().toISOString().slice(0, 10)}`,
    paths: boardPaths('/api-cloud-merchant-service/v1/board/staff'),
    headers: BROWSER,
    loginAs: '13800000008',
  },
  {
    name: 'board: staff insights, 36 periods',
    path: `/api-cloud-merchant-service/v1/board/staff/insights?unit=month&at=${new Date().toISOString().slice(0, 10)}`,
    paths: boardPaths('/api-cloud-merchant-service/v1/board/staff/insights'),
    headers: BROWSER,
    loginAs: '13800000008',
  },
  {
    name: 'board: first-level dealer, 36 periods',
    path: `/api-cloud-merchant-service/v1/board/dealer?unit=month&at=${new Date().toISOString().slice(0, 10)}`,
    paths: boardPaths('/api-cloud-merchant-service/v1/board/dealer'),
    headers: BROWSER,
    loginAs: '13800000002',
  },
];

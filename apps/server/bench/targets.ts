/** What `npm run bench` measures. Later features add their routes here. */
export interface BenchTarget {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  connections?: number;
}

export const CEILING: BenchTarget = { name: 'hello (ceiling)', path: '/hello' };

export const TARGETS: BenchTarget[] = [
  { name: 'GET /healthz', path: '/healthz' },
  { name: 'industry list', path: '/api-cloud-merchant-service/open/v1/solution/industryList' },
  // Catalogue (issue 4): category + two attribute filters + sort by price, 20 rows; and a Chinese keyword search.
  {
    name: 'spu page: category + 2 attrs + price sort',
    path: `/api-cloud-merchant-service/open/v1/goods/spu/page?categoryIds=101&attributesStr=${encodeURIComponent('resolutionMP:400万像素;lightType:红外')}&sort=price&order=asc&page=1&size=20`,
  },
  {
    name: 'spu search: 网络摄像机',
    path: `/api-cloud-merchant-service/open/v1/goods/spu/page?keyword=${encodeURIComponent('网络摄像机')}&page=1&size=20`,
  },
  {
    name: 'spu search: model fragment',
    path: '/api-cloud-merchant-service/open/v1/goods/spu/page?keyword=ipc-3b04&page=1&size=20',
  },
];

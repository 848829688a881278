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
];

import { lazy } from 'react';

/** The dealer map's offline ECharts map of China, in its own lazy chunk (shown inside a Suspense). */
export const ChinaMap = lazy(() => import('./DealerMap.tsx'));

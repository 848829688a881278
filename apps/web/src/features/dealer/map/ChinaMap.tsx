import { lazy } from 'react';

/** The dealer map's offline ECharts map of China, in its own lazy chunk (shown inside a Suspense). */
export const ChinaMap = lazy(() => import('./DealerMap.tsx'));

/** The boards' province map (shaded by a figure, a click picks a province), in its own lazy chunk too. */
export const ProvinceMap = lazy(() => import('./ProvinceMap.tsx'));

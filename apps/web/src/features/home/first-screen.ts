/**
 * The home page's first-screen data, asked for as the router matches /home — while the page's code is still loading
 * (app/first-screen.ts) — instead of once it has rendered: the banners (the largest picture of the screen), the
 * category list, the aside's news and the hot products.
 */
import { PLACEMENT_LOCATION } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { preloadImage } from '../../app/first-screen.ts';
import { contentPageQuery } from '../content/queries.ts';
import { categoryTreeQuery, spuPageQuery } from '../product/queries.ts';
import { placementsQuery } from '../promotion/queries.ts';
import { HOME_HOT, HOME_NEWS } from './home-queries.ts';

const SHOWN = [
  PLACEMENT_LOCATION.carousel,
  PLACEMENT_LOCATION.bannerLeft,
  PLACEMENT_LOCATION.bannerMid,
  PLACEMENT_LOCATION.bannerRight,
];

export function firstScreen(qc: QueryClient): void {
  for (const location of SHOWN) {
    // the first picture of each is on the first screen: fetched as soon as its address is known
    void qc.fetchQuery(placementsQuery(location)).then((list) => list[0] && preloadImage(list[0].picUrl), noop);
  }
  void qc.prefetchQuery(categoryTreeQuery());
  void qc.prefetchQuery(contentPageQuery(HOME_NEWS));
  void qc.prefetchQuery(spuPageQuery(HOME_HOT));
}

const noop = () => undefined;

/** What the home page asks the server for, written once: its sections use it, and so does first-screen.ts. */
import type { SpuPageQueryInput } from '@portal/domain';
import type { ContentQuery } from '../content/queries.ts';

/** The aside's latest news. */
export const HOME_NEWS: ContentQuery = { type: 0, page: 1, size: 4 };
/** The hot products row: recommended, best-selling first. */
export const HOME_HOT: SpuPageQueryInput = { labels: 2, sort: 'sumNo', order: 'desc', page: 1, size: 8 };

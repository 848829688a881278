/** Routes of the content module: information, comments, static pages, clues, solution industries.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { API_PREFIX, reasonOf, route } from '../../core/index.ts';
import { CATALOGUE_MESSAGES } from '../../catalogue/index.ts';
import { CONTENT_API as P, CONTENT_MESSAGES } from '../../content/index.ts';

const get = 'GET' as const;

const post = 'POST' as const;

export const INFORMATION_ROUTES = {
  /** Related info (part 1 §7 "Catalogue"): published articles, videos, cases and solutions about a product family. */
  spuRelated: route({
    id: 'INFORMATION.spuRelated',
    method: get,
    path: `${API_PREFIX}/open/v1/goods/spu/related`,
    auth: 'optional',
    refusals: [reasonOf(CATALOGUE_MESSAGES, 'spuNotFound')],
  }),
  solutionProducts: route({
    id: 'INFORMATION.solutionProducts',
    method: get,
    path: P.solutionProducts,
    auth: 'optional',
    refusals: [reasonOf(CONTENT_MESSAGES, 'solutionNotFound')],
  }),
  categories: route({ id: 'INFORMATION.categories', method: get, path: P.categories, auth: 'none' }),
  page: route({ id: 'INFORMATION.page', method: get, path: P.page, auth: 'none', paged: true }),
  detail: route({
    id: 'INFORMATION.detail',
    method: get,
    path: P.detail,
    auth: 'optional',
    refusals: [reasonOf(CONTENT_MESSAGES, 'notFound')],
  }),
  view: route({ id: 'INFORMATION.view', method: post, path: P.view, auth: 'optional' }),
  like: route({
    id: 'INFORMATION.like',
    method: post,
    path: P.like,
    auth: 'user',
    refusals: [reasonOf(CONTENT_MESSAGES, 'notFound')],
  }),
  favorite: route({
    id: 'INFORMATION.favorite',
    method: post,
    path: P.favorite,
    auth: 'user',
    refusals: [reasonOf(CONTENT_MESSAGES, 'notFound')],
  }),
  favoritePage: route({ id: 'INFORMATION.favoritePage', method: get, path: P.favoritePage, auth: 'user', paged: true }),
  commentPage: route({
    id: 'INFORMATION.commentPage',
    method: get,
    path: P.commentPage,
    auth: 'optional',
    paged: true,
  }),
  commentSave: route({
    id: 'INFORMATION.commentSave',
    method: post,
    path: P.commentSave,
    auth: 'user',
    refusals: [reasonOf(CONTENT_MESSAGES, 'notFound')],
  }),
  commentLike: route({
    id: 'INFORMATION.commentLike',
    method: post,
    path: P.commentLike,
    auth: 'user',
    refusals: [reasonOf(CONTENT_MESSAGES, 'commentNotFound')],
  }),
  reportSubmit: route({
    id: 'INFORMATION.reportSubmit',
    method: post,
    path: P.reportSubmit,
    auth: 'user',
    refusals: [reasonOf(CONTENT_MESSAGES, 'reportedAlready'), reasonOf(CONTENT_MESSAGES, 'commentNotFound')],
  }),
  // a static page staff have not written yet (a new portal's help article): 404 with its reason, never a 500
  staticPage: route({
    id: 'INFORMATION.staticPage',
    method: get,
    path: P.staticPage,
    auth: 'none',
    refusals: [reasonOf(CONTENT_MESSAGES, 'pageNotFound')],
  }),
  managePage: route({
    id: 'INFORMATION.managePage',
    method: get,
    path: P.managePage,
    auth: 'user',
    policy: 'staff',
    paged: true,
  }),
  manageSave: route({
    id: 'INFORMATION.manageSave',
    method: post,
    path: P.manageSave,
    auth: 'user',
    policy: 'staff',
    refusals: [
      reasonOf(CONTENT_MESSAGES, 'productUnknown'),
      reasonOf(CONTENT_MESSAGES, 'productsOnlySolution'),
      reasonOf(CONTENT_MESSAGES, 'videoRequired'),
      reasonOf(CONTENT_MESSAGES, 'categoryInvalid'),
      reasonOf(CONTENT_MESSAGES, 'industryInvalid'),
      reasonOf(CONTENT_MESSAGES, 'notFound'),
    ],
  }),
  manageStatus: route({
    id: 'INFORMATION.manageStatus',
    method: post,
    path: P.manageStatus,
    auth: 'user',
    policy: 'staff',
    refusals: [reasonOf(CONTENT_MESSAGES, 'notFound')],
  }),
  manageDelete: route({
    id: 'INFORMATION.manageDelete',
    method: post,
    path: P.manageDelete,
    auth: 'user',
    policy: 'staff',
    refusals: [reasonOf(CONTENT_MESSAGES, 'notFound')],
  }),
  manageComments: route({
    id: 'INFORMATION.manageComments',
    method: get,
    path: P.manageComments,
    auth: 'user',
    policy: 'staff',
    paged: true,
  }),
  manageCommentStatus: route({
    id: 'INFORMATION.manageCommentStatus',
    method: post,
    path: P.manageCommentStatus,
    auth: 'user',
    policy: 'staff',
    refusals: [reasonOf(CONTENT_MESSAGES, 'commentNotFound')],
  }),
};

export const CONTENT_ROUTES = {
  industryList: route({
    id: 'CONTENT.industryList',
    method: 'GET',
    path: `${API_PREFIX}/open/v1/solution/industryList`,
    auth: 'none',
  }),
};

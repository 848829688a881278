/** Endpoints of the content module: information, comments, static pages, clues, solution industries. */
import { z } from 'zod';
import {
  CONTENT_API as P,
  commentIdBodySchema,
  commentPageQuerySchema,
  commentSaveSchema,
  commentSchema,
  commentStatusBodySchema,
  contentBriefSchema,
  contentCategoriesQuerySchema,
  contentCategorySchema,
  contentDetailQuerySchema,
  contentDetailSchema,
  contentIdBodySchema,
  contentToggleBodySchema,
  contentPageQuerySchema,
  contentSaveSchema,
  contentStatusBodySchema,
  contentFavoritePageQuerySchema,
  manageCommentQuerySchema,
  manageCommentSchema,
  manageContentSchema,
  managePageQuerySchema,
  reportSubmitSchema,
  staticPageQuerySchema,
  staticPageSchema,
  toggleResultSchema,
} from '../../content/contract.ts';
import { solutionProductsQuerySchema, solutionProductsSchema } from '../../content/solution.ts';
import { endpoint, noData } from '../../core/endpoint.ts';
import { API_PREFIX } from '../../core/envelope.ts';

const get = 'GET' as const;
const post = 'POST' as const;

export const INFORMATION_ENDPOINTS = {
  solutionProducts: endpoint({
    method: get,
    path: P.solutionProducts,
    auth: 'optional',
    query: solutionProductsQuerySchema,
    data: solutionProductsSchema,
    refusals: ['CONTENT.solutionNotFound'],
  }),
  categories: endpoint({
    method: get,
    path: P.categories,
    auth: 'none',
    query: contentCategoriesQuerySchema,
    data: z.array(contentCategorySchema),
  }),
  page: endpoint({
    method: get,
    path: P.page,
    auth: 'none',
    query: contentPageQuerySchema,
    data: z.array(contentBriefSchema),
    paged: true,
  }),
  detail: endpoint({
    method: get,
    path: P.detail,
    auth: 'optional',
    query: contentDetailQuerySchema,
    data: contentDetailSchema,
    refusals: ['CONTENT.notFound'],
  }),
  view: endpoint({ method: post, path: P.view, auth: 'optional', body: contentIdBodySchema, data: noData }),
  like: endpoint({ method: post, path: P.like, auth: 'user', body: contentToggleBodySchema, data: toggleResultSchema }),
  favorite: endpoint({
    method: post,
    path: P.favorite,
    auth: 'user',
    body: contentToggleBodySchema,
    data: toggleResultSchema,
  }),
  favoritePage: endpoint({
    method: get,
    path: P.favoritePage,
    auth: 'user',
    query: contentFavoritePageQuerySchema,
    data: z.array(contentBriefSchema),
    paged: true,
  }),
  commentPage: endpoint({
    method: get,
    path: P.commentPage,
    auth: 'optional',
    query: commentPageQuerySchema,
    data: z.array(commentSchema),
    paged: true,
  }),
  commentSave: endpoint({
    method: post,
    path: P.commentSave,
    auth: 'user',
    body: commentSaveSchema,
    data: commentSchema,
  }),
  commentLike: endpoint({
    method: post,
    path: P.commentLike,
    auth: 'user',
    body: commentIdBodySchema,
    data: toggleResultSchema,
  }),
  reportSubmit: endpoint({
    method: post,
    path: P.reportSubmit,
    auth: 'user',
    body: reportSubmitSchema,
    data: noData,
    refusals: ['CONTENT.reportedAlready'],
  }),
  staticPage: endpoint({
    method: get,
    path: P.staticPage,
    auth: 'none',
    query: staticPageQuerySchema,
    data: staticPageSchema,
  }),
  managePage: endpoint({
    method: get,
    path: P.managePage,
    auth: 'user',
    query: managePageQuerySchema,
    data: z.array(manageContentSchema),
    paged: true,
  }),
  manageSave: endpoint({
    method: post,
    path: P.manageSave,
    auth: 'user',
    body: contentSaveSchema,
    data: manageContentSchema,
  }),
  manageStatus: endpoint({
    method: post,
    path: P.manageStatus,
    auth: 'user',
    body: contentStatusBodySchema,
    data: noData,
  }),
  manageDelete: endpoint({ method: post, path: P.manageDelete, auth: 'user', body: contentIdBodySchema, data: noData }),
  manageComments: endpoint({
    method: get,
    path: P.manageComments,
    auth: 'user',
    query: manageCommentQuerySchema,
    data: z.array(manageCommentSchema),
    paged: true,
  }),
  manageCommentStatus: endpoint({
    method: post,
    path: P.manageCommentStatus,
    auth: 'user',
    body: commentStatusBodySchema,
    data: noData,
  }),
};

export const industrySchema = z.object({ id: z.number(), name: z.string() });

export const CONTENT_ENDPOINTS = {
  industryList: endpoint({
    method: 'GET',
    path: `${API_PREFIX}/open/v1/solution/industryList`,
    auth: 'none',
    data: z.object({ industryList: z.array(industrySchema) }),
  }),
};

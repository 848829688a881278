/** Endpoints of the content module: information, comments, static pages, clues, solution industries. */
import { INFORMATION_ROUTES, CONTENT_ROUTES } from '../routes/content.ts';
import { z } from 'zod';
import { spuInfoQuerySchema } from '../../catalogue/index.ts';
import {
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
  contentFavoritePageQuerySchema,
  contentIdBodySchema,
  contentPageQuerySchema,
  contentSaveSchema,
  contentStatusBodySchema,
  contentToggleBodySchema,
  manageCommentQuerySchema,
  manageCommentSchema,
  manageContentSchema,
  managePageQuerySchema,
  reportSubmitSchema,
  solutionProductsQuerySchema,
  solutionProductsSchema,
  staticPageQuerySchema,
  staticPageSchema,
  toggleResultSchema,
} from '../../content/index.ts';
import { endpoint, noData } from '../../core/index.ts';

export const industrySchema = z.object({ id: z.number(), name: z.string() });

export const INFORMATION_ENDPOINTS = {
  spuRelated: endpoint({
    ...INFORMATION_ROUTES.spuRelated,
    query: spuInfoQuerySchema,
    data: z.array(contentBriefSchema),
  }),
  solutionProducts: endpoint({
    ...INFORMATION_ROUTES.solutionProducts,
    query: solutionProductsQuerySchema,
    data: solutionProductsSchema,
  }),
  categories: endpoint({
    ...INFORMATION_ROUTES.categories,
    query: contentCategoriesQuerySchema,
    data: z.array(contentCategorySchema),
  }),
  page: endpoint({ ...INFORMATION_ROUTES.page, query: contentPageQuerySchema, data: z.array(contentBriefSchema) }),
  detail: endpoint({ ...INFORMATION_ROUTES.detail, query: contentDetailQuerySchema, data: contentDetailSchema }),
  view: endpoint({ ...INFORMATION_ROUTES.view, body: contentIdBodySchema, data: noData }),
  like: endpoint({ ...INFORMATION_ROUTES.like, body: contentToggleBodySchema, data: toggleResultSchema }),
  favorite: endpoint({ ...INFORMATION_ROUTES.favorite, body: contentToggleBodySchema, data: toggleResultSchema }),
  favoritePage: endpoint({
    ...INFORMATION_ROUTES.favoritePage,
    query: contentFavoritePageQuerySchema,
    data: z.array(contentBriefSchema),
  }),
  commentPage: endpoint({
    ...INFORMATION_ROUTES.commentPage,
    query: commentPageQuerySchema,
    data: z.array(commentSchema),
  }),
  commentSave: endpoint({ ...INFORMATION_ROUTES.commentSave, body: commentSaveSchema, data: commentSchema }),
  commentLike: endpoint({ ...INFORMATION_ROUTES.commentLike, body: commentIdBodySchema, data: toggleResultSchema }),
  reportSubmit: endpoint({ ...INFORMATION_ROUTES.reportSubmit, body: reportSubmitSchema, data: noData }),
  staticPage: endpoint({ ...INFORMATION_ROUTES.staticPage, query: staticPageQuerySchema, data: staticPageSchema }),
  managePage: endpoint({
    ...INFORMATION_ROUTES.managePage,
    query: managePageQuerySchema,
    data: z.array(manageContentSchema),
  }),
  manageSave: endpoint({ ...INFORMATION_ROUTES.manageSave, body: contentSaveSchema, data: manageContentSchema }),
  manageStatus: endpoint({ ...INFORMATION_ROUTES.manageStatus, body: contentStatusBodySchema, data: noData }),
  manageDelete: endpoint({ ...INFORMATION_ROUTES.manageDelete, body: contentIdBodySchema, data: noData }),
  manageComments: endpoint({
    ...INFORMATION_ROUTES.manageComments,
    query: manageCommentQuerySchema,
    data: z.array(manageCommentSchema),
  }),
  manageCommentStatus: endpoint({
    ...INFORMATION_ROUTES.manageCommentStatus,
    body: commentStatusBodySchema,
    data: noData,
  }),
};

export const CONTENT_ENDPOINTS = {
  industryList: endpoint({ ...CONTENT_ROUTES.industryList, data: z.object({ industryList: z.array(industrySchema) }) }),
};

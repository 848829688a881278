/**
 * The content centre's API contract: information (articles, videos, cases, solutions), comments, likes and
 * favourites, static pages, marketing materials, feedback, clues and the customer-service query, and the staff's
 * management of them. Paths follow part 1 §7 under /api-cloud-merchant-service/.
 */
import { z } from 'zod';
import { pageNumber, pageSize, SIGNED_LINK_QUERY } from '../core/index.ts';
import { MOBILE_RE } from '../account/index.ts';
import {
  COMMENT_MAX,
  CONTENT_BODY_MAX,
  CONTENT_MESSAGES,
  CONTENT_SUMMARY_MAX,
  CONTENT_TITLE_MAX,
  FEEDBACK_MAX,
  FEEDBACK_MESSAGES,
  FEEDBACK_PICTURES_MAX,
  FILE_TYPES,
  MATERIAL_MESSAGES,
  ZIP_MAX_FILES,
} from './content.ts';
import { solutionProductLineSchema, solutionProductLinesSchema } from './solution-contract.ts';
import { STATIC_TABS } from './content-api.ts';

const id = z.coerce
  .number({ error: CONTENT_MESSAGES.notFound })
  .int(CONTENT_MESSAGES.notFound)
  .min(1, CONTENT_MESSAGES.notFound)
  .max(Number.MAX_SAFE_INTEGER, CONTENT_MESSAGES.notFound);

const type = z.coerce
  .number({ error: CONTENT_MESSAGES.typeInvalid })
  .int()
  .min(0, CONTENT_MESSAGES.typeInvalid)
  .max(3, CONTENT_MESSAGES.typeInvalid);

/**
 * A stored upload of this portal: /static/uploads/… or /files/uploads/… (a private one as its signed link, which the
 * server checks), never an outside address.
 */
export const ownUploadUrl = (message: string) =>
  z
    .string()
    .max(300, message)
    .regex(new RegExp(`^/(static|files)/(uploads|content)/[a-z0-9/_.-]+${SIGNED_LINK_QUERY}$`), message);

// ---------- information ----------

export const contentCategorySchema = z.object({ id: z.number(), type: z.number(), code: z.string(), name: z.string() });

export const contentCategoriesQuerySchema = z.object({ type: type.optional() });

export const contentPageQuerySchema = z.object({
  page: pageNumber,
  size: pageSize(12, 50),
  type: type.optional(),
  categoryCode: z.string().trim().max(20).optional(),
  industryId: z.coerce.number().int().min(-1).max(1_000_000).optional(),
  keyword: z.string().trim().max(50, '搜索内容不能超过50个字').optional(),
  hot: z.enum(['0', '1']).optional(),
});

export const contentBriefSchema = z.object({
  contentId: z.number(),
  type: z.number(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  categoryCode: z.string().nullable(),
  categoryName: z.string().nullable(),
  industryId: z.number().nullable(),
  industryName: z.string().nullable(),
  videoUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  viewCount: z.number(),
  likeCount: z.number(),
  favoriteCount: z.number(),
  commentCount: z.number(),
  hot: z.boolean(),
  publishedAt: z.string().nullable(),
});

export type ContentBrief = z.infer<typeof contentBriefSchema>;

export const contentAttachmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  fileType: z.enum(FILE_TYPES),
  sizeBytes: z.number(),
});

export type ContentAttachment = z.infer<typeof contentAttachmentSchema>;

export const contentDetailQuerySchema = z.object({
  contentId: id,
  scope: z.coerce.number().int().optional(),
  userId: z.string().max(40).optional(),
});

export const contentDetailSchema = contentBriefSchema.extend({
  /** Part 1 §7: 0 article, 1 video (cases and solutions read as articles). */
  empowermentType: z.number(),
  bodyHtml: z.string(),
  attachments: z.array(contentAttachmentSchema),
  liked: z.boolean(),
  favorited: z.boolean(),
  /** More of the same type (a video's other videos; a case's or solution's of its industry). */
  related: z.array(contentBriefSchema),
  /** The related scheme (part 1 §2 detail): solutions, of the content's industry when it has one; empty on a solution. */
  solutions: z.array(contentBriefSchema),
});

export type ContentDetail = z.infer<typeof contentDetailSchema>;

export const contentIdBodySchema = z.object({ contentId: id });

/** Like or favourite (`on`, the default) or take it back (`on: false`): repeating either changes nothing. */
export const contentToggleBodySchema = z.object({ contentId: id, on: z.boolean().default(true) });

export const toggleResultSchema = z.object({ on: z.boolean(), count: z.number() });

export const contentFavoritePageQuerySchema = z.object({
  page: pageNumber,
  size: pageSize(12, 50),
  /** Which tab: videos (type 1) or projects (solutions and cases, types 2 and 3). */
  tab: z.enum(['video', 'project']),
});

// ---------- comments ----------

export const commentSchema = z.object({
  id: z.number(),
  contentId: z.number(),
  nickname: z.string(),
  body: z.string(),
  likeCount: z.number(),
  liked: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
});

export type ContentComment = z.infer<typeof commentSchema>;

export const commentPageQuerySchema = z.object({ contentId: id, page: pageNumber, size: pageSize(10, 50) });

export const commentSaveSchema = z.object({
  contentId: id,
  body: z
    .string({ error: CONTENT_MESSAGES.commentEmpty })
    .trim()
    .min(1, CONTENT_MESSAGES.commentEmpty)
    .max(COMMENT_MAX, CONTENT_MESSAGES.commentTooLong),
});

const commentId = z.coerce
  .number({ error: CONTENT_MESSAGES.commentNotFound })
  .int()
  .min(1, CONTENT_MESSAGES.commentNotFound)
  .max(Number.MAX_SAFE_INTEGER, CONTENT_MESSAGES.commentNotFound);

export const commentIdBodySchema = z.object({ commentId, on: z.boolean().default(true) });

export const reportSubmitSchema = z.object({
  commentId,
  reason: z
    .string({ error: CONTENT_MESSAGES.reportReason })
    .trim()
    .min(1, CONTENT_MESSAGES.reportReason)
    .max(200, CONTENT_MESSAGES.reportReason),
});

export const staticPageQuerySchema = z.object({ tab: z.enum(STATIC_TABS, { error: CONTENT_MESSAGES.pageNotFound }) });

export const staticPageSchema = z.object({ code: z.string(), title: z.string(), bodyHtml: z.string() });

// ---------- management ----------

export const manageContentSchema = contentBriefSchema.extend({
  status: z.number(),
  sort: z.number(),
  bodyHtml: z.string(),
  attachments: z.array(contentAttachmentSchema),
  categoryId: z.number().nullable(),
  /** A solution's product list as saved (model and quantity, in order); empty for other types. */
  products: z.array(solutionProductLineSchema),
});

export type ManageContent = z.infer<typeof manageContentSchema>;

export const managePageQuerySchema = contentPageQuerySchema.extend({
  status: z.coerce.number().int().min(0).max(2).optional(),
});

export const contentSaveSchema = z.object({
  contentId: id.optional(),
  type: z
    .number({ error: CONTENT_MESSAGES.typeInvalid })
    .int()
    .min(0, CONTENT_MESSAGES.typeInvalid)
    .max(3, CONTENT_MESSAGES.typeInvalid),
  categoryId: z.number().int().min(1).nullable().optional(),
  industryId: z.number().int().min(-1).nullable().optional(),
  title: z
    .string({ error: CONTENT_MESSAGES.titleRequired })
    .trim()
    .min(1, CONTENT_MESSAGES.titleRequired)
    .max(CONTENT_TITLE_MAX, CONTENT_MESSAGES.titleTooLong),
  summary: z.string().trim().max(CONTENT_SUMMARY_MAX, CONTENT_MESSAGES.summaryTooLong).default(''),
  bodyHtml: z.string().max(CONTENT_BODY_MAX, CONTENT_MESSAGES.bodyTooLong).default(''),
  coverUrl: ownUploadUrl(CONTENT_MESSAGES.urlInvalid).nullable().optional(),
  videoUrl: ownUploadUrl(CONTENT_MESSAGES.urlInvalid).nullable().optional(),
  posterUrl: ownUploadUrl(CONTENT_MESSAGES.urlInvalid).nullable().optional(),
  hot: z.boolean().default(false),
  sort: z.number().int().min(0).max(9999).default(0),
  attachments: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(100),
        url: ownUploadUrl(CONTENT_MESSAGES.urlInvalid),
        sizeBytes: z.number().int().min(0).default(0),
      }),
    )
    .max(20)
    .default([]),
  /** A solution's product list (type 3 only); absent = leave the saved list as it is. */
  products: solutionProductLinesSchema.optional(),
  /** Publish on save. */
  publish: z.boolean().default(false),
});

export type ContentSaveInput = z.input<typeof contentSaveSchema>;

export const contentStatusBodySchema = z.object({
  contentId: id,
  status: z
    .number({ error: CONTENT_MESSAGES.statusInvalid })
    .int()
    .min(1, CONTENT_MESSAGES.statusInvalid)
    .max(2, CONTENT_MESSAGES.statusInvalid),
});

export const uploadResultSchema = z.object({ url: z.string(), name: z.string(), sizeBytes: z.number() });

export const manageCommentSchema = commentSchema.extend({
  contentTitle: z.string(),
  status: z.number(),
  reportCount: z.number(),
  reports: z.array(z.string()),
});

export const manageCommentQuerySchema = z.object({
  page: pageNumber,
  size: pageSize(20, 50),
  reported: z.enum(['0', '1']).optional(),
});

export const commentStatusBodySchema = z.object({ commentId, status: z.number().int().min(0).max(1) });

// ---------- materials ----------

export interface MaterialCategoryNode {
  id: number;
  name: string;
  children: MaterialCategoryNode[];
}

export const materialCategorySchema: z.ZodType<MaterialCategoryNode> = z.lazy(() =>
  z.object({ id: z.number(), name: z.string(), children: z.array(materialCategorySchema) }),
);

export const materialFileSchema = z.object({
  fileId: z.number(),
  categoryId: z.number(),
  name: z.string(),
  fileType: z.enum(FILE_TYPES),
  sizeBytes: z.number(),
  downloadCount: z.number(),
  createdAt: z.string(),
});

export type MaterialFile = z.infer<typeof materialFileSchema>;

export const materialPageQuerySchema = z.object({
  page: pageNumber,
  size: pageSize(10, 50),
  categoryId: z.coerce.number().int().min(1).optional(),
  fileType: z.enum(FILE_TYPES).optional(),
  keyword: z.string().trim().max(50).optional(),
});

export const materialDownloadQuerySchema = z.object({
  fileId: z.coerce
    .number({ error: MATERIAL_MESSAGES.notFound })
    .int()
    .min(1, MATERIAL_MESSAGES.notFound)
    .max(Number.MAX_SAFE_INTEGER, MATERIAL_MESSAGES.notFound),
});

/** `ids` comma-separated (a GET so the browser downloads it as a link), `name` the zip's name. */
export const materialZipQuerySchema = z.object({
  ids: z
    .string({ error: MATERIAL_MESSAGES.noneSelected })
    .max(2000, MATERIAL_MESSAGES.tooMany)
    .transform((s) =>
      [
        ...new Set(
          s
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean),
        ),
      ].map(Number),
    )
    .pipe(
      z
        .array(
          z
            .number({ error: MATERIAL_MESSAGES.notFound })
            .int()
            .min(1, MATERIAL_MESSAGES.notFound)
            .max(Number.MAX_SAFE_INTEGER, MATERIAL_MESSAGES.notFound),
        )
        .min(1, MATERIAL_MESSAGES.noneSelected)
        .max(ZIP_MAX_FILES, MATERIAL_MESSAGES.tooMany),
    ),
  name: z.string().max(100).optional(),
});

// ---------- feedback, clues, customer service ----------

export const feedbackCreateSchema = z.object({
  type: z.union([z.literal(1), z.literal(2)], { error: FEEDBACK_MESSAGES.typeRequired }),
  body: z
    .string({ error: FEEDBACK_MESSAGES.bodyRequired })
    .trim()
    .min(1, FEEDBACK_MESSAGES.bodyRequired)
    .max(FEEDBACK_MAX, FEEDBACK_MESSAGES.bodyTooLong),
  pictures: z
    .array(ownUploadUrl(FEEDBACK_MESSAGES.pictureInvalid))
    .max(FEEDBACK_PICTURES_MAX, FEEDBACK_MESSAGES.picturesTooMany)
    .default([]),
  contact: z.string().trim().max(50).default(''),
  terminal: z.literal(3).default(3),
});

export const feedbackSchema = z.object({
  id: z.number(),
  type: z.number(),
  body: z.string(),
  pictures: z.array(z.string()),
  contact: z.string(),
  status: z.number(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});

export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackManageSchema = feedbackSchema.extend({ phone: z.string() });

export const feedbackPageQuerySchema = z.object({
  page: pageNumber,
  size: pageSize(10, 50),
  status: z.coerce.number().int().min(0).max(1).optional(),
});

export const feedbackAnswerSchema = z.object({
  id: z.number().int().min(1),
  answer: z
    .string({ error: FEEDBACK_MESSAGES.answerRequired })
    .trim()
    .min(1, FEEDBACK_MESSAGES.answerRequired)
    .max(FEEDBACK_MAX, FEEDBACK_MESSAGES.bodyTooLong),
});

export const clueAddSchema = z.object({
  name: z
    .string({ error: FEEDBACK_MESSAGES.clueName })
    .trim()
    .min(1, FEEDBACK_MESSAGES.clueName)
    .max(20, FEEDBACK_MESSAGES.clueName),
  phone: z.string({ error: FEEDBACK_MESSAGES.cluePhone }).trim().regex(MOBILE_RE, FEEDBACK_MESSAGES.cluePhone),
  company: z.string().trim().max(50).default(''),
  demand: z.string().trim().max(200, FEEDBACK_MESSAGES.clueDemand).default(''),
});

export const marqueeClueSchema = z.object({ id: z.number(), text: z.string(), createdAt: z.string() });

export const customerServiceQuerySchema = z.object({ terminalCode: z.coerce.number().int().default(3) });

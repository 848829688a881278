import fastifyMultipart from '@fastify/multipart';
import {
  CONTENT_API,
  CONTENT_ENDPOINTS as E,
  CONTENT_MESSAGES,
  CONTENT_UPLOAD_MAX_BYTES,
  INFORMATION_ENDPOINTS as I,
  VIDEO_UPLOAD_MAX_BYTES,
  uploadResultSchema,
  refusal,
} from '@portal/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { fileStoreFor } from '../../files/index.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route } from '../../http/endpoint.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { sendSerialised } from '../../http/serialised.ts';
import { readUpload } from '../../http/upload.ts';
import * as content from './service.ts';
import * as comments from './comments.ts';
import * as manage from './manage.ts';
import * as views from './views.ts';
import { solutionProducts } from './solution-products.ts';
import { spuRelated } from './related.ts';
import { storeContentUpload } from './upload.ts';

const tags = ['内容'];

export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: VIDEO_UPLOAD_MAX_BYTES, files: 1, fields: 5 } });

  route(app, E.industryList, { tags, summary: '解决方案行业分类' }, async () => ({
    industryList: await content.listIndustries(db),
  }));
  route(app, I.categories, { tags, summary: '内容分类（文章、视频分类）' }, async (req) =>
    content.listCategories(db, req.query.type),
  );
  // The list and the detail are sent pre-serialised (kept by the service, read-cache.ts, with their gzip for the
  // clients that take it); the entries' schemas document them.
  route(app, I.page, { tags, summary: '资讯、视频、案例、方案分页（关键词按中文片段匹配）' }, async (req, reply) => {
    const { hot, ...rest } = req.query;
    return sendSerialised(req, reply, await content.pageEnvelope(db, { ...rest, hot: hot === '1' }));
  });
  route(app, I.detail, { tags, summary: '资讯详情（empowermentType 0 文章 / 1 视频）' }, async (req, reply) => {
    const answer = await content.detailEnvelopeOf(db, req.query.contentId, req.auth?.accountId ?? null);
    return sendSerialised(req, reply, answer);
  });
  route(
    app,
    I.spuRelated,
    { tags, summary: '商品相关资讯（提到该商品、型号或其分类的文章、视频、案例、方案）' },
    async (req) => spuRelated(db, req.query.spuNo, req.auth?.accountId ?? null),
  );
  route(app, I.solutionProducts, { tags, summary: '方案产品清单（按当前访问者的价格）' }, async (req) =>
    solutionProducts(db, req.query.contentId, req.auth?.accountId ?? null),
  );
  route(app, I.view, { tags, summary: '浏览计数（页面停留 1 秒后上报一次，1 秒内写入）' }, async (req) => {
    views.countView(db, req.body.contentId);
    return null;
  });
  route(app, I.like, { tags, summary: '点赞或取消（每个账号一次）' }, async (req) =>
    content.likeContent(db, requireUser(req).accountId, req.body.contentId, req.body.on),
  );
  route(app, I.favorite, { tags, summary: '收藏或取消' }, async (req) =>
    content.favoriteContent(db, requireUser(req).accountId, req.body.contentId, req.body.on),
  );
  route(app, I.favoritePage, { tags, summary: '我的视频收藏、方案收藏' }, async (req) => {
    const { list, total } = await content.favoritePage(db, requireUser(req).accountId, req.query);
    return paged(list, total);
  });
  route(app, I.commentPage, { tags, summary: '评论分页' }, async (req) => {
    const { list, total } = await comments.pageComments(db, req.auth?.accountId ?? null, req.query);
    return paged(list, total);
  });
  route(app, I.commentSave, { tags, summary: '发表评论' }, async (req) =>
    comments.saveComment(db, requireUser(req).accountId, req.body.contentId, req.body.body),
  );
  route(app, I.commentLike, { tags, summary: '评论点赞或取消（每个账号一次）' }, async (req) =>
    comments.likeComment(db, requireUser(req).accountId, req.body.commentId, req.body.on),
  );
  route(app, I.reportSubmit, { tags, summary: '举报评论' }, async (req) => {
    await comments.reportComment(db, requireUser(req).accountId, req.body.commentId, req.body.reason);
    return null;
  });
  route(app, I.staticPage, { tags, summary: '使用指南、用户协议、隐私政策、关于我们、帮助中心' }, async (req) =>
    content.staticPage(db, req.query.tab),
  );

  // ---------- management (provider sales accounts) ----------

  route(app, I.managePage, { tags, summary: '内容管理列表（任意状态）' }, async (req) => {
    const { hot, ...rest } = req.query;
    const { list, total } = await manage.managePage(db, { ...rest, hot: hot === '1' });
    return paged(list, total);
  });
  app.get(
    CONTENT_API.manageDetail,
    {
      config: { auth: 'user', policy: 'staff' },
      schema: {
        tags,
        summary: '内容管理详情',
        querystring: z.object({ contentId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
      },
    },
    async (req) => ok(await manage.manageDetail(db, req.query.contentId)),
  );
  route(
    app,
    I.manageSave,
    { tags, summary: '新建或编辑内容（富文本保存前净化）', bodyLimit: 1024 * 1024 },
    async (req) => manage.saveContent(db, requireUser(req).accountId, req.body),
  );
  route(app, I.manageStatus, { tags, summary: '发布（1）或下架（2）' }, async (req) => {
    await manage.setContentStatus(db, req.body.contentId, req.body.status);
    return null;
  });
  route(app, I.manageDelete, { tags, summary: '删除内容' }, async (req) => {
    await manage.deleteContent(db, req.body.contentId);
    return null;
  });
  route(app, I.manageComments, { tags, summary: '评论与举报管理' }, async (req) => {
    const { list, total } = await comments.manageComments(db, req.query);
    return paged(list, total);
  });
  route(app, I.manageCommentStatus, { tags, summary: '隐藏（1）或恢复（0）评论' }, async (req) => {
    await comments.setCommentStatus(db, req.body.commentId, req.body.status);
    return null;
  });
  app.post(
    CONTENT_API.manageUpload,
    {
      config: { auth: 'user', policy: 'staff' },
      schema: {
        tags,
        summary: '上传图片、视频（MP4，≤100MB）或附件（≤10MB），multipart 字段 file，查询 kind=image|video|file',
        querystring: z.object({ kind: z.enum(['image', 'video', 'file']).default('image') }),
        response: { 200: envelopeOf(uploadResultSchema) },
      },
    },
    async (req) => {
      const video = req.query.kind === 'video';
      const { name, data } = await readUpload(
        req,
        {
          missing: refusal(CONTENT_MESSAGES, 'uploadMissing'),
          tooLarge: refusal(CONTENT_MESSAGES, video ? 'videoTooLarge' : 'uploadTooLarge'),
        },
        video ? VIDEO_UPLOAD_MAX_BYTES : CONTENT_UPLOAD_MAX_BYTES,
      );
      const url = await storeContentUpload(fileStoreFor(config), req.query.kind, name, data);
      return ok({ url, name, sizeBytes: data.length });
    },
  );
};

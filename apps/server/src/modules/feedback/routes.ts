import {
  CONTENT_API,
  CONTENT_UPLOAD_MAX_BYTES,
  CONTENT_MESSAGES,
  FEEDBACK_ENDPOINTS as E,
  listedBy,
  uploadResultSchema,
  refusal,
} from '@portal/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { claimFiles, fileStoreFor, storeUpload } from '../../files/index.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route } from '../../http/endpoint.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { readUpload } from '../../http/upload.ts';
import * as feedback from './service.ts';

const tags = ['客服与反馈'];

export const feedbackRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: CONTENT_UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  route(app, E.create, { tags, summary: '提交投诉或建议（terminal 3）' }, async (req) =>
    feedback.createFeedback(db, requireUser(req).accountId, {
      ...req.body,
      pictures: claimFiles(config, req.body.pictures, listedBy(E.create)),
    }),
  );
  route(app, E.page, { tags, summary: '我的反馈记录' }, async (req) => {
    const { list, total } = await feedback.myFeedback(db, requireUser(req).accountId, req.query);
    return paged(list, total);
  });
  route(app, E.managePage, { tags, summary: '反馈管理（业务员）' }, async (req) => {
    const { list, total } = await feedback.manageFeedback(db, req.query);
    return paged(list, total);
  });
  route(app, E.answer, { tags, summary: '回复反馈（一次）' }, async (req) => {
    await feedback.answerFeedback(db, requireUser(req).accountId, req.body.id, req.body.answer);
    return null;
  });
  route(app, E.clueAdd, { tags, summary: '留下线索（方案咨询）' }, async (req) => {
    await feedback.addClue(db, req.auth?.accountId ?? null, req.body);
    return null;
  });
  route(app, E.marquee, { tags, summary: '页脚滚动线索' }, async () => feedback.marquee(db));
  route(app, E.customerService, { tags, summary: '在线客服地址（未配置外部客服时为本站联系页）' }, async () =>
    feedback.customerServiceUrl(config.customerServiceUrl),
  );
  app.post(
    CONTENT_API.feedbackUpload,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: '上传反馈图片（JPG/PNG，≤10MB，multipart 字段 file）',
        response: { 200: envelopeOf(uploadResultSchema) },
      },
    },
    async (req) => {
      requireUser(req);
      const { name, data } = await readUpload(
        req,
        { missing: refusal(CONTENT_MESSAGES, 'uploadMissing'), tooLarge: refusal(CONTENT_MESSAGES, 'uploadTooLarge') },
        CONTENT_UPLOAD_MAX_BYTES,
      );
      const url = await storeUpload(
        fileStoreFor(config),
        'feedback',
        data,
        ['image/jpeg', 'image/png'],
        refusal(CONTENT_MESSAGES, 'uploadImageType'),
      );
      return ok({ url, name, sizeBytes: data.length });
    },
  );
};

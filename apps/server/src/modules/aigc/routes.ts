import {
  AIGC_API,
  AIGC_ENDPOINTS as E,
  AIGC_MESSAGES as M,
  refusal,
  aigcStreamScriptBodySchema,
  aigcStreamVideoScriptBodySchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route } from '../../http/endpoint.ts';
import { rateLimit } from '../rate-limit/index.ts';
import * as aigc from './service.ts';
import { streamScript, streamVideoScript } from './stream.ts';
import * as videos from './videos.ts';

const tags = ['AI 脚本与视频'];
/** The two streams: 12 a minute per account (the domain's RATE_LIMITS.aigcStream), counted in PostgreSQL. */
const streamLimit = () => rateLimit('aigcStream', refusal(M, 'streamTooOften'));

export const aigcRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  route(app, E.skuList, { tags, summary: '可选产品（本账号可见的型号与价格）' }, async (req) => {
    const { list, total } = await aigc.skuList(db, requireUser(req).accountId, req.query);
    return paged(list, total);
  });
  route(app, E.session, { tags, summary: '新建生成会话（产品、场景、风格、时长）' }, async (req) =>
    aigc.createSession(db, requireUser(req).accountId, req.body),
  );
  route(app, E.feedback, { tags, summary: '对生成结果的反馈' }, async (req) => {
    await aigc.feedback(db, requireUser(req).accountId, req.body);
    return null;
  });
  route(app, E.scriptPage, { tags, summary: '脚本库' }, async (req) => {
    const { list, total } = await aigc.scriptPage(db, requireUser(req).accountId, req.query);
    return paged(list, total);
  });
  route(app, E.scriptDetail, { tags, summary: '脚本详情' }, async (req) =>
    aigc.scriptDetail(db, requireUser(req).accountId, req.query.id),
  );
  route(app, E.scriptSave, { tags, summary: '保存脚本到脚本库' }, async (req) =>
    aigc.saveScript(db, requireUser(req).accountId, req.body),
  );
  route(app, E.scriptRemove, { tags, summary: '删除脚本' }, async (req) => {
    await aigc.removeScript(db, requireUser(req).accountId, req.body.id);
    return null;
  });
  route(app, E.videoGenerate, { tags, summary: '生成视频（排队，后台渲染）' }, async (req) =>
    videos.generate(db, config, requireUser(req).accountId, req.body),
  );
  route(app, E.videoEdit, { tags, summary: '编辑分镜（重排、改时长）并重新生成' }, async (req) =>
    videos.edit(db, config, requireUser(req).accountId, req.body),
  );
  route(app, E.videoTitle, { tags, summary: '修改视频标题' }, async (req) =>
    videos.retitle(db, config, requireUser(req).accountId, req.body),
  );
  route(app, E.videoLibrary, { tags, summary: '视频库（进度、配额）' }, async (req) =>
    videos.library(db, config, requireUser(req).accountId, req.query),
  );
  route(app, E.videoDelete, { tags, summary: '删除视频（连同文件）' }, async (req) => {
    await videos.remove(db, config, requireUser(req).accountId, req.body.id);
    return null;
  });
  app.post(
    AIGC_API.streamScript,
    {
      config: { auth: 'user', rateLimit: streamLimit() },
      schema: {
        tags,
        summary: '流式生成脚本（text/event-stream：delta… done | error）',
        body: aigcStreamScriptBodySchema,
      },
    },
    async (req, reply) => streamScript(db, config, requireUser(req).accountId, req.body, req, reply),
  );
  app.post(
    AIGC_API.streamVideoScript,
    {
      config: { auth: 'user', rateLimit: streamLimit() },
      schema: {
        tags,
        summary: '流式生成分镜脚本（text/event-stream：shot… done）',
        body: aigcStreamVideoScriptBodySchema,
      },
    },
    async (req, reply) => streamVideoScript(db, requireUser(req).accountId, req.body, req, reply),
  );
};

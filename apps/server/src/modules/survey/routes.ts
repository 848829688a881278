import fastifyMultipart from '@fastify/multipart';
import {
  dxfImportSchema,
  PLAN_IMAGE_MAX_BYTES,
  refusal,
  SURVEY_API,
  SURVEY_ENDPOINTS as E,
  listedBy,
  SURVEY_MESSAGES,
  surveySceneSchema,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { fileStoreFor } from '../../files/index.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/endpoint.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { readUpload } from '../../http/upload.ts';
import * as survey from './service.ts';

const tags = ['勘测设计'];

/** The one file of a multipart request (≤ 10 MB, the plugin's limit below). */
async function fileOf(req: FastifyRequest): Promise<Buffer> {
  const missing = refusal(SURVEY_MESSAGES, 'imageRequired');
  return (await readUpload(req, { missing, tooLarge: refusal(SURVEY_MESSAGES, 'imageTooLarge') })).data;
}

export const surveyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: PLAN_IMAGE_MAX_BYTES, files: 1, fields: 2 } });
  const me = (req: Parameters<typeof requireUser>[0]) => requireUser(req).accountId;

  route(app, E.scenes, { tags, summary: '设计单的场景列表' }, async (req) =>
    survey.listScenes(db, me(req), req.query.orderId),
  );
  route(app, E.sceneSave, { tags, summary: '新增场景' }, async (req) => {
    const [s] = await survey.addScenes(db, me(req), req.body.orderId, [req.body.sceneName]);
    return s!;
  });
  route(app, E.sceneBatchAdd, { tags, summary: '批量新增场景' }, async (req) =>
    survey.addScenes(db, me(req), req.body.orderId, req.body.sceneNames),
  );
  route(app, E.sceneRename, { tags, summary: '场景重命名' }, async (req) =>
    survey.renameScene(db, me(req), req.body.sceneId, req.body.sceneName),
  );
  route(app, E.sceneRemove, { tags, summary: '删除场景（连同其点位）' }, async (req) => {
    await survey.removeScene(db, me(req), req.body.sceneId);
    return null;
  });
  route(app, E.sceneSort, { tags, summary: '场景排序' }, async (req) => {
    await survey.sortScenes(db, me(req), req.body.orderId, req.body.sceneIds);
    return null;
  });
  route(app, E.sceneDetail, { tags, summary: '场景详情：平面图、点位' }, async (req) =>
    survey.sceneDetail(db, me(req), req.query.sceneId, listedBy(E.sceneDetail)),
  );
  route(app, E.sceneUpdate, { tags, summary: '保存平面图（墙体、门、标定），服务端按同一规则校验' }, async (req) =>
    survey.savePlan(db, me(req), req.body.sceneId, req.body.revision, req.body.plan, listedBy(E.sceneUpdate)),
  );
  route(app, E.pointAdd, { tags, summary: '布设点位（同步设计单清单与金额）' }, async (req) =>
    survey.addPoint(db, me(req), req.body),
  );
  route(app, E.pointUpdate, { tags, summary: '移动点位、修改设备部署参数' }, async (req) =>
    survey.updatePoint(db, me(req), req.body),
  );
  route(app, E.pointRemove, { tags, summary: '删除点位（退回布点增加的数量）' }, async (req) =>
    survey.removePoint(db, me(req), req.body.id),
  );
  route(app, E.guideGet, { tags, summary: '首次使用引导记录' }, async (req) =>
    survey.guideSeen(db, me(req), req.query.guide),
  );
  route(app, E.guideSave, { tags, summary: '保存引导记录' }, async (req) => {
    await survey.saveGuide(db, me(req), req.body.guide);
    return null;
  });

  route(app, E.hiddenPage, { tags, summary: '隐藏产品：设计单产品及是否隐藏' }, async (req) =>
    survey.hiddenProducts(db, me(req), req.query.orderId),
  );
  route(app, E.hiddenSave, { tags, summary: '保存隐藏产品（不在平面图显示、不可布设，清单保留）' }, async (req) =>
    survey.saveHidden(db, me(req), req.body.orderId, req.body.skuNos),
  );

  app.post(
    SURVEY_API.planUpload,
    {
      config: { auth: 'user', policy: 'survey' },
      schema: {
        tags,
        summary: '上传平面图（PNG/JPG，≤10MB，multipart 字段 file，查询参数 sceneId）',
        querystring: z.object({ sceneId: z.coerce.number().int().positive() }),
        response: { 200: envelopeOf(surveySceneSchema) },
      },
    },
    async (req) => {
      return ok(await survey.uploadPlan(db, fileStoreFor(config), me(req), req.query.sceneId, await fileOf(req)));
    },
  );

  app.post(
    SURVEY_API.dxfImport,
    {
      config: { auth: 'user', policy: 'survey' },
      schema: {
        tags,
        summary:
          '导入DXF图纸（multipart 字段 file；不带 layers 时只返回图层与尺寸，带 layers 时按所选图层生成墙体；图纸未注明单位时须带 units）',
        querystring: z.object({
          sceneId: z.coerce.number().int().positive(),
          layers: z.string().max(2000).optional(),
          // The unit ($INSUNITS code) the surveyor chose for a drawing that names none.
          units: z.coerce.number().int().min(1).max(6).optional(),
        }),
        response: { 200: envelopeOf(dxfImportSchema) },
      },
    },
    async (req) => {
      const layers = req.query.layers === undefined ? null : req.query.layers.split(',').filter((l) => l !== '');
      return ok(await survey.importDxf(db, me(req), req.query.sceneId, await fileOf(req), layers, req.query.units));
    },
  );
};

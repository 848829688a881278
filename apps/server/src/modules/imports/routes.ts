/** Imports over HTTP: templates and exports (files), uploads and their jobs, integration keys, an ERP's push. */
import fastifyMultipart from '@fastify/multipart';
import {
  IMPORT_FILE_API,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  IMPORT_WORDS,
  IMPORTS_ENDPOINTS as E,
  MEDIA_LIMITS,
  importFileName,
  importKindParamsSchema,
  listedBy,
  refusal,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route, withMsg } from '../../http/endpoint.ts';
import { businessError } from '../../http/errors.ts';
import { rateLimit } from '../rate-limit/index.ts';
import { exportOf, templateOf } from './exports.ts';
import { deliveryOf, kick, runningJobs } from './jobs.ts';
import { authenticate, createKey, listKeys, revokeKey } from './keys.ts';
import { pushImport } from './push.ts';
import { importJob, importJobs, requestApply, uploadImport } from './uploads.ts';

const tags = ['数据导入'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const staffOnly = { auth: 'user' as const, policy: 'staff' as const };

const sendXlsx = (reply: FastifyReply, body: Buffer | Readable, name: string) =>
  reply
    .header('content-type', XLSX)
    .header('content-disposition', `attachment; filename="import.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'no-store')
    .send(body);

export const importsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  // Scoped to this plugin: only the upload takes a multipart body; one byte over the limit is enough to refuse.
  await app.register(fastifyMultipart, {
    limits: { fileSize: Math.max(IMPORT_LIMITS.maxBytes, MEDIA_LIMITS.maxBytes) + 1, files: 1, fields: 2 },
  });
  app.addHook('onClose', async () => runningJobs(db));
  const actor = (req: Parameters<typeof requireUser>[0]) => ({ accountId: requireUser(req).accountId, ip: req.ip });

  for (const which of ['template', 'export'] as const) {
    app.get(
      IMPORT_FILE_API[which],
      {
        config: { ...staffOnly, ...(which === 'export' ? { rateLimit: rateLimit('export') } : {}) },
        schema: {
          tags,
          summary: which === 'template' ? '下载导入模板（xlsx）' : '导出（与模板相同的 xlsx）',
          params: importKindParamsSchema,
        },
      },
      async (req, reply) => {
        const { kind } = req.params;
        // an export streams (issue 61): what fails before its first page answers with the envelope, later the
        // download breaks off and the error is logged
        const body =
          which === 'template'
            ? await templateOf(kind)
            : await exportOf(db, kind, (err) => req.log.error({ err, kind }, '导出中断'));
        return sendXlsx(reply, body, importFileName(kind, which === 'export'));
      },
    );
  }

  route(app, E.jobs, { tags, summary: '导入记录（业务员）' }, async (req) => {
    const { list, total } = await importJobs(db, req.query.page, req.query.size);
    return paged(list, total);
  });
  route(app, E.job, { tags, summary: '导入进度与报告（业务员；页面轮询）' }, async (req) =>
    importJob(db, req.params.id),
  );
  route(
    app,
    E.upload,
    {
      tags,
      summary: '上传导入文件并校验（业务员；multipart 字段 file）',
      description: `不超过 ${IMPORT_LIMITS.maxBytes / 1024 / 1024}MB 的 .xlsx（kind=media：不超过 ${MEDIA_LIMITS.maxBytes / 1024 / 1024}MB 的图片与资料 .zip）；校验作为任务运行，不改动任何数据。`,
      config: { rateLimit: rateLimit('upload') },
    },
    async (req) => {
      const uploadNo = listedBy(E.upload);
      const file = await req.file().catch(() => undefined);
      if (!file) throw businessError(uploadNo(refusal(IMPORT_MESSAGES, 'noFile')), undefined, 400);
      const media = req.params.kind === 'media';
      const tooLarge = () =>
        businessError(uploadNo(refusal(IMPORT_MESSAGES, media ? 'zipTooLarge' : 'tooLarge')), undefined, 400);
      const buf = await file.toBuffer().catch(() => {
        throw tooLarge();
      });
      if (file.file.truncated || buf.length > (media ? MEDIA_LIMITS.maxBytes : IMPORT_LIMITS.maxBytes))
        throw tooLarge();
      const job = await uploadImport(db, config, {
        kind: req.params.kind,
        file: buf,
        fileName: file.filename,
        ...actor(req),
      });
      kick(deps, req.log);
      return job;
    },
  );
  route(app, E.apply, { tags, summary: '应用已校验的导入（业务员；一个事务，全部或全不）' }, async (req) => {
    const job = await requestApply(db, req.params.id);
    kick(deps, req.log);
    return withMsg(job, IMPORT_WORDS.queued);
  });

  route(app, E.keys, { tags, summary: '集成密钥列表（业务员）' }, async () => listKeys(db));
  route(app, E.createKey, { tags, summary: '创建集成密钥（业务员；密钥只显示这一次）' }, async (req) =>
    withMsg(await createKey(db, actor(req), req.body.name), IMPORT_MESSAGES.keyCreated),
  );
  route(app, E.revokeKey, { tags, summary: '吊销集成密钥（业务员）' }, async (req) =>
    withMsg(await revokeKey(db, actor(req), req.params.id), IMPORT_WORDS.keyRevoked),
  );
  route(
    app,
    E.push,
    {
      tags,
      summary: 'ERP 推送导入（请求头 X-Integration-Key）',
      description:
        '与上传相同的校验与写入：dryRun 只返回报告；否则无问题时在一个事务内全部写入，有问题时不写入任何数据。',
      bodyLimit: 64 * 1024 * 1024,
      config: { rateLimit: rateLimit('upload') },
    },
    async (req) => {
      const key = await authenticate(db, req.headers['x-integration-key']);
      return pushImport(db, deliveryOf(deps, req.log), key, req.body, req.ip, req.log);
    },
  );
};

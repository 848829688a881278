import fastifyMultipart from '@fastify/multipart';
import {
  CUSTOM_GOOD_CATEGORY_CODE,
  IMPORT_MAX_BYTES,
  PRIVATE_API,
  PRIVATE_MESSAGES,
  categoryOptionSchema,
  importReportSchema,
  privateDeleteSchema,
  privateDetailSchema,
  privateProductSchema,
  refusal,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { contentTypeOf, fileStoreFor, newKey } from '../../files/index.ts';
import { requireUser } from '../../http/auth.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { businessError } from '../../http/errors.ts';
import * as priv from './service.ts';
import { rateLimit } from '../rate-limit/index.ts';

const tags = ['自定义产品'];
const config = { auth: 'user' as const };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** Picture type by its first bytes (never by the name or the declared type). */
function pictureExt(b: Buffer): string | null {
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length > 8 && b.readUInt32BE(0) === 0x89504e47) return 'png';
  if (b.length > 12 && b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export const privateProductRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config: appConfig }) => {
  // Scoped to this plugin: only these routes accept multipart bodies.
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });

  const readFile = async (req: FastifyRequest, max: number) => {
    const file = await req.file();
    if (!file) throw businessError(refusal(PRIVATE_MESSAGES, 'badFile'));
    const buf = await file.toBuffer().catch(() => {
      throw businessError(refusal(PRIVATE_MESSAGES, 'fileTooLarge'));
    });
    if (file.file.truncated || buf.length > max) throw businessError(refusal(PRIVATE_MESSAGES, 'fileTooLarge'));
    return buf;
  };

  app.get(
    PRIVATE_API.check,
    { config, schema: { tags, summary: '能否创建自定义产品', response: { 200: envelopeOf(z.boolean()) } } },
    async (req) => ok(await priv.canCreate(db, requireUser(req).accountId)),
  );
  app.get(
    PRIVATE_API.categories,
    {
      config,
      schema: {
        tags,
        summary: '自定义产品分类（categoryValueSelect）',
        querystring: z.object({ code: z.literal(CUSTOM_GOOD_CATEGORY_CODE).optional() }),
        response: { 200: envelopeOf(z.array(categoryOptionSchema)) },
      },
    },
    async () => ok(await priv.categoryOptions(db)),
  );
  app.get(
    PRIVATE_API.brands,
    { config, schema: { tags, summary: '可选品牌（可自由输入）', response: { 200: envelopeOf(z.array(z.string())) } } },
    async (req) => ok(await priv.brands(db, requireUser(req).accountId)),
  );
  app.post(
    PRIVATE_API.add,
    {
      config,
      schema: {
        tags,
        summary: '新增自定义产品（postAddCustomGoods）',
        body: privateProductSchema,
        response: { 200: envelopeOf(z.object({ spuNo: z.string() })) },
      },
    },
    async (req) => ({ ...ok(await priv.add(db, requireUser(req).accountId, req.body)), msg: PRIVATE_MESSAGES.added }),
  );
  app.post(
    PRIVATE_API.edit,
    { config, schema: { tags, summary: '编辑自定义产品（editCustomGoods）', body: privateProductSchema } },
    async (req) => {
      await priv.edit(db, requireUser(req).accountId, req.body);
      return { ...ok(null), msg: PRIVATE_MESSAGES.edited };
    },
  );
  app.get(
    PRIVATE_API.detail,
    {
      config,
      schema: {
        tags,
        summary: '自定义产品详情（getCustomGoodsDetail）',
        querystring: z.object({ spuNo: z.string().min(1).max(64) }),
        response: { 200: envelopeOf(privateDetailSchema) },
      },
    },
    async (req) => ok(await priv.detail(db, requireUser(req).accountId, req.query.spuNo)),
  );
  app.post(
    PRIVATE_API.del,
    {
      config,
      schema: {
        tags,
        summary: '删除自定义产品（delCustomGoods）',
        body: privateDeleteSchema,
        response: { 200: envelopeOf(z.object({ count: z.number() })) },
      },
    },
    async (req) => {
      const nos = req.body.spuNo ? [req.body.spuNo] : (req.body.spuNos ?? []);
      return {
        ...ok({ count: await priv.remove(db, requireUser(req).accountId, nos) }),
        msg: PRIVATE_MESSAGES.deleted,
      };
    },
  );
  app.get(
    PRIVATE_API.exportXlsx,
    { config: { ...config, rateLimit: rateLimit('export') }, schema: { tags, summary: '导出自定义产品（exportCustomGoods，xlsx）' } },
    async (req, reply) => {
      const body = await priv.exportXlsx(db, requireUser(req).accountId);
      return reply
        .header('content-type', XLSX)
        .header(
          'content-disposition',
          `attachment; filename="custom-products.xlsx"; filename*=UTF-8''${encodeURIComponent('自定义产品.xlsx')}`,
        )
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
  app.get(PRIVATE_API.template, { config, schema: { tags, summary: '导入模板（xlsx）' } }, async (_req, reply) => {
    const body = await priv.template(db);
    return reply
      .header('content-type', XLSX)
      .header(
        'content-disposition',
        `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent('自定义产品导入模板.xlsx')}`,
      )
      .send(body);
  });
  app.post(
    PRIVATE_API.importXlsx,
    {
      config: { ...config, rateLimit: rateLimit('upload') },
      schema: {
        tags,
        summary: '批量导入自定义产品（xlsx，multipart 字段 file）',
        description: '不超过 5MB、5000 行；逐行校验，合格行在一个事务内导入，不合格行连同原因返回。',
        response: { 200: envelopeOf(importReportSchema) },
      },
    },
    async (req) => ok(await priv.importXlsx(db, requireUser(req).accountId, await readFile(req, IMPORT_MAX_BYTES))),
  );
  app.post(
    PRIVATE_API.upload,
    {
      config: { ...config, rateLimit: rateLimit('upload') },
      schema: {
        tags,
        summary: '上传产品图片（multipart 字段 file）',
        response: { 200: envelopeOf(z.object({ url: z.string() })) },
      },
    },
    async (req) => {
      await priv.requireManager(db, requireUser(req).accountId);
      const buf = await readFile(req, PICTURE_MAX_BYTES).catch(() => {
        throw businessError(refusal(PRIVATE_MESSAGES, 'badPicture'));
      });
      const ext = pictureExt(buf);
      if (!ext) throw businessError(refusal(PRIVATE_MESSAGES, 'badPicture'));
      const key = newKey('custom', ext);
      return ok({ url: await fileStoreFor(appConfig).put(key, buf, contentTypeOf(key)) });
    },
  );
};

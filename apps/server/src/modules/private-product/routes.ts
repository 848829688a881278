import fastifyMultipart from '@fastify/multipart';
import {
  IMPORT_MAX_BYTES,
  PRIVATE_API,
  PRIVATE_MESSAGES,
  PRIVATE_WORDS,
  PRIVATE_PRODUCT_ENDPOINTS as E,
  listedBy,
  refusal,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { cleanImage, fileStoreFor, storeCleanImage } from '../../files/index.ts';
import { requireUser } from '../../http/auth.ts';
import { route, withMsg } from '../../http/endpoint.ts';
import { businessError } from '../../http/errors.ts';
import * as priv from './service.ts';
import { rateLimit } from '../rate-limit/index.ts';

const tags = ['自定义产品'];
const config = { auth: 'user' as const };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** A file read is the import's answer (the picture upload answers badPicture for any failure of it). */
const readNo = listedBy(E.importXlsx);
const uploadNo = listedBy(E.upload);

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
    if (!file) throw businessError(readNo(refusal(PRIVATE_MESSAGES, 'badFile')));
    const buf = await file.toBuffer().catch(() => {
      throw businessError(readNo(refusal(PRIVATE_MESSAGES, 'fileTooLarge')));
    });
    if (file.file.truncated || buf.length > max) throw businessError(readNo(refusal(PRIVATE_MESSAGES, 'fileTooLarge')));
    return buf;
  };

  const me = (req: Parameters<typeof requireUser>[0]) => requireUser(req).accountId;

  route(app, E.check, { tags, summary: '能否创建自定义产品' }, async (req) => priv.canCreate(db, me(req)));
  route(app, E.categories, { tags, summary: '自定义产品分类（categoryValueSelect）' }, async () =>
    priv.categoryOptions(db),
  );
  route(app, E.brands, { tags, summary: '可选品牌（可自由输入）' }, async (req) => priv.brands(db, me(req)));
  route(app, E.add, { tags, summary: '新增自定义产品（postAddCustomGoods）' }, async (req) =>
    withMsg(await priv.add(db, me(req), req.body), PRIVATE_WORDS.added),
  );
  route(app, E.edit, { tags, summary: '编辑自定义产品（editCustomGoods）' }, async (req) => {
    await priv.edit(db, me(req), req.body);
    return withMsg(null, PRIVATE_WORDS.edited);
  });
  route(app, E.detail, { tags, summary: '自定义产品详情（getCustomGoodsDetail）' }, async (req) =>
    priv.detail(db, me(req), req.query.spuNo),
  );
  route(app, E.del, { tags, summary: '删除自定义产品（delCustomGoods）' }, async (req) => {
    const nos = req.body.spuNo ? [req.body.spuNo] : (req.body.spuNos ?? []);
    return withMsg({ count: await priv.remove(db, me(req), nos) }, PRIVATE_WORDS.deleted);
  });
  app.get(
    PRIVATE_API.exportXlsx,
    {
      config: { ...config, policy: 'manager', rateLimit: rateLimit('export') },
      schema: { tags, summary: '导出自定义产品（exportCustomGoods，xlsx）' },
    },
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
  route(
    app,
    E.importXlsx,
    {
      config: { rateLimit: rateLimit('upload') },
      tags,
      summary: '批量导入自定义产品（xlsx，multipart 字段 file）',
      description: '不超过 5MB、5000 行；逐行校验，合格行在一个事务内导入，不合格行连同原因返回。',
    },
    async (req) => priv.importXlsx(db, me(req), await readFile(req, IMPORT_MAX_BYTES)),
  );
  route(
    app,
    E.upload,
    { tags, summary: '上传产品图片（multipart 字段 file）', config: { rateLimit: rateLimit('upload') } },
    async (req) => {
      const buf = await readFile(req, PICTURE_MAX_BYTES).catch(() => {
        throw businessError(uploadNo(refusal(PRIVATE_MESSAGES, 'badPicture')));
      });
      const ext = pictureExt(buf);
      if (!ext) throw businessError(uploadNo(refusal(PRIVATE_MESSAGES, 'badPicture')));
      return {
        url: (await storeCleanImage(fileStoreFor(appConfig), 'customProduct', await cleanImage(buf, uploadNo))).url,
      };
    },
  );
};

import {
  CONTENT_API,
  MATERIAL_ENDPOINTS as E,
  materialDownloadQuerySchema,
  materialZipQuerySchema,
  refusal,
  zipFileName,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { fileStoreFor } from '../../files/index.ts';
import { paged, route } from '../../http/endpoint.ts';
import { notFound } from '../../http/errors.ts';
import { MATERIAL_MESSAGES } from '@portal/domain';
import * as material from './service.ts';
import { zipStream } from './zip.ts';
import { noEntry } from '../../http/no-entry.ts';

const tags = ['营销物料'];
/** RFC 6266: the Chinese name for browsers, an ASCII fallback for the rest. */
const disposition = (name: string) =>
  `attachment; filename="download${name.slice(name.lastIndexOf('.'))}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const materialRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const store = fileStoreFor(config);
  route(app, E.tree, { tags, summary: '物料分类树（仅认证企业）' }, async () => material.categoryTree(db));
  route(app, E.page, { tags, summary: '物料文件分页（仅认证企业）' }, async (req) => {
    const { list, total } = await material.pageFiles(db, req.query);
    return paged(list, total);
  });
  app.get(
    CONTENT_API.materialDownload,
    {
      config: { auth: 'user', policy: 'certified' },
      schema: { tags, summary: '下载一个物料文件', querystring: materialDownloadQuerySchema },
    },
    async (req, reply) => {
      const [file] = await material.filesToDownload(db, [req.query.fileId]);
      const stored = await store.get(file!.key);
      if (!stored) throw notFound(noEntry(refusal(MATERIAL_MESSAGES, 'notFound')));
      return reply
        .header('content-type', stored.contentType)
        .header('content-disposition', disposition(file!.name))
        .header('cache-control', 'private, no-store')
        .send(stored.body);
    },
  );
  app.get(
    CONTENT_API.materialZip,
    {
      config: { auth: 'user', policy: 'certified' },
      schema: {
        tags,
        summary: '多个物料打包下载（zip，最高压缩，默认名“下载文件”，流式）',
        querystring: materialZipQuerySchema,
      },
    },
    async (req, reply) => {
      const files = await material.filesToDownload(db, req.query.ids);
      const archive = zipStream(store, files, (e) => req.log.error({ err: e }, 'zip download failed'));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', disposition(zipFileName(req.query.name)))
        .header('cache-control', 'private, no-store')
        .send(archive);
    },
  );
};

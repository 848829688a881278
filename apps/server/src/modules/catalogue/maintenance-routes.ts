/**
 * Catalogue maintenance over HTTP (issue 42 part 3), for staff: every entry asks the 'staff' policy (refused 403
 * before the handler), and so does the picture upload, which is multipart and outside the endpoint table.
 */
import fastifyMultipart from '@fastify/multipart';
import {
  CATALOGUE_ADMIN_API,
  CATALOGUE_ADMIN_MESSAGES as M,
  CATALOGUE_ENDPOINTS as E,
  CATALOGUE_BROCHURE_MAX_BYTES,
  CATALOGUE_PICTURE_MAX_BYTES,
  refusal,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { fileStoreFor, storeUpload } from '../../files/index.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route } from '../../http/endpoint.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { readUpload } from '../../http/upload.ts';
import * as brochures from './brochures.ts';
import * as prices from './dealer-prices.ts';
import type { Actor } from './maintenance-guards.ts';
import * as m from './maintenance.ts';

const tags = ['商品维护（业务员）'];

const actorOf = (req: Parameters<typeof requireUser>[0]): Actor => ({
  accountId: requireUser(req).accountId,
  ip: req.ip ?? null,
});

export const maintenanceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: Math.max(CATALOGUE_PICTURE_MAX_BYTES, CATALOGUE_BROCHURE_MAX_BYTES), files: 1, fields: 2 },
  });

  route(app, E.manageCategories, { tags, summary: '分类树（两级，含停用）与各分类的属性定义' }, async () =>
    m.adminCategories(db),
  );
  route(app, E.manageSaveCategory, { tags, summary: '新建或修改分类（parentId 为空即一级分类）' }, async (req) =>
    m.saveCategory(db, actorOf(req), req.body),
  );
  route(app, E.manageSaveAttr, { tags, summary: '新建或修改二级分类的属性定义（筛选项）' }, async (req) =>
    m.saveAttr(db, actorOf(req), req.body),
  );
  route(app, E.manageSpuPage, { tags, summary: '商品分页（关键词、分类、上下架）' }, async (req) => {
    const { list, total } = await m.pageAdminSpus(db, req.query);
    return paged(list, total);
  });
  route(app, E.manageSpuDetail, { tags, summary: '商品详情：型号、属性值、价格、经销商价格、库存' }, async (req) =>
    m.adminSpuDetail(db, req.query.id),
  );
  route(
    app,
    E.manageSaveSpu,
    { tags, summary: '新建或修改商品（名称、品牌、分类、文案、标签、销售类型、软件、图片、上下架）' },
    async (req) => m.saveSpu(db, actorOf(req), req.body),
  );
  route(app, E.manageSpuShelf, { tags, summary: '商品上架（0）或下架（1）' }, async (req) => {
    await m.setSpuShelf(db, actorOf(req), req.body);
    return null;
  });
  route(
    app,
    E.manageSaveSku,
    {
      tags,
      summary: '新建或修改型号（价格单位为分；属性值；库存；上下架）',
      description: 'stockSeen 为打开表单时看到的库存：与 stock 相同表示未改库存，保存时保留订单期间扣减后的库存。',
    },
    async (req) => m.saveSku(db, actorOf(req), req.body),
  );
  route(app, E.manageSkuShelf, { tags, summary: '型号上架（0）或下架（1）' }, async (req) => {
    await m.setSkuShelf(db, actorOf(req), req.body);
    return null;
  });
  route(app, E.manageSaveDealerPrice, { tags, summary: '设置一级经销商对该型号的价格（含金牌价）' }, async (req) => {
    await prices.saveDealerPrice(db, actorOf(req), req.body);
    return null;
  });
  route(
    app,
    E.manageDeleteDealerPrice,
    { tags, summary: '删除一级经销商对该型号的价格（恢复零售价）' },
    async (req) => {
      await prices.deleteDealerPrice(db, actorOf(req), req.body);
      return null;
    },
  );

  app.post(
    CATALOGUE_ADMIN_API.upload,
    {
      config: { auth: 'user', policy: 'staff' },
      schema: {
        tags,
        summary: '上传商品图片（JPG/PNG，≤5MB，multipart 字段 file），返回图片地址',
        response: { 200: envelopeOf(z.object({ url: z.string() })) },
      },
    },
    async (req) => {
      const refusals = { missing: refusal(M, 'pictureRule'), tooLarge: refusal(M, 'pictureTooLarge') };
      const { data } = await readUpload(req, refusals, CATALOGUE_PICTURE_MAX_BYTES);
      const url = await storeUpload(
        fileStoreFor(config),
        'catalogue',
        data,
        ['image/jpeg', 'image/png'],
        refusal(M, 'pictureRule'),
      );
      return ok({ url });
    },
  );
  route(
    app,
    E.manageSaveBrochure,
    { tags, summary: '新建或修改商品资料（PDF，先上传取得地址；同一商品资料名称不重复）' },
    async (req) => brochures.saveBrochure(db, actorOf(req), req.body),
  );
  route(app, E.manageDeleteBrochure, { tags, summary: '删除商品资料' }, async (req) => {
    await brochures.deleteBrochure(db, actorOf(req), req.body.id);
    return null;
  });
  app.post(
    CATALOGUE_ADMIN_API.uploadBrochure,
    {
      config: { auth: 'user', policy: 'staff' },
      schema: {
        tags,
        summary: '上传商品资料（PDF，≤30MB，multipart 字段 file），返回资料地址',
        response: { 200: envelopeOf(z.object({ url: z.string() })) },
      },
    },
    async (req) => {
      const refusals = { missing: refusal(M, 'brochureRule'), tooLarge: refusal(M, 'brochureTooLarge') };
      const { data } = await readUpload(req, refusals, CATALOGUE_BROCHURE_MAX_BYTES);
      const url = await storeUpload(
        fileStoreFor(config),
        'catalogue',
        data,
        ['application/pdf'],
        refusal(M, 'brochureRule'),
      );
      return ok({ url });
    },
  );
};

import {
  DESIGN_API,
  ORDER_MESSAGES,
  SCENARIOS,
  SCENES,
  SMART_API,
  recommendInputSchema,
  accessorySchema,
  addToOrderSchema,
  designLineSchema,
  favoriteClearSchema,
  favoriteRemoveSchema,
  favoriteUpdateSchema,
  generateOrderSchema,
  orderDetailSchema,
  orderIdSchema,
  orderPageQuerySchema,
  orderSummarySchema,
  remindSchema,
  removeOrderProductSchema,
  sceneSchema,
  spuListItemSchema,
  totalsSchema,
  updateOrderProductsSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { requireUser } from '../../http/auth.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { getSessionUser } from '../account/service.ts';
import { quotationXlsx } from './quotation.ts';
import * as design from './service.ts';

const tags = ['设计配单'];
const config = { auth: 'user' as const };
const idData = envelopeOf(z.object({ id: z.number() }));

export const designOrderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config: appConfig }) => {
  app.get(
    DESIGN_API.list,
    {
      config,
      schema: {
        tags,
        summary: '已选产品清单（getConfigOrderProductList）',
        description: '按 sort 升序、创建时间倒序。金额单位分，折扣率单位 0.01%（10000 = 100.00%）。',
        response: { 200: envelopeOf(z.object({ lines: z.array(designLineSchema), totals: totalsSchema })) },
      },
    },
    async (req) => ok(await design.listLines(db, requireUser(req).accountId)),
  );

  app.post(
    DESIGN_API.update,
    {
      config,
      schema: {
        tags,
        summary: '保存清单行（postUpdateFavoriteList）',
        description:
          '按型号新增或更新；quantity 为 0 表示移出清单；服务端按商品目录价格与折扣率重算每一行，价格与目录不符、数量或折扣率越界、他人的行一律拒绝且不写入。',
        body: favoriteUpdateSchema,
        response: { 200: envelopeOf(z.object({ count: z.number() })) },
      },
    },
    async (req) => ok(await design.updateList(db, requireUser(req).accountId, req.body.list)),
  );

  app.post(
    DESIGN_API.clear,
    { config, schema: { tags, summary: '删除一行（postClearFavoriteList）', body: favoriteClearSchema } },
    async (req) => {
      await design.removeLines(db, requireUser(req).accountId, [req.body.id]);
      return { ...ok(null), msg: ORDER_MESSAGES.deleted };
    },
  );

  app.post(
    DESIGN_API.remove,
    { config, schema: { tags, summary: '批量删除或清空（removeConfigOrderProduct）', body: favoriteRemoveSchema } },
    async (req) => {
      const all = !!req.body.deleteAll;
      await design.removeLines(db, requireUser(req).accountId, all ? 'all' : (req.body.ids ?? []));
      return { ...ok(null), msg: all ? ORDER_MESSAGES.cleared : ORDER_MESSAGES.deleted };
    },
  );

  app.get(
    DESIGN_API.remind,
    { config, schema: { tags, summary: '线材与施工费提示（remind）', response: { 200: envelopeOf(remindSchema) } } },
    async (req) => ok(await design.remind(db, requireUser(req).accountId)),
  );

  app.get(
    DESIGN_API.accessories,
    {
      config,
      schema: {
        tags,
        summary: '型号的配件（accessorySkuAjax）',
        querystring: z.object({ skuNo: z.string().min(1).max(64) }),
        response: { 200: envelopeOf(z.array(accessorySchema)) },
      },
    },
    async (req) => ok(await design.accessories(db, requireUser(req).accountId, req.query.skuNo)),
  );

  app.get(
    DESIGN_API.common,
    {
      config,
      schema: {
        tags,
        summary: '常用产品（getCommonUselist）',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(500).default(1),
          size: z.coerce.number().int().min(1).max(50).default(10),
          keyword: z.string().trim().max(50, '搜索内容不能超过50个字符').optional(),
        }),
        response: { 200: envelopeOf(z.array(spuListItemSchema)) },
      },
    },
    async (req) => {
      const { list, total } = await design.commonProducts(
        db,
        requireUser(req).accountId,
        req.query.page,
        req.query.size,
        req.query.keyword,
      );
      return ok(list, total);
    },
  );

  app.get(
    DESIGN_API.scenes,
    {
      schema: {
        tags,
        summary: '安装场景（getCloudShopSceneList）',
        response: { 200: envelopeOf(z.array(sceneSchema)) },
      },
    },
    async () => ok(SCENES),
  );

  app.get(
    DESIGN_API.groupAuth,
    { config, schema: { tags, summary: '商户分组权限（1 = 有）', response: { 200: envelopeOf(z.number()) } } },
    async () => ok(0),
  );

  app.post(
    DESIGN_API.generate,
    {
      config,
      schema: {
        tags,
        summary: '生成设计单（generateConfigOrder）',
        body: generateOrderSchema,
        response: { 200: idData },
      },
    },
    async (req) => ok(await design.generateOrder(db, requireUser(req).accountId, req.body)),
  );

  for (const [url, summary] of [
    [DESIGN_API.addBatch, '加入已有设计单（editAddProductBatch）'],
    [DESIGN_API.addProducts, '设计单添加产品（addDesignProduct）'],
  ] as const) {
    app.post(
      url,
      { config, schema: { tags, summary, body: addToOrderSchema, response: { 200: idData } } },
      async (req) => ok(await design.addToOrder(db, requireUser(req).accountId, req.body.id, req.body.productSaveDTOS)),
    );
  }

  app.get(
    DESIGN_API.orders,
    {
      config,
      schema: {
        tags,
        summary: '我的设计单',
        description: '不传日期时默认近 90 天；status：-1 全部，0 未报价，1 已报价。',
        querystring: orderPageQuerySchema,
        response: { 200: envelopeOf(z.array(orderSummarySchema)) },
      },
    },
    async (req) => {
      const { list, total } = await design.pageOrders(db, requireUser(req).accountId, req.query);
      return ok(list, total);
    },
  );

  app.get(
    DESIGN_API.detail,
    {
      config,
      schema: {
        tags,
        summary: '设计单详情',
        querystring: orderIdSchema,
        response: { 200: envelopeOf(orderDetailSchema) },
      },
    },
    async (req) => ok(await design.orderDetail(db, requireUser(req).accountId, req.query.id)),
  );

  app.post(
    DESIGN_API.updateProducts,
    { config, schema: { tags, summary: '编辑设计单产品（updateDesignProduct）', body: updateOrderProductsSchema } },
    async (req) => {
      await design.updateOrderLines(db, requireUser(req).accountId, req.body.id, req.body);
      return { ...ok(null), msg: ORDER_MESSAGES.edited };
    },
  );

  app.post(
    DESIGN_API.removeProduct,
    { config, schema: { tags, summary: '移除设计单产品（removeDesignProduct）', body: removeOrderProductSchema } },
    async (req) => {
      await design.removeOrderLines(db, requireUser(req).accountId, req.body.id, req.body.lineIds);
      return { ...ok(null), msg: ORDER_MESSAGES.deleted };
    },
  );

  app.post(
    DESIGN_API.copy,
    { config, schema: { tags, summary: '复制设计单', body: orderIdSchema, response: { 200: idData } } },
    async (req) => ({
      ...ok(await design.copyOrder(db, requireUser(req).accountId, req.body.id)),
      msg: ORDER_MESSAGES.copied,
    }),
  );

  app.post(DESIGN_API.del, { config, schema: { tags, summary: '删除设计单', body: orderIdSchema } }, async (req) => {
    await design.deleteOrder(db, requireUser(req).accountId, req.body.id);
    return { ...ok(null), msg: ORDER_MESSAGES.deleted };
  });

  app.get(
    DESIGN_API.exportXlsx,
    { config, schema: { tags, summary: '导出报价单（xlsx）', querystring: orderIdSchema } },
    async (req, reply) => {
      const { accountId } = requireUser(req);
      const order = await design.orderDetail(db, accountId, req.query.id);
      const user = await getSessionUser(db, accountId);
      const company = user.companyName || appConfig.brandName;
      const body = await quotationXlsx(order, company, appConfig.brandName);
      await design.markExported(db, order.id);
      const file = encodeURIComponent(`${order.name}-报价单.xlsx`);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="quotation.xlsx"; filename*=UTF-8''${file}`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get(SMART_API.scenarios, { schema: { tags, summary: '智能配单场景与问卷' } }, async () => ok(SCENARIOS));
  app.post(
    SMART_API.recommend,
    {
      config,
      schema: {
        tags,
        summary: '智能配单：按问卷推荐型号与数量（含推荐理由）',
        body: recommendInputSchema,
        response: {
          200: envelopeOf(
            z.object({
              lines: z.array(
                z.object({
                  spuNo: z.string(),
                  skuNo: z.string(),
                  name: z.string(),
                  model: z.string(),
                  category: z.string(),
                  priceFen: z.number().nullable(),
                  skuType: z.number(),
                  quantity: z.number(),
                  reason: z.string(),
                }),
              ),
              notes: z.array(z.string()),
            }),
          ),
        },
      },
    },
    async (req) => ok(await design.smartRecommend(db, req.body.scenario, req.body.answers)),
  );
};

import {
  CUSTOMER_API,
  STOCK_API,
  stockQuerySchema,
  stockTotalsSchema,
  DESIGN_API,
  ORDER_MESSAGES,
  SCENARIOS,
  SCENES,
  SMART_API,
  recommendInputSchema,
  accessorySchema,
  addToOrderSchema,
  customerMemberSchema,
  designPermissionsSchema,
  memberQuerySchema,
  pricingGroupSchema,
  quickAddResultSchema,
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
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { getSessionUser } from '../account/index.ts';
import * as customers from './customers.ts';
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
        description:
          '按 sort 升序、创建时间倒序。金额单位分，折扣率单位 0.01%（10000 = 100.00%）。residueNum 为清单还能加入的型号数（上限 1000）。',
        response: {
          200: envelopeOf(z.object({ lines: z.array(designLineSchema), totals: totalsSchema, residueNum: z.number() })),
        },
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

  app.post(
    DESIGN_API.softwareFill,
    {
      config,
      schema: {
        tags,
        summary: '一键添加软件服务：每个尚未包含的软件类别添加一项',
        response: { 200: envelopeOf(z.object({ added: z.array(z.string()) })) },
      },
    },
    async (req) => ok(await design.fillSoftware(db, requireUser(req).accountId)),
  );

  app.post(
    STOCK_API,
    {
      config,
      schema: {
        tags,
        summary: '型号库存（getGoodsStockTotalApi）：sid → 库存合计',
        description: 'sid 为型号编号；只回答本账号可见的型号（公共产品与本店铺的私有产品）。',
        body: stockQuerySchema,
        response: { 200: envelopeOf(stockTotalsSchema) },
      },
    },
    async (req) => ok(await design.stockTotals(db, requireUser(req).accountId, req.body.sids)),
  );

  app.post(
    DESIGN_API.quickAdd,
    {
      config,
      schema: {
        tags,
        summary: '一键添加线材辅料与安装施工费（提示条）',
        description:
          '按提示数据添加：网线按点位数 × 50 米 ÷ 每箱长度取整箱；安装施工费取本账号名称或分类含“安装/施工/调试”的自定义产品，按点位计费时数量为点位数。私有角色不可用。',
        response: { 200: envelopeOf(quickAddResultSchema) },
      },
    },
    async (req) => ok(await design.quickAdd(db, requireUser(req).accountId)),
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
    DESIGN_API.permissions,
    {
      config,
      schema: {
        tags,
        summary: '设计配单权限（私有角色、客户分组权限等，按当前身份计算）',
        response: { 200: envelopeOf(designPermissionsSchema) },
      },
    },
    async (req) => ok(await customers.permissionsOf(db, requireUser(req).accountId)),
  );

  app.get(
    DESIGN_API.groupAuth,
    {
      config,
      schema: {
        tags,
        summary: '商户分组权限（1 = 有）',
        description: '以经销商身份（所有者或员工）登录且该经销商设有客户价格分组时为 1。',
        response: { 200: envelopeOf(z.union([z.literal(0), z.literal(1)])) },
      },
    },
    async (req) => ok((await customers.permissionsOf(db, requireUser(req).accountId)).groupPermission),
  );

  app.get(
    CUSTOMER_API.groups,
    {
      config,
      schema: {
        tags,
        summary: '客户价格分组（需分组权限）',
        response: { 200: envelopeOf(z.array(pricingGroupSchema)) },
      },
    },
    async (req) => ok(await customers.listGroups(db, requireUser(req).accountId)),
  );

  app.get(
    CUSTOMER_API.members,
    {
      config,
      schema: {
        tags,
        summary: '分组内的客户（需分组权限；按名称、电话或备注搜索）',
        querystring: memberQuerySchema,
        response: { 200: envelopeOf(z.array(customerMemberSchema)) },
      },
    },
    async (req) => {
      const { list, total } = await customers.listMembers(db, requireUser(req).accountId, req.query);
      return ok(list, total);
    },
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
      async (req) =>
        ok(
          await design.addToOrder(
            db,
            requireUser(req).accountId,
            req.body.id,
            req.body.productSaveDTOS,
            req.body.sceneId,
          ),
        ),
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
    {
      config,
      schema: {
        tags,
        summary: '编辑设计单产品（updateDesignProduct）',
        description:
          'queryType 1 表示在设计单的场景中编辑（每行须带该场景的 sceneId），否则 0；数量不能少于已在点位中布设的数量（code 1，不写入）。可同时修改名称、备注与客户（需分组权限）。',
        body: updateOrderProductsSchema,
      },
    },
    async (req) => {
      await design.updateOrderLines(db, requireUser(req).accountId, req.body.id, req.body);
      return { ...ok(null), msg: ORDER_MESSAGES.edited };
    },
  );

  app.post(
    DESIGN_API.removeProduct,
    {
      config,
      schema: {
        tags,
        summary: '移除设计单产品（removeDesignProduct）',
        description:
          'id 为设计单；按 configId（行 id）或 skuNo/spuNo 移除一行（quantity 为移除的数量，缺省为整行），或按 lineIds 批量移除；deleteType 1 表示从设计单的场景中移除（须带该场景的 sceneId）。已在点位中布设的数量不能移除（code 1）。',
        body: removeOrderProductSchema,
      },
    },
    async (req) => {
      await design.removeOrderLines(db, requireUser(req).accountId, req.body);
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
    async (req) => ok(await design.smartRecommend(db, req.body.scenario, req.body.answers, requireUser(req).accountId)),
  );
};

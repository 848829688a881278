import { DESIGN_ORDER_ENDPOINTS as E, DESIGN_ORDER_WORDS, SCENARIOS, SCENES } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route, withMsg } from '../../http/endpoint.ts';
import * as customers from './customers.ts';
import * as selected from './list.ts';
import * as orders from './orders.ts';
import * as toCart from './to-cart.ts';

const tags = ['设计配单'];

type App = Parameters<FastifyPluginAsyncZod<AppDeps>>[0];
type Db = AppDeps['db'];

export const designOrderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  selectionListRoutes(app, db);
  customerGroupRoutes(app, db);
  designOrderBookRoutes(app, db);
  smartRoutes(app, db);
};

/** The selection list (已选产品清单) an account builds before it generates a design order, and its helpers. */
function selectionListRoutes(app: App, db: Db): void {
  route(
    app,
    E.list,
    {
      tags,
      summary: '已选产品清单（getConfigOrderProductList）',
      description:
        '按 sort 升序、创建时间倒序。金额单位分，折扣率单位 0.01%（10000 = 100.00%）。residueNum 为清单还能加入的型号数（上限 1000）。',
    },
    async (req) => selected.listLines(db, requireUser(req).accountId),
  );
  route(
    app,
    E.update,
    {
      tags,
      summary: '保存清单行（postUpdateFavoriteList）',
      description:
        '按型号新增或更新；quantity 为 0 表示移出清单；服务端按商品目录价格与折扣率重算每一行，价格与目录不符、数量或折扣率越界、他人的行一律拒绝且不写入。flow = selection（选型页抽屉）时折扣率上限 300%（清单中已有的折扣率可保持不变），否则 999.99%。',
    },
    async (req) => selected.updateList(db, requireUser(req).accountId, req.body.list, req.body.flow),
  );
  route(app, E.clear, { tags, summary: '删除一行（postClearFavoriteList）' }, async (req) => {
    await selected.removeLines(db, requireUser(req).accountId, [req.body.id]);
    return withMsg(null, DESIGN_ORDER_WORDS.deleted);
  });
  route(app, E.remove, { tags, summary: '批量删除或清空（removeConfigOrderProduct）' }, async (req) => {
    const all = !!req.body.deleteAll;
    await selected.removeLines(db, requireUser(req).accountId, all ? 'all' : (req.body.ids ?? []));
    return withMsg(null, all ? DESIGN_ORDER_WORDS.cleared : DESIGN_ORDER_WORDS.deleted);
  });
  route(app, E.softwareFill, { tags, summary: '一键添加软件服务：每个尚未包含的软件类别添加一项' }, async (req) =>
    selected.fillSoftware(db, requireUser(req).accountId),
  );
  route(
    app,
    E.stock,
    {
      tags,
      summary: '型号库存（getGoodsStockTotalApi）：sid → 库存合计',
      description: 'sid 为型号编号；只回答本账号可见的型号（公共产品与本店铺的私有产品）。',
    },
    async (req) => selected.stockTotals(db, requireUser(req).accountId, req.body.sids),
  );
  route(
    app,
    E.quickAdd,
    {
      tags,
      summary: '一键添加线材辅料与安装施工费（提示条）',
      description:
        '按提示数据添加：网线按点位数 × 50 米 ÷ 每箱长度取整箱；安装施工费取本账号名称或分类含“安装/施工/调试”的自定义产品，按点位计费时数量为点位数。私有角色不可用。',
    },
    async (req) => selected.quickAdd(db, requireUser(req).accountId),
  );
  route(app, E.remind, { tags, summary: '线材与施工费提示（remind）' }, async (req) =>
    selected.remind(db, requireUser(req).accountId),
  );
  route(app, E.accessories, { tags, summary: '型号的配件（accessorySkuAjax）' }, async (req) =>
    selected.accessories(db, requireUser(req).accountId, req.query.skuNo),
  );
  route(app, E.common, { tags, summary: '常用产品（getCommonUselist）' }, async (req) => {
    const { page, size, keyword } = req.query;
    const { list, total } = await selected.commonProducts(db, requireUser(req).accountId, page, size, keyword);
    return paged(list, total);
  });
  route(app, E.scenes, { tags, summary: '安装场景（getCloudShopSceneList）' }, async () => SCENES);
}

/** Permissions and the dealer's customer price groups a design order may be made for. */
function customerGroupRoutes(app: App, db: Db): void {
  route(
    app,
    E.permissions,
    { tags, summary: '设计配单权限（私有角色、客户分组权限等，按当前身份计算）' },
    async (req) => customers.permissionsOf(db, requireUser(req).accountId),
  );
  route(
    app,
    E.groupAuth,
    {
      tags,
      summary: '商户分组权限（1 = 有）',
      description: '以经销商身份（所有者或员工）登录且该经销商设有客户价格分组时为 1。',
    },
    async (req) => (await customers.permissionsOf(db, requireUser(req).accountId)).groupPermission,
  );
  route(app, E.groups, { tags, summary: '客户价格分组（需分组权限）' }, async (req) =>
    customers.listGroups(db, requireUser(req).accountId),
  );
  route(app, E.members, { tags, summary: '分组内的客户（需分组权限；按名称、电话或备注搜索）' }, async (req) => {
    const { list, total } = await customers.listMembers(db, requireUser(req).accountId, req.query);
    return paged(list, total);
  });
}

/** The design orders: generate, add to, list, read, edit, copy, delete. */
function designOrderBookRoutes(app: App, db: Db): void {
  route(app, E.generate, { tags, summary: '生成设计单（generateConfigOrder）' }, async (req) =>
    orders.generateOrder(db, requireUser(req).accountId, req.body),
  );
  for (const [e, summary] of [
    [E.addBatch, '加入已有设计单（editAddProductBatch）'],
    [E.addProducts, '设计单添加产品（addDesignProduct）'],
  ] as const) {
    route(app, e, { tags, summary }, async (req) => {
      const { id, productSaveDTOS, sceneId } = req.body;
      return orders.addToOrder(db, requireUser(req).accountId, id, productSaveDTOS, sceneId);
    });
  }
  route(
    app,
    E.orders,
    { tags, summary: '我的设计单', description: '不传日期时默认近 90 天；status：-1 全部，0 未报价，1 已报价。' },
    async (req) => {
      const { list, total } = await orders.pageOrders(db, requireUser(req).accountId, req.query);
      return paged(list, total);
    },
  );
  route(app, E.detail, { tags, summary: '设计单详情' }, async (req) =>
    orders.orderDetail(db, requireUser(req).accountId, req.query.id),
  );
  route(
    app,
    E.updateProducts,
    {
      tags,
      summary: '编辑设计单产品（updateDesignProduct）',
      description:
        'queryType 1 表示在设计单的场景中编辑（每行须带该场景的 sceneId），否则 0；数量不能少于已在点位中布设的数量（code 1，不写入）。可同时修改名称、备注与客户（需分组权限）。',
    },
    async (req) => {
      await orders.updateOrderLines(db, requireUser(req).accountId, req.body.id, req.body);
      return withMsg(null, DESIGN_ORDER_WORDS.edited);
    },
  );
  route(
    app,
    E.removeProduct,
    {
      tags,
      summary: '移除设计单产品（removeDesignProduct）',
      description:
        'id 为设计单；按 configId（行 id）或 skuNo/spuNo 移除一行（quantity 为移除的数量，缺省为整行），或按 lineIds 批量移除；deleteType 1 表示从设计单的场景中移除（须带该场景的 sceneId）。已在点位中布设的数量不能移除（code 1）。',
    },
    async (req) => {
      await orders.removeOrderLines(db, requireUser(req).accountId, req.body);
      return withMsg(null, DESIGN_ORDER_WORDS.deleted);
    },
  );
  route(app, E.copy, { tags, summary: '复制设计单' }, async (req) =>
    withMsg(await orders.copyOrder(db, requireUser(req).accountId, req.body.id), DESIGN_ORDER_WORDS.copied),
  );
  route(
    app,
    E.toCart,
    {
      tags,
      summary: '按配单加入购物车（记住设计单号，由此下的商城订单计入设计转化）',
      description:
        '设计单中公开商品目录里可购买的型号按配单数量加入当前账号的购物车（与已有数量相加，超出库存按最大可购买数量）；自定义、私有产品及已下架、无价格、无货的型号不加入，在 skipped 中说明原因。',
    },
    async (req) => {
      const r = await toCart.orderToCart(db, requireUser(req).accountId, req.body.id);
      return withMsg(r, r.msg);
    },
  );
  route(app, E.del, { tags, summary: '删除设计单' }, async (req) => {
    await orders.deleteOrder(db, requireUser(req).accountId, req.body.id);
    return withMsg(null, DESIGN_ORDER_WORDS.deleted);
  });
}

/** 智能配单: the scenarios' questionnaires and the recommendation from the answers. */
function smartRoutes(app: App, db: Db): void {
  route(app, E.smartScenarios, { tags, summary: '智能配单场景与问卷' }, async () => SCENARIOS);
  route(app, E.smartRecommend, { tags, summary: '智能配单：按问卷推荐型号与数量（含推荐理由）' }, async (req) =>
    selected.smartRecommend(db, req.body.scenario, req.body.answers, requireUser(req).accountId),
  );
}

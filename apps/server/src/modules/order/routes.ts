import { ORDER_ENDPOINTS as E, ORDER_WORDS } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route, withMsg } from '../../http/endpoint.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { orderParcels } from './parcels.ts';
import * as order from './service.ts';
import { trackerOf } from './tracking/index.ts';
import * as place from './place.ts';
import * as settle from './settle.ts';

const tags = ['商城订单'];

export const orderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config: appConfig }) => {
  const settings: settle.OrderSettings = { expireMinutes: appConfig.orderExpireMinutes };
  const tracker = trackerOf(appConfig.tracking);

  route(
    app,
    E.skuMatchShop,
    {
      tags,
      summary: '型号匹配供货店铺（skuMatchShop）',
      description: '每个型号由买家当前的订货一级经销商供货；未绑定一级经销商时按第一部分 §5 的提示拒绝。',
    },
    async (req) => settle.skuMatchShop(db, requireUser(req).accountId, req.body.skuNos),
  );
  route(
    app,
    E.shopStatus,
    {
      tags,
      summary: '店铺状态（shop-status-check）',
      description: 'status 1 营业，0 异常（msg 说明原因）。不传 merchantNo 时为当前订货店铺。',
    },
    async (req) => settle.shopStatus(db, requireUser(req).accountId, req.query.merchantNo || undefined),
  );
  route(
    app,
    E.preSettlement,
    {
      tags,
      summary: '预结算（preSettlement）',
      description:
        '购物车中已勾选的商品（source=cart）或直接购买的型号（source=direct）：价格、库存、运费、可用优惠券与应付金额，全部由服务端计算，金额单位分。userCouponNo 不传时自动选择最优的可用券，传 null 表示不用券。',
    },
    async (req) => settle.preSettlement(db, requireUser(req).accountId, req.body),
  );
  route(
    app,
    E.placeOrder,
    {
      tags,
      summary: '提交订单（placeorder）',
      description:
        '必须带 Idempotency-Key 请求头（8–64 位字母、数字、下划线或短横线）：同一个键与相同的请求体总是返回同一笔订单；同一个键配不同的请求体被拒绝（422）。服务端在一个事务内重新计算金额（与 expectedPayFen 不符时拒绝）、锁定库存、核销优惠券并生成订单。',
    },
    async (req) =>
      place.placeOrder(db, requireUser(req).accountId, idempotencyKeyOf(req, E.placeOrder), req.body, settings),
  );
  route(
    app,
    E.page,
    {
      tags,
      summary: '我的订单（分状态）',
      description: 'status 不传为全部；tabs 给出每个状态的订单数，count 为当前状态的总数。',
    },
    async (req) => {
      const { page, total } = await order.page(db, requireUser(req).accountId, req.query);
      return paged(page, total);
    },
  );
  route(app, E.detail, { tags, summary: '订单详情' }, async (req) =>
    order.detail(db, requireUser(req).accountId, req.query.orderNo),
  );
  route(
    app,
    E.cancel,
    { tags, summary: '取消订单', description: '只有待付款的订单可以取消；库存与优惠券在同一事务内退回。' },
    async (req) => withMsg(await order.cancel(db, requireUser(req).accountId, req.body.orderNo), ORDER_WORDS.cancelled),
  );
  route(app, E.confirmReceipt, { tags, summary: '确认收货（已发货 → 已完成）' }, async (req) =>
    withMsg(await order.confirmReceipt(db, requireUser(req).accountId, req.body.orderNo), ORDER_WORDS.received),
  );
  route(app, E.purchaseList, { tags, summary: '采购单列表（data.rows，每行带 skuDTOList）' }, async (req) => {
    const data = await order.purchaseList(db, requireUser(req).accountId, req.query);
    return paged(data, data.total);
  });
  route(app, E.shopPage, { tags, summary: '店铺订单（一级经销商待处理的订单）' }, async (req) => {
    const { page, total } = await order.shopPage(db, requireUser(req).accountId, req.query);
    return paged(page, total);
  });
  route(app, E.shopDetail, { tags, summary: '店铺订单详情' }, async (req) =>
    order.shopDetail(db, requireUser(req).accountId, req.query.orderNo),
  );
  route(
    app,
    E.ship,
    {
      tags,
      summary: '发货（已付款 → 已发货）',
      description:
        'parcels 为 1–10 个包裹（快递公司代码 carrier 与快递单号 trackingNo，单号按该快递公司的格式校验）；包裹与状态变化在同一事务内写入，重复发货被拒绝。',
    },
    async (req) => withMsg(await order.ship(db, requireUser(req).accountId, req.body), ORDER_WORDS.shipped),
  );
  route(
    app,
    E.parcels,
    {
      tags,
      summary: '订单包裹与物流轨迹',
      description:
        '订单的买家或接单店铺可查看；其他人按订单不存在处理（404）。轨迹来自快递100（配置 KUAIDI100_KEY 与 KUAIDI100_CUSTOMER 时），否则为按发货时间模拟的沙箱轨迹。',
    },
    async (req) => orderParcels(db, tracker, requireUser(req).accountId, req.query.orderNo),
  );
};

/** The credits mall over HTTP (part 1 §7 integration calls; management by provider sales accounts). */
import { CREDITS_ENDPOINTS as E } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route } from '../../http/endpoint.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import * as exchange from './exchange.ts';
import * as ledger from './ledger.ts';
import * as manage from './manage.ts';

const tags = ['积分商城'];
const manageTags = ['积分商城管理'];

export const creditsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, E.accountInfo, { tags, summary: '我的积分账户' }, async (req) =>
    exchange.accountInfo(db, requireUser(req).accountId),
  );
  route(
    app,
    E.ledger,
    { tags, summary: '积分明细', description: '收入为正、支出为负，按时间倒序；余额始终等于明细之和。' },
    async (req) => {
      const { list, total } = await ledger.ledgerPage(db, requireUser(req).accountId, req.query.page, req.query.size);
      return paged(list, total);
    },
  );
  route(
    app,
    E.spuList,
    {
      tags,
      summary: '积分商品列表',
      description: '仅上架商品；stock 为剩余可兑换数量。affordable=1 只看我的积分够兑换的。',
    },
    async (req) => {
      const { list, total } = await exchange.spuPage(db, requireUser(req).accountId, req.query);
      return paged(list, total);
    },
  );
  route(app, E.spuDetail, { tags, summary: '积分商品详情' }, async (req) =>
    exchange.spuDetail(db, requireUser(req).accountId, req.query.spuNo),
  );
  route(app, E.stockCheck, { tags, summary: '兑换前库存与积分校验' }, async (req) =>
    exchange.stockCheck(db, requireUser(req).accountId, req.body),
  );
  route(
    app,
    E.purchase,
    {
      tags,
      summary: '积分兑换（下单）',
      description:
        '须带 Idempotency-Key 请求头：同一键重试得到同一兑换单。库存与积分在同一事务内以条件更新扣减；' +
        '含现金部分的商品生成待付款兑换单（kind=credits_order 经支付模块支付），超时未付则退回积分与库存。',
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req) => exchange.purchase(db, requireUser(req).accountId, req.body, idempotencyKeyOf(req, E.purchase)),
  );
  route(app, E.rank, { tags, summary: '积分排行', description: '按当前积分从高到低；手机号脱敏。' }, async (req) =>
    ledger.rank(db, requireUser(req).accountId, req.query.size),
  );
  route(app, E.record, { tags, summary: '兑换记录' }, async (req) => {
    const { list, total } = await exchange.recordPage(db, requireUser(req).accountId, req.query);
    return paged(list, total);
  });
  route(app, E.recordDetail, { tags, summary: '兑换详情' }, async (req) =>
    exchange.recordDetail(db, requireUser(req).accountId, req.query.exchangeNo),
  );
  route(app, E.cancel, { tags, summary: '取消待付款的兑换（退回积分与库存）' }, async (req) => {
    await exchange.cancel(db, requireUser(req).accountId, req.body.exchangeNo);
    return null;
  });

  // ---------- management ----------

  route(app, E.manageSpuPage, { tags: manageTags, summary: '积分商品管理列表（业务员）' }, async (req) => {
    const { list, total } = await manage.manageSpuPage(db, req.query);
    return paged(list, total);
  });
  route(
    app,
    E.manageSpuSave,
    {
      tags: manageTags,
      summary: '新增或编辑积分商品（业务员）',
      description: '无 spuNo 为新增。所需积分须大于0，现金部分不小于0，总库存不小于已兑换数量。',
    },
    async (req) => manage.saveSpu(db, requireUser(req).accountId, req.body),
  );
  route(app, E.manageSpuShelf, { tags: manageTags, summary: '上架或下架积分商品（业务员）' }, async (req) => {
    await manage.setShelf(db, req.body.spuNo, req.body.onShelf);
    return null;
  });
  route(app, E.managePictures, { tags: manageTags, summary: '可选的积分商品图片（业务员）' }, async () =>
    manage.pictures(db),
  );
  route(app, E.manageExchangePage, { tags: manageTags, summary: '兑换单列表（业务员）' }, async (req) => {
    const { list, total } = await manage.manageExchangePage(db, req.query);
    return paged(list, total);
  });
  route(app, E.manageShip, { tags: manageTags, summary: '兑换单发货（业务员）' }, async (req) => {
    await manage.ship(db, req.body.exchangeNo);
    return null;
  });
};

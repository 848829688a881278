import { CART_ENDPOINTS as E } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { route, withMsg } from '../../http/endpoint.ts';
import * as cart from './service.ts';

const tags = ['购物车'];

export const cartRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, E.query, { tags, summary: '购物车（按当前身份的价格重新计算）' }, async (req) =>
    cart.view(db, requireUser(req).accountId),
  );
  route(app, E.count, { tags, summary: '购物车商品种数（工具栏角标）' }, async (req) =>
    cart.count(db, requireUser(req).accountId),
  );
  route(app, E.batchAdd, { tags, summary: '加入购物车（与已有数量相加，超出库存按最大可购买数量）' }, async (req) => {
    const r = await cart.batchAdd(db, requireUser(req).accountId, req.body.items);
    return withMsg(r, r.msg);
  });
  route(app, E.modify, { tags, summary: '修改数量' }, async (req) =>
    cart.modify(db, requireUser(req).accountId, req.body.skuNo, req.body.quantity),
  );
  route(app, E.del, { tags, summary: '删除商品' }, async (req) =>
    cart.remove(db, requireUser(req).accountId, req.body.skuNos),
  );
  route(app, E.batchCheck, { tags, summary: '勾选 / 取消勾选（空列表 = 全部）' }, async (req) =>
    cart.check(db, requireUser(req).accountId, req.body.skuNos, req.body.checked),
  );
};

import {
  BUYING_API,
  cartAddBodySchema,
  cartAddResultSchema,
  cartCheckBodySchema,
  cartCountSchema,
  cartDelBodySchema,
  cartModifyBodySchema,
  cartViewSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import * as cart from './service.ts';

const tags = ['购物车'];
const config = { auth: 'user' as const };
const viewResponse = { 200: envelopeOf(cartViewSchema) };

export const cartRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    BUYING_API.cartQuery,
    { config, schema: { tags, summary: '购物车（按当前身份的价格重新计算）', response: viewResponse } },
    async (req) => ok(await cart.view(db, requireUser(req).accountId)),
  );
  app.get(
    BUYING_API.cartCount,
    {
      config,
      schema: { tags, summary: '购物车商品种数（工具栏角标）', response: { 200: envelopeOf(cartCountSchema) } },
    },
    async (req) => ok(await cart.count(db, requireUser(req).accountId)),
  );
  app.post(
    BUYING_API.cartBatchAdd,
    {
      config,
      schema: {
        tags,
        summary: '加入购物车（与已有数量相加，超出库存按最大可购买数量）',
        body: cartAddBodySchema,
        response: { 200: envelopeOf(cartAddResultSchema) },
      },
    },
    async (req) => {
      const r = await cart.batchAdd(db, requireUser(req).accountId, req.body.items);
      return { ...ok(r), msg: r.msg };
    },
  );
  app.post(
    BUYING_API.cartModify,
    { config, schema: { tags, summary: '修改数量', body: cartModifyBodySchema, response: viewResponse } },
    async (req) => ok(await cart.modify(db, requireUser(req).accountId, req.body.skuNo, req.body.quantity)),
  );
  app.post(
    BUYING_API.cartDel,
    { config, schema: { tags, summary: '删除商品', body: cartDelBodySchema, response: viewResponse } },
    async (req) => ok(await cart.remove(db, requireUser(req).accountId, req.body.skuNos)),
  );
  app.post(
    BUYING_API.cartBatchCheck,
    {
      config,
      schema: { tags, summary: '勾选 / 取消勾选（空列表 = 全部）', body: cartCheckBodySchema, response: viewResponse },
    },
    async (req) => ok(await cart.check(db, requireUser(req).accountId, req.body.skuNos, req.body.checked)),
  );
};

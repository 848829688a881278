import { DEALER_ENDPOINTS as E, DEALER_WORDS } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth.ts';
import { paged, route, withMsg } from '../../http/endpoint.ts';
import type { AppDeps } from '../../deps.ts';
import * as dealer from './service.ts';

const tags = ['经销商'];

export const dealerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const me = (req: Parameters<typeof requireUser>[0]) => requireUser(req).accountId;

  route(app, E.parentMerchants, { tags, summary: '所选区域可绑定的一级经销商（关键字可选）' }, async (req) => {
    const list = await dealer.parentMerchantList(db, req.query);
    return paged(list, list.length);
  });
  route(app, E.bind, { tags, summary: '绑定下单一级经销商（绑定载荷）' }, async (req) =>
    withMsg(await dealer.bind(db, me(req), req.body), DEALER_WORDS.bindSuccess),
  );
  route(app, E.bound, { tags, summary: '当前下单一级经销商及选择时的区域' }, async (req) =>
    dealer.boundMerchant(db, me(req)),
  );
  route(app, E.defaultFirst, { tags, summary: '默认一级经销商' }, async (req) => dealer.defaultFirst(db, me(req)));
  route(app, E.bindDetail, { tags, summary: '绑定详情：当前经销商与店铺列表' }, async (req) =>
    dealer.bindDetail(db, me(req)),
  );
  route(app, E.shops, { tags, summary: '可下单的一级经销商（店铺）列表' }, async (req) => dealer.shopList(db, me(req)));
  route(app, E.toggleShop, { tags, summary: '切换店铺' }, async (req) =>
    withMsg(await dealer.toggleShop(db, me(req), req.body.firstMerchantNo), DEALER_WORDS.operationSuccess),
  );
  route(app, E.setDefault, { tags, summary: '设为默认一级经销商' }, async (req) =>
    withMsg(await dealer.setDefaultDealer(db, me(req), req.body.parentMerchantNo), DEALER_WORDS.operationSuccess),
  );
};

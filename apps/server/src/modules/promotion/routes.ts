/** Promotions and placements over HTTP (part 1 §2 /product/sale, §7 promotions and activities, §9 placements). */
import { PLACEMENT_ENDPOINTS as PE, PROMOTION_ENDPOINTS as E, PROMOTION_WORDS } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route, withMsg } from '../../http/endpoint.ts';
import * as manage from './manage.ts';
import * as placements from './placement.ts';
import * as read from './read.ts';

const tags = ['促销活动'];
const manageTags = ['促销活动管理'];

export const promotionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(
    app,
    E.page,
    {
      tags,
      summary: '促销专区：进行中的促销活动',
      description: '每个商品按当前用户的价格；限时折扣显示 促销价/原价×10 保留一位小数（折），缺少价格显示“赠品”。',
    },
    async (req) => {
      const { list, total } = await read.page(db, req.auth?.accountId ?? null, req.query);
      return paged(list, total);
    },
  );
  route(app, E.detail, { tags, summary: '促销活动详情' }, async (req) =>
    read.detail(db, req.auth?.accountId ?? null, req.query.activityNo),
  );
  route(app, E.forModels, { tags, summary: '商品页：其型号上进行中的促销（本店参与的）' }, async (req) =>
    read.forModels(db, req.auth?.accountId ?? null, req.query.skuNos),
  );
  route(app, E.managePage, { tags: manageTags, summary: '促销活动列表（平台销售账号）' }, async (req) => {
    const { list, total } = await manage.managePage(db, requireUser(req).accountId, req.query);
    return paged(list, total);
  });
  route(app, E.save, { tags: manageTags, summary: '新建或修改促销活动' }, async (req) =>
    withMsg(await manage.save(db, requireUser(req).accountId, req.body), PROMOTION_WORDS.saved),
  );
  route(app, E.abandon, { tags: manageTags, summary: '作废促销活动' }, async (req) =>
    manage.abandon(db, requireUser(req).accountId, req.body.activityNo),
  );

  route(
    app,
    PE.list,
    { tags, summary: '促销投放位：首页轮播1、左横幅25、中横幅26、右横幅27（当前生效的）' },
    async (req) => placements.live(db, req.query.location),
  );
  route(app, PE.manageList, { tags: manageTags, summary: '全部投放内容' }, async () => placements.all(db));
  route(app, PE.save, { tags: manageTags, summary: '新建或修改投放内容' }, async (req) =>
    placements.save(db, requireUser(req).accountId, req.body),
  );
  route(app, PE.remove, { tags: manageTags, summary: '删除投放内容' }, async (req) => {
    await placements.remove(db, req.body.id);
    return null;
  });
};

/** Flash sales over HTTP (part 1 §2 /memberStore/seckill, §7 seckill and promotionShop; management by sales). */
import {
  SECKILL_ENDPOINTS as E,
  SECKILL_FOLLOW_ENDPOINTS as F,
  SECKILL_FOLLOW_WORDS,
  SECKILL_WORDS,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route, withMsg } from '../../http/endpoint.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { isFollowing, setFollow } from './remind.ts';
import * as buy from './buy.ts';
import * as manage from './manage.ts';
import * as read from './read.ts';

const tags = ['秒杀专区'];
const manageTags = ['秒杀活动管理'];

export const seckillRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config: appConfig }) => {
  const settings: buy.SeckillSettings = {
    expireMinutes: appConfig.orderExpireMinutes,
    asyncCommit: appConfig.seckillAsyncCommit,
  };

  route(
    app,
    E.page,
    {
      tags,
      summary: '秒杀专区：活动列表（分状态）',
      description:
        'pType 1 平台活动、2 奖励兑付；status 为 SECKILL_STATUS（1 即将开始 2 抢购中 3 已结束 4 已作废 5 已抢光），由服务器时钟与活动库存推导；serverTime 为服务器时间，页面据此倒计时。',
    },
    async (req) => {
      const { page, total } = await read.page(db, req.query);
      return paged(page, total);
    },
  );
  route(
    app,
    E.detail,
    {
      tags,
      summary: '秒杀活动详情',
      description: '含服务器时间、我已抢购的数量、现在最多可抢数量与不能抢购的原因。',
    },
    async (req) => read.detail(db, requireUser(req).accountId, req.query.activityNo),
  );
  route(
    app,
    E.promotionShop,
    {
      tags,
      summary: '秒杀活动的可下单店铺（promotionShop）',
      description: '买家的一级经销商（店铺）列表；未参与本活动或异常的店铺 status 为 0，msg 说明原因。',
    },
    async (req) => read.promotionShop(db, requireUser(req).accountId, req.query.activityNo),
  );
  route(
    app,
    E.settle,
    {
      tags,
      summary: '秒杀结算预览',
      description: '按秒杀价计算商品金额、运费与应付金额（分）；活动未开始、已结束、已抢光或超过限购时拒绝。',
    },
    async (req) => buy.settle(db, requireUser(req).accountId, req.body),
  );
  route(
    app,
    E.buy,
    {
      tags,
      summary: '秒杀抢购（生成待付款的商城订单）',
      description:
        '必须带 Idempotency-Key 请求头。一个事务内：按秒杀价生成商城订单（扣减型号库存），每人限购计数条件更新，活动库存条件扣减（remaining >= 数量且在活动时间内且未作废）；任何一步不满足则全部回滚。订单在 /pay-page 支付，超时未付或取消时数量退回活动库存。',
    },
    async (req) => {
      const { accountId } = requireUser(req);
      return buy.buy(db, accountId, idempotencyKeyOf(req, E.buy), req.body, settings);
    },
  );

  // ---------- management ----------

  route(
    app,
    E.managePage,
    {
      tags: manageTags,
      summary: '秒杀活动管理列表（平台销售账号）',
      description: '含每个活动的有效订单数、已付款订单数与金额、下单人数。',
    },
    async (req) => {
      const { total, ...data } = await manage.managePage(db, req.query);
      return paged(data, total);
    },
  );
  route(
    app,
    E.manageGoods,
    {
      tags: manageTags,
      summary: '秒杀商品预览（型号或套装）',
      description: 'kind 1 型号编号（skuNo），2 套装编号（suitNo）；原价为零售价（套装为套装价）。',
    },
    async (req) => manage.goods(db, requireUser(req).accountId, req.query.kind, req.query.no),
  );
  route(
    app,
    E.manageSave,
    {
      tags: manageTags,
      summary: '新建或修改秒杀活动',
      description:
        '不传 activityNo 为新建。校验：开始早于结束、结束晚于当前、秒杀价大于 0 且不高于原价、活动库存不少于已售、每人限购 1–99；已作废或已结束的活动不能修改。',
    },
    async (req) => withMsg(await manage.save(db, requireUser(req).accountId, req.body), SECKILL_WORDS.saved),
  );
  route(
    app,
    E.manageAbandon,
    { tags: manageTags, summary: '作废秒杀活动', description: '作废后不能再抢购；已生成的订单照常支付或超时关闭。' },
    async (req) => withMsg(await manage.abandonActivity(db, req.body.activityNo), SECKILL_WORDS.abandonDone),
  );
  route(app, E.manageSales, { tags: manageTags, summary: '秒杀活动的销售记录' }, async (req) => {
    const { list, total } = await manage.sales(db, req.query);
    return paged(list, total);
  });

  route(app, F.status, { tags, summary: '是否已设置开抢提醒' }, async (req) => ({
    followed: await isFollowing(db, requireUser(req).accountId, req.query.activityNo),
  }));
  route(app, F.set, { tags, summary: '设置或取消开抢提醒（活动开始前）' }, async (req) => {
    const followed = await setFollow(db, requireUser(req).accountId, req.body.activityNo, req.body.follow);
    return withMsg({ followed }, SECKILL_FOLLOW_WORDS[followed ? 'followed' : 'unfollowed']);
  });
};

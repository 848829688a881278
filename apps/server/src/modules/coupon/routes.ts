import { COUPON_ENDPOINTS as E, COUPON_WORDS } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route, withMsg } from '../../http/endpoint.ts';
import * as coupon from './service.ts';

const tags = ['优惠券'];

export const couponRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, E.centre, { tags, summary: '领券中心（剩余数量、我已领取、能否领取）' }, async (req) => {
    const { list, total } = await coupon.centre(db, req.auth?.accountId ?? null, req.query.page, req.query.size);
    return paged(list, total);
  });
  route(app, E.claim, { tags, summary: '领取优惠券' }, async (req) =>
    withMsg(await coupon.claim(db, requireUser(req).accountId, req.body.couponNo), COUPON_WORDS.claimed),
  );
  route(app, E.mine, { tags, summary: '我的优惠券（未使用 / 已使用 / 已过期）' }, async (req) => {
    const { tab, page, size } = req.query;
    const { list, total } = await coupon.mine(db, requireUser(req).accountId, tab, page, size);
    return paged(list, total);
  });
};

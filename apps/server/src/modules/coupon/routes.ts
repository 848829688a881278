import {
  BUYING_API,
  COUPON_MESSAGES,
  couponCentreItemSchema,
  couponGotBodySchema,
  couponListQuerySchema,
  couponMineQuerySchema,
  myCouponSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import * as coupon from './service.ts';

const tags = ['优惠券'];

export const couponRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    BUYING_API.couponList,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: '领券中心（剩余数量、我已领取、能否领取）',
        querystring: couponListQuerySchema,
        response: { 200: envelopeOf(z.array(couponCentreItemSchema)) },
      },
    },
    async (req) => {
      const { list, total } = await coupon.centre(db, req.auth?.accountId ?? null, req.query.page, req.query.size);
      return ok(list, total);
    },
  );
  app.post(
    BUYING_API.couponGot,
    {
      config: { auth: 'user' },
      schema: { tags, summary: '领取优惠券', body: couponGotBodySchema, response: { 200: envelopeOf(myCouponSchema) } },
    },
    async (req) => ({
      ...ok(await coupon.claim(db, requireUser(req).accountId, req.body.couponNo)),
      msg: COUPON_MESSAGES.claimed,
    }),
  );
  app.get(
    BUYING_API.couponMine,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: '我的优惠券（未使用 / 已使用 / 已过期）',
        querystring: couponMineQuerySchema,
        response: { 200: envelopeOf(z.array(myCouponSchema)) },
      },
    },
    async (req) => {
      const { tab, page, size } = req.query;
      const { list, total } = await coupon.mine(db, requireUser(req).accountId, tab, page, size);
      return ok(list, total);
    },
  );
};
